import CHeif

/// libheif, loaded when the first HEIF is decoded rather than linked (`LazyLibrary`): loading it
/// and the codecs it links costs ~4 ms, more than half of a run's start, and a HEIF header is rare.
enum HEIFLibrary {
    /// Loads libheif on the first call; throws when it cannot be loaded. No libheif function may
    /// be called before this returned.
    static func require() throws(CodecError) {
        if let problem = loaded { throw problem }
    }

    /// Why libheif could not be loaded, nil once it is and its once-per-process set-up (its
    /// decoder plugins) is done; never torn down. A failed set-up shows in the decode's own error.
    private static let loaded: CodecError? = {
        if let problem = LazyLibrary.heif.load() { return problem }
        _ = heif_init(nil)
        return nil
    }()
}
