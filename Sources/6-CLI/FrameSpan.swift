import ArgumentParsing

/// `--frames A-B` or `A-` as given: the first frame, and the last one unless it runs to the end.
/// Which frames it names is known once the animation's frame count is (`frames(of:)`).
struct FrameSpan: Sendable, Equatable {
    let first: Int
    /// Nil for `A-`: to the animation's last frame.
    let last: Int?

    /// `A-B` with 0 ≤ A ≤ B, or `A-` with 0 ≤ A.
    init(parsing text: String) throws(InvalidValue) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 2, let first = Int(parts[0]), first >= 0 else { throw Self.invalid(text) }
        if parts[1].isEmpty {
            last = nil
        } else {
            guard let last = Int(parts[1]), first <= last else { throw Self.invalid(text) }
            self.last = last
        }
        self.first = first
    }

    private static func invalid(_ text: String) -> InvalidValue {
        InvalidValue(InvalidValue.quoted(text) + " is not a range A-B with 0 ≤ A ≤ B, or A- (A to the last frame)")
    }

    /// The frames of an animation of `frameCount` frames it names, a last frame past the end
    /// being the end (`clamped`); nil when the first is past the end.
    func frames(of frameCount: Int) -> (range: ClosedRange<Int>, clamped: Bool)? {
        guard first < frameCount else { return nil }
        let end = frameCount - 1
        return (first...min(last ?? end, end), (last ?? end) > end)
    }
}
