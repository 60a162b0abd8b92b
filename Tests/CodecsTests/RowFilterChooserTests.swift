import Foundation
import TestSupport
import Testing

@testable import Codecs

@Suite struct RowFilterChooserTests {
    static let none = RowFilterChooser.Filter.none.rawValue, sub = RowFilterChooser.Filter.sub.rawValue
    static let up = RowFilterChooser.Filter.up.rawValue, average = RowFilterChooser.Filter.average.rawValue
    static let paeth = RowFilterChooser.Filter.paeth.rawValue

    /// The bytes the PNG spec (§9.2) says a filter turns `row` into (zeros above row 0).
    static func filtered(_ filter: UInt8, row: [UInt8], above: [UInt8], channels: Int) -> [UInt8] {
        (0..<row.count).map { index in
            let x = row[index], b = above[index]
            let a = index >= channels ? row[index - channels] : 0
            let c = index >= channels ? above[index - channels] : 0
            switch filter {
            case none: return x
            case sub: return x &- a
            case up: return x &- b
            case average: return x &- UInt8((Int(a) + Int(b)) / 2)
            default:
                let p = Int(a) + Int(b) - Int(c)
                let pa = abs(p - Int(a)), pb = abs(p - Int(b)), pc = abs(p - Int(c))
                return x &- (pa <= pb && pa <= pc ? a : pb <= pc ? b : c)
            }
        }
    }

    /// The documented score, computed the plain way: the entropy in bits of the bytes that do
    /// not continue a run of three, at their own frequencies.
    static func score(_ bytes: [UInt8]) -> Double {
        var counts = [Int](repeating: 0, count: 256)
        for index in bytes.indices
        where !(index >= 2 && bytes[index] == bytes[index - 1] && bytes[index] == bytes[index - 2]) {
            counts[Int(bytes[index])] += 1
        }
        let total = Double(counts.reduce(0, +))
        return counts.filter { $0 > 0 }.reduce(0) { $0 - Double($1) * log2(Double($1) / total) }
    }

    /// RGBA rows (stride width × 4) whose colour bytes are the written pixels' channels.
    static func rows(of rgba: [UInt8], width: Int, channels: Int) -> [[UInt8]] {
        stride(from: 0, to: rgba.count, by: width * 4).map { start in
            (0..<width).flatMap { x in rgba[(start + x * 4)..<(start + x * 4 + channels)] }
        }
    }

    /// The image data `RowFilterChooser.write` makes of all rows: filter type, then bytes, per row.
    static func written(
        _ rgba: [UInt8], width: Int, channels: Int, choosing: Bool = true,
        memo: FilterMemo? = nil, rows: Range<Int>? = nil,
        chunkBytes: Int = PNGEncoder.chunkBytes
    ) -> [UInt8] {
        let chooser = RowFilterChooser(width: width, channels: channels)
        let rows = rows ?? 0..<(rgba.count / (width * 4))
        var data: [UInt8] = []
        rgba.withUnsafeBufferPointer { pixels in
            _ = chooser.write(
                rows, of: RowSource(top: nil, split: 0, bottom: pixels.baseAddress!, stride: width * 4),
                choosing: choosing, memo: memo, chunkBytes: chunkBytes
            ) { chunk in
                data += chunk
                return true
            }
        }
        return data
    }

    /// Each row's filter type, as written.
    static func choose(_ rgba: [UInt8], width: Int, channels: Int) -> [UInt8] {
        let data = written(rgba, width: width, channels: channels)
        return stride(from: 0, to: data.count, by: 1 + width * channels).map { data[$0] }
    }

