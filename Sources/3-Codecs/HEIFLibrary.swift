import CHeif
import CShim

/// libheif, loaded when the first HEIF is decoded rather than linked (CShim's heif.c): loading
/// it and the codecs it links costs ~4 ms, more than half of a run's start, and a HEIF header is rare.
enum HEIFLibrary {
    /// The name libheif 1 is installed under (Debian's libheif1).
    static let name = "libheif.so.1"

    /// Loads libheif on the first call; throws when it cannot be loaded. No libheif function may
    /// be called before this returned.
    static func require() throws(CodecError) {
        if let problem = loaded { throw problem }
    }

    /// Why libheif could not be loaded, nil once it is and its once-per-process set-up (its
    /// decoder plugins) is done; never torn down. A failed set-up shows in the decode's own error.
    private static let loaded: CodecError? = {
        if let problem = load(name) { return problem }
        _ = heif_init(nil)
        return nil
    }()

    /// Loads `library` as libheif with every function Codecs calls, or leaves the one loaded
    /// before in place; nil when done, else why not.
    static func load(_ library: String) -> CodecError? {
        Shim.call { stretchy_heif_load(library, $0, $1) }.map { .heifUnavailable(library: library, reason: $0) }
    }
}
