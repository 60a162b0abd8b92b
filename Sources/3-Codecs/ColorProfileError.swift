/// Why an image's colour profile could not be used. Not a decoding failure: the image still
/// decodes, its pixels taken as sRGB, and the caller may say so once (the CLI warns on stderr).
///
/// `description` is one line without the file name: the caller prefixes the path.
package enum ColorProfileError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A JPEG profile split over APP2 segments whose chunk numbers do not add up.
    case incompleteChunks(found: [Int], count: Int)
    /// lcms2 could not read the profile; `reason` is its own text.
    case unreadable(reason: String)
    /// The profile describes another kind of colour than the image stores, e.g. CMYK for RGB.
    case wrongColorSpace(profile: String, image: String)
    /// lcms2 read the profile but could not build a transform from it to sRGB.
    case noTransform(reason: String)
    /// A HEIF `nclx` box names primaries or a transfer function we have no curve for
    /// (code points of ITU-T H.273, e.g. 16 for PQ).
    case unsupportedNCLX(primaries: Int, transfer: Int)

    package var description: String { reason + "; its colours are taken as sRGB" }

    /// What is wrong with the profile, without what is done about it (`description` adds that):
    /// for an error that refuses the image instead (`--strict-images`).
    package var reason: String {
        switch self {
        case .incompleteChunks(let found, let count):
            let numbers = found.map(String.init).joined(separator: ", ")
            return "ICC profile in \(count) APP2 chunks, found chunks [\(numbers)]"
        case .unreadable(let reason):
            return "unreadable ICC profile (\(reason))"
        case .wrongColorSpace(let profile, let image):
            return "the ICC profile is for \(profile) colour, the image is \(image)"
        case .noTransform(let reason):
            return "the ICC profile cannot be converted to sRGB (\(reason))"
        case .unsupportedNCLX(let primaries, let transfer):
            return "unsupported nclx colour (primaries \(primaries), transfer \(transfer))"
        }
    }
}
