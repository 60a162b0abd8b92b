import Files
import Glibc
import JSON
import Wording

/// `compare --accept PATTERN` (SPEC §3): the actual files of the failing pairs whose relative
/// path matches PATTERN, copied over their goldens once they have been looked at in the report.
///
/// A golden is replaced atomically (`AtomicFile`: a temporary file in its folder, renamed over
/// it), so a golden is the old file or the new one, never half of either. Only a regular file
/// inside the expected folder is replaced: a golden that is a symbolic link, or whose folder
/// resolves outside the expected folder (a linked subfolder), is refused, so that accepting
/// never writes through a link nor anywhere but the golden folder.
///
/// The golden folder's `frames.json`, a render's record of its frames, is rewritten to match
/// (issue 43): left as it was, it described frames the folder no longer holds, and the next
/// comparison's `--ignore-status-bar` and environment note read it.
package enum GoldenAcceptance {
    /// What an acceptance did.
    package struct Outcome: Sendable {
        /// The pairs whose golden was replaced, by relative path.
        package var accepted: [String] = []
        /// The pairs that matched but could not be accepted, and why (the message names the file);
        /// a `frames.json` that could not be rewritten too.
        package var refused: [(name: String, reason: String)] = []
        /// How many entries of the golden folder's `frames.json` were rewritten; nil when it was not
        /// (nothing accepted, or either folder has none).
        package var rewrittenFrames: Int?
    }

    /// Whether the relative path `name` (`NameText`) matches the shell pattern `pattern`
    /// (fnmatch(3) without flags: `*` and `?` match `/` too, so `*` is every pair).
    package static func matches(_ name: String, _ pattern: String) -> Bool {
        let text = NameText.bytes(of: name).map { CChar(bitPattern: $0) } + [0]
        return fnmatch(pattern, text, 0) == 0
    }

    /// Copies the actual file of every pair of `comparison` that counts as different (pixels or
    /// size) and matches one of `patterns` over its golden, in the comparison's order, then
    /// rewrites the golden folder's `frames.json` (`rewriteRecord`).
    package static func accept(_ comparison: FolderComparison, matching patterns: [String]) -> Outcome {
        var outcome = Outcome()
        let root = ReportImages.realPath(comparison.expectedFolder)
        for file in comparison.files
        where file.status == .different && patterns.contains(where: { matches(file.name, $0) }) {
            do throws(CompareError) {
                try replace(file, root: root)
                outcome.accepted.append(file.name)
            } catch {
                outcome.refused.append((file.name, error.description))
            }
        }
        guard !outcome.accepted.isEmpty else { return outcome }
        do throws(CompareError) {
            outcome.rewrittenFrames = try rewriteRecord(comparison, accepted: outcome.accepted)
        } catch {
            outcome.refused.append((RecordedFrames.fileName, error.description))
        }
        return outcome
    }

    /// Rewrites `EXPECTED/frames.json` so that it describes the goldens once `accepted` are
    /// copies of their actual files: each accepted frame's entry (by its `file`) becomes the
    /// entry of `ACTUAL/frames.json`, the rest as they were; when every entry is then the actual
    /// folder's, the document is the actual one whole (its fps, motion, environment…). Nothing
    /// when either folder has no `frames.json`.
    ///
    /// - Returns: how many entries were rewritten; nil when there was nothing to rewrite.
    /// - Throws: `.write` naming the file when a record cannot be read, is not a render's, is a
    ///   link, or cannot be written; the golden record is then left as it was.
    static func rewriteRecord(_ comparison: FolderComparison, accepted: [String]) throws(CompareError) -> Int? {
        let goldenPath = FilePath.join(comparison.expectedFolder, RecordedFrames.fileName)
        let actualPath = FilePath.join(comparison.actualFolder, RecordedFrames.fileName)
        var status = stat()
        guard lstat(goldenPath, &status) == 0, PathKind(actualPath).exists else { return nil }
        let fail = { (reason: String) in CompareError.write("cannot rewrite \(Excerpt.quoted(goldenPath)): \(reason)") }
        guard status.st_mode & S_IFMT == S_IFREG else { throw fail("it is a symbolic link or not a regular file") }
        let actualBytes = try CompareFiles.read(actualPath)
        guard let golden = try? JSONValue(parsing: String(decoding: try CompareFiles.read(goldenPath), as: UTF8.self)),
            let actual = try? JSONValue(parsing: String(decoding: actualBytes, as: UTF8.self)),
            case .object(let members) = golden, case .array(let goldenFrames)? = golden["frames"],
            case .array(let actualFrames)? = actual["frames"]
        else { throw fail("it or \(Excerpt.quoted(actualPath)) is not the frames.json of a render") }
        let taken = Set(accepted)
        let fileOf = { (entry: JSONValue) -> String? in
            guard case .string(let file)? = entry["file"] else { return nil }
            return file
        }
        let actualEntries = Dictionary(
            actualFrames.compactMap { entry in fileOf(entry).map { ($0, entry) } },
            uniquingKeysWith: { first, _ in first })
        var rewritten = 0
        let frames = goldenFrames.map { entry -> JSONValue in
            guard let file = fileOf(entry), taken.contains(file), let new = actualEntries[file] else {
                return entry
            }
            rewritten += 1
            return new
        }
        // Every entry the actual one (accepted now or before): the record is the actual one.
        let whole = frames == actualFrames
        let bytes =
            whole
            ? actualBytes
            : Array(
                JSONValue.object(members.map { ($0.key, $0.key == "frames" ? .array(frames) : $0.value) }).prettyText
                    .utf8)
        do throws(FileError) {
            try AtomicFile.write(bytes, named: RecordedFrames.fileName, in: comparison.expectedFolder)
        } catch {
            throw fail(error.description)
        }
        return rewritten
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
