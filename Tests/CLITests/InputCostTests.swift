import Foundation
import Glibc
import Testing

/// What one run of the binary cost: its exit status, wall and CPU time, and peak resident memory
/// (the child's `VmHWM`, the high-water mark of its own address space, read every 10 ms while it
/// runs: wait4's `ru_maxrss` cannot serve, since a child spawned with vfork's shared memory
/// counts the whole test process's, 500 MB in a full run, until it execs).
private struct Cost {
    let status: Int32
    let wallSeconds: Double
    let cpuSeconds: Double
    let peakMiB: Double
    let stderr: String
}

/// Runs the binary with `arguments`, standard output thrown away and standard error kept in
/// `folder`, and measures it. posix_spawn and wait4 rather than Process: wait4 gives the CPU
/// time of this one child, whatever other tests run beside it.
private func measure(_ arguments: [String], in folder: URL) throws -> Cost {
    let errorFile = folder.appendingPathComponent("stderr.txt").path
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
    posix_spawn_file_actions_addopen(&actions, 2, errorFile, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
    let argv = ([Run.binary.path] + arguments).map { strdup($0) }
    defer { for argument in argv { free(argument) } }
    var start = timespec(), end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    var pid: pid_t = 0
    let spawned = posix_spawn(&pid, Run.binary.path, &actions, nil, argv + [nil], environ)
    try #require(spawned == 0, "posix_spawn: \(String(cString: strerror(spawned)))")
    var status: Int32 = 0
    var usage = rusage()
    // Polled, so that a run that never ends is killed after a minute rather than hang the suite.
    var waited = 0, peakKiB = 0
    // Sampled before each wait, the first time right after the exec (posix_spawn returns then).
    while true {
        let lines = (try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8))?.split(separator: "\n") ?? []
        if let line = lines.first(where: { $0.hasPrefix("VmHWM:") }),
            let field = line.split(whereSeparator: { $0 == " " || $0 == "\t" }).dropFirst().first, let kib = Int(field)
        {
            peakKiB = max(peakKiB, kib)
        }
        let reaped = wait4(pid, &status, WNOHANG, &usage)
        if reaped == pid || (reaped < 0 && errno != EINTR) { break }
        waited += 1
        if waited == 6_000 { kill(pid, SIGKILL) }
        usleep(10_000)
    }
    clock_gettime(CLOCK_MONOTONIC, &end)
    func seconds(_ t: timeval) -> Double { Double(t.tv_sec) + Double(t.tv_usec) / 1e6 }
    // A signal is reported as 128 + its number, as a shell does.
    let exit = status & 0x7F == 0 ? (status >> 8) & 0xFF : 128 + status & 0x7F
    return Cost(
        status: exit,
        wallSeconds: Double(end.tv_sec - start.tv_sec) + Double(end.tv_nsec - start.tv_nsec) / 1e9,
        cpuSeconds: seconds(usage.ru_utime) + seconds(usage.ru_stime),
        peakMiB: Double(peakKiB) / 1024,
        stderr: (try? String(contentsOfFile: errorFile, encoding: .utf8)) ?? "")
}

/// An input an attacker or a careless user might give, at most 16 MiB, and what it must say.
struct AdversarialInput: Sendable, CustomTestStringConvertible {
    enum Kind: Sendable { case scene, motion }
    let name: String
    let kind: Kind
    let text: @Sendable () -> String
    /// The exit status SPEC §3 gives it.
    let status: Int32
    /// A part of the one `Error:` line it must print (nothing to check when it exits 0).
    let says: String

    var testDescription: String { name }

    static let mebibytes16 = 16 << 20

    /// `count` members `"k0": 0, "k1": 0, …`.
    static func keys(_ count: Int) -> String {
        (0..<count).map { "\"k\($0)\": 0" }.joined(separator: ", ")
    }

    /// `{"object": {"key": "value"}}`, the value `filler` repeated to fill nearly 16 MiB.
    static func huge(_ object: String, _ key: String, _ filler: String) -> String {
        let count = (mebibytes16 - 64) / filler.utf8.count
        return "{\"\(object)\": {\"\(key)\": \"" + String(repeating: filler, count: count) + "\"}}"
    }

