import Foundation

/// Runs `pngcheck -v` on a file (make test installs pngcheck, so its absence is a failure).
package enum Pngcheck {
    package struct Report: Sendable {
        package let status: Int32
        package let output: String
    }

    package struct Missing: Error, CustomStringConvertible {
        package var description: String { "pngcheck is not installed (make test installs it)" }
    }

    package static func run(_ path: String) throws -> Report {
        guard let tool = try? ExternalTool.path(of: "pngcheck") else { throw Missing() }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = ["-v", path]
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return Report(status: process.terminationStatus, output: output)
    }
}
