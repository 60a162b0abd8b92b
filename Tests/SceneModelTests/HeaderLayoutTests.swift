import Testing

@testable import SceneModel

/// The header's effects (SPEC §1 "The header's effects") against each library's own formula,
/// written out here as the library writes it: MXParallaxHeader's clip box `C = max(−relY,
/// minimumHeight)` and its mode constraints, Expo's `interpolate` of translateY and scale,
/// Flutter's collapse padding. H = 200, W = 375; the seed's inset, so the rest is at −200.
@Suite struct HeaderLayoutTests {
    static let width = 375.0, height = 200.0

    static func scene(
        _ stretch: HeaderStretch, _ collapse: HeaderCollapse, parallax: Double = 1, minimum: Double = 0,
        blur: Double = 0
    ) -> Scene {
        var scene = Scene.seed
        scene.headerStretch = stretch
        scene.headerCollapse = collapse
        scene.headerParallax = parallax
        scene.headerMinimumHeight = minimum
        scene.headerBlur = blur
        return scene
    }

    /// Offsets that pull (by 100 and 0.5), rest, scroll (by 80), scroll past a 50 pt minimum
    /// (by 170) and past the whole header (by 300).
    static let offsets = [-300.0, -200.5, -200, -120, -30, 100]
    static let minimums = [0.0, 50]

    /// MX's clip box, `layoutContentView`: relY = y + inset.top − H with inset.top = H (the
    /// header's own inset, `.never` adjustment), height `max(−relY, min(minimumHeight, H))`.
    static func mxBox(_ offset: Double, minimum: Double) -> Double { max(-offset, min(minimum, height)) }

    struct Case: Sendable, CustomTestStringConvertible {
        let stretch: HeaderStretch, collapse: HeaderCollapse, parallax: Double, minimum: Double, offset: Double
        var testDescription: String { "\(stretch)/\(collapse) p\(parallax) min\(minimum) at \(offset)" }
    }

    static let cases: [Case] = HeaderStretch.allCases.flatMap { stretch in
        HeaderCollapse.allCases.flatMap { collapse in
            [1.0, 0.5, 0.25, 0].flatMap { parallax in
                minimums.flatMap { minimum in
                    offsets.map {
                        Case(stretch: stretch, collapse: collapse, parallax: parallax, minimum: minimum, offset: $0)
                    }
                }
            }
        }
    }

    @Test(arguments: cases)
    func boxAndPhotoFollowTheLibraries(_ c: Case) {
        let layout = HeaderLayout(
            offset: c.offset, scene: Self.scene(c.stretch, c.collapse, parallax: c.parallax, minimum: c.minimum))
        let (w, h) = (Self.width, Self.height)
        // MX's container: pinned to the visible top, `C` tall.
        let box = Self.mxBox(c.offset, minimum: c.minimum)
        #expect(layout.box == PointRect(x: 0, y: 0, width: w, height: box))
        let photo: PointRect
        var zoom = 1.0
        if c.offset < -h {
            switch c.stretch {
            // MX fill: all four edges pinned to the container.
            case .fill: photo = PointRect(x: 0, y: 0, width: w, height: box)
            // Expo: scale = interpolate(y, [−H, 0], [2, 1]) about the view's centre after
            // translateY = interpolate(y, [−H, 0], [−H/2, 0]); the view sits at −y on screen.
            case .zoom:
                zoom = 1 + (-c.offset - h) / h
                let centreY = (-c.offset - h) + (c.offset + h) / 2 + h / 2
                photo = PointRect(
                    x: w / 2 - w * zoom / 2, y: centreY - h * zoom / 2, width: w * zoom, height: h * zoom)
            // MX top / center / bottom: height H, top pinned, centred, bottom pinned.
            case .top: photo = PointRect(x: 0, y: 0, width: w, height: h)
            case .center: photo = PointRect(x: 0, y: (box - h) / 2, width: w, height: h)
            case .bottom: photo = PointRect(x: 0, y: box - h, width: w, height: h)
            }
        } else {
            switch c.collapse {
            case .squash: photo = PointRect(x: 0, y: 0, width: w, height: box)
            case .scroll:
                // MX bottom/center/top are p = 1, ½, 0 of `C − H`; with no minimum the photo
                // leaves with the table beyond C = 0, as the seed's image view does.
                let travel = c.minimum > 0 ? box - h : -(c.offset + h)
                photo = PointRect(x: 0, y: c.parallax * travel, width: w, height: h)
            }
        }
        #expect(abs(layout.photo.x - photo.x) < 1e-9 && abs(layout.photo.y - photo.y) < 1e-9)
        #expect(abs(layout.photo.width - photo.width) < 1e-9 && abs(layout.photo.height - photo.height) < 1e-9)
        #expect(abs(layout.zoom - zoom) < 1e-12)
        #expect(layout.blur == 0)
    }

