import Codecs
import Raster
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