    static let all: [AdversarialInput] = [
        AdversarialInput(
            name: "500 000 unknown keys", kind: .scene, text: { "{\(keys(500_000))}" },
            status: 64, says: "k0: unknown key"),
        AdversarialInput(
            name: "500 000 unknown keys in an object", kind: .scene,
            text: { "{\"table\": {\(keys(500_000))}}" }, status: 64, says: "table.k0: unknown key"),
        AdversarialInput(
            name: "a duplicate key after 500 000", kind: .scene,
            text: { "{\"x\": {\(keys(500_000)), \"k7\": 1}}" }, status: 2, says: "duplicate key 'k7'"),
        AdversarialInput(
            name: "arrays nested 16 MiB deep", kind: .scene,
            text: { String(repeating: "[", count: mebibytes16) }, status: 2, says: "nested too deeply"),
        AdversarialInput(
            name: "objects nested 16 MiB deep", kind: .scene,
            text: { String(repeating: "{\"a\": ", count: mebibytes16 / 6) }, status: 2,
            says: "nested too deeply"),
        AdversarialInput(
            name: "a 16 MiB title", kind: .scene, text: { huge("title", "text", "x") }, status: 64,
            says: "title.text: must be at most 1000 characters long"),
        AdversarialInput(
            name: "a 16 MiB title of \\u escapes", kind: .scene,
            text: { huge("title", "text", "\\u6807") }, status: 64,
            says: "title.text: must be at most 1000 characters long"),
        AdversarialInput(
            name: "a 16 MiB cell text", kind: .scene, text: { huge("table", "text", "{row}") },
            status: 64, says: "table.text: must be at most 1000 characters long"),
        AdversarialInput(
            name: "a 16 MiB status-bar time", kind: .scene, text: { huge("statusBar", "time", "9") },
            status: 64, says: "statusBar.time: must be at most 100 characters long"),
        AdversarialInput(
            name: "a 16 MiB key", kind: .scene,
            text: { "{\"" + String(repeating: "k", count: mebibytes16 - 16) + "\": 1}" }, status: 64,
            says: "unknown key"),
        AdversarialInput(
            name: "a 16 MiB colour", kind: .scene, text: { huge("bar", "color", "#") }, status: 64,
            says: "bar.color: must be a colour"),
        AdversarialInput(
            name: "a number of 16 MiB digits", kind: .scene,
            text: { "{\"width\": " + String(repeating: "7", count: mebibytes16 - 16) + "}" },
            status: 64, says: "width: must be a number from 1 to 10000, not a number past 1.8e+308"),
        AdversarialInput(
            name: "a fraction of 16 MiB digits", kind: .scene,
            text: { "{\"width\": 400." + String(repeating: "0", count: mebibytes16 - 32) + "1}" },
            status: 0, says: ""),
        AdversarialInput(
            name: "16 MiB of white space", kind: .scene,
            text: { String(repeating: " \n\t", count: (mebibytes16 - 8) / 3) + "{}" }, status: 0,
            says: ""),
        AdversarialInput(
            name: "10 000 rows of 200 {row}", kind: .scene,
            text: { #"{"table": {"rows": 10000, "text": "\#(String(repeating: "{row}", count: 200))"}}"# },
            status: 0, says: ""),
        AdversarialInput(
            name: "10 000 rows of 500 {row} (2.5 KB)", kind: .scene,
            text: { #"{"table": {"rows": 10000, "text": "\#(String(repeating: "{row}", count: 500))"}}"# },
            status: 64, says: "table.text: must be at most 1000 characters long, not 2500"),
        AdversarialInput(
            name: "a title of 1000 wide characters", kind: .scene,
            text: { #"{"title": {"text": "\#(String(repeating: "标W", count: 500))"}}"# },
            status: 0, says: ""),
        AdversarialInput(
            name: "a title of one letter and 999 marks", kind: .scene,
            text: { #"{"title": {"text": "a\#(String(repeating: "\u{301}", count: 999))"}}"# },
            status: 0, says: ""),
        AdversarialInput(
            name: "10 000 steps", kind: .motion,
            text: { String(repeating: "hold 0.001\n", count: 10_000) }, status: 0, says: ""),
        AdversarialInput(
            name: "1.5 million steps", kind: .motion,
            text: { String(repeating: "hold 0.001\n", count: mebibytes16 / 11) }, status: 64,
            says: "the motion script has more than 10000 steps"),
        AdversarialInput(
            name: "a step with 16 MiB of white space", kind: .motion,
            text: { "hold" + String(repeating: " \t", count: mebibytes16 / 2 - 8) + "0.1" }, status: 0,
            says: ""),
        AdversarialInput(
            name: "a 16 MiB comment", kind: .motion,
            text: { "hold 0.1 #" + String(repeating: "c", count: mebibytes16 - 16) }, status: 0, says: ""),
        AdversarialInput(
            name: "16 MiB of blank lines, not ASCII", kind: .motion,
            text: { String(repeating: "\u{2028}", count: mebibytes16 / 3 - 4) + "hold 0.1" }, status: 0,
            says: ""),
        AdversarialInput(
            name: "a step with a 16 MiB number", kind: .motion,
            text: { "hold " + String(repeating: "1", count: mebibytes16 - 8) }, status: 64,
            says: "is not a finite decimal number"),
        AdversarialInput(
            name: "a 16 MiB step name", kind: .motion,
            text: { String(repeating: "x", count: mebibytes16) }, status: 64, says: "unknown step"),
        AdversarialInput(
            name: "16 MiB of empty steps", kind: .motion,
            text: { String(repeating: ";", count: mebibytes16 - 12) + "hold 0.1" }, status: 0, says: ""),
    ]
}

/// Issue 25, item 7: no scene file or motion script of at most 16 MiB makes a command take more
/// than 2 s or 300 MB. Each adversarial input runs the binary once: `frame` for scene files,
/// one frame of `render` for motion scripts. The one timed assertion of the suite (timing
/// belongs to `make bench` otherwise): it is the issue's stated goal. Its bound is 2 s of the
/// child's own CPU time, several times what each input costs (the slowest, 0.3 s), so that only
/// a cost that grows with the input's tricks can break it; not wall time, which a loaded machine
/// stretches (a run of 0.3 s of CPU took 2.3 s of wall time beside three builds). A run that
/// never ends is killed after a minute and fails on its status.
@Suite(.serialized, .scratchFolders) struct InputCostTests {
    /// CPU seconds.
    static let maxSeconds = 2.0
    static let maxMiB = 300.0

    @Test(arguments: AdversarialInput.all)
    func boundedCost(input: AdversarialInput) throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent(input.kind == .scene ? "scene.json" : "motion.txt")
        let bytes = Data(input.text().utf8)
        try #require(bytes.count <= AdversarialInput.mebibytes16, "\(bytes.count) bytes")
        try bytes.write(to: file)
        let arguments =
            switch input.kind {
            case .scene:
                [
                    "frame", "--offset", "-200", "--scene", file.path, "--output",
                    folder.appendingPathComponent("f.png").path,
                ]
            case .motion:
                [
                    "render", "--motion-file", file.path, "--frames", "0-0", "--quiet",
                    "--output-dir", folder.appendingPathComponent("frames").path,
                ]
            }
        let cost = try measure(arguments, in: folder)
        #expect(cost.status == input.status, "\(cost.stderr)")
        if input.status != 0 {
            // One `Error:` line (a usage error adds the command's usage after it), which echoes
            // what it quotes of the input shortened (`Excerpt`); the file's path is named whole
            // (issue 43), however deep TMPDIR is, so it is not counted.
            let first = String(cost.stderr.prefix { $0 != "\n" })
            #expect(first.hasPrefix("Error: ") && first.contains(input.says), "\(cost.stderr.prefix(300))")
            let echoed = first.replacingOccurrences(of: file.path, with: "")
            #expect(echoed.unicodeScalars.count < 300, "\(cost.stderr.prefix(300))")
        }
        #expect(cost.cpuSeconds <= Self.maxSeconds, "CPU \(cost.cpuSeconds) s (wall \(cost.wallSeconds) s)")
        // Sampled at least once: the first sample is taken as soon as the binary runs.
        #expect(cost.peakMiB > 0 && cost.peakMiB <= Self.maxMiB, "\(cost.peakMiB) MiB")
    }
}

/// Issue 44, item 8: the two steps that hold whole-screen buffers beyond the frame pipeline's
/// bands, `flutter-blur`'s blur and libwebp's animation encoder, stay within the bound SPEC §7
/// states per screen pixel: 40 MiB plus 36 bytes a pixel for the blur (a 6 MP screen pulled down
/// until the blurred header fills it), 40 MiB plus 44 bytes a pixel for a WebP of two distinct
/// frames (3 MP). A bound of memory, not of time: each run is a few seconds of CPU.
@Suite(.serialized, .scratchFolders) struct LargeScreenMemoryTests {
    static let baseMiB = 40.0

    /// A command run on a screen of `width` × `height` pixels, writing `output`, and the bytes per
    /// screen pixel it may hold above `baseMiB`.
    struct Case: Sendable, CustomTestStringConvertible {
        let width: Int, height: Int
        let bytesPerPixel: Double
        let command: [String]
        let output: String

        var testDescription: String { "\(command[0]) \(width) × \(height)" }
    }

    @Test(arguments: [
        Case(
            width: 2000, height: 3000, bytesPerPixel: 36,
            command: ["frame", "--offset", "-3000", "--effect", "flutter-blur", "--output"], output: "f.png"),
        Case(
            width: 1500, height: 2000, bytesPerPixel: 44,
            command: ["render", "--motion", "drag -100 0.1", "--fps", "10", "--jobs", "1", "--quiet", "--webp"],
            output: "a.webp"),
    ])
    func staysWithinItsBoundPerScreenPixel(_ run: Case) throws {
        let folder = try temporaryDirectory()
        let scene = folder.appendingPathComponent("scene.json")
        try Data(#"{"width": \#(run.width), "height": \#(run.height), "scale": 1}"#.utf8).write(to: scene)
        // The child runs in this process's folder: its output goes into the scratch folder.
        let file = folder.appendingPathComponent(run.output).path
        let cost = try measure(run.command + [file, "--scene", scene.path], in: folder)
        #expect(cost.status == 0, "\(cost.stderr)")
        let bound = Self.baseMiB + run.bytesPerPixel * Double(run.width * run.height) / 1_048_576
        #expect(cost.peakMiB > 0 && cost.peakMiB <= bound, "\(cost.peakMiB) MiB, bound \(bound) MiB")
    }
}
