import Motion
import Testing

/// Inputs the motion fuzzer (Fuzz/MotionFuzzer.swift) found, minimized.
@Suite struct FuzzRegressionTests {
    static let seedBounds = ScrollBounds(minOffset: -200, maxOffset: 653, viewportHeight: 667, scale: 2)

    // Scripts that made `render` trap: each parses, and plays against the seed's bounds to an
    // offset so far out that laying out its frame (FrameLayout, which converts points to whole
    // pixels) overflows an Int. What must hold instead: such a script is refused, by parsing or
    // by playing, or every frame it plays stays where a frame can be laid out.

    /// Frames laid out at an offset up to this far, at up to 3 pixels a point, have pixel
    /// coordinates that fit an Int with room for the screen below them.
    static let drawable = Double(Int.max) / 6

    @Test(arguments: [
        // As found: the default motion with its last scroll's target grown to -2.1e23.
        "hold 0.4; drag -200 0.6; release; hold 0.3; drag 280 0.35; release; hold 0.6; scroll -209999999999999999999990 0.9; hold 0.4",
        "scroll -1e19 0.9",
        "jump -1e19",
    ])
    func aScriptPlaysOnlyToOffsetsAFrameCanShow(_ text: String) {
        #expect(Self.frameOffsets(text).allSatisfy { abs($0) <= Self.drawable })
    }

    /// The offsets of every frame `render` would draw at 30 fps on the seed's screen; none when
    /// the script is refused or its animation is too long to render (over a million frames).
    static func frameOffsets(_ text: String) -> [Double] {
        guard let script = try? MotionScript(parsing: text),
            let bounds = seedBounds,
            let timeline = try? ScrollTimeline(script: script, bounds: bounds),
            let count = timeline.frameCount(fps: 30), count <= 1_000_000
        else { return [] }
        return (0..<count).map { timeline.frameOffset($0, fps: 30) }
    }

    /// A scroll over a subnormal duration (found as `scroll 7 1.1e-319`) played, but its velocity
    /// half-way through is (to − from)·slope/duration, which overflowed to infinity: such a
    /// duration is now refused, and the shortest allowed one plays with finite velocities.
    @Test(arguments: ["scroll 0 1e-320", "scroll 7 1.1e-319"])
    func aSubnormalDurationIsRefused(_ text: String) {
        #expect(throws: MotionError.self) { try MotionScript(parsing: text) }
    }

    @Test func theShortestMovesHaveFiniteVelocities() throws {
        for text in ["scroll -100000 0.0001", "drag 10 0.0001; release", "jump 100000; scroll -100000 0.0001"] {
            let timeline = try ScrollTimeline(script: MotionScript(parsing: text), bounds: #require(Self.seedBounds))
            let times = timeline.segments.flatMap { [$0.start, $0.start + $0.duration / 2] }
            #expect(times.allSatisfy { timeline.velocity(at: $0).isFinite }, "\(text)")
        }
    }
}
