import CFreeType
import CHarfBuzz
import Raster

/// One font of the chain: the FreeType face that renders its glyphs and the HarfBuzz font that
/// shapes with it, both opened from the same file. Not thread-safe (FreeType faces are not):
/// only `FontEngine`, behind its lock, holds these, and releases them with its library.
struct FontFace {
    let info: FontInfo
    let handle: FT_Face
    /// Shapes in font units (its scale is the em), so that positions stay exact until they are
    /// scaled to pixels, as Core Text's fractional positions are.
    let shaper: OpaquePointer
    let unitsPerEM: Int
    /// Colour bitmaps (CBDT) instead of outlines: Noto Color Emoji.
    let isColor: Bool
    /// `hhea` ascender and descender in font units (descender negative), as Core Text reads them.
    let ascender: Int
    let descender: Int
    /// The character size last set on the face, in 26.6 pixels (0: none yet).
    private var currentSize = 0

    /// Outlines unhinted (UIKit does not hint), never embedded bitmaps.
    private static let outlineFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)

    /// Opens a face; `family` nil takes the font's own family name. A face must have outlines
    /// or colour bitmaps, which are scaled to any size.
    static func open(_ file: String, index: Int, family: String?, library: FT_Library)
        throws(TypesettingError) -> FontFace
    {
        var face: FT_Face?
        let error = FT_New_Face(library, file, FT_Long(index), &face)
        guard error == 0, let face else { throw .cannotOpenFontFile(path: file, freeTypeError: error) }
        let flags = face.pointee.face_flags
        // FreeType gives a bitmap-only face no em; its `head` table still has one.
        let head = FT_Get_Sfnt_Table(face, FT_SFNT_HEAD)?.assumingMemoryBound(to: TT_Header.self).pointee
        let unitsPerEM = Int(face.pointee.units_per_EM == 0 ? head?.Units_Per_EM ?? 0 : face.pointee.units_per_EM)
        let isColor =
            flags & FT_Long(FT_FACE_FLAG_COLOR) != 0 && flags & FT_Long(FT_FACE_FLAG_FIXED_SIZES) != 0
            && flags & FT_Long(FT_FACE_FLAG_SCALABLE) == 0
        guard flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0 || isColor, unitsPerEM > 0 else {
            FT_Done_Face(face)
            throw .fontNotScalable(path: file)
        }
        let blob = hb_blob_create_from_file(file)
        let hbFace = hb_face_create(blob, UInt32(index))
        let shaper = hb_font_create(hbFace)!
        hb_face_destroy(hbFace)
        hb_blob_destroy(blob)
        hb_font_set_scale(shaper, Int32(unitsPerEM), Int32(unitsPerEM))
        var ascender = Int(face.pointee.ascender), descender = Int(face.pointee.descender)
        if let hhea = FT_Get_Sfnt_Table(face, FT_SFNT_HHEA)?.assumingMemoryBound(to: TT_HoriHeader.self).pointee {
            (ascender, descender) = (Int(hhea.Ascender), Int(hhea.Descender))
        }
        let ownName = face.pointee.family_name.map { String(cString: $0) } ?? file
        return FontFace(
            info: FontInfo(family: family ?? ownName, file: file, faceIndex: index), handle: face,
            shaper: shaper, unitsPerEM: unitsPerEM, isColor: isColor,
            ascender: ascender, descender: descender)
    }

    private init(
        info: FontInfo, handle: FT_Face, shaper: OpaquePointer, unitsPerEM: Int, isColor: Bool,
        ascender: Int, descender: Int
    ) {
        self.info = info
        self.handle = handle
        self.shaper = shaper
        self.unitsPerEM = unitsPerEM
        self.isColor = isColor
        self.ascender = ascender
        self.descender = descender
    }

    /// Releases the HarfBuzz font and the FreeType face.
    func close() {
        hb_font_destroy(shaper)
        FT_Done_Face(handle)
    }

    /// Whether the font's cmap has the character.
    func has(_ scalar: Unicode.Scalar) -> Bool {
        FT_Get_Char_Index(handle, FT_ULong(scalar.value)) != 0
    }

    /// Sets the size glyphs are rendered at: outlines are scaled to it; a colour font selects
    /// the strike it scales from (`image(of:phaseX:phaseY:)`).
    mutating func setSize(_ size26: Int) {
        guard size26 != currentSize else { return }
        let error =
            isColor
            ? FT_Select_Size(handle, Int32(strike(for: size26)))
            : FT_Set_Char_Size(handle, 0, FT_F26Dot6(size26), 72, 72)
        if error == 0 { currentSize = size26 }
    }

    /// The bitmap strike to scale from: the smallest at least `size26`, else the largest.
    private func strike(for size26: Int) -> Int {
        let sizes = (0..<Int(handle.pointee.num_fixed_sizes)).map { Int(handle.pointee.available_sizes[$0].y_ppem) }
        let larger = sizes.indices.filter { sizes[$0] >= size26 }
        return larger.min { sizes[$0] < sizes[$1] } ?? sizes.indices.max { sizes[$0] < sizes[$1] } ?? 0
    }

    /// Renders a glyph at the current size. Outlines are anti-aliased unhinted, moved right by
    /// `phaseX`/64 and down by `phaseY`/64 pixel; colour bitmaps are the strike scaled with the
    /// Raster resampler (their phase is dropped: they are placed on whole pixels). Nil when the
    /// glyph has no ink or cannot be rendered.
    func image(of glyph: UInt32, phaseX: Int, phaseY: Int) -> GlyphImage? {
        isColor ? colorImage(of: glyph) : outlineImage(of: glyph, phaseX: phaseX, phaseY: phaseY)
    }

    private func outlineImage(of glyph: UInt32, phaseX: Int, phaseY: Int) -> GlyphImage? {
        // FreeType's y axis points up.
        var delta = FT_Vector(x: FT_Pos(phaseX), y: FT_Pos(-phaseY))
        FT_Set_Transform(handle, nil, &delta)
        guard FT_Load_Glyph(handle, glyph, Self.outlineFlags) == 0 else { return nil }
        let slot = handle.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
            FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0
        else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), pitch >= width,
            let buffer = bitmap.buffer
        else { return nil }
        return GlyphImage(
            gray: buffer, width: width, rows: rows, pitch: pitch,
            left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }

    private func colorImage(of glyph: UInt32) -> GlyphImage? {
        guard currentSize > 0, FT_Load_Glyph(handle, glyph, Int32(FT_LOAD_COLOR)) == 0 else { return nil }
        let slot = handle.pointee.glyph!
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        let strikeSize = Double(handle.pointee.size.pointee.metrics.y_ppem)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_BGRA.rawValue), width > 0, rows > 0, pitch >= 4 * width,
            strikeSize > 0, let buffer = bitmap.buffer
        else { return nil }
        // FreeType's BGRA is premultiplied already; only the channel order changes.
        var bytes = [UInt8](repeating: 0, count: 4 * width * rows)
        for row in 0..<rows {
            let line = buffer + row * pitch
            for col in 0..<width {
                let s = 4 * col, d = 4 * (row * width + col)
                (bytes[d], bytes[d + 1], bytes[d + 2], bytes[d + 3]) = (line[s + 2], line[s + 1], line[s], line[s + 3])
            }
        }
        guard let strike = Pixmap(width: width, height: rows, premultipliedBytes: bytes) else { return nil }
        let factor = Double(currentSize) / 64 / strikeSize
        func scaled(_ length: Int) -> Int { Int((Double(length) * factor).rounded()) }
        guard let image = Resampler.resize(strike, width: max(1, scaled(width)), height: max(1, scaled(rows))) else {
            return nil
        }
        return GlyphImage(
            color: image, x: scaled(Int(slot.pointee.bitmap_left)), y: -scaled(Int(slot.pointee.bitmap_top)))
    }
}
