import Files
import Glibc
import Wording

/// `compare --accept PATTERN` (SPEC §3): the actual files of the failing pairs whose relative
/// path matches PATTERN, copied over their goldens once they have been looked at in the report.
///
/// A golden is replaced atomically (`AtomicFile`: a temporary file in its folder, renamed over
/// it), so a golden is the old file or the new one, never half of either. Only a regular file
/// inside the expected folder is replaced: a golden that is a symbolic link, or whose folder
/// resolves outside the expected folder (a linked subfolder), is refused, so that accepting
/// never writes through a link nor anywhere but the golden folder.
package enum GoldenAcceptance {
    /// What an acceptance did.
    package struct Outcome: Sendable {
        /// The pairs whose golden was replaced, by relative path.
        package var accepted: [String] = []
        /// The pairs that matched but could not be accepted, and why (the message names the file).
        package var refused: [(name: String, reason: String)] = []
    }

    /// Whether the relative path `name` (`NameText`) matches the shell pattern `pattern`
    /// (fnmatch(3) without flags: `*` and `?` match `/` too, so `*` is every pair).
    package static func matches(_ name: String, _ pattern: String) -> Bool {
        let text = NameText.bytes(of: name).map { CChar(bitPattern: $0) } + [0]
        return fnmatch(pattern, text, 0) == 0
    }

    /// Copies the actual file of every pair of `comparison` that counts as different (pixels or
    /// size) and matches `pattern` over its golden, in the comparison's order.
    package static func accept(_ comparison: FolderComparison, matching pattern: String) -> Outcome {
        var outcome = Outcome()
        let root = ReportImages.realPath(comparison.expectedFolder)
        for file in comparison.files where file.status == .different && matches(file.name, pattern) {
            do throws(CompareError) {
                try replace(file, root: root)
                outcome.accepted.append(file.name)
            } catch {
                outcome.refused.append((file.name, error.description))
            }
        }
        return outcome
    }

    /// Replaces the golden of `file` with its actual file, when the golden is a regular file
    /// whose folder resolves to `root` (the expected folder's real path) or below it.
    private static func replace(_ file: FolderComparison.File, root: String?) throws(CompareError) {
        let golden = file.expectedPath
        var status = stat()
        // A name shown escaped (not UTF-8, a control character) is not the file's own.
        guard NameText.bytes(of: golden) == Array(golden.utf8), lstat(golden, &status) == 0 else {
            throw .write("cannot accept '\(golden)': stretchy accepts only goldens whose names are plain UTF-8")
        }
        guard status.st_mode & S_IFMT == S_IFREG else {
            throw .write(
                "cannot accept '\(golden)': it is a symbolic link or not a regular file; stretchy replaces "
                    + "only a golden file itself")
        }
        guard let root, let folder = ReportImages.realPath(FilePath.folder(of: golden)),
            folder == root || folder.hasPrefix(root + "/")
        else {
            throw .write("cannot accept '\(golden)': its folder is outside the golden folder (a link leads out)")
        }
        let bytes = try CompareFiles.read(file.actualPath)
        do throws(FileError) {
            try AtomicFile.write(bytes, named: FilePath.name(of: golden), in: FilePath.folder(of: golden))
        } catch {
            throw .write("cannot accept '\(golden)': \(error)")
        }
    }
}
