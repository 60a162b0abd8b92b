/// Why an image could not be decoded or encoded.
///
/// `description` is one line without the file name: the caller prefixes the path. Library
/// failures carry libjpeg's, libpng's or libheif's own text.
package enum CodecError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The image formats this module reads and writes.
    package enum Format: String, Sendable, Equatable {
        case jpeg = "JPEG"
        case png = "PNG"
        case heic = "HEIC"
        case avif = "AVIF"

        /// "a JPEG image", "an AVIF image".
        package var withArticle: String { (self == .avif ? "an " : "a ") + rawValue + " image" }
    }

    /// The formats a header image may have, for messages.
    static let readable = "a JPEG, PNG or HEIC image"

    /// No bytes at all.
    case empty
    /// None of the formats this module reads; `signature` holds the first bytes (at most 8).
    case notAnImage(signature: [UInt8])
    /// A format this module does not read, recognised by its signature.
    case otherFormat(ForeignImageFormat)
    /// The library gave up on the data: truncated, bad CRC, invalid markers, …
    case corrupt(format: Format, reason: String)
    /// The declared size exceeds the pixel budget; nothing was decoded.
    case tooLarge(width: Int, height: Int, limit: Int)
    /// A valid file this module cannot turn into RGBA (e.g. an unknown JPEG colour space).
    case unsupported(format: Format, reason: String)
    /// libpng could not write the image.
    case encodeFailed(reason: String)
    /// libimagequant, giflib or libwebp could not make an animated file (`format`: GIF, WebP).
    case animationFailed(format: String, reason: String)
    /// An animated file (`format`: APNG, GIF, WebP) that cannot be read frame by frame: its
    /// chunks or records are malformed, or it is beyond the limits of `AnimationFrames`.
    case corruptAnimation(format: String, reason: String)
    /// A library loaded only when it is needed (a HEIF decoded, a GIF or WebP written) could not
    /// be, from `file`: `reason` is the dynamic loader's (not installed, or a function missing).
    case libraryUnavailable(LazyLibrary, file: String, reason: String)

    package var description: String {
        switch self {
        case .empty:
            return "empty file, not \(Self.readable)"
        case .notAnImage(let signature):
            let hex = signature.map { byte in
                let digits = String(byte, radix: 16, uppercase: true)
                return byte < 16 ? "0" + digits : digits
            }
            return "not \(Self.readable) (starts with \(hex.joined(separator: " ")))"
        case .otherFormat(let format):
            return "not \(Self.readable) (a \(format.rawValue) image)"
        case .corrupt(let format, let reason):
            return "corrupt \(format.rawValue): \(reason)"
        case .tooLarge(let width, let height, let limit):
            // A HEIF's sides are 32-bit: their product can pass Int's range, never UInt64's.
            let pixels = UInt64(clamping: width).multipliedReportingOverflow(by: UInt64(clamping: height))
            return "image too large: \(width)×\(height) = \(pixels.partialValue) pixels, limit \(limit)"
        case .unsupported(let format, let reason):
            return "unsupported \(format.rawValue): \(reason)"
        case .encodeFailed(let reason):
            return "PNG encoding failed: \(reason)"
        case .animationFailed(let format, let reason):
            return "\(format) encoding failed: \(reason)"
        case .corruptAnimation(let format, let reason):
            return "corrupt \(format): \(reason)"
        case .libraryUnavailable(let library, let file, let reason):
            return "\(library.feature) needs \(file): \(reason)"
        }
    }
}
