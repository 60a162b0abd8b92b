/// The status bar's and the home indicator's geometry, in points, by name (SPEC §1 layer 8).
///
/// UIKit publishes none of these: they are read off iOS screenshots at @3x (iOS 10 for the
/// classic bar, iOS 11 and later for the notched one), to about a quarter of a point.
package enum StatusBarMetrics {
    /// From this height on, the status bar is a notched iPhone's: the time in the left ear, the
    /// icons in the right one. Below it, iOS 10's classic bar.
    package static let notchedMinimumHeight = 44.0
    /// From this height on, the cut-out between the ears is a Dynamic Island, else a notch.
    static let dynamicIslandMinimumHeight = 59.0
    /// The cut-outs' widths. Neither is drawn (screenshots show neither); they bound the ears.
    static let notchWidth = 209.0
    static let dynamicIslandWidth = 126.0

    /// The home indicator of a notched iPhone: a capsule centred at the bottom of the screen.
    package static let homeIndicatorWidth = 134.0
    package static let homeIndicatorHeight = 5.0
    /// From the screen's bottom edge to the indicator's.
    package static let homeIndicatorBottomInset = 8.0

    /// One layout's text size, margins and icons.
    struct Layout {
        /// The status bar's text: Inter SemiBold (SF's stand-in) at this size.
        let fontSize: Double
        /// From the screen's edges (classic) or the ears' outer edges (notched) to the outermost items.
        let edgeInset: Double
        /// Between neighbouring items.
        let spacing: Double
        let wifi: WiFi
        let battery: Battery
    }

    /// Three parts of a quarter ring, opening upwards: a solid wedge and two arcs.
    struct WiFi {
        let radius: Double
        /// Each arc's thickness, and the gap before it.
        let arc: Double
        let gap: Double
    }

    /// A rounded outline, the charge filling it from the left, and the terminal's nub.
    struct Battery {
        let width: Double
        let height: Double
        let cornerRadius: Double
        let lineWidth: Double
        /// From the body's outer edge to the fill.
        let fillInset: Double
        let nubWidth: Double
        let nubHeight: Double
        let nubGap: Double
    }

    /// iOS 10's 20 pt bar.
    static let classic = Layout(
        fontSize: 12, edgeInset: 6, spacing: 4,
        wifi: WiFi(radius: 9.5, arc: 1.9, gap: 1.1),
        battery: Battery(
            width: 22, height: 10, cornerRadius: 2.5, lineWidth: 1, fillInset: 2,
            nubWidth: 1.5, nubHeight: 3.5, nubGap: 0.5))
    /// Five signal dots, left to right.
    static let classicSignalDots = 5
    static let classicSignalDotDiameter = 5.5
    static let classicSignalDotGap = 1.0
    /// Between the classic bar's battery percentage and the battery.
    static let classicPercentSpacing = 3.0

    /// The notched bar of iOS 11 and later.
    static let notched = Layout(
        fontSize: 17, edgeInset: 14, spacing: 5,
        wifi: WiFi(radius: 11, arc: 2.3, gap: 1.4),
        battery: Battery(
            width: 25, height: 12, cornerRadius: 3.8, lineWidth: 1, fillInset: 2,
            nubWidth: 1.5, nubHeight: 4, nubGap: 1))
    /// Four signal bars, bottom-aligned, left to right.
    static let notchedSignalBarHeights = [4.0, 6.3, 8.6, 11]
    static let notchedSignalBarWidth = 3.0
    static let notchedSignalBarGap = 1.7
    static let notchedSignalBarRadius = 1.0
}
