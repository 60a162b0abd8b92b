/// Where goldens are and when they are written; how they are compared is the strategy's
/// (`GoldenStrategy.image(_:)`'s tolerance).
public struct GoldenSettings: Sendable {
    /// When goldens are written; nil takes a `.goldens(record:)` trait's mode, else
    /// `STRETCHY_RECORD` or `CI` (`RecordMode.from`). `STRETCHY_RECORD` and `CI` win over it.
    public var record: RecordMode?
    /// Where a failure leaves the golden, actual and diff files; nil is `$STRETCHY_ARTIFACTS`
    /// when set, else a new folder under the system's temporary folder. The message names it.
    public var artifactsFolder: String?
    /// The folder beside the test file that holds the goldens, one subfolder per test file.
    public var goldensFolder: String

    /// Every field as documented above; by default, the mode from traits and the environment,
    /// artifacts in `$STRETCHY_ARTIFACTS` or a temporary folder, goldens in `__Goldens__`.
    public init(record: RecordMode? = nil, artifactsFolder: String? = nil, goldensFolder: String = "__Goldens__") {
        self.record = record
        self.artifactsFolder = artifactsFolder
        self.goldensFolder = goldensFolder
    }
}
