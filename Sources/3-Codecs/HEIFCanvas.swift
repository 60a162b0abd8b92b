/// The canvas sizes a HEIF's derived images declare — a `grid` (tiles, as iPhones save photos)
/// or an `iovl` (images overlaid on a filled canvas) — read from the file's own item tables
/// before libheif decodes anything.
///
/// Why: libheif allocates a derived image's canvas at the size its data declares, and checks
/// only each side against the context's limit (`heif_context_set_maximum_image_size_limit`),
/// never the area; its item's `ispe`, which `HEIFDecoder` checks, may say something else. A
/// 20-byte `iovl` of 65535 × 65535 made libheif 1.15 ask for three 4 GiB planes and fill them
/// (the image fuzzer's out-of-memory). The side limit cannot be lowered to the square root of
/// the budget without refusing honest panoramas.
///
/// Read as libheif reads them: `pitm` is not needed (every derived item is checked, so a tile
/// that is itself derived is too); `iinf`'s `infe` entries (version 2 or 3) give the types;
/// `iloc` (versions 0 to 2, construction method 0, file offsets, or 1, the `idat` box) where the
/// data is. An item whose data cannot be found here is left to libheif, which fails on it too.
///
/// Rejected: asking libheif for the types — its public API of Debian 12's 1.15 lists top-level
/// images only, and no item's type or data; newer libheif bounds the area itself
/// (`heif_security_limits`), but Debian 12 has none of it.
package enum HEIFCanvas {
    /// The output sizes of every `grid` and `iovl` item in `data`, in item order; empty for a
    /// file without any, or without a `meta` box this reader can walk.
    package static func derivedSizes(in data: [UInt8]) -> [(width: Int, height: Int)] {
        guard let meta = boxes(in: data, from: 0, to: data.count).first(where: { $0.type == "meta" }) else {
            return []
        }
        // `meta` is a full box: version and flags, then its children.
        let children = boxes(in: data, from: meta.body + 4, to: meta.end)
        func child(_ type: String) -> Box? { children.first { $0.type == type } }
        guard let iinf = child("iinf"), let iloc = child("iloc") else { return [] }
        let derived = itemTypes(in: data, iinf).filter { $0.type == "grid" || $0.type == "iovl" }
        guard !derived.isEmpty else { return [] }
        let locations = self.locations(in: data, iloc)
        let idat = child("idat").map { $0.body..<$0.end }
        return derived.compactMap { item in
            guard let location = locations.first(where: { $0.id == item.id }),
                let bytes = self.data(of: location, in: data, idat: idat, count: 18)
            else { return nil }
            return item.type == "grid" ? gridSize(bytes) : overlaySize(bytes)
        }
    }

    /// A box: its type, where its contents start and where it ends.
    private struct Box {
        let type: String
        let body: Int
        let end: Int
    }

    /// The boxes between `start` and `end`: a 32-bit size (1: a 64-bit one after the type; 0:
    /// to `end`), then the type. Stops at the first box that does not fit.
    private static func boxes(in data: [UInt8], from start: Int, to end: Int) -> [Box] {
        var found: [Box] = []
        var at = start
        while at + 8 <= end {
            var size = read(data, at, 4) ?? 0, header = 8
            if size == 1 {
                guard let large = read(data, at + 8, 8) else { break }
                size = large
                header = 16
            } else if size == 0 {
                size = end - at
            }
            guard size >= header, size <= end - at else { break }
            found.append(
                Box(type: String(decoding: data[(at + 4)..<(at + 8)], as: UTF8.self), body: at + header, end: at + size)
            )
            at += size
        }
        return found
    }

    /// `iinf`: a full box, an entry count (16 bits in version 0, else 32), then `infe` boxes;
    /// those of version 2 (16-bit item ID) or 3 (32-bit) name the item's type after the ID and
    /// a 16-bit protection index.
    private static func itemTypes(in data: [UInt8], _ iinf: Box) -> [(id: Int, type: String)] {
        guard let version = read(data, iinf.body, 1) else { return [] }
        let entries = boxes(in: data, from: iinf.body + 4 + (version == 0 ? 2 : 4), to: iinf.end)
        return entries.compactMap { infe in
            guard infe.type == "infe", let version = read(data, infe.body, 1), version == 2 || version == 3 else {
                return nil
            }
            let idSize = version == 2 ? 2 : 4, typeAt = infe.body + 4 + idSize + 2
            guard let id = read(data, infe.body + 4, idSize), typeAt + 4 <= infe.end else { return nil }
            return (id, String(decoding: data[typeAt..<(typeAt + 4)], as: UTF8.self))
        }
    }

    /// Where an item's data is: file offsets (construction method 0) or offsets into `idat`
    /// (method 1), as extents after a base offset.
    private struct Location {
        let id: Int
        let inIdat: Bool
        let extents: [(offset: Int, length: Int)]
    }

    /// `iloc`: a full box; the sizes of offsets, lengths, base offsets and (versions 1 and 2)
    /// extent indices in nibbles; an item count; per item its ID, (versions 1 and 2) its
    /// construction method, a data reference index, the base offset and its extents. Items of
    /// other construction methods are left out; the first entry that does not fit ends the list.
    private static func locations(in data: [UInt8], _ iloc: Box) -> [Location] {
        guard let version = read(data, iloc.body, 1), version <= 2, let sizes = read(data, iloc.body + 4, 2) else {
            return []
        }
        let offsetSize = sizes >> 12, lengthSize = sizes >> 8 & 15, baseSize = sizes >> 4 & 15
        let indexSize = version == 0 ? 0 : sizes & 15
        let idSize = version == 2 ? 4 : 2
        var at = iloc.body + 6
        guard let count = read(data, at, idSize) else { return [] }
        at += idSize
        var found: [Location] = []
        for _ in 0..<count {
            guard let id = read(data, at, idSize) else { break }
            at += idSize
            var method = 0
            if version > 0 {
                guard let field = read(data, at, 2) else { break }
                method = field & 15
                at += 2
            }
            at += 2  // the data reference index
            guard let base = read(data, at, baseSize), let extentCount = read(data, at + baseSize, 2) else { break }
            at += baseSize + 2
            var extents: [(offset: Int, length: Int)] = []
            for _ in 0..<extentCount {
                at += indexSize
                guard let offset = read(data, at, offsetSize), let length = read(data, at + offsetSize, lengthSize)
                else { return found }
                at += offsetSize + lengthSize
                let (start, overflow) = base.addingReportingOverflow(offset)
                if !overflow { extents.append((start, length)) }
            }
            if method <= 1, extents.count == extentCount {
                found.append(Location(id: id, inIdat: method == 1, extents: extents))
            }
        }
        return found
    }

    /// The first `count` bytes of an item's data (fewer when it has fewer), its extents joined;
    /// nil when an extent lies outside the file or `idat`. A length of 0 runs to the end.
    private static func data(of location: Location, in data: [UInt8], idat: Range<Int>?, count: Int) -> [UInt8]? {
        let source = location.inIdat ? idat : 0..<data.count
        guard let source else { return nil }
        var bytes: [UInt8] = []
        for extent in location.extents where bytes.count < count {
            guard extent.offset <= source.count else { return nil }
            let available = source.count - extent.offset
            let length = extent.length == 0 ? available : extent.length
            guard length <= available else { return nil }
            let start = source.lowerBound + extent.offset
            bytes += data[start..<(start + min(length, count - bytes.count))]
        }
        return bytes
    }

    /// `grid`: version, flags (bit 0: 32-bit sizes), rows − 1, columns − 1, then the output
    /// width and height.
    private static func gridSize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 2 else { return nil }
        let field = bytes[1] & 1 == 1 ? 4 : 2
        guard let width = read(bytes, 4, field), let height = read(bytes, 4 + field, field) else { return nil }
        return (width, height)
    }

    /// `iovl`: version, flags (bit 0: 32-bit fields), four 16-bit fill values, then the
    /// canvas's width and height.
    private static func overlaySize(_ bytes: [UInt8]) -> (width: Int, height: Int)? {
        guard bytes.count >= 2 else { return nil }
        let field = bytes[1] & 1 == 1 ? 4 : 2
        guard let width = read(bytes, 10, field), let height = read(bytes, 10 + field, field) else { return nil }
        return (width, height)
    }

    /// The big-endian unsigned number of `size` bytes (0 to 8) at `at`; nil past the end or
    /// beyond `Int`. A size of 0 reads 0, as `iloc`'s absent fields do.
    private static func read(_ data: [UInt8], _ at: Int, _ size: Int) -> Int? {
        guard at >= 0, size <= 8, at <= data.count - size else { return nil }
        var value: UInt64 = 0
        for byte in data[at..<(at + size)] { value = value << 8 | UInt64(byte) }
        return value <= UInt64(Int.max) ? Int(value) : nil
    }
}
