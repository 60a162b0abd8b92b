import Motion
import SceneModel

/// Every input is read as a motion script, as `--motion` reads one. The parser may refuse it with
/// any `MotionError`; a script it accepts must print as text that parses back to the same script
/// (MotionScript.text promises it), and must play as `render` plays it: against the seed's scroll
/// bounds and against those of a one-row table (its top and bottom edges are the same offset,
/// which no other scene exercises), where the timeline may refuse it with a `MotionError` (a drag
/// out of reach, an overflow) but must not trap. A timeline it builds is then sampled where
/// rendering looks: a few frames at 30 fps, the start, middle and end of every segment, each
/// offset and velocity finite, each offset turned into the state and the pixel layout a frame
/// draws.
let scenes: [Scene] = {
    var oneRow = Scene.seed
    oneRow.rows = 1
    return [Scene.seed, oneRow]
}()

func fuzz(_ input: [UInt8]) {
    guard let script = try? MotionScript(parsing: text(input)) else { return }
    require(
        (try? MotionScript(parsing: script.text)) == script, "the canonical text parses differently: \(script.text)")

    for scene in scenes {
        let bounds = ScrollBounds(
            minOffset: scene.minOffset, maxOffset: scene.maxOffset,
            viewportHeight: scene.height, scale: Double(scene.scale))!
        guard let timeline = try? ScrollTimeline(script: script, bounds: bounds) else { continue }
        require(timeline.duration.isFinite && timeline.duration >= 0, "duration \(timeline.duration)")

        let times = timeline.segments.flatMap { [$0.start, $0.start + $0.duration / 2, $0.end] }
        for time in times {
            let velocity = timeline.velocity(at: time)
            require(velocity.isFinite, "velocity \(velocity) at \(time) s of \(script.text)")
        }
        var offsets = times.map(timeline.offset(at:))
        // The animation's frames at the default rate: the first, a middle one and the last.
        let count = timeline.frameCount(fps: 30)
        if let count {
            offsets += [0, count / 2, count - 1].map { timeline.frameOffset($0, fps: 30) }
        }
        for offset in offsets {
            require(offset.isFinite, "offset \(offset) in \(script.text)")
        }
        // `render` draws only an animation of at most RenderLimits.maxFrameCount frames (Export,
        // which this target does not link: it would bring the codecs and FreeType).
        guard let count, count <= 1_000_000 else { continue }
        for offset in offsets {
            _ = FrameLayout(state: ScrollState(offset: offset, scene: scene), scene: scene)
        }
    }
}
