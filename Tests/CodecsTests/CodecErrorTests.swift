import Codecs
import Testing

@Suite struct CodecErrorTests {
    @Test(arguments: [
        (CodecError.empty, "empty file, not a JPEG, PNG or HEIC image"),
        (
            .notAnImage(signature: [0x4E, 0x4F, 0x54, 0x45, 0x53, 0x3A, 0x01, 0x00]),
            "not a JPEG, PNG or HEIC image (starts with 4E 4F 54 45 53 3A 01 00)"
        ),
        (.otherFormat(.gif), "not a JPEG, PNG or HEIC image (a GIF image)"),
        (.corrupt(format: .heic, reason: "Invalid input: No 'ftyp' box"), "corrupt HEIC: Invalid input: No 'ftyp' box"),
        (.unsupported(format: .avif, reason: "Unsupported codec"), "unsupported AVIF: Unsupported codec"),
        (.corrupt(format: .jpeg, reason: "Premature end of JPEG file"), "corrupt JPEG: Premature end of JPEG file"),
        (.corrupt(format: .png, reason: "IDAT: CRC error"), "corrupt PNG: IDAT: CRC error"),
        (
            .tooLarge(width: 60000, height: 60000, limit: 100_000_000),
            "image too large: 60000×60000 = 3600000000 pixels, limit 100000000"
        ),
        (
            .unsupported(format: .jpeg, reason: "2 colour components of unknown meaning"),
            "unsupported JPEG: 2 colour components of unknown meaning"
        ),
        (.encodeFailed(reason: "out of memory for the output"), "PNG encoding failed: out of memory for the output"),
        (
            .libraryUnavailable(
                .heif, file: "libheif.so.1",
                reason: "libheif.so.1: cannot open shared object file: No such file or directory"),
            "HEIF support needs libheif.so.1: libheif.so.1: cannot open shared object file: No such file or directory"
        ),
        (
            .libraryUnavailable(
                .imageQuant, file: "libimagequant.so.0",
                reason: "libgomp.so.1: cannot open shared object file: No such file or directory"),
            "GIF output needs libimagequant.so.0: libgomp.so.1: cannot open shared object file: No such file or directory"
        ),
    ])
    func describesInOneLine(_ error: CodecError, _ text: String) {
        #expect(error.description == text)
        #expect(!error.description.contains("\n"))
    }

    @Test func libraryTextReachesTheDescription() throws {
        let jpeg = try Fixture.bytes("baseline.jpg")
        let error = #expect(throws: CodecError.self) { try ImageDecoder.decode(Array(jpeg.prefix(300))) }
        #expect(error?.description == "corrupt JPEG: Premature end of JPEG file")
    }
}
