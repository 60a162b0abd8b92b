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
}
