import JSON

/// Where goldens are and when they are written; how they are compared is the strategy's
/// (`GoldenStrategy.image(_:)`'s tolerance).
public struct GoldenSettings: Sendable {
    /// When goldens are written; nil takes a `withGoldens(record:)` scope's mode, else a
    /// `.goldens(record:)` trait's, else `missing`. `STRETCHY_RECORD` and `CI` win over it
    /// (`RecordMode.resolve`).
    public var record: RecordMode?
    /// Where a failure leaves the actual and diff files (and a re-recording the diff of what it
    /// replaced); nil is `$STRETCHY_ARTIFACTS` when set, else `Golden.defaultArtifactsFolder`,
    /// one folder reused by every run. The message names the files.
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

    /// Every field as documented above; by default, the mode from scopes, traits and the
    /// environment, artifacts in `$STRETCHY_ARTIFACTS` or the temporary folder's
    /// `stretchy-artifacts-<uid>`, goldens in `__Goldens__`, no environment fingerprint and no
    /// suffix.
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
