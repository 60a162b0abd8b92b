import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

/// Why a golden check failed: `description` is the whole message a test reports.
public struct GoldenFailure: Error, Sendable, Equatable, CustomStringConvertible {
    public enum Kind: Sendable, Equatable {
        /// The images differ (pixels beyond the limit, or sizes).
        case different
        /// The golden was written (record mode `missing` or `all`).
        case recorded
        /// There is no golden and the mode forbids recording it.
        case missingGolden
        /// The golden or the actual PNG cannot be read, or an artifact cannot be written.
        case unreadable
        /// `STRETCHY_RECORD` holds an unknown word.
        case badEnvironment
    }

    public let kind: Kind
    /// One line naming the golden file and, for a difference, the pixel count and the paths.
    public let message: String
    /// The golden file.
    public var goldenPath: String?
    /// Differing pixels counted (nil unless `kind` is `.different` with equal sizes).
    public var differentPixels: Int?
    /// Where the actual image was written on a difference.
    public var actualPath: String?
    /// Where the diff image was written on a difference of pixels.
    public var diffPath: String?

    public init(kind: Kind, message: String, goldenPath: String? = nil, differentPixels: Int? = nil,
                actualPath: String? = nil, diffPath: String? = nil) {
        self.kind = kind
        self.message = message
        self.goldenPath = goldenPath
        self.differentPixels = differentPixels
        self.actualPath = actualPath
        self.diffPath = diffPath
    }

    public var description: String { message }
}
