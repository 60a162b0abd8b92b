import JSON

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
    /// This run's environment fingerprint (`StretchyRenderer.environment`, SPEC §6): kept as
    /// `environment.json` in the goldens folder when a golden is recorded, and compared with it
    /// when one differs, the failure then naming what differs in a `Note:` line. nil: none.
    public var environment: JSONValue?
    /// Appended to every golden's name as `-<suffix>` (`frame.1-ci.png`): goldens per
    /// environment, for teams whose CI and laptops draw differently. nil: one golden for all.
    public var environmentSuffix: String?

    /// Every field as documented above; by default, the mode from traits and the environment,
    /// artifacts in `$STRETCHY_ARTIFACTS` or a temporary folder, goldens in `__Goldens__`, no
    /// environment fingerprint and no suffix.
    public init(
        record: RecordMode? = nil, artifactsFolder: String? = nil, goldensFolder: String = "__Goldens__",
        environment: JSONValue? = nil, environmentSuffix: String? = nil
    ) {
        self.record = record
        self.artifactsFolder = artifactsFolder
        self.goldensFolder = goldensFolder
        self.environment = environment
        self.environmentSuffix = environmentSuffix
    }
}
