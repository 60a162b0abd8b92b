import Foundation

/// A fresh folder under the temporary folder for one test, removed with everything in it when
/// the test's suite instance goes away.
final class ScratchFolder: Sendable {
    let path: String

    init(_ prefix: String) {
        path = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)").path
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }
}
