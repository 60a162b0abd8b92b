// StretchyTesting — golden files for Swift test suites, in the manner of swift-snapshot-testing:
// a value (a frame, PNG bytes, a state, a played motion, any JSON) is compared with a file
// committed beside the tests, recorded when missing, and a failure attaches and leaves the
// golden, the actual file and a diff.
//
// Design note
// - One core that knows no test framework: `Golden.verify` returns nil or a `GoldenFailure`
//   (a value with the message, the paths and the files to attach), and `Golden.check` throws
//   it. The framework helpers are thin: `expectGolden` records a Swift Testing `Issue` and
//   `Attachment`s, `XCTAssertGolden` calls `XCTFail` (swift-corelibs-xctest has no
//   `XCTAttachment`, so XCTest gets the files in the artifacts folder only). Both frameworks
//   import from a library target on Linux with Swift 6.3, so one module serves both.
// - Strategies are values (`GoldenStrategy`): how a value becomes a file and how two files
//   compare, with `pullback` for a client's own types, as swift-snapshot-testing's
//   `Snapshotting`. A comparison has three verdicts — identical, within the tolerance,
//   different — because record modes need all three: `failed` and `all` never rewrite an
//   identical golden, so re-recording after an encoder change makes no git churn. A value is
//   encoded only when a file is written: `.image` compares a frame's pixels with the decoded
//   golden, since a PNG encoding costs seconds per @3x frame in a debug build.
// - Exact by default (`GoldenTolerance.exact`: threshold 0, anti-aliased pixels counted, no
//   pixel allowed), since stretchy renders the same bytes for the same input. Tolerances are
//   flat fields that each default to exact, with swift-snapshot-testing's `precision` and
//   `perceptualPrecision` (Compare's ΔE94) beside pixelmatch's threshold.
// - Goldens live at `__Goldens__/<TestFile>/<name>.<ext>` beside the test file, the name from
//   the test function and a counter when not given, so two files never collide. The counter is
//   the test's own, a task-local the `.goldens` trait makes afresh for every test it scopes (as
//   swift-snapshot-testing resets its counter per test), so a test run again renumbers nothing.
//   Rejected: a process-wide counter alone, which a repeated test counts on from; it is left only
//   for checks outside any trait (XCTest included), where nothing says when a test starts again.
// - Record modes (`never`, `missing`, `failed`, `all`) per call, by a task-local scope
//   (`withGoldens(record:)`), by trait or by `STRETCHY_RECORD`; `missing` by default so a new
//   test records on its first run, `never` when `CI` is set, whatever a call or trait says, so
//   CI cannot pass by recording. A recording run fails, as swift-snapshot-testing's does, and
//   says where its mode came from (`RecordSource`) and, when it replaced a golden, what
//   differed and where the diff is.
// - A matrix (`expectGoldens(of:on:appearances:)`, `GoldenMatrix`) is one call that checks a
//   scene on several devices and appearances, each golden named after its case, instead of a
//   parameterised test with names typed by hand.
// - Artifacts go to one folder reused by every run (`$STRETCHY_ARTIFACTS`, else
//   `stretchy-artifacts-<uid>` in the temporary folder): a fresh folder per failure piles up.
// - Rejected: re-recording on a failure in `missing` mode (it would hide regressions), and
//   writing artifacts beside the goldens (they would end up committed). Rejected (removed): a
//   second spelling for images, `expectGolden(frame, named:)` over a `GoldenImage` protocol,
//   which only called `expectGolden(of:as: .png)`; one way to check a value keeps the public
//   API to what a client needs (issue 45).

import SceneModel
import StretchyKit
import Testing
import XCTest

/// Swift Testing: records an `Issue` at the call site, with the golden, actual and diff files
/// attached, unless `value` matches its golden through `strategy`.
///
/// The golden is `__Goldens__/<TestFile>/<name>.<ext>` beside the test file; without `name`,
/// `<test function>.<n>` counting the unnamed goldens of the function.
///
/// - Parameters:
///   - value: what is checked: a frame, PNG bytes, a state, a played motion, JSON, or any
///     value a strategy was pulled back to.
///   - strategy: how the value becomes a file and how it is compared (`.image`, `.json`, …).
///   - name: the golden's name; nil numbers the function's unnamed goldens.
///   - record: this call's record mode; nil takes a `.goldens(record:)` trait's, else
///     `missing`. `STRETCHY_RECORD` and `CI` win over it (`RecordMode.from`).
///   - goldenPath: a file of one's own instead of the default place.
///   - settings: the artifacts folder and the goldens folder's name (its `record` yields to
///     `record`).
///   - function: the calling test function, whose name unnamed goldens take.
///   - sourceLocation: where the issue is recorded and beside which file the goldens live.
public func expectGolden<Value>(
    of value: Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    record: RecordMode? = nil, goldenPath: String? = nil,
    settings: GoldenSettings = GoldenSettings(), function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    var settings = settings
    settings.record = record ?? settings.record
    let path =
        goldenPath
        ?? defaultPath(
            name, strategy, sourceFile: sourceLocation.filePath, function: function,
            settings: settings)
    guard let failure = Golden.verify(value, as: strategy, goldenPath: path, settings: settings) else { return }
    Issue.record(Comment(rawValue: failure.message), sourceLocation: sourceLocation)
    let stem = Golden.stem(of: path, pathExtension: strategy.pathExtension)
    for attachment in failure.attachments {
        Attachment.record(attachment.bytes, named: stem + "." + attachment.suffix, sourceLocation: sourceLocation)
    }
}