    /// Expo and Flutter scroll the photo at a quarter of the table's speed: Expo's translateY
    /// `interpolate(y, [0, H], [0, 0.75·H])` inside a header that scrolls by y; Flutter's
    /// parallax padding `−t·(max − min)/4`, t the collapsed fraction.
    @Test(arguments: [10.0, 80, 150])
    func aQuarterSpeedIsExpoAndFlutter(scrolled: Double) {
        let layout = HeaderLayout(offset: -Self.height + scrolled, scene: Self.scene(.zoom, .scroll, parallax: 0.25))
        #expect(layout.photo.y == -scrolled + 0.75 * scrolled)
        let t = scrolled / Self.height
        #expect(abs(layout.photo.y - -t * Self.height / 4) < 1e-12)
    }

    /// The note: uniform zoom and aspect-fill relayout give the same picture only while
    /// the photo is wider than its box. A wide photo (4000 × 1000) is height-bound at rest
    /// (scale 200/1000); a tall one (1000 × 4000) is width-bound (375/1000) and, laid out
    /// again, only uncrops vertically until (H + d)/4000 exceeds 375/1000 — never, here.
    @Test(arguments: [
        (HeaderStretch.fill, 4000.0, 1000.0, 0.3), (.zoom, 4000, 1000, 0.3),
        (.fill, 1000, 4000, 0.375), (.zoom, 1000, 4000, 0.375 * 1.5),
        (.top, 4000, 1000, 0.2), (.center, 1000, 4000, 0.375), (.bottom, 4000, 1000, 0.2),
    ])
    func photoScaleWhenPulledBy100(stretch: HeaderStretch, imageWidth: Double, imageHeight: Double, scale: Double) {
        let layout = HeaderLayout(offset: -300, scene: Self.scene(stretch, .scroll))
        #expect(abs(layout.photoScale(imageWidth: imageWidth, imageHeight: imageHeight) - scale) < 1e-12)
        let resting = HeaderLayout(offset: -200, scene: Self.scene(stretch, .scroll))
        let restingScale = imageWidth > imageHeight ? 0.2 : 0.375
        #expect(abs(resting.photoScale(imageWidth: imageWidth, imageHeight: imageHeight) - restingScale) < 1e-12)
    }

    /// Squashed, the photo is laid out again in the shorter box: a tall photo keeps its
    /// width-bound scale, a wide one shrinks with the box (120/1000 when 80 pt are scrolled).
    @Test func photoScaleWhenSquashed() {
        let layout = HeaderLayout(offset: -120, scene: Self.scene(.fill, .squash))
        #expect(abs(layout.photoScale(imageWidth: 4000, imageHeight: 1000) - 0.12) < 1e-12)
        #expect(abs(layout.photoScale(imageWidth: 1000, imageHeight: 4000) - 0.375) < 1e-12)
        let sticky = HeaderLayout(offset: 300, scene: Self.scene(.fill, .squash, minimum: 50))
        #expect(sticky.box.height == 50)
        #expect(abs(sticky.photoScale(imageWidth: 1000, imageHeight: 100) - 0.5) < 1e-12)
    }

