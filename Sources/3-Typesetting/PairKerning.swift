/// Pair kerning read from a font's OpenType GPOS table: the pair-adjustment lookups (type 2,
/// possibly wrapped in type 9 extensions) that the `kern` feature names.
///
/// FreeType's `FT_Get_Kerning` reads only the old `kern` table, and Inter has none, while Core
/// Text kerns the system font by default; this is the part of GPOS that kerning needs. Values are
/// the first glyph's x-advance adjustment in font units. The font's bytes are untrusted: every
/// read is bounds-checked, and a malformed table reads as "no adjustment".
struct PairKerning: Sendable {
    private let table: FontTable
    /// Offsets of the PairPos subtables, grouped by lookup in lookup-list order.
    private let lookups: [[Int]]

    /// Nil when the table has no `kern` feature with pair adjustments.
    init?(gpos bytes: [UInt8]) {
        let table = FontTable(bytes)
        guard let major = table.u16(0), major == 1,
              let featureList = table.u16(6), let lookupList = table.u16(8) else { return nil }
        var indices = Set<Int>()
        let featureCount = table.u16(featureList) ?? 0
        for i in 0..<featureCount {
            let record = featureList + 2 + 6 * i
            guard table.tag(record) == "kern", let offset = table.u16(record + 4) else { continue }
            // All scripts' `kern` features together: the text is not split by script, and a
            // script's pairs name that script's glyphs anyway.
            let feature = featureList + offset
            for j in 0..<(table.u16(feature + 2) ?? 0) {
                if let index = table.u16(feature + 4 + 2 * j) { indices.insert(index) }
            }
        }
        var lookups: [[Int]] = []
        for index in indices.sorted() {
            guard let offset = table.u16(lookupList + 2 + 2 * index) else { continue }
            let lookup = lookupList + offset
            guard let type = table.u16(lookup), let count = table.u16(lookup + 4) else { continue }
            var subtables: [Int] = []
            for k in 0..<count {
                guard let sub = table.u16(lookup + 6 + 2 * k) else { continue }
                let start = lookup + sub
                if type == 2 {
                    subtables.append(start)
                } else if type == 9, table.u16(start) == 1, table.u16(start + 2) == 2,
                          let extended = table.u32(start + 4) {
                    subtables.append(start + extended)
                }
            }
            if !subtables.isEmpty { lookups.append(subtables) }
        }
        guard !lookups.isEmpty else { return nil }
        self.table = table
        self.lookups = lookups
    }

    /// The adjustment to the advance of `left` when `right` follows it, in font units.
    /// Lookups add up; within a lookup the first subtable that knows the pair decides.
    func adjustment(_ left: UInt32, _ right: UInt32) -> Int {
        var total = 0
        for subtables in lookups {
            for subtable in subtables {
                if let value = adjustment(left, right, subtable: subtable) {
                    total += value
                    break
                }
            }
        }
        return total
    }

    private func adjustment(_ left: UInt32, _ right: UInt32, subtable s: Int) -> Int? {
        guard let format = table.u16(s), let coverage = table.u16(s + 2),
              let format1 = table.u16(s + 4), let format2 = table.u16(s + 6),
              let covered = coverageIndex(of: left, at: s + coverage) else { return nil }
        let size1 = Self.valueRecordSize(format1), size2 = Self.valueRecordSize(format2)
        switch format {
        case 1:
            guard covered < (table.u16(s + 8) ?? 0), let set = table.u16(s + 10 + 2 * covered) else { return nil }
            let pairSet = s + set
            let recordSize = 2 + size1 + size2
            var low = 0, high = (table.u16(pairSet) ?? 0) - 1
            while low <= high {
                let mid = (low + high) / 2
                let record = pairSet + 2 + mid * recordSize
                guard let second = table.u16(record) else { return nil }
                if second == Int(right) { return xAdvance(format1, at: record + 2) }
                if second < Int(right) { low = mid + 1 } else { high = mid - 1 }
            }
            return nil
        case 2:
            guard let classDef1 = table.u16(s + 8), let classDef2 = table.u16(s + 10),
                  let class1Count = table.u16(s + 12), let class2Count = table.u16(s + 14) else { return nil }
            let class1 = glyphClass(of: left, at: s + classDef1), class2 = glyphClass(of: right, at: s + classDef2)
            guard class1 < class1Count, class2 < class2Count else { return nil }
            let record = s + 16 + (class1 * class2Count + class2) * (size1 + size2)
            return xAdvance(format1, at: record)
        default:
            return nil
        }
    }

    /// A ValueRecord holds one 16-bit field per bit set in its format.
    private static func valueRecordSize(_ format: Int) -> Int { 2 * (format & 0xFF).nonzeroBitCount }

    private func xAdvance(_ format: Int, at record: Int) -> Int {
        guard format & 0x4 != 0 else { return 0 }
        return table.s16(record + 2 * (format & 0x3).nonzeroBitCount) ?? 0
    }

    private func coverageIndex(of glyph: UInt32, at c: Int) -> Int? {
        let g = Int(glyph)
        guard let format = table.u16(c), let count = table.u16(c + 2) else { return nil }
        var low = 0, high = count - 1
        while low <= high {
            let mid = (low + high) / 2
            switch format {
            case 1:
                guard let id = table.u16(c + 4 + 2 * mid) else { return nil }
                if id == g { return mid }
                if id < g { low = mid + 1 } else { high = mid - 1 }
            case 2:
                let range = c + 4 + 6 * mid
                guard let start = table.u16(range), let end = table.u16(range + 2),
                      let first = table.u16(range + 4) else { return nil }
                if g < start { high = mid - 1 } else if g > end { low = mid + 1 } else { return first + g - start }
            default:
                return nil
            }
        }
        return nil
    }

    /// The class of a glyph in a ClassDef table; glyphs it does not list are class 0.
    private func glyphClass(of glyph: UInt32, at c: Int) -> Int {
        let g = Int(glyph)
        switch table.u16(c) {
        case 1:
            guard let start = table.u16(c + 2), let count = table.u16(c + 4), g >= start, g - start < count else { return 0 }
            return table.u16(c + 6 + 2 * (g - start)) ?? 0
        case 2:
            var low = 0, high = (table.u16(c + 2) ?? 0) - 1
            while low <= high {
                let mid = (low + high) / 2
                let range = c + 4 + 6 * mid
                guard let start = table.u16(range), let end = table.u16(range + 2) else { return 0 }
                if g < start { high = mid - 1 } else if g > end { low = mid + 1 } else { return table.u16(range + 4) ?? 0 }
            }
            return 0
        default:
            return 0
        }
    }
}