    @Test(arguments: [3, 4])
    func everyChoiceHasTheLowestScore(channels: Int) {
        // Rows built so that each filter has rows it predicts best, with a little noise (few
        // distinct values) so that runs and ties occur too.
        var random = SplitMix64(seed: 7)
        let width = 37, height = 120
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                for channel in 0..<4 {
                    let index = (y * width + x) * 4 + channel
                    let noise = UInt8(truncatingIfNeeded: random.next() % 3)
                    let up = y > 0 ? rgba[index - width * 4] : 0
                    let left = x > 0 ? rgba[index - 4] : 0
                    rgba[index] =
                        switch y % 4 {
                        case 0: noise &* 40
                        case 1: up &+ noise
                        case 2: UInt8((Int(left) + Int(up)) / 2) &+ noise &+ 9
                        default: UInt8(truncatingIfNeeded: x * 23 + channel * 7) &+ up / 2
                        }
                }
            }
        }
        let chosen = Self.choose(rgba, width: width, channels: channels)
        let rows = Self.rows(of: rgba, width: width, channels: channels)
        var seen = Set<UInt8>()
        let zeros = [UInt8](repeating: 0, count: width * channels)
        for y in 0..<height {
            let scores = [Self.none, Self.up, Self.average, Self.paeth].map { filter in
                (
                    filter,
                    Self.score(
                        Self.filtered(filter, row: rows[y], above: y > 0 ? rows[y - 1] : zeros, channels: channels))
                )
            }
            let lowest = scores.map(\.1).min()!
            let mine = scores.first { $0.0 == chosen[y] }
            #expect(mine != nil, "row \(y): \(chosen[y]) is not a candidate")
            // The chooser adds rounded 1/65536-bit steps, one per counted byte: a tie can fall
            // either way by that much.
            let rounding = Double(width * channels) / 65536
            #expect(mine!.1 <= lowest + rounding, "row \(y): chose \(chosen[y]) at \(mine!.1) bits, lowest \(lowest)")
            seen.insert(chosen[y])
        }
        #expect(seen.count == 4, "the image should make several filters win, got \(seen)")
    }

    /// Runs of equal rows, flat rows and noise, so that every shortcut is taken somewhere.
    static func mixedRows(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        var rows: [[UInt8]] = []
        for y in 0..<height {
            let level = UInt8(truncatingIfNeeded: y / 3)
            rows.append(
                y % 5 == 2
                    ? rows[y - 1]
                    : (0..<(width * 4)).map { _ in
                        y % 7 == 0 ? 255 : level &+ UInt8(truncatingIfNeeded: random.next() % 4)
                    })
        }
        return rows.flatMap { $0 }
    }

    @Test(arguments: [3, 4], [true, false])
    func theWrittenBytesAreEachRowFilteredAsItsTypeSays(channels: Int, choosing: Bool) {
        let width = 19, height = 60
        let rgba = Self.mixedRows(width: width, height: height, seed: 5)
        let data = Self.written(rgba, width: width, channels: channels, choosing: choosing)
        let rows = Self.rows(of: rgba, width: width, channels: channels)
        let rowBytes = 1 + width * channels
        #expect(data.count == height * rowBytes)
        for y in 0..<height {
            let type = data[y * rowBytes]
            #expect(choosing ? type != Self.sub : type == Self.sub, "row \(y): type \(type)")
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: width * channels)
            #expect(
                Array(data[(y * rowBytes + 1)..<((y + 1) * rowBytes)])
                    == Self.filtered(type, row: rows[y], above: above, channels: channels), "row \(y)")
        }
    }

    @Test func aBandWritesWhatTheWholeImageWritesForItsRows() {
        let width = 23, height = 90
        let rgba = Self.mixedRows(width: width, height: height, seed: 11)
        let whole = Self.written(rgba, width: width, channels: 3)
        let rowBytes = 1 + width * 3
        for band in [0..<30, 30..<61, 61..<90] {
            #expect(
                Self.written(rgba, width: width, channels: 3, rows: band)
                    == Array(whole[(band.lowerBound * rowBytes)..<(band.upperBound * rowBytes)]), "\(band)")
        }
    }

    @Test func theBytesAreTheSameInChunksOfAnySize() {
        let width = 21, height = 50
        let rgba = Self.mixedRows(width: width, height: height, seed: 8)
        let rowBytes = 1 + width * 3
        let whole = Self.written(rgba, width: width, channels: 3, chunkBytes: height * rowBytes)
        #expect(whole.count == height * rowBytes)
        for chunkBytes in [1, 7, rowBytes - 1, rowBytes, rowBytes + 1, 3 * rowBytes + 5, height * rowBytes + 1] {
            #expect(
                Self.written(rgba, width: width, channels: 3, chunkBytes: chunkBytes) == whole,
                "chunks of \(chunkBytes)")
        }
        // Whole chunks, rows cut where they end, the rest in the last one; false stops the writing.
        let chooser = RowFilterChooser(width: width, channels: 3)
        var sizes: [Int] = [], delivered = 0
        rgba.withUnsafeBufferPointer { pixels in
            let source = RowSource(top: nil, split: 0, bottom: pixels.baseAddress!, stride: width * 4)
            chooser.write(3..<height, of: source, choosing: true, memo: nil, chunkBytes: 1000) { chunk in
                sizes.append(chunk.count)
                return true
            }
            chooser.write(0..<height, of: source, choosing: true, memo: nil, chunkBytes: 30) { _ in
                delivered += 1
                return false
            }
        }
        #expect(sizes == Array(repeating: 1000, count: 47 * rowBytes / 1000) + [47 * rowBytes % 1000])
        #expect(delivered == 1)
    }

    @Test func aMemoNeverChangesTheBytes() {
        let width = 23, height = 200
        // A "scroll": the second image is the first moved up by 7 rows, with new rows below.
        let first = Self.mixedRows(width: width, height: height, seed: 3)
        let second = Array(first.dropFirst(7 * width * 4)) + Self.mixedRows(width: width, height: 7, seed: 4)
        let memo = FilterMemo()
        for image in [first, second, first] {
            #expect(
                Self.written(image, width: width, channels: 3, memo: memo)
                    == Self.written(image, width: width, channels: 3))
        }
        // Shared with another layout, whose rows hash alike but whose choices differ.
        #expect(
            Self.written(first, width: width, channels: 4, memo: memo) == Self.written(first, width: width, channels: 4)
        )
        // A memo too small to keep a frame's choices starts over, and still changes nothing.
        let tiny = FilterMemo(capacity: 5)
        for image in [first, second] {
            #expect(
                Self.written(image, width: width, channels: 3, memo: tiny)
                    == Self.written(image, width: width, channels: 3))
        }
    }

    @Test func aRememberedChoiceIsUsedForTheSameRowPair() {
        // The memo is keyed by content: prime it with a wrong choice for a pair and the pair is
        // written with that filter, still correctly filtered (a collision could only do this).
        let width = 8
        let above: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 29 % 256) }
        let row: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 71 % 253) }
        let rgba = above + row
        let honest = Self.choose(rgba, width: width, channels: 3)
        let memo = FilterMemo()
        let keys = rgba.withUnsafeBufferPointer { pixels in
            [UInt8](repeating: 0, count: width * 4).withUnsafeBufferPointer { zeros in
                memo.choices(
                    for: 1..<2, of: RowSource(top: nil, split: 0, bottom: pixels.baseAddress!, stride: width * 4),
                    zeros: zeros.baseAddress!, width: width, channels: 3
                ).keys
            }
        }
        let other: RowFilterChooser.Filter = honest[1] == Self.paeth ? .average : .paeth
        memo.remember([(keys[0], other)])
        let data = Self.written(rgba, width: width, channels: 3, memo: memo)
        let rowBytes = 1 + width * 3
        #expect(data[rowBytes] == other.rawValue)
        let rows = Self.rows(of: rgba, width: width, channels: 3)
        #expect(
            Array(data[(rowBytes + 1)...]) == Self.filtered(other.rawValue, row: rows[1], above: rows[0], channels: 3))
    }

    @Test func aRowLikeTheOneAboveIsUpAndAFlatRowIsNone() {
        let width = 5
        let photo: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 37 % 251) }
        let white = [UInt8](repeating: 255, count: width * 4)
        let chosen = Self.choose(photo + photo + white + white, width: width, channels: 3)
        // Row 0 is scored against zeros (everyChoiceHasTheLowestScore checks it).
        #expect(chosen.dropFirst() == [Self.up, Self.none, Self.up])
    }

    @Test func theAlphaByteIsIgnoredForRGB() {
        // Only the dropped 4th byte differs between the rows: as written, they are equal.
        let width = 6
        let first: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 53 % 256) }
        let second = first.enumerated().map { $0.offset % 4 == 3 ? $0.element &+ 1 : $0.element }
        #expect(Self.choose(first + second, width: width, channels: 3).last == Self.up)
    }
}
