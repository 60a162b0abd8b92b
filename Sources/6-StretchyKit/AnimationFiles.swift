import Export
import Wording

/// The animated files ``StretchyRenderer/writeAnimation(_:fps:to:jobs:)`` writes: any of an
/// APNG, a GIF and an animated WebP of the same frames, each played `loop` times (0: for ever),
/// with `stretchy render --apng/--gif/--webp`'s defaults for everything else (SPEC §3, §6).
public struct AnimationFiles: Sendable, Equatable {
    /// Where the APNG goes (a name ending in `.png`), nil for none.
    public var apng: String?
    /// Where the GIF goes, nil for none.
    public var gif: String?
    /// Where the animated WebP goes (lossless), nil for none.
    public var webp: String?
    /// How many times players show the files, 0 … 65535; 0 for ever (`--loop`).
    public var loop: Int

    /// The files to write; name at least one.
    public init(apng: String? = nil, gif: String? = nil, webp: String? = nil, loop: Int = 0) {
        self.apng = apng
        self.gif = gif
        self.webp = webp
        self.loop = loop
    }

    /// The render's settings for these files, or why there are none to write.
    var outputs: Result<AnimationOutputs, StretchyKitError> {
        guard apng != nil || gif != nil || webp != nil else {
            return .failure(StretchyKitError(.encode, "no animated file named (apng, gif or webp)"))
        }
        guard AnimationOutputs.plays.contains(loop) else {
            let allowed = RangeText.closed(AnimationOutputs.plays)
            return .failure(StretchyKitError(.encode, "loop " + RangeText.outOfRange(String(loop), allowed: allowed)))
        }
        return .success(AnimationOutputs(apng: apng, gif: gif, webp: webp, plays: loop))
    }
}
