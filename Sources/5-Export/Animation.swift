import Motion
import SceneModel
import Wording

/// A motion script played on a scene at a frame rate: which offset, state and file name each
/// frame has. Frame k shows time k/fps (SPEC §2); the last frame shows the end state.
package struct Animation: Sendable {
    package let scene: Scene
    package let timeline: ScrollTimeline
    package let fps: Int
    /// Frames 0 … frameCount − 1.
    package let frameCount: Int

    /// Fails with the motion's own error (naming the step), or when the animation would be
    /// absurdly long.
    package init(scene: Scene, script: MotionScript, fps: Int) throws(AnimationError) {
        guard
            let bounds = ScrollBounds(
                minOffset: scene.minOffset, maxOffset: scene.maxOffset,
                viewportHeight: scene.height, scale: Double(scene.scale))
        else {
            throw .impossibleBounds
        }
        let timeline: ScrollTimeline
        do {
            timeline = try ScrollTimeline(script: script, bounds: bounds)
        } catch {
            throw .motion(error)
        }
        guard let count = timeline.frameCount(fps: fps), count <= RenderLimits.maxFrameCount else {
            throw .tooManyFrames(duration: timeline.duration, fps: fps, limit: RenderLimits.maxFrameCount)
        }
        self.scene = scene
        self.timeline = timeline
        self.fps = fps
        self.frameCount = count
    }

    package var duration: Double { timeline.duration }

    package func time(ofFrame index: Int) -> Double { ScrollTimeline.frameTime(index, fps: fps) }

    /// The state frame `index` shows (its offset already snapped to the pixel grid) at its time,
    /// which the refresh control's spinner reads with the part of a `refresh` step it falls in.
    package func state(ofFrame index: Int) -> ScrollState {
        ScrollState(offset: timeline.frameOffset(index, fps: fps), scene: scene, moment: moment(ofFrame: index))
    }

    /// Frame `index`'s time and the part of a `refresh` step it shows (none on the last frame,
    /// which shows the end state).
    package func moment(ofFrame index: Int) -> RefreshMoment {
        let time = self.time(ofFrame: index)
        let part = index >= frameCount - 1 ? nil : timeline.refreshPart(at: time)
        let phase: RefreshMoment.Phase =
            switch part {
            case .refreshing: .refreshing
            case .ending: .ending
            case nil: .idle
            }
        return RefreshMoment(time: time, phase: phase)
    }

    /// `frame_0000.png`, with more digits when there are more than 10 000 frames, so that the
    /// names sort in frame order everywhere.
    package func fileName(ofFrame index: Int) -> String {
        let digits = max(4, String(frameCount - 1).count)
        let number = String(index)
        return "frame_" + String(repeating: "0", count: max(0, digits - number.count)) + number + ".png"
    }
}

/// Why an animation cannot be made.
package enum AnimationError: Error, Sendable, CustomStringConvertible {
    case motion(MotionError)
    case impossibleBounds
    case tooManyFrames(duration: Double, fps: Int, limit: Int)

    package var description: String {
        switch self {
        case let .motion(error): return error.description
        case .impossibleBounds: return "the scene's scroll bounds are impossible"
        case let .tooManyFrames(duration, fps, limit):
            return "the motion lasts \(NumberText.decimal(duration)) s, more than \(limit) frames at \(fps) fps"
        }
    }
}
