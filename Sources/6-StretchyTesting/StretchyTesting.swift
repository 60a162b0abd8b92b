// StretchyTesting — golden-frame assertions for Swift test suites, in the manner of
// swift-snapshot-testing: a frame (or any PNG) is compared with a PNG committed beside the
// tests, recorded when missing, and a failure leaves the actual image and a diff to look at.
//
// Design note
// - One core that knows no test framework: `Golden.verify` returns nil or a `GoldenFailure`
//   (a value with the message and the paths), and `Golden.check` throws it. The framework
//   helpers are one line each on top: `expectGolden` records a Swift Testing `Issue`,
//   `XCTAssertGolden` calls `XCTFail`. Both frameworks import from a library target on Linux
//   with Swift 6.3 (checked), so one module serves both; a client links both runtimes, which
//   any `swift test` run has anyway.
// - Comparison is the Compare module's pixelmatch with exact defaults (threshold 0, max-diff 0),
//   since stretchy renders the same bytes for the same input; `CompareSettings` can relax it.
// - Record modes from `STRETCHY_RECORD` (`missing`, `all`, `never`): `missing` by default so a
//   new test records its golden on the first run, and `never` when `CI` is set, so CI cannot
//   pass by recording. A recording run fails, as swift-snapshot-testing's does: a run that
//   wrote goldens must never be mistaken for one that checked them.
// - Rejected: re-recording on a failure in `missing` mode (it would hide regressions), and
//   writing artifacts beside the goldens (they would end up committed).

import Testing
import XCTest

// The framework helpers: one call each over `Golden.verify`. Goldens default to
// `Golden/<name>.png` beside the calling test file.

/// Swift Testing: records an `Issue` at the call site unless `image` (PNG bytes or a
/// `StretchyFrame`) matches the golden `name`: `Golden/<name>.png` beside the test file, or
/// `goldenPath` when given.
public func expectGolden(_ image: some GoldenImage, named name: String, goldenPath: String? = nil,
                         settings: GoldenSettings = GoldenSettings(),
                         sourceLocation: SourceLocation = #_sourceLocation) {
    let path = goldenPath ?? Golden.path(named: name, besideSourceFile: sourceLocation.filePath)
    if let failure = Golden.verify(image, goldenPath: path, settings: settings) {
        Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    }
}

// Named as XCTest names its assertions (XCTAssertEqual), so that it reads as one of them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// XCTest: `XCTFail`s at the call site unless `image` (PNG bytes or a `StretchyFrame`) matches
/// the golden `name`: `Golden/<name>.png` beside the test file, or `goldenPath` when given.
public func XCTAssertGolden(_ image: some GoldenImage, named name: String, goldenPath: String? = nil,
                            settings: GoldenSettings = GoldenSettings(),
                            file: StaticString = #filePath, line: UInt = #line) {
    let path = goldenPath ?? Golden.path(named: name, besideSourceFile: "\(file)")
    if let failure = Golden.verify(image, goldenPath: path, settings: settings) {
        XCTFail(failure.message, file: file, line: line)
    }
}
