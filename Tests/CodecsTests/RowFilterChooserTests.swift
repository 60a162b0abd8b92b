@testable import Codecs
import CShim
import Foundation
import TestSupport
import Testing

@Suite struct RowFilterChooserTests {
    static let none = UInt8(STRETCHY_PNG_FILTER_NONE), up = UInt8(STRETCHY_PNG_FILTER_UP)
    static let average = UInt8(STRETCHY_PNG_FILTER_AVG), paeth = UInt8(STRETCHY_PNG_FILTER_PAETH)
    static let all = UInt8(STRETCHY_PNG_FILTER_ALL)

    /// The bytes the PNG spec (§9.2) says a filter turns `row` into; `above` is nil for row 0.
    static func filtered(_ filter: UInt8, row: [UInt8], above: [UInt8], channels: Int) -> [UInt8] {
        (0..<row.count).map { index in
            let x = row[index], b = above[index]
            let a = index >= channels ? row[index - channels] : 0
            let c = index >= channels ? above[index - channels] : 0
            switch filter {
            case none: return x
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
        for index in bytes.indices where !(index >= 2 && bytes[index] == bytes[index - 1] && bytes[index] == bytes[index - 2]) {
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

    static func choose(_ rgba: [UInt8], width: Int, channels: Int) -> [UInt8] {
        rgba.withUnsafeBufferPointer { pixels in
            RowFilterChooser(width: width, channels: channels).choose(pixels, height: rgba.count / (width * 4))
        }
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
                    rgba[index] = switch y % 4 {
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
        #expect(chosen[0] == Self.all)
        var seen = Set<UInt8>()
        for y in 1..<height {
            let scores = [Self.none, Self.up, Self.average, Self.paeth].map { filter in
                (filter, Self.score(Self.filtered(filter, row: rows[y], above: rows[y - 1], channels: channels)))
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

    @Test func bandsOnSeveralThreadsChooseTheSame() {
        var random = SplitMix64(seed: 11)
        let width = 23, height = 400
        // Runs of equal rows, flat rows and noise, so that every shortcut is taken somewhere.
        var rows: [[UInt8]] = []
        for y in 0..<height {
            let seed = UInt8(truncatingIfNeeded: y / 3)
            rows.append(y % 5 == 2 ? rows[y - 1] : (0..<(width * 4)).map { _ in
                y % 7 == 0 ? 255 : seed &+ UInt8(truncatingIfNeeded: random.next() % 4)
            })
        }
        let rgba = rows.flatMap { $0 }
        let single = rgba.withUnsafeBufferPointer {
            RowFilterChooser(width: width, channels: 3).choose($0, height: height, threads: 1)
        }
        for threads in [2, 3, 8] {
            let banded = rgba.withUnsafeBufferPointer {
                RowFilterChooser(width: width, channels: 3).choose($0, height: height, threads: threads)
            }
            #expect(banded == single, "\(threads) threads")
        }
    }

    @Test func aRowLikeTheOneAboveIsUpAndAFlatRowIsNone() {
        let width = 5
        let photo: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 37 % 251) }
        let white = [UInt8](repeating: 255, count: width * 4)
        let chosen = Self.choose(photo + photo + white + white, width: width, channels: 3)
        #expect(chosen == [Self.all, Self.up, Self.none, Self.up])
    }

    @Test func theAlphaByteIsIgnoredForRGB() {
        // Only the dropped 4th byte differs between the rows: as written, they are equal.
        let width = 6
        let first: [UInt8] = (0..<(width * 4)).map { UInt8($0 * 53 % 256) }
        let second = first.enumerated().map { $0.offset % 4 == 3 ? $0.element &+ 1 : $0.element }
        #expect(Self.choose(first + second, width: width, channels: 3) == [Self.all, Self.up])
    }
}
