import Codecs
import Compare
import Files
import FoundationEssentials
import Raster
import StretchyKit

/// How a golden is checked.
public struct GoldenSettings: Sendable {
    /// How images are compared and how many differing pixels pass. Default: threshold 0,
    /// anti-aliasing still detected as pixelmatch does, max-diff 0.
    public var compare: CompareSettings
    /// When goldens are written; nil reads `STRETCHY_RECORD` and `CI` (`RecordMode.from`).
    public var record: RecordMode?
    /// Where a failure leaves the actual and diff images; nil is `$STRETCHY_ARTIFACTS` when
    /// set, else a new folder under the system's temporary folder. The message names it.
    public var artifactsFolder: String?

    public init(compare: CompareSettings = CompareSettings(options: PixelMatchOptions(threshold: 0)),
                record: RecordMode? = nil, artifactsFolder: String? = nil) {
        self.compare = compare
        self.record = record
        self.artifactsFolder = artifactsFolder
    }
}
