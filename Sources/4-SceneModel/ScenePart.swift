/// What a nested key reads into and prints from (issue 45 item 4): a section or a row of the
/// scene's `table.sections`, found by the indices of its place (`[s]`, `[s, r]`), which the
/// reader carries while it reads the object there (`SceneFileReader.indices`).
protocol ScenePart: Sendable {
    /// The part of `scene` at `indices`; nil when there is none.
    static func part(of scene: Scene, at indices: [Int]) -> Self?
    /// Puts `part` at `indices` in `scene`, where one already is.
    static func put(_ part: Self, in scene: inout Scene, at indices: [Int])
    /// The indices of every part of `scene`, in order.
    static func indices(in scene: Scene) -> [[Int]]
}

extension TableSection: ScenePart {
    static func part(of scene: Scene, at indices: [Int]) -> TableSection? {
        guard let sections = scene.sections, let s = indices.first, sections.indices.contains(s) else { return nil }
        return sections[s]
    }

    static func put(_ part: TableSection, in scene: inout Scene, at indices: [Int]) {
        guard Self.part(of: scene, at: indices) != nil, let s = indices.first else { return }
        scene.sections?[s] = part
    }

    static func indices(in scene: Scene) -> [[Int]] { (scene.sections ?? []).indices.map { [$0] } }
}

extension TableRow: ScenePart {
    static func part(of scene: Scene, at indices: [Int]) -> TableRow? {
        guard indices.count == 2, let section = TableSection.part(of: scene, at: indices),
            section.rows.indices.contains(indices[1])
        else { return nil }
        return section.rows[indices[1]]
    }

    static func put(_ part: TableRow, in scene: inout Scene, at indices: [Int]) {
        guard Self.part(of: scene, at: indices) != nil else { return }
        scene.sections?[indices[0]].rows[indices[1]] = part
    }

    static func indices(in scene: Scene) -> [[Int]] {
        (scene.sections ?? []).enumerated().flatMap { s, section in section.rows.indices.map { [s, $0] } }
    }
}
