import Foundation

/// `stretchy ARGUMENTS` (a render into `folder`) started in the background and stopped (SIGSTOP)
/// once its first frame is on disk, for a test to change the files around it before letting it
/// go on (`finish`). No time is waited for, so a slow machine only makes the wait longer.
/// `finished` says whether the render was over (its `frames.json` written) when it was stopped:
/// then there was nothing left to attack.
struct StoppedRender {
    let finished: Bool
    private let process: Process
    private let errors: Pipe

    init(_ arguments: [String], frames folder: URL, in directory: URL? = nil) throws {
        process = Process()
        process.executableURL = Run.binary
        if let directory { process.currentDirectoryURL = directory }
        process.arguments = arguments
        errors = Pipe()
        process.standardError = errors
        try process.run()
        while process.isRunning && SignalledRender.frames(in: folder).isEmpty { usleep(5_000) }
        kill(process.processIdentifier, SIGSTOP)
        finished = FileManager.default.fileExists(atPath: folder.appendingPathComponent("frames.json").path)
    }

    /// Lets the render go on (SIGCONT) and waits for it to end: its exit status and stderr.
    func finish() -> (status: Int32, stderr: String) {
        kill(process.processIdentifier, SIGCONT)
        let stderr = String(decoding: errors.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return (process.terminationStatus, stderr)
    }
}
