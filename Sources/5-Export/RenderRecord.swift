import Codecs
import Files
import FoundationEssentials
import Glibc
import JSON

/// `frames.json.partial` (SPEC §3): everything that decides the bytes of a render's frames —
/// stretchy's version, the scene, the motion, fps, compression, the frame range and a
/// fingerprint of every input file. It is written into the folder before the first frame and
/// removed once `frames.json` is, so while it is there the folder holds an unfinished render,
/// and `render --resume` can tell whether its own options would make the same frames.
package struct RenderRecord: Sendable {
    /// Not `*.json`: nothing that looks for a finished manifest mistakes it for one.
    package static let fileName = "frames.json.partial"

    /// The record as written.
    package let json: JSONValue

    /// The record of rendering `frames` of `animation` with `compression`, by stretchy
    /// `version`, from `inputFiles` (the header photo, back images and fonts as read); `layout`
    /// when `frames.json` gets each frame's layout (`--layout`, recorded only then).
    package init(
        animation: Animation, compression: PNGEncoder.Compression, frames: ClosedRange<Int>,
        version: String, inputFiles: [String], layout: Bool = false
    ) {
        var seen = Set<String>()
        let inputs = inputFiles.filter { seen.insert($0).inserted }
        var members: [(key: String, value: JSONValue)] = [
            ("stretchy", .string(version)),
            ("scene", animation.scene.json),
            ("motion", .string(animation.timeline.script.text)),
            ("fps", .number(Double(animation.fps))),
            ("compression", .string(compression.rawValue)),
            ("frames", .string("\(frames.lowerBound)-\(frames.upperBound)")),
            ("inputs", .object(inputs.map { (key: $0, value: .string(Self.fingerprint(ofFileAt: $0))) })),
        ]
        if layout { members.insert(("layout", .bool(true)), at: members.count - 1) }
        json = .object(members)
    }

    /// Why frames made under `stored` (a record read back from a folder) are not the frames this
    /// record's options make, naming the first thing that differs (`--fps was 30, now 60`); nil
    /// when they are the same.
    package func difference(from stored: JSONValue) -> String? {
        guard let difference = JSONDifference(from: stored, toWriting: json) else { return nil }
        let path = difference.path
        switch path.first {
        case "scene"? where path.count > 1:
            return difference.wasNow("the scene's \(difference.pathText(from: 1))")
        case "inputs"? where path.count > 1:
            switch (difference.old, difference.new) {
            case (nil, _): return "it was not made from '\(path[1])'"
            case (_, nil): return "it was made from '\(path[1])', which these options do not read"
            default: return "'\(path[1])' has changed since"
            }
        case "motion"?, "fps"?, "compression"?, "frames"?, "layout"?:
            return difference.wasNow("--\(path[0])")
        case "stretchy"?:
            return difference.wasNow("stretchy's version")
        default:
            return difference.wasNow(difference.pathText())
        }
    }

    /// Writes the record into `folder`.
    package func write(into folder: String) throws(ExportError) {
        let bytes = Array(json.prettyText.utf8)
        try ExportError.writing { () throws(FileError) in
            try AtomicFile.write(bytes, named: Self.fileName, in: folder)
        }
    }

    /// Removes the record from `folder`, once `frames.json` marks the render finished.
    package static func remove(from folder: String) throws(ExportError) {
        let path = FilePath.join(folder, fileName)
        guard unlink(path) == 0 || errno == ENOENT else {
            throw .file(.cannotWrite(path: path, reason: "cannot remove it: " + String(cString: strerror(errno))))
        }
    }

    /// `12345 bytes, FNV-1a 0123456789abcdef` (`FileHash`), or `unreadable`.
    static func fingerprint(ofFileAt path: String) -> String {
        FileHash(ofFileAt: path).map { "\($0.bytes) bytes, FNV-1a \($0.hex)" } ?? "unreadable"
    }
}
