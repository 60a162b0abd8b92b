import Export
import FoundationEssentials

extension StretchyRenderer {
    /// Parses `script` (SPEC §2 text: `hold 0.2; drag -150 0.4; release`; `standardMotion` is
    /// the command line's default), plays it at `fps` and writes its frames as the animated
    /// `files`: the bytes `stretchy render --motion SCRIPT --fps N --apng/--gif/--webp` writes for
    /// the same scene, for any `jobs`, since both run the same render (`RenderJob`, with no
    /// folder). No frame file is written.
    ///
    /// ```swift
    /// let renderer = try StretchyRenderer()
    /// try renderer.writeAnimation(
    ///     "hold 0.2; drag -150 0.4; release", fps: 30, to: AnimationFiles(apng: "pull.png", gif: "pull.gif"))
    /// ```
    ///
    /// - Throws: `.motion` for a script that does not parse or an animation too long (SPEC §2),
    ///   `.fpsOutOfRange`, `.encode` when no file is named, a library the GIF or WebP needs is
    ///   missing (libgif, libwebp), or a file cannot be written; `.assets` when a frame's header
    ///   photo cannot be decoded.
    public func writeAnimation(
        _ script: String, fps: Int = RenderLimits.defaultFPS, to files: AnimationFiles,
        jobs: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(StretchyKitError) {
        let parsed = try Self.parse(script)
        guard RenderLimits.fps.contains(fps) else { throw .fpsOutOfRange(fps) }
        let outputs = try files.outputs.get()
        let animation = try animation(of: parsed, fps: fps)
        var job = RenderJob(animation: animation, range: 0...(animation.frameCount - 1), destination: .nowhere)
        job.animations = outputs
        job.jobs = max(1, jobs)
        do throws(ExportError) {
            // Each file is written whole under a temporary name, then all renamed at once, as
            // render's are: a failure leaves none of them (SPEC §3).
            try job.run(renderer: renderer)
        } catch {
            if case .frame(let error) = error { throw StretchyKitError(.assets, error) }
            throw StretchyKitError(.encode, error)
        }
    }
}
