import ArgumentParsing
import Export
import Files
import Wording

/// The files `render` writes on the user's say-so (`--apng`, `--gif`, `--webp`, `--sheet`,
/// `--manifest`), judged by where each leads on disk (`FileLocation`), not by how it is spelt
/// (SPEC §3 "Animated files"): two options that lead to one file (`x.png` and `./x.png`, or a
/// link to it), or one that leads to a file the render keeps in its folder (`DIR/frame_0003.png`,
/// `DIR/frames.json`) or to the folder itself, are usage errors before anything is made. A file
/// is in the output folder when its folder is that folder, made yet or not (`--output-dir newout
/// --apng ./newout/a.png`).
struct RenderOutputs {
    /// Each option given, with its path, in the order the options are checked.
    let files: [(option: String, path: String)]
    /// The output folder as given, and where it leads; nil without one (animated files alone, or
    /// a stream).
    let folder: (path: String, location: FileLocation?)?

    init(_ job: RenderJob) {
        files = job.namedFiles
        folder = job.folder.map { ($0, FileLocation(of: $0)) }
    }

    /// Throws the first option that leads where an earlier one did, to a file the render keeps
    /// in its folder, or to the folder itself. A path that leads through a file (not a folder)
    /// is left to the check that it can be written, which says so.
    func checkNames(_ arguments: ParsedArguments) throws(UsageError) {
        var seen: [FileLocation: (option: String, path: String)] = [:]
        for (option, path) in files {
            guard let location = FileLocation(of: path) else { continue }
            if let (other, earlier) = seen[location] {
                let paths =
                    earlier == path
                    ? Excerpt.quoted(path) : "(\(Excerpt.quoted(earlier)) and \(Excerpt.quoted(path)))"
                throw arguments.fail("options '\(other)' and '\(option)' name the same file \(paths)")
            }
            seen[location] = (option, path)
            guard let folder, let inside = folder.location else { continue }
            if location == inside {
                throw arguments.fail("option '\(option)': \(Excerpt.quoted(path)) is the output folder")
            }
            if location.folder == inside, let name = location.name,
                OutputFolder.isOwned(name) || name == FolderLock.fileName
            {
                throw arguments.fail(
                    "option '\(option)': \(Excerpt.quoted(path)) is a file the render keeps in its folder "
                        + "\(Excerpt.quoted(folder.path)) (frame_*.png, \(Manifest.fileName), "
                        + "\(RenderRecord.fileName), \(PlayerPage.fileName)); name another file")
            }
        }
    }
}