    /// Flutter's `blurBackground`: σ = (maxHeight − maxExtent)/10, the pull over ten; nothing at
    /// rest or scrolled; at most `maxBlur`.
    @Test(arguments: [(-300.0, 10.0), (-200, 0), (-100, 0), (-700, 50), (-5000, 50)])
    func blurIsATenthOfThePull(offset: Double, sigma: Double) {
        let layout = HeaderLayout(offset: offset, scene: Self.scene(.top, .scroll, parallax: 0.25, blur: 0.1))
        #expect(abs(layout.blur - sigma) < 1e-9)
    }

    /// The seed's own image view (SPEC §1 layer 2), with and without the automatic inset, is
    /// `fill` and `scroll` at parallax 1: `(0, offset, W, −offset)` in content coordinates while
    /// stretched, else `(0, −H, W, H)`, on screen y − offset.
    @Test(arguments: [-700.0, -264, -220, -210, -200.5, -200, -199.5, -64, 0, 500])
    func theSeedIsFillAndScroll(offset: Double) {
        for inset in ContentInsetAdjustment.allCases {
            var scene = Scene.seed
            scene.contentInsetAdjustment = inset
            let layout = HeaderLayout(offset: offset, scene: scene)
            let content =
                offset < -200
                ? PointRect(x: 0, y: offset, width: 375, height: -offset)
                : PointRect(x: 0, y: -200, width: 375, height: 200)
            #expect(layout.photo == content.offsetBy(dy: -offset))
        }
    }

    /// Under the iOS 11+ inset a library's header measures from the table's rest: it rests filling
    /// the box, `header.height + statusBarHeight` tall, and pulls and scrolls as a classic phone's
    /// header that tall (SPEC §1 "The safe area").
    @Test(arguments: HeaderEffect.allCases.filter { $0 != .seed }, ["iphone-15", "iphone-x", "iphone-12-mini"])
    func aLibrarysHeaderRestsFillingTheBoxUnderTheInset(effect: HeaderEffect, device: String) throws {
        var scene = Scene.seed.on(try #require(Device.named(device)))
        scene.headerEffect = effect
        let rest = scene.restOffset, tall = scene.headerHeight + scene.statusBarHeight
        #expect(scene.contentInsetAdjustment == .automatic && rest == -tall && scene.headerRestHeight == tall)
        let resting = HeaderLayout(offset: rest, scene: scene)
        #expect(resting.box == PointRect(x: 0, y: 0, width: scene.width, height: tall))
        #expect(resting.photo == resting.box && resting.zoom == 1 && resting.blur == 0)
        var classic = scene
        classic.contentInsetAdjustment = .never
        classic.headerHeight = tall
        for change in [-120.0, -30, -0.5, 0, 0.5, 40, 200, 500] {
            let offset = scene.snap(rest + change)
            #expect(
                HeaderLayout(offset: offset, scene: scene) == HeaderLayout(offset: offset, scene: classic), "\(change)")
        }
    }

    /// The seed's own code measures from −topImageHeight: under the inset it still rests
    /// stretched by the status bar, its frames those of before.
    @Test func theSeedEffectStillRestsStretchedUnderTheInset() throws {
        let scene = Scene.seed.on(try #require(Device.named("iphone-15")))
        #expect(scene.headerRestHeight == scene.headerHeight)
        let resting = HeaderLayout(offset: scene.restOffset, scene: scene)
        #expect(resting.box.height == 259 && resting.photo == resting.box)
        // On a classic phone every effect measures from −header.height, as before.
        for effect in HeaderEffect.allCases {
            var classic = Scene.seed
            classic.headerEffect = effect
            #expect(classic.headerRestHeight == classic.headerHeight)
        }
    }
}
