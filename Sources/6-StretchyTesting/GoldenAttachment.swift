/// A file that shows a golden check: the golden, the actual value or the diff image. Attached
/// to a failing Swift Testing result and written to the artifacts folder.
public struct GoldenAttachment: Sendable, Equatable {
    /// The file's name suffix after the golden's stem: `golden.png`, `actual.png`, `diff.png`.
    public var suffix: String
    /// The file's bytes.
    public var bytes: [UInt8]

    /// A file named `<golden stem>.<suffix>` holding `bytes`.
    public init(suffix: String, bytes: [UInt8]) {
        self.suffix = suffix
        self.bytes = bytes
    }
}
