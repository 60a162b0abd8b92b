import Foundation
import Testing

/// Debian's `chromium`, headless, for the test that opens `compare --report`'s page. `make test`
/// installs it; a machine without it fails the test rather than skipping it, so a report that
/// no longer loads cannot pass unnoticed.
struct Chromium {
    let binary: URL

    /// The browser on the PATH; a recorded failure when there is none.
    static func find() throws -> Chromium {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let candidates = path.split(separator: ":").map {
            URL(fileURLWithPath: String($0)).appendingPathComponent("chromium")
        }
        let binary = try #require(
            candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) },
            "chromium is not installed: `make test` installs it (Debian package chromium)")
        return Chromium(binary: binary)
    }

    /// Loads `page` and returns its DOM after the scripts ran, and the browser's log; `waiting`,
    /// after 5 s of virtual time, so that images the scripts load have loaded. Root needs
    /// --no-sandbox.
    func dumpDOM(_ page: URL, waiting: Bool = false) throws -> (dom: String, log: String) {
        let run = try self.run((waiting ? ["--virtual-time-budget=5000"] : []) + ["--dump-dom", page.absoluteString])
        return (run.stdout, run.stderr)
    }

    /// Writes a PNG of `page` at 1280 × 2000 CSS pixels to `file`, once the page's images have
    /// had 5 s of virtual time to load (those a script adds after the load event too).
    func screenshot(_ page: URL, to file: URL) throws {
        _ = try run([
            "--screenshot=\(file.path)", "--window-size=1280,2000", "--virtual-time-budget=5000",
            page.absoluteString,
        ])
    }

    /// The lines of `log` that are messages of the page's console (`console.error`, an uncaught
    /// exception, and so on): Chromium logs them as `CONSOLE(line)` or `CONSOLE:line` with
    /// `--enable-logging=stderr`. The rest of its log is the browser's own (D-Bus, GPU).
    static func consoleMessages(in log: String) -> [Substring] {
        log.split(separator: "\n").filter { $0.contains("CONSOLE") || $0.contains("Uncaught") }
    }

    /// Runs the browser headless with a profile of its own, removed afterwards, so that
    /// parallel runs share nothing. The profile is a short folder in /tmp, and the browser's
    /// TMPDIR: it makes a Unix socket there, whose path may be at most 107 bytes, and `make
    /// test`'s TMPDIR is deeper than that (issue 43).
    private func run(_ arguments: [String]) throws -> Run {
        let profile = "/tmp/stretchy-chromium." + UUID().uuidString.prefix(8)
        try FileManager.default.createDirectory(atPath: profile, withIntermediateDirectories: false)
        defer { try? FileManager.default.removeItem(atPath: profile) }
        var environment = ProcessInfo.processInfo.environment
        environment["TMPDIR"] = profile
        let run = try Run(
            [
                "--headless=new", "--no-sandbox", "--disable-gpu", "--enable-logging=stderr", "--v=0",
                "--user-data-dir=\(profile)/profile",
            ] + arguments, binary: binary, environment: environment)
        #expect(run.status == 0, "\(run.stderr)")
        return run
    }
}
