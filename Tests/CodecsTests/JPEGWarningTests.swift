import Codecs
import Raster
import TestSupport
import Testing

/// libjpeg's warnings that data is corrupt reach the caller (issue 25): the image is still
/// decoded, as libjpeg decodes it, and the first warning's text is handed on.
@Suite struct JPEGWarningTests {
    /// Bytes between the last scan's data and EOI are skipped with a warning and change no pixel.
    @Test(arguments: ["baseline.jpg", "progressive.jpg"])
    func extraneousBytesAreAWarningAndTheSamePixels(_ name: String) throws {
        let clean = try Fixture.bytes(name)
        let damaged = Array(clean.dropLast(2)) + [UInt8](repeating: 0x42, count: 20) + [0xFF, 0xD9]
        var warnings: [String] = []
        let part = try ImageDecoder.decodePart(damaged, warned: { warnings.append($0) }, needing: { _ in nil })
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("Corrupt JPEG data: ") == true, "\(warnings)")
        #expect(warnings.first?.hasSuffix("extraneous bytes before marker 0xd9") == true, "\(warnings)")
        #expect(part.pixels == (try ImageDecoder.decode(clean)))

        var none: [String] = []
        _ = try ImageDecoder.decodePart(clean, warned: { none.append($0) }, needing: { _ in nil })
        #expect(none.isEmpty)
    }
}

/// Issue 33: every warning libjpeg gives (`emit_message` at level −1) reaches the caller, one
/// per class libjpeg can raise from a file's bytes, each on a JPEG cjpeg makes here and then
/// damages as that class needs. `Corrupt JPEG data: bad Huffman code` was silent: libjpeg-turbo's
/// fast Huffman decoder, used while 512 bytes a block are buffered (always, with the whole file in
/// memory), decodes a bad code as 0 without a word; djpeg, reading 4 KiB at a time, saw it.
@Suite struct JPEGWarningClassTests {
    /// A 256 × 256 photo-like pattern, as cjpeg encodes it with `options`.
    static func encoded(_ options: [String]) throws -> [UInt8] {
        var pixels: [UInt8] = []
        for y in 0..<256 {
            for x in 0..<256 { pixels += [UInt8((x * 3 + y) % 256), UInt8(y * 2 % 256), UInt8((x ^ y) % 256)] }
        }
        let ppm = Array("P6 256 256 255\n".utf8) + pixels
        return try ExternalTool.convert(ppm, named: "pattern.ppm", into: "pattern.jpg", with: "cjpeg") {
            input, output in
            ["-quality", "90"] + options + ["-outfile", output, input]
        }
    }

    /// The offset of the first byte of `marker` (`FF xx`) in `jpeg`.
    static func offset(of marker: UInt8, in jpeg: [UInt8]) throws -> Int {
        try #require(jpeg.indices.dropLast().first { jpeg[$0] == 0xFF && jpeg[$0 + 1] == marker })
    }

    /// The first byte of entropy-coded data: just after the first SOS segment.
    static func scanData(in jpeg: [UInt8]) throws -> Int {
        let sos = try offset(of: 0xDA, in: jpeg)
        return sos + 2 + Int(jpeg[sos + 2]) << 8 + Int(jpeg[sos + 3])
    }

