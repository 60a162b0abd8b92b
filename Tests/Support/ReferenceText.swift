import CFreeType
import CHarfBuzz

/// Text drawn the plain way, independently of Typesetting: one font, shaped by HarfBuzz in
/// 26.6 at the pixel size (its own rounding, not the typesetter's font units), in the one
/// direction given, and rendered by FreeType unhinted at each glyph's 1/64-pixel position.
/// The tests compare what the typesetter and the renderer draw against it.
package struct ReferenceText {
    /// Coverage, `width` × `height`, with the pen start on the baseline at (`penX`, `baseline`).
    package let width: Int
    package let height: Int
    package let coverage: [UInt8]
    package let penX: Int
    package let baseline: Int
    /// The pen's travel, in pixels.
    package let advance: Double

    /// `hhea` ascender and descender of the font, in em (descender negative).
    package static func lineMetrics(file: String, faceIndex: Int) -> (ascender: Double, descender: Double)? {
        withFace(file, faceIndex) { face in
            guard let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee
            else { return nil }
            let em = Double(face.pointee.units_per_EM)
            return (Double(hhea.Ascender) / em, Double(hhea.Descender) / em)
        }
    }

    /// Face `index` of `file` opened with a FreeType library of its own for `body`; nil when it
    /// cannot be opened.
    private static func withFace<T>(_ file: String, _ index: Int, _ body: (FT_Face) -> T?) -> T? {
        var library: FT_Library?
        guard FT_Init_FreeType(&library) == 0, let library else { return nil }
        defer { FT_Done_FreeType(library) }
        var face: FT_Face?
        guard FT_New_Face(library, file, FT_Long(index), &face) == 0, let face else { return nil }
        defer { FT_Done_Face(face) }
        return body(face)
    }

    /// Draws `text` with face `faceIndex` of `file` at `pixelSize` pixels per em.
    package init?(_ text: String, file: String, faceIndex: Int = 0, pixelSize: Double, rightToLeft: Bool) {
        guard
            let drawn = Self.withFace(
                file, faceIndex,
                { face in
                    Self.draw(
                        text, face: face, file: file, faceIndex: faceIndex, pixelSize: pixelSize,
                        rightToLeft: rightToLeft)
                })
        else { return nil }
        self = drawn
    }

    private init(width: Int, height: Int, coverage: [UInt8], penX: Int, baseline: Int, advance: Double) {
        self.width = width
        self.height = height
        self.coverage = coverage
        self.penX = penX
        self.baseline = baseline
        self.advance = advance
    }

    private static func draw(
        _ text: String, face: FT_Face, file: String, faceIndex: Int, pixelSize: Double,
        rightToLeft: Bool
    ) -> ReferenceText? {
        let size26 = Int32((pixelSize * 64).rounded())
        FT_Set_Char_Size(face, 0, FT_F26Dot6(size26), 72, 72)

        let blob = hb_blob_create_from_file(file)
        let hbFace = hb_face_create(blob, UInt32(faceIndex))
        let font = hb_font_create(hbFace)
        defer { hb_font_destroy(font); hb_face_destroy(hbFace); hb_blob_destroy(blob) }
        hb_font_set_scale(font, size26, size26)
        let buffer = hb_buffer_create()
        defer { hb_buffer_destroy(buffer) }
        let scalars = text.unicodeScalars.map(\.value)
        hb_buffer_add_utf32(buffer, scalars, Int32(scalars.count), 0, Int32(scalars.count))
        hb_buffer_set_direction(buffer, rightToLeft ? HB_DIRECTION_RTL : HB_DIRECTION_LTR)
        hb_buffer_guess_segment_properties(buffer)
        hb_shape(font, buffer, nil, 0)
        var count: UInt32 = 0
        guard let infos = hb_buffer_get_glyph_infos(buffer, &count),
            let positions = hb_buffer_get_glyph_positions(buffer, &count)
        else { return nil }

        let total26 = (0..<Int(count)).reduce(0) { $0 + Int(positions[$1].x_advance) }
        let margin = Int(pixelSize.rounded(.up)) * 2
        let (width, height, penX, baseline) = (total26 / 64 + 2 * margin, 4 * margin, margin, 2 * margin)
        var canvas = [UInt8](repeating: 0, count: width * height)
        var pen26 = 0
        for i in 0..<Int(count) {
            let x26 = pen26 + Int(positions[i].x_offset), y26 = Int(positions[i].y_offset)
            var delta = FT_Vector(x: FT_Pos(x26 & 63), y: FT_Pos(y26 & 63))
            FT_Set_Transform(face, nil, &delta)
            pen26 += Int(positions[i].x_advance)
            guard
                FT_Load_Glyph(face, infos[i].codepoint, Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP | FT_LOAD_RENDER))
                    == 0
            else { continue }
            let slot = face.pointee.glyph!.pointee
            let bitmap = slot.bitmap
            guard let pixels = bitmap.buffer else { continue }
            let left = penX + (x26 >> 6) + Int(slot.bitmap_left)
            let top = baseline - (y26 >> 6) - Int(slot.bitmap_top)
            for row in 0..<Int(bitmap.rows) {
                for col in 0..<Int(bitmap.width) {
                    let x = left + col, y = top + row
                    guard x >= 0, x < width, y >= 0, y < height else { continue }
                    let value = Int(canvas[y * width + x]) + Int(pixels[row * Int(bitmap.pitch) + col])
                    canvas[y * width + x] = UInt8(min(255, value))
                }
            }
        }
        return ReferenceText(
            width: width, height: height, coverage: canvas, penX: penX, baseline: baseline,
            advance: Double(total26) / 64)
    }
}
