import Glibc
import Motion

/// UIRefreshControl's spinner at one frame (SPEC §1 "The refresh control", `refresh.enabled`):
/// a pure function of the snapped offset and the frame's `RefreshMoment`, with the numbers of
/// Flutter's `CupertinoSliverRefreshControl` and `CupertinoActivityIndicator`.
///
/// The pull p = max(0, rest offset − offset) opens a gap `gap`; the spinner's 8 ticks sit
/// around a centre `margin + radius` below the gap's top, clipped to the gap. Dragging
/// (p < 100) shows ⌈8·p/100⌉ ticks at alpha 147/255, faded in by an ease-in-out over the first
/// 35 pt; from 100 pt on, and while a `refresh` step runs, all 8 spin (a period of 1 s); while
/// the step's spring back runs, they spin at a radius shrinking with the pull, until 10 pt.
package struct RefreshSpinner: Sendable, Equatable {
    /// The refresh control's state, named as Flutter's `RefreshIndicatorMode`.
    package enum Mode: String, Sendable, Equatable {
        /// Nothing shows (no pull, or the end of a refresh within 10 pt of rest).
        case inactive
        /// Pulled less than the trigger distance: ticks appear with the pull.
        case drag
        /// Pulled the trigger distance or more: all ticks spin.
        case armed
        /// A `refresh` step runs: all ticks spin.
        case refresh
        /// A `refresh` step springs back: the spinner spins and shrinks away.
        case done
    }

    /// The ticks around the spinner.
    package static let tickCount = 8
    /// A spinning tick's alpha (of 255) by its place after the active tick (Flutter's
    /// `_kAlphaValues`, "extracted from the native component"): the tick before the active one
    /// is the brightest.
    package static let spinningAlphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147]
    /// A tick's alpha while the pull reveals them (`_partiallyRevealedAlpha`).
    package static let revealedAlpha = 147.0
    /// One turn of the highlight, in seconds (the indicator's 1 s `AnimationController`).
    package static let period = 1.0

    /// The state.
    package let mode: Mode
    /// How far the table is pulled past its rest, in points (0 when scrolled).
    package let pull: Double
    /// The ticks drawn, 0 … 8, from 12 o'clock clockwise.
    package let ticks: Int
    /// The tick drawn brightest's follower, ⌊8·time/period⌋ mod 8, while spinning; nil otherwise.
    package let activeTick: Int?
    /// The whole spinner's opacity, 0 … 1 (the drag's fade-in; 1 once armed).
    package let opacity: Double
    /// The spinner's radius in points: 14, shrinking to 14·p/100 while a refresh ends.
    package let radius: Double
    /// The gap the pull opens, on screen, which the spinner is clipped to: the screen's width,
    /// `pull` tall, from `gapTop`.
    package let gap: PointRect

    /// The spinner at `offset` (already snapped) in `scene` at `moment`.
    package init(offset: Double, scene: Scene, moment: RefreshMoment) {
        pull = max(0, scene.restOffset - offset)
        let trigger = RefreshDistances.trigger
        let progress = min(1, pull / trigger)
        mode =
            switch moment.phase {
            case .refreshing: .refresh
            case .ending: pull > UIKitMetrics.refreshResetFraction * trigger ? .done : .inactive
            case .idle: pull <= 0 ? .inactive : pull < trigger ? .drag : .armed
            }
        switch mode {
        case .inactive:
            (ticks, opacity) = (0, 0)
        case .drag:
            // Flutter draws tick i while i < 8·progress.
            ticks = Int((Double(Self.tickCount) * progress).rounded(.up))
            // Flutter's `Curves.easeInOut` is the cubic Bézier (0.42, 0, 0.58, 1): `scroll`'s curve.
            opacity = ScrollPhysics.TimingCurve.easeInEaseOut.progress(
                at: min(1, progress / UIKitMetrics.refreshFadeShare))
        case .armed, .refresh, .done:
            (ticks, opacity) = (Self.tickCount, 1)
        }
        let spins = mode == .armed || mode == .refresh || mode == .done
        activeTick = spins ? Self.activeTick(at: moment.time) : nil
        radius = UIKitMetrics.refreshSpinnerRadius * (mode == .done ? progress : 1)
        gap = PointRect(x: 0, y: Self.gapTop(scene), width: scene.width, height: pull)
    }

    /// The gap's top on screen: below the bar's content for a large-title bar (UIKit shows the
    /// control above the large title, in the area the pull grows), else where the content's top
    /// rests (0; the status bar's height with the automatic inset).
    package static func gapTop(_ scene: Scene) -> Double {
        scene.barLargeTitle
            ? scene.statusBarHeight + UIKitMetrics.barContentHeight : -scene.restOffset - scene.headerHeight
    }

    /// ⌊8·t/period⌋ mod 8 (t below 0 counts as 0).
    static func activeTick(at time: Double) -> Int {
        let turns = max(0, time) / period
        let step = (turns - turns.rounded(.down)) * Double(tickCount)
        return min(tickCount - 1, Int(step.rounded(.down)))
    }

    /// Tick `index`'s alpha, 0 … 1, the spinner's opacity included (nil when it is not drawn).
    package func alpha(ofTick index: Int) -> Double? {
        guard index >= 0, index < ticks else { return nil }
        guard let active = activeTick else { return Self.revealedAlpha / 255 * opacity }
        let place = ((index - active) % Self.tickCount + Self.tickCount) % Self.tickCount
        return Self.spinningAlphas[place] / 255 * opacity
    }

    /// Tick `index`'s angle clockwise from 12 o'clock, in radians: index·2π/8.
    package static func angle(ofTick index: Int) -> Double {
        Double(index) * 2 * Double.pi / Double(tickCount)
    }

    /// The spinner's centre on screen: the middle of the screen, `margin + radius` below the
    /// gap's top.
    package var centre: (x: Double, y: Double) {
        (gap.x + gap.width / 2, gap.y + UIKitMetrics.refreshSpinnerMargin + radius)
    }

    /// The spinner's square on screen (what `stretchy layout` lists).
    package var frame: PointRect {
        PointRect(x: centre.x - radius, y: centre.y - radius, width: 2 * radius, height: 2 * radius)
    }

    /// Tick `index` as a capsule in points: Flutter's rounded rectangle from r/3 to r out
    /// from the centre, r/5 wide, its corners r/10 (half its width), turned `angle(ofTick:)`.
    package func tick(_ index: Int) -> (x0: Double, y0: Double, x1: Double, y1: Double, width: Double) {
        let angle = Self.angle(ofTick: index)
        let (dx, dy) = (sin(angle), -cos(angle))
        let halfWidth = radius / 10
        let inner = radius / 3 + halfWidth, outer = radius - halfWidth
        let (cx, cy) = centre
        return (cx + dx * inner, cy + dy * inner, cx + dx * outer, cy + dy * outer, 2 * halfWidth)
    }
}
