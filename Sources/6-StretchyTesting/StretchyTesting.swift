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
