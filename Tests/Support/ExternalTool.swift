import Foundation

/// A command-line tool the tests run (make test installs each: pngcheck, cjpeg, heif-enc).
package enum ExternalTool {
    package struct Missing: Error, CustomStringConvertible {
        package let name: String
        package var description: String { "\(name) is not installed (make test installs it)" }
    }

    package struct Failed: Error, CustomStringConvertible {
        package let command: [String]
        package let status: Int32
        package var description: String { "\(command.joined(separator: " ")) exited \(status)" }
    }

    /// The executable `name` on `$PATH`.
    package static func path(of name: String) throws -> String {
        let candidates = ProcessInfo.processInfo.environment["PATH", default: "/usr/bin"]
            .split(separator: ":").map { "\($0)/\(name)" }
        guard let tool = candidates.first(where: FileManager.default.isExecutableFile(atPath:)) else {
            throw Missing(name: name)
        }
        return tool
    }

    /// Runs `name` with `arguments`, its output discarded; a non-zero exit is an error.
    package static func run(_ name: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try path(of: name))
        process.arguments = arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw Failed(command: [name] + arguments, status: process.terminationStatus)
        }
    }

    /// Writes `input` to a scratch file `inputName`, runs `name` with the arguments `arguments`
    /// makes of that file's path and of an output path ending in `outputName`, and returns what
    /// it wrote there.
    package static func convert(
        _ input: [UInt8], named inputName: String, into outputName: String, with name: String,
        _ arguments: (_ input: String, _ output: String) -> [String]
    ) throws -> [UInt8] {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "stretchy-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent(inputName), output = folder.appendingPathComponent(outputName)
        try Data(input).write(to: source)
        try run(name, arguments(source.path, output.path))
        return [UInt8](try Data(contentsOf: output))
    }
}
