import Foundation
import Raster
import TestSupport
import Testing

@testable import Codecs

/// `RowFilterChooser` scores each candidate whole, from its histograms; it must choose exactly
/// what the score built up byte by byte chose (the encoder's first way, kept here as the
/// reference), row for row, ties included, so that the files stay byte for byte the same.
@Suite struct ByteByByteScoreTests {
    typealias Filter = RowFilterChooser.Filter

    /// The candidates in order of preference on a tie, as the chooser tries them.
    static let candidates: [Filter] = [.up, .none, .paeth, .average]

    /// round(((n+1)·log₂(n+1) − n·log₂n) · 2¹⁶) for n in 0..<count.
    static func growth(count: Int) -> [Int] {
        func nLog2n(_ n: Int) -> Double { n < 2 ? 0 : Double(n) * log2(Double(n)) }
        return (0..<count).map { n in Int(((nLog2n(n + 1) - nLog2n(n)) * 65536).rounded()) }
    }

    /// The score of written bytes as first computed: each byte that does not continue a run of
    /// three adds growth[counted] − growth[seen], and the candidate is dropped, with its partial
    /// score, as soon as that reaches `bound` at one of the checks every 32 pixels.
    static func score(_ bytes: [UInt8], channels: Int, below bound: Int, growth: [Int]) -> Int {
        var counts = [Int](repeating: 0, count: 256)
        var bits = 0, counted = 0, previous = -1, beforePrevious = -1
        let width = bytes.count / channels
        var x = 0
        while x < width {
            let end = min(width, x + 32)
            while x < end {
                for channel in 0..<channels {
                    let byte = Int(bytes[x * channels + channel])
                    if !(byte == previous && byte == beforePrevious) {
                        bits += growth[counted] - growth[counts[byte]]
                        counts[byte] += 1
                        counted += 1
                    }
                    beforePrevious = previous
                    previous = byte
                }
                x += 1
            }
            if bits >= bound { return bits }
        }
        return bits
    }

    /// The reference choice for RGBA row `row` under `above`: Up when they are equal (all four
    /// bytes), else the first candidate whose score is lower than every earlier one's.
    static func choice(row: [UInt8], above: [UInt8], channels: Int, growth: [Int]) -> Filter {
        if row == above { return .up }
        let width = row.count / 4
        let written = { (rgba: [UInt8]) in (0..<width).flatMap { x in rgba[(x * 4)..<(x * 4 + channels)] } }
        let packed = written(row), packedAbove = written(above)
        var best = Filter.up, bestScore = Int.max
        for candidate in candidates {
            let bytes = RowFilterChooserTests.filtered(
                candidate.rawValue, row: packed, above: packedAbove, channels: channels)
            let score = score(bytes, channels: channels, below: bestScore, growth: growth)
            if score < bestScore {
                bestScore = score
                best = candidate
            }
        }
        return best
    }

