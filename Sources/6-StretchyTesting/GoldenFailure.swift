/// Why a golden check failed: `description` is the whole message a test reports.
public struct GoldenFailure: Error, Sendable, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Kind: Sendable, Equatable {
        /// The golden and the value differ beyond the tolerance.
        case different
        /// The golden was written (or rewritten) as the record mode asks.
        case recorded
        /// There is no golden and the mode forbids recording it.
        case missingGolden
        /// The golden or the actual value cannot be read or encoded, or an artifact cannot be written.
        case unreadable
        /// `STRETCHY_RECORD` holds an unknown word.
        case badEnvironment
    }

    /// What went wrong.
    public let kind: Kind
    /// The golden file, the difference, and where its files went.
    public let message: String
    /// The golden file.
    public var goldenPath: String?
    /// Where the actual value was written on a difference.
    public var actualPath: String?
    /// Where the diff image was written on a difference of pixels of the same size.
    public var diffPath: String?
    /// The golden, the actual value and the diff image on a difference, to attach to the test.
    public var attachments: [GoldenAttachment]

    /// A failure of `kind`, with its message and the files it concerns.
    package init(
        kind: Kind, message: String, goldenPath: String? = nil, actualPath: String? = nil,
        diffPath: String? = nil, attachments: [GoldenAttachment] = []
    ) {
        self.kind = kind
        self.message = message
        self.goldenPath = goldenPath
        self.actualPath = actualPath
        self.diffPath = diffPath
        self.attachments = attachments
    }

    public var description: String { message }
}