    /// The damaged file and the warning libjpeg gives for it.
    static func damaged(_ kind: String) throws -> (jpeg: [UInt8], warning: String) {
        switch kind {
        case "bad Huffman code":
            var jpeg = try encoded([])
            jpeg[try scanData(in: jpeg) + 988] ^= 0xFF
            return (jpeg, "Corrupt JPEG data: bad Huffman code")
        case "bad arithmetic code":
            // A coefficient whose magnitude category runs past 15 bits (jdarith.c): byte 119 of
            // the arithmetic-coded scan was found by flipping bytes until djpeg said so.
            var jpeg = try encoded(["-arithmetic"])
            jpeg[try scanData(in: jpeg) + 119] ^= 0xFF
            return (jpeg, "Corrupt JPEG data: bad arithmetic code")
        case "extraneous bytes before a marker":
            let jpeg = try encoded([])
            return (
                Array(jpeg.dropLast(2)) + [UInt8](repeating: 0x42, count: 20) + [0xFF, 0xD9],
                // libjpeg counts from where its bit buffer's read-ahead left off, 4 bytes on.
                "Corrupt JPEG data: 16 extraneous bytes before marker 0xd9"
            )
        case "a restart marker out of order":
            var jpeg = try encoded(["-restart", "1"])
            jpeg[try offset(of: 0xD3, in: jpeg) + 1] = 0xD6
            return (jpeg, "Corrupt JPEG data: found marker 0xd6 instead of RST3")
        case "SOS parameters that are not sequential":
            var jpeg = try encoded([])
            jpeg[try offset(of: 0xDA, in: jpeg) + 11] = 0x3E  // Ss: 0 → 62
            return (jpeg, "Invalid SOS parameters for sequential JPEG")
        case "an inconsistent progression":
            var jpeg = try encoded(["-progressive"])
            jpeg[try offset(of: 0xDA, in: jpeg) + 13] = 0x02  // the first DC scan: Al 1 → 2
            return (jpeg, "Inconsistent progression sequence for component 0 coefficient 0")
        case "an unknown JFIF revision":
            var jpeg = try encoded([])
            jpeg[try offset(of: 0xE0, in: jpeg) + 9] = 2  // JFIF 1.01 → 2.01
            return (jpeg, "unknown JFIF revision number 2.01")
        default:  // "an unknown Adobe transform": an APP14 in place of the JFIF APP0
            let jpeg = try encoded([])
            let app0 = try offset(of: 0xE0, in: jpeg)
            let adobe: [UInt8] = [0xFF, 0xEE, 0, 14] + Array("Adobe".utf8) + [0, 100, 0, 0, 0, 0, 7]
            return (Array(jpeg[..<app0]) + adobe + jpeg[(app0 + 18)...], "Unknown Adobe color transform code 7")
        }
    }

    @Test(arguments: [
        "bad Huffman code", "bad arithmetic code", "extraneous bytes before a marker", "a restart marker out of order",
        "SOS parameters that are not sequential", "an inconsistent progression", "an unknown JFIF revision",
        "an unknown Adobe transform",
    ])
    func everyWarningIsHandedOn(_ kind: String) throws {
        let (jpeg, warning) = try Self.damaged(kind)
        var warnings: [String] = []
        let part = try ImageDecoder.decodePart(jpeg, warned: { warnings.append($0) }, needing: { _ in nil })
        #expect(warnings == [warning])
        #expect(part.pixels.width == 256 && part.pixels.height == 256)
        // At a DCT scale and decoded in part it is seen alike.
        var scaled: [String] = []
        _ = try ImageDecoder.decodePart(
            jpeg, minimumSize: (32, 32), warned: { scaled.append($0) },
            needing: { _ in PixelRect(x: 0, y: 8, width: 16, height: 8) })
        #expect(scaled == [warning])
    }

    /// The careful decoder reads a clean file to the same pixels and no warning.
    @Test func aCleanFileHasNone() throws {
        for options in [[], ["-progressive"], ["-restart", "1"], ["-arithmetic"]] {
            var warnings: [String] = []
            _ = try ImageDecoder.decodePart(
                try Self.encoded(options), warned: { warnings.append($0) }, needing: { _ in nil })
            #expect(warnings.isEmpty, "\(options)")
        }
    }

    /// Data that ends inside a scan stays an error (SPEC §7).
    @Test func aPrematureEndOfDataIsAnError() throws {
        var jpeg = try Self.encoded([])
        jpeg[try Self.scanData(in: jpeg) + 1278] ^= 0x01
        #expect {
            _ = try ImageDecoder.decodePart(jpeg, warned: { _ in }, needing: { _ in nil })
        } throws: { "\($0)".contains("premature end of data segment") }
    }
}