    /// Compares the chooser's filter with the reference's on every row of `rgba`; returns how
    /// many rows have several candidates tied for the lowest score (where the earlier must win).
    @discardableResult
    static func expectSameChoices(_ rgba: [UInt8], width: Int, channels: Int, _ name: String) -> Int {
        let stride = width * 4, height = rgba.count / stride
        let chosen = RowFilterChooserTests.choose(rgba, width: width, channels: channels)
        let growth = growth(count: width * channels)
        let zeros = [UInt8](repeating: 0, count: stride)
        let written = { (rgba: [UInt8]) in (0..<width).flatMap { x in rgba[(x * 4)..<(x * 4 + channels)] } }
        var mismatches: [Int] = [], ties = 0
        for y in 0..<height {
            let row = Array(rgba[(y * stride)..<((y + 1) * stride)])
            let above = y > 0 ? Array(rgba[((y - 1) * stride)..<(y * stride)]) : zeros
            if chosen[y] != choice(row: row, above: above, channels: channels, growth: growth).rawValue {
                mismatches.append(y)
            }
            guard row != above else { continue }
            let scores = candidates.map { candidate in
                score(
                    RowFilterChooserTests.filtered(
                        candidate.rawValue, row: written(row), above: written(above),
                        channels: channels),
                    channels: channels, below: .max, growth: growth)
            }
            if scores.filter({ $0 == scores.min() }).count > 1 { ties += 1 }
        }
        #expect(
            mismatches.isEmpty,
            "\(name), \(channels) channels: \(mismatches.count) of \(height) rows differ, first \(mismatches.prefix(5))"
        )
        return ties
    }

    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent()

    /// Pictures stretchy drew (a photo under the bar, the table's text and separators, the
    /// contact sheet) and the two bundled photos, decoded.
    static func realImages() throws -> [(name: String, width: Int, rgba: [UInt8])] {
        var images: [(String, Int, [UInt8])] = []
        for name in ["frame-0", "frame-130", "frame-350", "example-own-photo", "text-han"] {
            let data = [UInt8](try Data(contentsOf: repository.appendingPathComponent("docs/images/\(name).png")))
            let image = try PNGDecoder.decode(data)
            images.append((name, image.width, image.bytes))
        }
        for path in ["Resources/ceshi.jpg", "Resources/examples/chelsea.jpg"] {
            let pixmap = try JPEGDecoder.decode([UInt8](try Data(contentsOf: repository.appendingPathComponent(path))))
            images.append((path, pixmap.width, pixmap.bytes))
        }
        return images
    }

    @Test(arguments: [3, 4])
    func realPicturesGetTheSameFilters(channels: Int) throws {
        for image in try Self.realImages() {
            Self.expectSameChoices(image.rgba, width: image.width, channels: channels, image.name)
        }
    }

    /// Rows made for ties and runs: few distinct values, runs of every length, rows that repeat
    /// the one above with a few bytes changed (or only their alpha), flat rows, ramps.
    static func adversarialRows(width: Int, height: Int, seed: UInt64) -> [UInt8] {
        var random = SplitMix64(seed: seed)
        func value(_ below: UInt64) -> UInt8 { UInt8(truncatingIfNeeded: random.next() % below) }
        var rows: [[UInt8]] = []
        for y in 0..<height {
            let above = y > 0 ? rows[y - 1] : [UInt8](repeating: 0, count: width * 4)
            var row: [UInt8]
            switch random.next() % 7 {
            case 0:  // runs of random lengths over two or three values
                row = []
                let alphabet = (0..<3).map { _ in value(256) }
                while row.count < width * 4 {
                    row += [UInt8](repeating: alphabet[Int(random.next() % 3)], count: Int(random.next() % 9) + 1)
                }
                row = Array(row.prefix(width * 4))
            case 1:  // the row above, a few bytes changed
                row = above
                for _ in 0..<(Int(random.next() % 3) + 1) {
                    row[Int(random.next() % UInt64(width * 4))] &+= value(3) + 1
                }
            case 2:  // the row above, only alpha changed
                row = above
                row[Int(random.next() % UInt64(width)) * 4 + 3] &+= 1
            case 3:  // flat
                row = [UInt8](repeating: value(256), count: width * 4)
            case 4:  // a ramp, so that Sub-like predictions tie
                let start = value(256), step = value(4)
                row = (0..<(width * 4)).map { start &+ UInt8(truncatingIfNeeded: $0 / 4) &* step }
            case 5:  // the row above plus a little noise: Up, Paeth and Average close
                row = above.map { $0 &+ value(2) }
            default:  // noise over two values
                row = (0..<(width * 4)).map { _ in value(2) &* 17 }
            }
            rows.append(row)
        }
        return rows.flatMap { $0 }
    }

    @Test(arguments: [3, 4])
    func adversarialRowsGetTheSameFilters(channels: Int) {
        var ties = 0
        for width in [1, 2, 3, 5, 8, 17, 33, 64, 65, 100] {
            for seed: UInt64 in 1...12 {
                let rgba = Self.adversarialRows(width: width, height: 48, seed: seed * 1000 + UInt64(width))
                ties += Self.expectSameChoices(rgba, width: width, channels: channels, "width \(width), seed \(seed)")
            }
        }
        // Ties for the lowest score did come up, many times.
        #expect(ties > 100, "only \(ties) rows with a tie")
    }
}
