import Foundation
import Synchronization
import Testing

/// The trait that removes the scratch folders a test makes: a suite or test marked
/// `.scratchFolders` may call `scratchFolder(_:)`, and every folder made while it runs is removed
/// when it ends, passed or failed. `make test` runs the suite with `TMPDIR` set to a folder of its
/// own and fails when anything is left in it, so a test that makes a file elsewhere in
/// `$TMPDIR`, or a folder outside this scope, is caught.
///
/// A trait rather than `defer` at each call: about 270 tests make folders, and a scope that the
/// folder cannot outlive does not depend on each of them remembering.
package struct ScratchFolders: TestTrait, SuiteTrait, TestScoping {
    /// Each test of a marked suite gets its own scope, so its folders go as soon as it ends.
    package var isRecursive: Bool { true }

    /// The folders made in the innermost scope, from any task of the test.
    final class Made: Sendable {
        let urls = Mutex<[URL]>([])
    }

    @TaskLocal static var current: Made?

    /// A scratch folder asked for outside a test marked `.scratchFolders` (or on a thread of its
    /// own, which task-local values do not reach): nothing would remove it.
    package struct OutsideScope: Error, CustomStringConvertible {
        package let label: String
        package var description: String {
            "scratchFolder(\"\(label)\") outside a test marked .scratchFolders: nothing would remove it"
        }
    }

    package func provideScope(
        for test: Test, testCase: Test.Case?,
        performing function: @Sendable () async throws -> Void
    ) async throws {
        let made = Made()
        defer {
            for url in made.urls.withLock({ $0 }) {
                try? FileManager.default.removeItem(at: url)
            }
        }
        try await Self.$current.withValue(made) { try await function() }
    }
}

extension Trait where Self == ScratchFolders {
    /// Removes, when the test ends, every folder it made with `scratchFolder(_:)`.
    package static var scratchFolders: Self { ScratchFolders() }
}

/// A new empty folder `stretchy-<label>-<UUID>` under `$TMPDIR` (Foundation's temporary
/// directory), removed when the enclosing `.scratchFolders` test ends.
package func scratchFolder(_ label: String) throws -> URL {
    guard let made = ScratchFolders.current else { throw ScratchFolders.OutsideScope(label: label) }
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("stretchy-\(label)-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    made.urls.withLock { $0.append(url) }
    return url
}
