import Raster

/// Where the status bar's items sit, in points (SPEC §1 layer 8): its shapes, and its texts with
/// their left edges. Everything is centred vertically on the middle of the status bar.
///
/// The texts' widths come from the caller (a typesetter), so that this stays pure and free of
/// fonts: the classic bar centres its time and puts its percentage left of the battery, the
/// notched bar centres the time in the left ear.
package struct StatusBarLayout: Sendable, Equatable {
    /// One line of status bar text: its left edge in points, centred vertically like a label
    /// the height of the status bar.
    package struct Text: Sendable, Equatable {
        package let string: String
        package let x: Double
        package let fontSize: Double
    }

    /// Icons, in points; filled with the status bar's ink.
    package let shapes: [VectorShape]
    package let texts: [Text]

    /// The time of Apple's screenshots, as each layout writes it.
    package static func defaultTime(notched: Bool) -> String { notched ? "9:41" : "9:41 AM" }
    /// What the simulator shows for the network.
    static let carrier = "Carrier"

    /// Lays out `scene`'s status bar; `textWidth` gives a text's advance in points at a size.
    package init(scene: Scene, textWidth: (_ text: String, _ fontSize: Double) -> Double) {
        let notched = scene.hasNotch
        let metrics = notched ? StatusBarMetrics.notched : StatusBarMetrics.classic
        let time = scene.statusBar.time ?? Self.defaultTime(notched: notched)
        var shapes: [VectorShape] = []
        var texts: [Text] = []
        func text(_ string: String, at x: Double) {
            texts.append(Text(string: string, x: x, fontSize: metrics.fontSize))
        }
        let middle = scene.statusBarHeight / 2
        let battery = Self.battery(metrics.battery, charge: scene.statusBar.battery, middle: middle)
        let wifi = Self.wifi(metrics.wifi, middle: middle)

        if notched {
            // The time centred in the left ear; bars, Wi-Fi and battery centred in the right one.
            let cutout =
                scene.statusBarHeight >= StatusBarMetrics.dynamicIslandMinimumHeight
                ? StatusBarMetrics.dynamicIslandWidth : StatusBarMetrics.notchWidth
            let ear = (scene.width - cutout) / 2
            text(time, at: (metrics.edgeInset + ear) / 2 - textWidth(time, metrics.fontSize) / 2)
            let bars = Self.signalBars(middle: middle)
            let cluster = bars.width + metrics.spacing + wifi.width + metrics.spacing + battery.width
            var x = (scene.width - ear + scene.width - metrics.edgeInset) / 2 - cluster / 2
            for part in [bars, wifi, battery] {
                shapes += part.shapes.map { $0.translated(dx: x, dy: 0) }
                x += part.width + metrics.spacing
            }
        } else {
            // Signal dots, carrier and Wi-Fi from the left; the time centred; the percentage and
            // the battery from the right.
            var x = metrics.edgeInset
            let dots = Self.signalDots(middle: middle)
            shapes += dots.shapes.map { $0.translated(dx: x, dy: 0) }
            x += dots.width + metrics.spacing
            text(Self.carrier, at: x)
            x += textWidth(Self.carrier, metrics.fontSize) + metrics.spacing
            shapes += wifi.shapes.map { $0.translated(dx: x, dy: 0) }
            text(time, at: (scene.width - textWidth(time, metrics.fontSize)) / 2)
            let batteryX = scene.width - metrics.edgeInset - battery.width
            shapes += battery.shapes.map { $0.translated(dx: batteryX, dy: 0) }
            let percent = "\(scene.statusBar.battery)%"
            text(percent, at: batteryX - StatusBarMetrics.classicPercentSpacing - textWidth(percent, metrics.fontSize))
        }
        self.shapes = shapes
        self.texts = texts
    }

    /// An item's shapes with its left edge at x = 0, and its width.
    private typealias Item = (shapes: [VectorShape], width: Double)

    private static func signalDots(middle: Double) -> Item {
        let d = StatusBarMetrics.classicSignalDotDiameter, pitch = d + StatusBarMetrics.classicSignalDotGap
        let count = StatusBarMetrics.classicSignalDots
        let dots = (0..<count).map { VectorShape.circle(x: Double($0) * pitch, y: middle - d / 2, diameter: d) }
        return (dots, Double(count) * pitch - StatusBarMetrics.classicSignalDotGap)
    }

    private static func signalBars(middle: Double) -> Item {
        let heights = StatusBarMetrics.notchedSignalBarHeights
        let width = StatusBarMetrics.notchedSignalBarWidth, pitch = width + StatusBarMetrics.notchedSignalBarGap
        let bottom = middle + heights.reduce(0, max) / 2
        let bars = heights.enumerated().map { i, height in
            VectorShape.roundedRect(
                x: Double(i) * pitch, y: bottom - height, width: width, height: height,
                radius: StatusBarMetrics.notchedSignalBarRadius)
        }
        return (bars, Double(heights.count) * pitch - StatusBarMetrics.notchedSignalBarGap)
    }

    /// A wedge and two arcs of a quarter ring (45° either side of up), its apex below the middle
    /// by half the glyph's height.
    private static func wifi(_ m: StatusBarMetrics.WiFi, middle: Double) -> Item {
        let halfWidth = m.radius / 2.0.squareRoot()
        let apexY = middle + m.radius / 2
        let wedge = m.radius - 2 * (m.gap + m.arc)
        let radii = [(0, wedge), (wedge + m.gap, wedge + m.gap + m.arc), (m.radius - m.arc, m.radius)]
        let parts = radii.map { inner, outer in
            VectorShape.ringSector(centreX: halfWidth, centreY: apexY, inner: inner, outer: outer, slope: 1)
        }
        return (parts, 2 * halfWidth)
    }

    /// The outline, the fill (its width the charge's share of the inside) and the nub.
    private static func battery(_ m: StatusBarMetrics.Battery, charge: Int, middle: Double) -> Item {
        let top = middle - m.height / 2
        let body = VectorShape.roundedRect(x: 0, y: top, width: m.width, height: m.height, radius: m.cornerRadius)
        let inside = VectorShape.roundedRect(
            x: m.lineWidth, y: top + m.lineWidth, width: m.width - 2 * m.lineWidth,
            height: m.height - 2 * m.lineWidth, radius: m.cornerRadius - m.lineWidth)
        var shapes: [VectorShape] = [.difference(body, inside)]
        let fullWidth = m.width - 2 * m.fillInset
        if charge > 0 {
            shapes.append(
                .roundedRect(
                    x: m.fillInset, y: top + m.fillInset,
                    width: fullWidth * Double(charge) / Double(SceneLimits.battery.upperBound),
                    height: m.height - 2 * m.fillInset, radius: max(0, m.cornerRadius - m.fillInset)))
        }
        shapes.append(
            .roundedRect(
                x: m.width + m.nubGap, y: middle - m.nubHeight / 2, width: m.nubWidth,
                height: m.nubHeight, radius: m.nubWidth / 2))
        return (shapes, m.width + m.nubGap + m.nubWidth)
    }
}
