import Testing

@testable import Codecs

/// The libraries CShim opens when first needed: each loads under its own name, and one that
/// cannot be loaded is a typed error in the loader's words, naming it, never a crash.
@Suite struct LazyLibraryTests {
    @Test(arguments: LazyLibrary.all)
    func eachLoadsUnderItsOwnNameAndStays(library: LazyLibrary) {
        #expect(library.load() == nil)
        #expect(library.load() == nil)
    }

    @Test(arguments: LazyLibrary.all)
    func aMissingLibraryIsRefusedInTheLoadersWords(library: LazyLibrary) {
        let missing = "stretchy-missing-" + library.soname
        #expect(
            library.load(missing)?.description
                == "\(library.feature) needs \(missing): \(missing): cannot open shared object file: No such file or directory"
        )
    }

    /// zlib opens (the process has it loaded already) but defines none of their functions: the
    /// first of each list is named.
    @Test(arguments: [
        (LazyLibrary.heif, "heif_init"), (.imageQuant, "omp_set_num_threads"), (.gif, "EGifOpen"),
        (.webp, "WebPConfigInitInternal"), (.webpMux, "WebPAnimEncoderOptionsInitInternal"),
        (.webpDemux, "WebPAnimDecoderOptionsInitInternal"),
    ])
    func aLibraryWithoutItsFunctionsIsRefusedNamingTheFirstMissing(library: LazyLibrary, first: String) {
        guard case .libraryUnavailable(library, let file, let reason)? = library.load("libz.so.1") else {
            Issue.record("libz.so.1 was taken for \(library)"); return
        }
        #expect(file == "libz.so.1")
        #expect(reason.hasSuffix("undefined symbol: \(first)"), "\(reason)")
    }

    @Test func gifAndWebPOutputLoadTheirLibraries() throws {
        try AnimationLibraries.requireGIF()
        try AnimationLibraries.requireWebP()
    }
}
