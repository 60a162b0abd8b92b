import CGif
import Raster

/// A GIF89a animation written with giflib (SPEC §6 "GIF"): the logical screen, a NETSCAPE2.0
/// loop extension unless it plays once, then per frame a graphic control extension (disposal
/// "do not dispose", the delay, transparency) and the image of the rectangle of the pixels it
/// changes on the screen, the others transparent (index 255), with a local colour table of 256
/// entries (none with a global palette). A pixel is left as the screen has it when the frame's
/// pixel is the frame before's, or when its colour in the palette is the one the screen already
/// shows: with one palette for the whole GIF a pixel that changes a little often maps to the
/// same colour, and a transparent pixel costs LZW far fewer bits than a colour.
///
/// Frames come with the time they start, in centiseconds; a frame is written once the next one
/// tells how long it shows. A frame whose pixels are those on the screen adds its time to the
/// frame before, and one that would show for less than 2 cs (browsers stretch those to 10) gives
/// its time to the next (its picture is never shown). Used by one thread at a time.
package final class GIFWriter: @unchecked Sendable {
    /// The index of transparent pixels; palettes have at most 255 colours.
    static let transparent: UInt8 = 255
    /// The longest delay one frame can hold; a longer one continues in empty frames.
    static let maxDelay = Int(UInt16.max)

    private var file: UnsafeMutablePointer<GifFileType>?
    private var bytes: [UInt8] = []
    private let global: Bool
    /// The frame last written, which the next is compared with.
    private var shown: Pixmap?
    /// What the screen shows after the frames written so far: R, G, B, 255 per pixel, as the
    /// frames' bytes (a frame is opaque), so that a colour is compared as one `UInt32`.
    private var screen: [UInt32] = []
    private var pending: (picture: GIFQuantizer.Picture, start: Int)?

    /// The time frame `index` of an animation at `fps` starts, in whole centiseconds (rounded
    /// down): the delays of consecutive frames then add up to the animation's time, the
    /// rounding error carried (30 fps: 3, 3, 4, 3, 3, 4 …).
    package static func centiseconds(ofFrame index: Int, fps: Int) -> Int { 100 * index / fps }

    /// A GIF of `width` × `height` pixels played `plays` times (0: for ever), with every frame
    /// in `globalPalette` (R, G, B triples) when given, else each in its own.
    package init(width: Int, height: Int, plays: Int, globalPalette: [UInt8]?) throws(CodecError) {
        try AnimationLibraries.requireGIF()
        global = globalPalette != nil
        var error: Int32 = 0
        let context = Unmanaged.passUnretained(self).toOpaque()
        file = EGifOpen(
            context,
            { file, data, count in
                let writer = Unmanaged<GIFWriter>.fromOpaque(file!.pointee.UserData).takeUnretainedValue()
                writer.bytes.append(contentsOf: UnsafeBufferPointer(start: data, count: Int(count)))
                return count
            }, &error)
        guard file != nil else { throw Self.failure(error) }
        EGifSetGifVersion(file, true)
        let map = globalPalette.flatMap(Self.colorMap)
        defer { GifFreeMapObject(map) }
        try check(EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, map))
        if plays != 1 {
            // The count is of repeats after the first play; 0 repeats for ever.
            let repeats = plays == 0 ? 0 : min(plays - 1, Self.maxDelay)
            try check(EGifPutExtensionLeader(file, APPLICATION_EXT_FUNC_CODE))
            var name = Array("NETSCAPE2.0".utf8)
            try check(EGifPutExtensionBlock(file, 11, &name))
            var loop: [UInt8] = [1, UInt8(repeats & 0xFF), UInt8(repeats >> 8)]
            try check(EGifPutExtensionBlock(file, 3, &loop))
            try check(EGifPutExtensionTrailer(file))
        }
    }

    deinit {
        if file != nil {
            var error: Int32 = 0
            EGifCloseFile(file, &error)
        }
    }

    /// Adds `picture`, shown from `start` centiseconds on (after every frame added before).
    package func add(_ picture: GIFQuantizer.Picture, at start: Int) throws(CodecError) {
        guard let waiting = pending else {
            pending = (picture, start)
            return
        }
        if picture.source == waiting.picture.source { return }
        if start - waiting.start < 2 {
            pending = (picture, waiting.start)
            return
        }
        try write(waiting.picture, delay: start - waiting.start)
        pending = (picture, start)
    }

    /// The file, the last frame ending at `end` centiseconds.
    package func finish(at end: Int) throws(CodecError) -> [UInt8] {
        if let waiting = pending { try write(waiting.picture, delay: max(1, end - waiting.start)) }
        pending = nil
        var error: Int32 = 0
        let closed = EGifCloseFile(file, &error)
        file = nil
        guard closed == GIF_OK else { throw Self.failure(error) }
        return bytes
    }

    /// Writes `picture` as the rectangle of the pixels it changes on the screen, for `delay`
    /// centiseconds.
    private func write(_ picture: GIFQuantizer.Picture, delay: Int) throws(CodecError) {
        let (rect, indices) = changes(of: picture)
        try writeImage(indices, rect: rect, palette: global ? nil : picture.palette, delay: delay, see: shown != nil)
        var left = delay - Self.maxDelay
        while left > 0 {
            try writeImage(
                [Self.transparent], rect: PixelRect(x: 0, y: 0, width: 1, height: 1), palette: nil,
                delay: min(left, Self.maxDelay), see: true)
            left -= Self.maxDelay
        }
        shown = picture.source
    }

    /// The rectangle `picture` changes on the screen and its indices there, transparent where the
    /// screen keeps its pixel (the type's note); the screen updated. The first frame is whole; a
    /// frame that changes nothing (shown again after a frame never shown, or only colours the
    /// screen has) is one transparent pixel.
    private func changes(of picture: GIFQuantizer.Picture) -> (PixelRect, [UInt8]) {
        let source = picture.source
        let width = source.width
        var colors = [UInt32](repeating: 0, count: 256)
        for entry in 0..<picture.palette.count / 3 {
            let (red, green, blue) = (
                picture.palette[3 * entry], picture.palette[3 * entry + 1], picture.palette[3 * entry + 2]
            )
            colors[entry] = UInt32(littleEndian: UInt32(red) | UInt32(green) << 8 | UInt32(blue) << 16 | 0xFF00_0000)
        }
        guard let shown else {
            screen = picture.indices.map { colors[Int($0)] }
            return (source.bounds, picture.indices)
        }
        let nothing = (PixelRect(x: 0, y: 0, width: 1, height: 1), [Self.transparent])
        guard let changed = source.changedRect(from: shown) else { return nothing }
        var out = [UInt8](repeating: Self.transparent, count: changed.width * changed.height)
        var (left, top, right, bottom) = (Int.max, Int.max, -1, -1)
        // Moved out and back: the loop then writes a local array, with no exclusivity checks.
        var screen: [UInt32] = []
        swap(&screen, &self.screen)
        defer { swap(&screen, &self.screen) }
        source.withUnsafeBytes { new in
            shown.withUnsafeBytes { old in
                let newPixels = UnsafeRawPointer(new.baseAddress!), oldPixels = UnsafeRawPointer(old.baseAddress!)
                for y in changed.y..<changed.y + changed.height {
                    for x in changed.x..<changed.x + changed.width {
                        let pixel = y * width + x
                        guard
                            newPixels.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                                != oldPixels.loadUnaligned(fromByteOffset: pixel * 4, as: UInt32.self)
                        else { continue }
                        let index = picture.indices[pixel]
                        guard colors[Int(index)] != screen[pixel] else { continue }
                        screen[pixel] = colors[Int(index)]
                        out[(y - changed.y) * changed.width + x - changed.x] = index
                        (left, right) = (min(left, x), max(right, x))
                        (top, bottom) = (min(top, y), max(bottom, y))
                    }
                }
            }
        }
        guard right >= 0 else { return nothing }
        let rect = PixelRect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
        var indices = [UInt8]()
        indices.reserveCapacity(rect.width * rect.height)
        for y in top...bottom {
            let row = (y - changed.y) * changed.width - changed.x
            indices += out[row + left...row + right]
        }
        return (rect, indices)
    }

    private func writeImage(
        _ indices: [UInt8], rect: PixelRect, palette: [UInt8]?, delay: Int, see transparency: Bool
    ) throws(CodecError) {
        var control = GraphicsControlBlock(
            DisposalMode: DISPOSE_DO_NOT, UserInputFlag: false, DelayTime: Int32(min(delay, Self.maxDelay)),
            TransparentColor: transparency ? Int32(Self.transparent) : NO_TRANSPARENT_COLOR)
        var extensionBytes = [UInt8](repeating: 0, count: 4)
        _ = EGifGCBToExtension(&control, &extensionBytes)
        try check(EGifPutExtension(file, GRAPHICS_EXT_FUNC_CODE, 4, &extensionBytes))
        let map = palette.flatMap(Self.colorMap)
        defer { GifFreeMapObject(map) }
        try check(
            EGifPutImageDesc(file, Int32(rect.x), Int32(rect.y), Int32(rect.width), Int32(rect.height), false, map))
        var line = indices
        try check(EGifPutLine(file, &line, Int32(line.count)))
    }

    /// A colour table of 256 entries: `palette`'s, then black.
    private static func colorMap(_ palette: [UInt8]) -> UnsafeMutablePointer<ColorMapObject>? {
        var colors = [GifColorType](repeating: GifColorType(Red: 0, Green: 0, Blue: 0), count: 256)
        for entry in 0..<min(256, palette.count / 3) {
            colors[entry] = GifColorType(
                Red: palette[3 * entry], Green: palette[3 * entry + 1], Blue: palette[3 * entry + 2])
        }
        return GifMakeMapObject(256, &colors)
    }

    private func check(_ status: Int32) throws(CodecError) {
        guard status != GIF_OK else { return }
        throw Self.failure(file?.pointee.Error ?? 0)
    }

    private static func failure(_ code: Int32) -> CodecError {
        .animationFailed(
            format: "GIF", reason: GifErrorString(code).map { String(cString: $0) } ?? "giflib error \(code)")
    }
}
