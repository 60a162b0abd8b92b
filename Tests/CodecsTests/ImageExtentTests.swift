import Codecs
import Files
import TestSupport
import Testing

/// Issue 33: a header image is read up to its own end, never past what its declared size can
/// take (SPEC §7). `ImageExtent` is shown a growing prefix, as `InputFile` shows it while reading.
@Suite struct ImageExtentTests {
    /// The verdicts on `bytes` shown `step` bytes more each time, until one ends the reading.
    static func verdicts(_ bytes: [UInt8], step: Int) -> [InputFile.Extent?] {
        var extent = ImageExtent()
        var seen: [InputFile.Extent?] = []
        for count in stride(from: step, through: bytes.count + step - 1, by: step) {
            let verdict = bytes.withUnsafeBufferPointer {
                extent.verdict(after: UnsafeBufferPointer(rebasing: $0[..<min(count, bytes.count)]))
            }
            seen.append(verdict)
            if case .ends = verdict { break }
            if verdict == .complete { break }
        }
        return seen
    }

    static let png = TestPNG.file(TestPNG.Image(colorType: 2, bitDepth: 8, samples: [[[1, 2, 3], [4, 5, 6]]]))

    /// A whole file followed by anything ends where the file does, however it is cut into pieces.
    @Test(arguments: ["baseline.jpg", "progressive.jpg", "quadrants.heic", "png"])
    func aFileEndsAtItsOwnEnd(_ name: String) throws {
        let file = name == "png" ? Self.png : try Fixture.bytes(name)
        let followed = file + [UInt8](repeating: 0, count: 5000)
        for step in [1, 7, 100, 4096, followed.count] {
            #expect(Self.verdicts(followed, step: step).last == .ends(at: file.count), "\(name), \(step)")
        }
    }

    /// Until the end, the bound is the declared size's: 16 MiB and 32 bytes a pixel.
    @Test func theBoundIsTheDeclaredSizes() throws {
        // The fixtures are 64 × 32 (Fixtures/README.md).
        let jpeg = try Fixture.bytes("baseline.jpg")
        #expect(
            Self.verdicts(Array(jpeg.dropLast(2)), step: jpeg.count).last
                == .atMost(bytes: 16 << 20 + 32 * 64 * 32, image: "a 64×32 JPEG"))
        #expect(
            Self.verdicts(Array(Self.png.prefix(33)), step: 33).last
                == .atMost(bytes: 16 << 20 + 32 * 2, image: "a 2×1 PNG"))
        #expect(
            Self.verdicts([0xFF, 0xD8, 0xFF] + [UInt8](repeating: 0, count: 9000), step: 4096).last
                == .atMost(bytes: 16 << 20, image: "a JPEG before its image size"))
        #expect(ImageExtent.limit(pixels: .max / 2) == .max)
    }

    /// Bytes no chunk or box starts with end the reading at once; so do 4 KiB of no image.
    @Test func whatCannotGoOnStopsAtOnce() throws {
        let zeros = [UInt8](repeating: 0, count: 8192)
        #expect(Self.verdicts(Array(Self.png.prefix(33)) + zeros, step: 4096).last == .complete)
        #expect(Self.verdicts(zeros, step: 1024) == [nil, nil, nil, .complete])
        let heic = try Fixture.bytes("quadrants.heic")
        let ftyp = PNGBytes.be32(heic, at: 0)
        #expect(Self.verdicts(Array(heic.prefix(ftyp)) + zeros, step: 4096).last == .ends(at: ftyp))
    }
}
