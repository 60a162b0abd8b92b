import Codecs
import Glibc
import Testing

/// Inputs the image fuzzer (Fuzz/ImageFuzzer.swift) found, minimized.
@Suite struct FuzzRegressionTests {
    /// 46 bytes: a PNG signature, an IHDR, then an iTXt chunk whose length field claims
    /// 0x70000001 bytes, with nothing after it. It is refused, as it must be; but on the way
    /// libpng allocates and fills the claimed 1.8 GB for the chunk before reading it (Debian's
    /// libpng sets no limit on chunk memory): `stretchy frame --header` on it takes 5 s and a
    /// peak of 1.85 GB before its "unexpected end of file". Found by the fuzzer's 2 GB limit.
    static let hugeTextChunk: [UInt8] = [
        0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A,
        0x00, 0x00, 0x00, 0x0D, 0x49, 0x48, 0x44, 0x52,  // IHDR
        0x00, 0x00, 0x00, 0x0D, 0x00, 0x00, 0x00, 0x15, 0x08, 0x06, 0x00, 0x00, 0x00, 0x9D, 0x6E, 0x64, 0x8A,
        0x70, 0x00, 0x00, 0x01, 0x69, 0x54, 0x58, 0x74,  // iTXt, 0x70000001 bytes
        0x50, 0x4C, 0x54, 0x45, 0x00,
    ]

    /// Both decoders refuse the bytes (else exit 2) at the cost of a small image (else exit 1).
    /// Run in a process of its own (an exit test), so that the suite never holds the 1.8 GB and
    /// the child's peak resident size is the decoders' alone; a gigabyte is far above any honest
    /// decode of 46 bytes.
    @Test func aChunkClaimingGigabytesIsRefusedCheaply() async {
        // The shim bounds chunk memory (png_set_chunk_malloc_max, 16 MiB).
        await #expect(processExitsWith: .success) {
            let decoded =
                (try? ImageDecoder.decode(FuzzRegressionTests.hugeTextChunk)) != nil
                || (try? PNGDecoder.decode(FuzzRegressionTests.hugeTextChunk)) != nil
            if decoded { exit(2) }
            var usage = rusage()
            getrusage(RUSAGE_SELF.rawValue, &usage)
            exit(usage.ru_maxrss < 1 << 20 ? 0 : 1)  // kilobytes
        }
    }

    /// `quadrants.heic` with its grid's output size edited from 64 × 32 to 65344 × 65312 (the
    /// high bytes of the `idat` box's 16-bit width and height): libheif 1.15 checks each side
    /// against the context's limit, not the area, so it allocated the 4.3 G-pixel canvas's
    /// three planes: `stretchy frame --header` on it grew to 24 GB in 93 s before the kernel
    /// killed it. The overlay of the same size (`iovl`, made by HEIFCanvasTests' builder) made
    /// libheif segfault at 12 GB. Found by the fuzzer's 2 GB limit in CI.
    static func hugeGrid() throws -> [UInt8] {
        var bytes = try Fixture.bytes("quadrants.heic")
        let idat = bytes.indices.first { bytes[$0..<$0 + 4].elementsEqual("idat".utf8) }! + 4
        bytes[idat + 4] = 0xFF
        bytes[idat + 6] = 0xFF
        return bytes
    }

    /// Both are refused as too large before libheif sees them. Run in a process of its own whose
    /// address space is bounded (4 GiB), so that a regression fails there instead of filling
    /// the machine's memory.
    @Test func aGridOrOverlayClaimingGigapixelsIsRefusedBeforeDecoding() async throws {
        let grid = try Self.hugeGrid()
        #expect(HEIFCanvas.derivedSizes(in: grid).map { [$0.width, $0.height] } == [[65344, 65312]])
        await #expect(processExitsWith: .success) {
            var limit = rlimit(rlim_cur: 4 << 30, rlim_max: 4 << 30)
            _ = setrlimit(__rlimit_resource_t(RLIMIT_AS.rawValue), &limit)
            let overlay = HEIFCanvasTests.file(type: "iovl", data: HEIFCanvasTests.overlay(65535, 65535, wide: false))
            for (bytes, size) in [(try FuzzRegressionTests.hugeGrid(), (65344, 65312)), (overlay, (65535, 65535))] {
                do throws(CodecError) {
                    _ = try ImageDecoder.decode(bytes)
                    exit(2)
                } catch {
                    guard case .tooLarge(let width, let height, _) = error, (width, height) == size else { exit(3) }
                }
            }
            exit(0)
        }
    }
}
