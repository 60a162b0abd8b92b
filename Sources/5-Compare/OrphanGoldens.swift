import Files
import FoundationEssentials
import Glibc

/// The goldens no test of a run checked (SPEC §3 `orphans`): every file inside a folder named
/// as StretchyTesting's goldens folder (`__Goldens__`) beneath the folders given, less the
/// goldens the run's ledgers name and the goldens folders' own `environment.json`.
///
/// The walk never follows a link, nor lists or removes one: a link inside a goldens folder is
/// not a golden StretchyTesting wrote, and following one could reach files outside the tree.
package enum OrphanGoldens {
    /// A golden found by the walk: its path as the user's folder spells it, and its canonical
    /// path, as ledgers name it.
    package struct Golden: Sendable, Equatable {
        package var path: String
        package var canonical: String
    }

    /// Every golden beneath `root`, sorted by path.
    package static func goldens(under root: String, goldensFolder: String) throws(CompareError) -> [Golden] {
        try CompareFiles.requireFolder(root)
        var found: [Golden] = []
        guard let resolved = realpath(root, nil) else { throw .folderUnreadable(path: root) }
        let canonicalRoot = String(cString: resolved)
        free(resolved)
        try walk(root, canonical: canonicalRoot, goldensFolder: goldensFolder, inGoldens: false) {
            path, canonical throws(CompareError) in found.append(Golden(path: path, canonical: canonical))
        }
        return found.sorted { $0.path < $1.path }
    }

    /// The goldens beneath `roots` that no ledger names.
    package static func orphans(
        under roots: [String], ledgers: [GoldenLedger], goldensFolder: String
    ) throws(CompareError) -> (orphans: [Golden], goldens: Int) {
        let checked = ledgers.reduce(into: Set<String>()) { $0.formUnion($1.goldens) }
        var seen = Set<String>(), orphans: [Golden] = [], count = 0
        for root in roots {
            for golden in try goldens(under: root, goldensFolder: goldensFolder)
            where seen.insert(golden.canonical).inserted {
                count += 1
                if !checked.contains(golden.canonical) { orphans.append(golden) }
            }
        }
        return (orphans, count)
    }

    /// Removes each golden (the file, never through a link: `unlink` removes a name).
    package static func remove(_ goldens: [Golden]) throws(CompareError) {
        for golden in goldens where unlink(golden.canonical) != 0 {
            throw .write("cannot remove '\(golden.path)': \(String(cString: strerror(errno)))")
        }
    }

    private static func walk(
        _ folder: String, canonical: String, goldensFolder: String, inGoldens: Bool,
        _ visit: (String, String) throws(CompareError) -> Void
    ) throws(CompareError) {
        guard let names = CompareFiles.entries(of: Array(canonical.utf8)) else {
            throw .folderUnreadable(path: folder)
        }
        for name in names.map({ String(decoding: $0, as: UTF8.self) }).sorted() {
            let path = FilePath.join(folder, name), real = FilePath.join(canonical, name)
            var status = stat()
            guard lstat(real, &status) == 0 else { continue }
            switch status.st_mode & S_IFMT {
            case S_IFDIR:
                try walk(
                    path, canonical: real, goldensFolder: goldensFolder,
                    inGoldens: inGoldens || name == goldensFolder, visit)
            case S_IFREG where inGoldens && name != "environment.json":
                try visit(path, real)
            default:
                continue
            }
        }
    }
}