/// Swift Testing: `scene` on every device in every appearance, each frame against its own PNG
/// golden `<name>.<device>.<appearance>.png` (`restingScreen.1.iphone-se.dark.png`), one `Issue`
/// per case that fails: `expectGoldens(of: scene, on: [iPhoneSE, iPhone15], appearances: [.light, .dark])`.
///
/// - Parameters:
///   - scene: the screen; each case is the scene as `--device` and `--appearance` give it
///     (`GoldenMatrix`): what follows the device and the appearance follows them.
///   - offset: the offset of every frame; nil is each case's resting offset.
///   - devices: the devices, in order (`Device.named("iphone-se")!`, …).
///   - appearances: light, dark or both.
///   - scale: the scale of every frame (1 keeps goldens small); nil is each device's.
///   - name: the goldens' common stem; nil is the function's next numbered golden, `<test>.<n>`.
///   - tolerance: how far each frame may differ from its golden (exact by default).
///   - record: the record mode of every case; nil is the scope's, the trait's or the environment's.
///   - settings: the artifacts and goldens folders, the environment fingerprint and suffix.
///   - resources: where the bundled images are (nil: found as the command line finds them).
///   - function: the test function, which names the goldens when `name` is nil.
///   - sourceLocation: where each failing case's `Issue` is recorded.
public func expectGoldens(
    of scene: Scene, atOffset offset: Double? = nil, on devices: [Device],
    appearances: [AppearanceStyle] = [.light], scale: Int? = nil, named name: String? = nil,
    tolerance: GoldenTolerance = .exact, record: RecordMode? = nil, settings: GoldenSettings = GoldenSettings(),
    resources: ResourceLocator? = nil, function: String = #function,
    sourceLocation: SourceLocation = #_sourceLocation
) {
    let stem = name ?? GoldenNames.next(file: sourceLocation.filePath, function: function)
    let matrix = GoldenMatrix(scene, on: devices, appearances: appearances, scale: scale, named: stem)
    for (name, frame) in matrix.frames(atOffset: offset, resources: resources) {
        switch frame {
        case .success(let frame):
            expectGolden(
                of: frame, as: .image(tolerance), named: name, record: record, settings: settings,
                sourceLocation: sourceLocation)
        case .failure(let error):
            Issue.record(Comment(rawValue: "golden '\(name)': \(error)"), sourceLocation: sourceLocation)
        }
    }
}

// Named as XCTest names its assertions (XCTAssertEqual), so that it reads as one of them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// XCTest: `scene` on every device in every appearance, each frame against its golden
/// `<name>.<device>.<appearance>.png`, one `XCTFail` per case that fails (as
/// `expectGoldens(of:atOffset:on:appearances:…)`).
public func XCTAssertGoldens(
    of scene: Scene, atOffset offset: Double? = nil, on devices: [Device],
    appearances: [AppearanceStyle] = [.light], scale: Int? = nil, named name: String? = nil,
    tolerance: GoldenTolerance = .exact, record: RecordMode? = nil, settings: GoldenSettings = GoldenSettings(),
    resources: ResourceLocator? = nil, file: StaticString = #filePath, function: String = #function,
    line: UInt = #line
) {
    let stem = name ?? GoldenNames.next(file: "\(file)", function: function)
    let matrix = GoldenMatrix(scene, on: devices, appearances: appearances, scale: scale, named: stem)
    for (name, frame) in matrix.frames(atOffset: offset, resources: resources) {
        switch frame {
        case .success(let frame):
            XCTAssertGolden(
                of: frame, as: .image(tolerance), named: name, record: record, settings: settings, file: file,
                line: line)
        case .failure(let error):
            XCTFail("golden '\(name)': \(error)", file: file, line: line)
        }
    }
}

// Named as XCTest names its assertions (XCTAssertEqual), so that it reads as one of them.
// swift-format-ignore: AlwaysUseLowerCamelCase
/// XCTest: `XCTFail`s at the call site unless `value` matches its golden through `strategy`
/// (placed and named as `expectGolden(of:as:)` places them). The files of a failure are in the
/// artifacts folder the message names: XCTest on Linux has no attachments.
public func XCTAssertGolden<Value>(
    of value: Value, as strategy: GoldenStrategy<Value>, named name: String? = nil,
    record: RecordMode? = nil, goldenPath: String? = nil,
    settings: GoldenSettings = GoldenSettings(), file: StaticString = #filePath,
    function: String = #function, line: UInt = #line
) {
    var settings = settings
    settings.record = record ?? settings.record
    let path = goldenPath ?? defaultPath(name, strategy, sourceFile: "\(file)", function: function, settings: settings)
    if let failure = Golden.verify(value, as: strategy, goldenPath: path, settings: settings) {
        XCTFail(failure.message, file: file, line: line)
    }
}

/// `Golden.path(named:…)` or, without a name, the function's next numbered golden.
private func defaultPath<Value>(
    _ name: String?, _ strategy: GoldenStrategy<Value>, sourceFile: String,
    function: String, settings: GoldenSettings
) -> String {
    if let name {
        return Golden.path(
            named: name, pathExtension: strategy.pathExtension, besideSourceFile: sourceFile,
            goldensFolder: settings.goldensFolder, environmentSuffix: settings.environmentSuffix)
    }
    return Golden.path(
        function: function, pathExtension: strategy.pathExtension, besideSourceFile: sourceFile,
        goldensFolder: settings.goldensFolder, environmentSuffix: settings.environmentSuffix)
}
