/// The ranges and defaults of a render (SPEC §3 `--fps`, `--jobs`, `--frames`; §7): the one place
/// they are written, for the CLI's options, StretchyKit's checks and the docs tables.
@usableFromInline package enum RenderLimits {
    /// Frames per second an animation may be played at.
    @usableFromInline package static let fps = 1...240
    /// The frame rate when none is asked for.
    @usableFromInline package static let defaultFPS = 30
    /// Frames rendered at once. Its default is the number of active cores; the bytes never depend on it.
    package static let jobs = 1...256
    /// The most frames one animation may have (about 9 hours at 30 fps).
    package static let maxFrameCount = 1_000_000
}
