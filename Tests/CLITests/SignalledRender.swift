import Foundation

/// `stretchy render` run in the background and sent a signal once it is under way: once
/// `afterFrames` of its frames are on disk (the folder is looked at every 20 ms; no time is waited
/// for, so a slow machine only makes the wait longer). If the render ends first, waiting ends
/// with the process, and `wasRunning` is false.
struct SignalledRender {
    /// Whether the process was still running when the signal was sent.
    let wasRunning: Bool
    let terminationReason: Process.TerminationReason
    let terminationStatus: Int32
    let stderr: String

    init(_ arguments: [String], folder: URL, signal: Int32, afterFrames: Int = 1) throws {
        let process = Process()
        process.executableURL = Run.binary
        process.arguments = ["render"] + arguments + ["--output-dir", folder.path, "--quiet"]
        let err = Pipe()
        process.standardError = err
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        while process.isRunning && Self.frames(in: folder).count < afterFrames { usleep(20_000) }
        wasRunning = process.isRunning
        if wasRunning { kill(process.processIdentifier, signal) }
        stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        terminationReason = process.terminationReason
        terminationStatus = process.terminationStatus
    }

    /// The `frame_*.png` files in `folder`.
    static func frames(in folder: URL) -> [String] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasPrefix("frame_") && $0.hasSuffix(".png") }
    }
}
