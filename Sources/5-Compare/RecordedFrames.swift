import Files
import JSON
import Raster

/// What a render's `frames.json` (SPEC §3) says about its frames that a comparison can use: the
/// scale, for `--ignore` regions in points, and where the system chrome is drawn, for
/// `--ignore-status-bar`.
package struct RecordedFrames: Sendable, Equatable {
    /// The file read.
    package let path: String
    /// Device pixels per point.
    package let scale: Int
    /// The status bar and the home indicator in device pixels (those that are drawn); nil when
    /// the file was written before they were recorded.
    package let chrome: [PixelRect]?

    /// The name a render gives its record of the frames.
    package static let fileName = "frames.json"

    /// Reads the `frames.json` in the first of `folders` that holds one; nil when none does.
    /// - Throws: `CompareError` when that file cannot be read or is not a render's record.
    package static func find(in folders: [String]) throws(CompareError) -> RecordedFrames? {
        guard let path = folders.map({ FilePath.join($0, fileName) }).first(where: { PathKind($0).exists }) else {
            return nil
        }
        let bytes: [UInt8]
        do throws(InputFile.Unreadable) {
            bytes = try InputFile.read(path)
        } catch {
            throw .unreadable(path: path, reason: error.reason)
        }
        let json: JSONValue
        do throws(JSONSyntaxError) {
            json = try JSONValue(parsing: String(decoding: bytes, as: UTF8.self))
        } catch {
            throw .undecodable(path: path, reason: "not JSON (\(error))")
        }
        guard let scale = json["scale"]?.integer(in: 1...3) else {
            throw .undecodable(path: path, reason: "no \"scale\" of 1, 2 or 3: not the frames.json of a render")
        }
        var chrome: [PixelRect]?
        if let statusBar = json["statusBar"], let homeIndicator = json["homeIndicator"] {
            let rectangles = [statusBar, homeIndicator].filter { $0 != .null }
            chrome = rectangles.compactMap(PixelRect.init(json:))
            guard chrome?.count == rectangles.count else {
                throw .undecodable(path: path, reason: "\"statusBar\" or \"homeIndicator\" is not a rectangle or null")
            }
        }
        return RecordedFrames(path: path, scale: scale, chrome: chrome)
    }
}
