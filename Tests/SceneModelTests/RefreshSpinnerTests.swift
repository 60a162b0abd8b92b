import Foundation
import JSON
import Testing

@testable import SceneModel

/// The refresh control's spinner (SPEC §1 "The refresh control") held to SPEC's formulas across
/// each transition: appearing with the pull, the trigger, spinning with the time, a `refresh`
/// step's hold and its spring back.
@Suite struct RefreshSpinnerTests {
    /// The seed with the control: rest −200, the gap from the screen's top.
    static let seed: Scene = {
        var scene = Scene.seed
        scene.refreshEnabled = true
        return scene
    }()

    /// The large-title list with the control: the gap below the bar's 64 pt.
    static let largeTitle: Scene = {
        var scene = seed
        scene.barLargeTitle = true
        scene.headerHeight = 116
        return scene
    }()

    func spinner(pull: Double, _ scene: Scene = seed, at moment: RefreshMoment = .still) throws -> RefreshSpinner {
        try #require(ScrollState(offset: scene.restOffset - pull, scene: scene, moment: moment).refresh)
    }

    /// The cubic Bézier (0.42, 0, 0.58, 1) at x, its parameter found by bisection here.
    static func easeInOut(_ x: Double) -> Double {
        func curve(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            3 * s * (1 - s) * (1 - s) * p1 + 3 * s * s * (1 - s) * p2 + s * s * s
        }
        var (low, high) = (0.0, 1.0)
        for _ in 0..<80 {
            let s = (low + high) / 2
            if curve(s, 0.42, 0.58) < x { low = s } else { high = s }
        }
        return curve(low, 0, 1)
    }

    @Test func withoutTheKeyThereIsNoSpinner() {
        #expect(ScrollState(offset: -300, scene: .seed).refresh == nil)
        #expect(ScrollState(offset: -300, scene: .seed).json["refreshMode"] == nil)
    }

    @Test(arguments: [0.5, 5, 12.5, 13, 20, 35, 50, 62.5, 87.5, 99.5])
    func ticksAppearWithThePull(pull: Double) throws {
        let spinner = try self.spinner(pull: pull)
        #expect(spinner.mode == .drag)
        #expect(spinner.ticks == Int((8 * pull / 100).rounded(.up)))
        let opacity = Self.easeInOut(min(1, pull / 100 / 0.35))
        #expect(abs(spinner.opacity - opacity) < 1e-9)
        #expect(spinner.activeTick == nil && spinner.radius == 14)
        for i in 0..<8 {
            let alpha = spinner.alpha(ofTick: i)
            if i < spinner.ticks {
                #expect(abs(try #require(alpha) - 147.0 / 255 * opacity) < 1e-9)
            } else {
                #expect(alpha == nil)
            }
        }
    }

    @Test func atRestAndScrolledNothingShows() throws {
        for offset in [-200.0, -100, 300] {
            let spinner = try #require(ScrollState(offset: offset, scene: Self.seed).refresh)
            #expect(spinner.mode == .inactive && spinner.ticks == 0 && spinner.opacity == 0 && spinner.pull == 0)
        }
    }

    @Test func theFadeIsWholeFrom35Points() throws {
        #expect(try spinner(pull: 35).opacity == 1)
        #expect(abs(try spinner(pull: 17.5).opacity - 0.5) < 1e-9)
        #expect(try spinner(pull: 34.5).opacity < 1)
    }

    @Test(arguments: [0.0, 0.124, 0.125, 0.374, 0.5, 0.999, 1.9, 12.3456])
    func pastTheTriggerAllTicksSpinWithTheTime(time: Double) throws {
        #expect(try spinner(pull: 99.5).mode == .drag)
        let spinner = try self.spinner(pull: 100, at: RefreshMoment(time: time, phase: .idle))
        #expect(spinner.mode == .armed && spinner.ticks == 8 && spinner.opacity == 1 && spinner.radius == 14)
        let active = Int((8 * (time - time.rounded(.down))).rounded(.down))
        #expect(spinner.activeTick == active)
        let alphas: [Double] = [47, 47, 47, 47, 72, 97, 122, 147]
        for i in 0..<8 {
            #expect(spinner.alpha(ofTick: i) == alphas[((i - active) % 8 + 8) % 8] / 255)
        }
        // The brightest tick is the one before the active one.
        #expect(spinner.alpha(ofTick: (active + 7) % 8) == 147.0 / 255)
    }

    @Test func aRefreshSpinsAtTheHeldHeightAndShrinksAwayAsItEnds() throws {
        let held = try spinner(pull: 60, at: RefreshMoment(time: 0.3, phase: .refreshing))
        #expect(held.mode == .refresh && held.ticks == 8 && held.activeTick == 2 && held.radius == 14)
        for pull in [59.0, 30, 10.5] {
            let ending = try spinner(pull: pull, at: RefreshMoment(time: 2, phase: .ending))
            #expect(ending.mode == .done && ending.ticks == 8 && ending.activeTick == 0)
            #expect(abs(ending.radius - 14 * pull / 100) < 1e-12)
        }
        let gone = try spinner(pull: 10, at: RefreshMoment(time: 2, phase: .ending))
        #expect(gone.mode == .inactive && gone.ticks == 0)
    }

    @Test func theTicksStandAroundTheCentreBelowTheGapsTop() throws {
        // Large title: the gap from 64 pt; the centre 16 + 14 below it, mid-screen.
        let spinner = try self.spinner(pull: 100, Self.largeTitle)
        #expect(spinner.gap == PointRect(x: 0, y: 64, width: 375, height: 100))
        #expect(spinner.frame == PointRect(x: 173.5, y: 80, width: 28, height: 28))
        for i in 0..<8 {
            let angle = Double(i) * .pi / 4
            #expect(abs(RefreshSpinner.angle(ofTick: i) - angle) < 1e-15)
            let tick = spinner.tick(i)
            let (dx, dy) = (sin(angle), -cos(angle))
            let inner = 14.0 / 3 + 1.4, outer = 14 - 1.4
            #expect(abs(tick.x0 - (187.5 + dx * inner)) < 1e-12 && abs(tick.y0 - (94 + dy * inner)) < 1e-12)
            #expect(abs(tick.x1 - (187.5 + dx * outer)) < 1e-12 && abs(tick.y1 - (94 + dy * outer)) < 1e-12)
            #expect(abs(tick.width - 2.8) < 1e-15)
        }
        // The seed's gap starts at the screen's top; with the automatic inset below the status bar.
        #expect(try self.spinner(pull: 40).gap == PointRect(x: 0, y: 0, width: 375, height: 40))
        var inset = Self.seed
        inset.contentInsetAdjustment = .automatic
        #expect(try self.spinner(pull: 40, inset).gap.y == 20)
    }

    @Test func theStatePrintsTheSpinner() throws {
        let json = ScrollState(offset: -320, scene: Self.seed, moment: RefreshMoment(time: 0.25, phase: .idle)).json
        #expect(json["refreshMode"] == .string("armed"))
        #expect(json["refreshTicks"] == .number(8))
        #expect(json["refreshActiveTick"] == .number(2))
        #expect(json["refreshOpacity"] == .number(1))
        #expect(json["refreshRadius"] == .number(14))
        #expect(ScrollState(offset: -210, scene: Self.seed).json["refreshActiveTick"] == .null)
    }
}
