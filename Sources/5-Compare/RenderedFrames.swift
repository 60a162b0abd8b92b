import Codecs
import Files
import JSON
import Raster

/// A render's folder of frames as an animation (SPEC §4 "Animations"): the PNG files its
/// `frames.json` lists under `frames`, in that order, each shown for one frame at its `fps`.
/// Frames are read one at a time, as the decoders decode them.
package final class RenderedFrames: AnimationFrames {
    package let format = "frames folder"
    package let width: Int
    package let height: Int
    package let timeBase: Int?
    package var frameRate: Int? { timeBase }
    private let folder: String
    private let files: [String]
    private var index = 0

    /// Reads `folder`'s `frames.json`.
    /// - Throws: `CompareError` when it is missing, not JSON, or lacks `fps`, `width`, `height`
    ///   or the `frames` with their `file`.
    package init(folder: String) throws(CompareError) {
        self.folder = folder
        let path = FilePath.join(folder, RecordedFrames.fileName)
        let bytes: [UInt8]
        do throws(CompareError) {
            bytes = try CompareFiles.readFile(atPath: path)
        } catch {
            throw .undecodable(
                path: folder, reason: "no frames.json (written by 'stretchy render') to give its frames' fps")
        }
        guard let json = try? JSONValue(parsing: String(decoding: bytes, as: UTF8.self)),
            let fps = json["fps"]?.integer(in: 1...1_000_000),
            let width = json["width"]?.integer(in: 1...Int(Int32.max)),
            let height = json["height"]?.integer(in: 1...Int(Int32.max)),
            case .array(let frames)? = json["frames"], !frames.isEmpty
        else {
            throw .undecodable(path: path, reason: "no \"fps\", \"width\", \"height\" and \"frames\" of a render")
        }
        var files: [String] = []
        for frame in frames {
            guard case .string(let file)? = frame["file"], !file.isEmpty, !file.contains("/") else {
                throw .undecodable(path: path, reason: "a frame without a \"file\" name in the folder")
            }
            files.append(file)
        }
        self.width = width
        self.height = height
        self.files = files
        timeBase = fps
    }

    package func next() throws -> (image: RGBAImage, ticks: Int)? {
        guard index < files.count else { return nil }
        defer { index += 1 }
        return (try CompareFiles.loadFile(atPath: FilePath.join(folder, files[index])), 1)
    }
}
