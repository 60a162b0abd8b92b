/// How an operation runs its independent parts: one after another here (`serial`), or spread
/// over threads by a caller that has them. Raster has no threads of its own (plain Swift);
/// this lets `Resampler` use a core the caller has spare without knowing how it gets one.
///
/// The result never depends on the splitter: the parts write disjoint memory, and each part's
/// arithmetic is the same whoever runs it.
package struct WorkSplitter: Sendable {
    /// How many parts an operation should cut its work into (at least 1).
    package let parts: Int
    private let runParts: @Sendable (_ count: Int, _ part: @escaping @Sendable (Int) -> Void) -> Void

    /// A splitter cutting work into `parts` parts, run by `run`, which must call `part` once for
    /// each index below `count`, in any order and on any threads, and return when all have returned.
    package init(parts: Int, run: @escaping @Sendable (_ count: Int, _ part: @escaping @Sendable (Int) -> Void) -> Void)
    {
        self.parts = max(1, parts)
        runParts = run
    }

    /// One part, here.
    package static let serial = WorkSplitter(parts: 1) { count, part in (0..<count).forEach(part) }

    /// Runs `part` for each of `count` indices as the splitter does.
    func run(_ count: Int, _ part: @escaping @Sendable (Int) -> Void) {
        runParts(count, part)
    }

    /// `range` cut into at most `parts` consecutive pieces of nearly equal length, none empty.
    func pieces(of range: Range<Int>) -> [Range<Int>] {
        let count = min(parts, range.count)
        guard count > 1 else { return [range] }
        return (0..<count).map { piece in
            (range.lowerBound + range.count * piece / count)..<(range.lowerBound + range.count * (piece + 1) / count)
        }
    }
}
