import Raster

/// The failures of a comparison that most likely share one cause (SPEC §4 "HTML report", "same
/// cause"): those whose differing rectangles (`diffBounds`) overlap or touch, directly or through
/// others, are one group. A title that changed is a band in every frame of an animation, but not
/// the same band to the pixel: its anti-aliased edges move as the bar collapses, and grouping by
/// equal rectangles split one title change into 7 groups a pixel apart (issue 43).
///
/// Rejected: a tolerance of N pixels between rectangles (a number to tune, and two causes side
/// by side would still merge at some N); equal rectangles only (above).
package struct CauseGroups: Sendable, Equatable {
    /// One group: the rectangle that holds all of its members' and the members, by their index
    /// in the rectangles given, ascending.
    package struct Group: Sendable, Equatable {
        package let bounds: PixelRect
        package let members: [Int]
    }

    /// Groups of two or more, the largest first, then by their bounds' y, x, width, height.
    package let groups: [Group]
    /// The group of each rectangle given, by index into `groups`; nil for one alone.
    package let groupOf: [Int?]

    /// Groups `rectangles`: two meet when they overlap or share an edge or a corner (as closed
    /// sets of the plane, `[x, x + width] × [y, y + height]`). Pairwise, O(n²) for n failures:
    /// 10 000 of them take some 50 million comparisons of four integers.
    package init(_ rectangles: [PixelRect]) {
        var parent = Array(rectangles.indices)
        func root(_ index: Int) -> Int {
            var index = index
            while parent[index] != index {
                parent[index] = parent[parent[index]]
                index = parent[index]
            }
            return index
        }
        for a in rectangles.indices {
            for b in rectangles.indices.dropFirst(a + 1) where Self.meet(rectangles[a], rectangles[b]) {
                let (ra, rb) = (root(a), root(b))
                if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
            }
        }
        let components = Dictionary(grouping: rectangles.indices, by: root).values.filter { $0.count > 1 }
        let made = components.map { members in
            Group(
                bounds: members.dropFirst().reduce(rectangles[members[0]]) { Self.union($0, rectangles[$1]) },
                members: members.sorted())
        }
        // Members are disjoint, so the first member decides between groups equal in the rest.
        groups = made.sorted { a, b in
            (-a.members.count, a.bounds.y, a.bounds.x, a.bounds.width, a.bounds.height, a.members[0])
                < (-b.members.count, b.bounds.y, b.bounds.x, b.bounds.width, b.bounds.height, b.members[0])
        }
        var groupOf = [Int?](repeating: nil, count: rectangles.count)
        for (index, group) in groups.enumerated() { for member in group.members { groupOf[member] = index } }
        self.groupOf = groupOf
    }

    /// Whether two rectangles overlap or touch.
    static func meet(_ a: PixelRect, _ b: PixelRect) -> Bool {
        a.minX <= b.maxX && b.minX <= a.maxX && a.minY <= b.maxY && b.minY <= a.maxY
    }

    /// The smallest rectangle holding both.
    static func union(_ a: PixelRect, _ b: PixelRect) -> PixelRect {
        let x = min(a.minX, b.minX), y = min(a.minY, b.minY)
        return PixelRect(x: x, y: y, width: max(a.maxX, b.maxX) - x, height: max(a.maxY, b.maxY) - y)
    }
}
