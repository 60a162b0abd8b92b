import Files

/// A screenshot of the user's own list as the table's content (SPEC §5 `table.content`): its
/// size, read from the PNG's header, gives the content's height, so the scroll bounds follow
/// the picture without decoding it. Rejected: the size kept in the scene, which a Swift caller
/// setting `Scene.tableContent` would then have to give too.
package enum TableScreenshot {
    /// The scale the picture at `path` was taken at: its name's `@2x` or `@3x`, else `scale`
    /// (the frame's).
    package static func scale(of path: String, frameScale scale: Int) -> Int {
        let stem = path.split(separator: "/").last.map { $0.split(separator: ".").first ?? $0 } ?? ""
        for candidate in [2, 3] where stem.hasSuffix("@\(candidate)x") { return candidate }
        return scale
    }

    /// The picture's size in pixels from its PNG header (IHDR); nil when the file is not a
    /// readable PNG, which loading the scene's assets then reports.
    package static func pixelSize(of path: String) -> (width: Int, height: Int)? {
        let header = 24
        guard
            let bytes = try? InputFile.read(
                path, limit: InputFile.maxImageBytes, extent: { $0.count >= header ? .complete : nil }),
            bytes.count >= header, bytes[0..<8].elementsEqual([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A])
        else { return nil }
        func word(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        return (word(16), word(20))
    }

    /// The content's height in points: the picture's rows over its scale.
    package static func height(of path: String, frameScale: Int) -> Double {
        guard let size = pixelSize(of: path) else { return 0 }
        return Double(size.height) / Double(scale(of: path, frameScale: frameScale))
    }
}
