import Codecs
import Compare
import Foundation
import Raster
import Testing

// A small snapshot harness in the manner of swift-snapshot-testing (which cannot be fetched
// here): a `Diffing` says how a value becomes a reference file and how two values differ;
// `assertSnapshot` compares a value with `Golden/<name>.<ext>` or records it.

/// The folder of the golden references, in the source tree so that recording writes where
/// git sees it.
let goldenFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden")

/// When references are written, from `STRETCHY_RECORD`.
enum RecordMode: String, CaseIterable, Sendable {
    /// Never write; a missing reference is a failure. The default, and what CI runs.
    case never
    /// Write the references that do not exist yet; compare the others.
    case missing
    /// Rewrite every reference.
    case all

    /// The mode `STRETCHY_RECORD` asks for: unset or empty is `.never`; nil for an unknown word.
    init?(environment value: String?) {
        guard let value, !value.isEmpty else {
            self = .never
            return
        }
        self.init(rawValue: value)
    }
}

/// How values of one type are stored as references and compared with them.
struct Diffing<Value> {
    /// What makes a comparison fail: a one-line account and files that show it.
    struct Difference {
        let message: String
        let artifacts: [(name: String, data: [UInt8])]
    }

    /// The extension of reference files.
    var pathExtension: String
    var toData: (Value) throws -> [UInt8]
    var fromData: ([UInt8]) throws -> Value
    /// Nil when `actual` passes against `reference`.
    var diff: (_ reference: Value, _ actual: Value) throws -> Difference?
}

extension Diffing where Value == Pixmap {
    /// Opaque frames stored as `stretchy frame` writes them (8-bit RGB PNG, pHYs of 72·scale
    /// dpi) and compared by pixelmatch; exact by default, since the renderer is deterministic.
    /// A failure leaves `actual.png` and pixelmatch's `diff.png`.
    static func frame(scale: Int, threshold: Double = 0, maxDiff: Int = 0) -> Diffing {
        let encoder = PNGEncoder(compression: .best,
                                 pixelsPerMeter: PNGEncoder.pixelsPerMeter(dotsPerInch: 72 * Double(scale)))
        return Diffing(
            pathExtension: "png",
            toData: { try encoder.encodeOpaque($0) },
            fromData: { Pixmap(premultiplying: try PNGDecoder.decode($0)) },
            diff: { reference, actual in
                let result = PixelMatch.compare(reference.unpremultiplied(), actual.unpremultiplied(),
                                                options: PixelMatchOptions(threshold: threshold), diff: true)
                guard result.exceeds(maxDiff: maxDiff) else { return nil }
                var artifacts = [(name: "actual.png", data: try encoder.encodeOpaque(actual))]
                if let diff = result.diff {
                    artifacts.append((name: "diff.png", data: try PNGEncoder(compression: .fast).encodeRGBA(diff)))
                }
                let message = result.summary(allowed: .pixels(maxDiff)) + " (threshold \(threshold))"
                return Difference(message: message, artifacts: artifacts)
            })
    }
}

/// Compares `value` with the reference `<folder>/<name>.<ext>`, or records it as `record` says.
///
/// - Returns: nil when the value matches its reference; otherwise why not. Recording also
///   returns a message, as swift-snapshot-testing fails a recording run, so that a run that
///   wrote references is never mistaken for one that checked them. On a difference the
///   artifacts go to a fresh temporary folder that the message names.
func verifySnapshot<Value>(of value: Value, as diffing: Diffing<Value>, named name: String,
                           in folder: URL = goldenFolder, record: RecordMode) -> String? {
    let reference = folder.appendingPathComponent(name).appendingPathExtension(diffing.pathExtension)
    let exists = FileManager.default.fileExists(atPath: reference.path)
    do {
        if record == .all || (record == .missing && !exists) {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try Data(try diffing.toData(value)).write(to: reference, options: .atomic)
            return "recorded \(reference.path) (STRETCHY_RECORD=\(record.rawValue)); look at it, then re-run without STRETCHY_RECORD"
        }
        guard exists else {
            return "no reference \(reference.path); record it with STRETCHY_RECORD=missing"
        }
        let stored: Value
        do {
            stored = try diffing.fromData([UInt8](try Data(contentsOf: reference)))
        } catch {
            return "reference \(reference.path) cannot be read: \(error)"
        }
        guard let difference = try diffing.diff(stored, value) else { return nil }
        let artifacts = FileManager.default.temporaryDirectory
            .appendingPathComponent("stretchy-snapshot-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: artifacts, withIntermediateDirectories: true)
        for artifact in difference.artifacts {
            try Data(artifact.data).write(to: artifacts.appendingPathComponent(artifact.name))
        }
        return "\(name): \(difference.message) against \(reference.path); "
            + "\(difference.artifacts.map(\.name).joined(separator: " and ")) are in \(artifacts.path) "
            + "(if the change is intended, re-record with STRETCHY_RECORD=all)"
    } catch {
        return "\(name): \(error)"
    }
}

/// Records a test issue unless `value` matches `Golden/<name>.<ext>`; the record mode comes
/// from `STRETCHY_RECORD` (never, missing, all).
func assertSnapshot<Value>(of value: Value, as diffing: Diffing<Value>, named name: String,
                           sourceLocation: SourceLocation = #_sourceLocation) {
    let setting = ProcessInfo.processInfo.environment["STRETCHY_RECORD"]
    guard let record = RecordMode(environment: setting) else {
        let modes = RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
        Issue.record("STRETCHY_RECORD='\(setting ?? "")' is not one of \(modes)", sourceLocation: sourceLocation)
        return
    }
    if let failure = verifySnapshot(of: value, as: diffing, named: name, record: record) {
        Issue.record(Comment(rawValue: failure), sourceLocation: sourceLocation)
    }
}
