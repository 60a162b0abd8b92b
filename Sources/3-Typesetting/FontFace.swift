import CFreeType

/// One FreeType face of the chain and what is read from it. Not thread-safe (FreeType faces
/// are not): only `FontEngine`, behind its lock, holds these. The face is released by the
/// engine together with its library.
struct FontFace {
    let info: FontInfo
    let handle: FT_Face
    let unitsPerEM: Int
    let pairKerning: PairKerning?
    private let hasKernTable: Bool
    /// The character size last set on the face, in 26.6 pixels (0: none yet).
    private var currentSize = 0

    /// Outlines unhinted (UIKit does not hint), never embedded bitmaps.
    private static let renderFlags = Int32(FT_LOAD_NO_HINTING | FT_LOAD_NO_BITMAP)
    private static let gposTag = FT_ULong(0x4750_4F53)

    /// Opens a face; `family` nil takes the font's own family name.
    static func open(_ file: String, index: Int, family: String?, library: FT_Library)
        throws(TypesettingError) -> FontFace {
        var face: FT_Face?
        let error = FT_New_Face(library, file, FT_Long(index), &face)
        guard error == 0, let face else { throw .cannotOpenFontFile(path: file, freeTypeError: error) }
        let unitsPerEM = Int(face.pointee.units_per_EM)
        guard face.pointee.face_flags & FT_Long(FT_FACE_FLAG_SCALABLE) != 0, unitsPerEM > 0 else {
            FT_Done_Face(face)
            throw .fontNotScalable(path: file)
        }
        let ownName = face.pointee.family_name.map { String(cString: $0) } ?? file
        return FontFace(info: FontInfo(family: family ?? ownName, file: file, faceIndex: index), handle: face,
                        unitsPerEM: unitsPerEM, pairKerning: Self.gpos(face).flatMap(PairKerning.init(gpos:)),
                        hasKernTable: face.pointee.face_flags & FT_Long(FT_FACE_FLAG_KERNING) != 0)
    }

    private init(info: FontInfo, handle: FT_Face, unitsPerEM: Int, pairKerning: PairKerning?, hasKernTable: Bool) {
        self.info = info
        self.handle = handle
        self.unitsPerEM = unitsPerEM
        self.pairKerning = pairKerning
        self.hasKernTable = hasKernTable
    }

    private static func gpos(_ face: FT_Face) -> [UInt8]? {
        var length: FT_ULong = 0
        guard FT_Load_Sfnt_Table(face, gposTag, 0, nil, &length) == 0, length > 0 else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(length))
        let error = bytes.withUnsafeMutableBufferPointer { FT_Load_Sfnt_Table(face, gposTag, 0, $0.baseAddress, &length) }
        return error == 0 ? bytes : nil
    }

    /// The glyph for a character, 0 when the font has none.
    func glyph(for scalar: Unicode.Scalar) -> UInt32 {
        UInt32(FT_Get_Char_Index(handle, FT_ULong(scalar.value)))
    }

    /// The advance width in font units (the `hmtx` value: Core Text's unhinted advance).
    func designAdvance(of glyph: UInt32) -> Int {
        guard FT_Load_Glyph(handle, glyph, Int32(FT_LOAD_NO_SCALE)) == 0 else { return 0 }
        return Int(handle.pointee.glyph.pointee.metrics.horiAdvance)
    }

    /// The kerning of a pair in font units: from GPOS when the font has a `kern` feature there,
    /// else from the old `kern` table.
    func kerning(_ left: UInt32, _ right: UInt32) -> Int {
        pairKerning?.adjustment(left, right) ?? kernTableKerning(left, right)
    }

    /// The old `kern` table's value for a pair (FT_Get_Kerning), 0 without one.
    func kernTableKerning(_ left: UInt32, _ right: UInt32) -> Int {
        guard hasKernTable else { return 0 }
        var vector = FT_Vector()
        guard FT_Get_Kerning(handle, left, right, FT_KERNING_UNSCALED.rawValue, &vector) == 0 else { return 0 }
        return Int(vector.x)
    }

    mutating func setSize(_ size26: Int) {
        guard size26 != currentSize else { return }
        if FT_Set_Char_Size(handle, 0, FT_F26Dot6(size26), 72, 72) == 0 { currentSize = size26 }
    }

    /// Ascender and descender (negative, below the baseline) in pixels at the current size,
    /// unrounded: the font's design values scaled, as UIFont reports them. (FreeType's scaled
    /// size metrics are rounded outwards to whole pixels, which would move a centred line.)
    var lineMetrics: (ascender: Double, descender: Double) {
        let face = handle.pointee
        let pixelsPerUnit = Double(currentSize) / 64 / Double(face.units_per_EM)
        return (Double(face.ascender) * pixelsPerUnit, Double(face.descender) * pixelsPerUnit)
    }

    /// Renders a glyph anti-aliased at the current size with its outline moved right by
    /// `phase`/64 pixel; nil when it has no ink or cannot be rendered.
    func image(of glyph: UInt32, phase: Int) -> GlyphImage? {
        var delta = FT_Vector(x: FT_Pos(phase), y: 0)
        FT_Set_Transform(handle, nil, &delta)
        guard FT_Load_Glyph(handle, glyph, Self.renderFlags) == 0 else { return nil }
        let slot = handle.pointee.glyph!
        guard slot.pointee.format == FT_GLYPH_FORMAT_OUTLINE,
              FT_Render_Glyph(slot, FT_RENDER_MODE_NORMAL) == 0 else { return nil }
        let bitmap = slot.pointee.bitmap
        let width = Int(bitmap.width), rows = Int(bitmap.rows), pitch = Int(bitmap.pitch)
        guard bitmap.pixel_mode == UInt8(FT_PIXEL_MODE_GRAY.rawValue), pitch >= width,
              let buffer = bitmap.buffer else { return nil }
        return GlyphImage(gray: buffer, width: width, rows: rows, pitch: pitch,
                          left: Int(slot.pointee.bitmap_left), top: Int(slot.pointee.bitmap_top))
    }
}
