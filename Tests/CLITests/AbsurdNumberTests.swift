import Codecs
import Dispatch
import Foundation
import Raster
import Synchronization
import TestSupport
import Testing

/// Issue 11: no number, however absurd, makes `stretchy` die by a signal. Numbers go into every
/// numeric scene-file key, every number of every motion step and every numeric option of every
/// command, and the built binary must end with a usage error (64), a refusal to read or write (2),
/// a difference (1, `compare` only) or success (0) — never a trap.
///
/// A run costs a process start (some 15 ms of CPU), so not every value meets every target: the
/// kinds the issue names go everywhere, and each other value to two targets drawn by the seeded
/// generator — some 800 runs, a few seconds on two cores.
@Suite(.scratchFolders) struct AbsurdNumberTests {
    /// Past a `Double` and an `Int64`, subnormal, signed zero, hex, not a number, nothing.
    static let everywhere = [
        "1e400", "-1e400", "1e308", "-1e308", "9223372036854775808", "1e-320", "-0", "0x10",
        "nan", "inf", "",
    ]

    /// More of those, forms that are no decimal, garbage, and both sides of every documented range.
    static let edgeValues =
        everywhere + [
            "1.7976931348623157e308", "-1.7976931348623157e308", "-9223372036854775808", "9223372036854775807",
            "18446744073709551616",
            "4294967296", "2147483648", "-2147483649", "1e20", "-1e20", "1e16", "1e15",
            "-1e-320", "5e-324", "1e-300", "0", "+0", "-0.0", "-0x1p3", "0b101",
            "-nan", "NaN", "-inf", "infinity", " ", " 5", "5 ", "1e", "--1", "1.5.2",
            "1_000", "1,5", "٣", "0.0000001", "1", "-1", "2", "3", "4", "0.5", "2.5", "240", "241", "256", "257",
            "500", "501", "1000", "3600", "3600.0001", "10000", "10001", "99999.999", "100000", "-100000",
            "100000.0001", "-100001", "1e6", "-1e6", "1e9", "-1e9",
        ]

    /// `edgeValues` and seeded random numbers of every magnitude and form.
    static let values: [String] = {
        var generator = SplitMix64(seed: 11)
        var values = edgeValues
        while values.count < 160 { values.append(randomNumber(&generator)) }
        return values
    }()

    static func randomNumber(_ generator: inout SplitMix64) -> String {
        switch generator.next() % 4 {
        case 0:
            // Any double from its bits: NaNs, infinities and subnormals included.
            return "\(Double(bitPattern: generator.next()))"
        case 1:
            let sign = Bool.random(using: &generator) ? "-" : ""
            return "\(sign)\(generator.next() % 1000).\(generator.next() % 1000)e\(Int(generator.next() % 801) - 400)"
        case 2:
            return Bool.random(using: &generator) ? "\(Int64(bitPattern: generator.next()))" : "\(generator.next())"
        default:
            // Near the documented ranges: within ±200000, three decimals.
            return "\(Double(Int64(generator.next() % 400_000_001) - 200_000_000) / 1000)"
        }
    }

    /// Where a value goes: `§` in the arguments, or in a scene file's text (`--scene` names it).
    struct Target: Sendable {
        let arguments: [String]
        var sceneFile: String? = nil
    }

    /// Every numeric key of a scene file, read by `state` (and drawn by `frame` when accepted).
    static let sceneKeys = [
        #"{"width": §}"#, #"{"height": §}"#, #"{"scale": §}"#, #"{"statusBarHeight": §}"#,
        #"{"header": {"height": §}}"#, #"{"bar": {"height": §}}"#, #"{"table": {"rows": §}}"#,
        #"{"table": {"rowHeight": §}}"#, #"{"table": {"separatorInset": §}}"#, #"{"font": {"size": §}}"#,
    ]

    /// Every number of every step, with steps around it that move on from where it leaves off.
    static let motions = [
        "hold §; release", "drag § 0.3; release", "drag -150 §; release", "fling §", "jump 400; fling §",
        "scroll § 0.4; release", "hold 0.1; scroll 500 §", "jump §; release", "jump §",
    ]

    @Test func noNumberEndsStretchyBySignal() throws {
        #expect(Self.values.count >= 150)
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        // A small screen keeps every accepted value cheap to draw; its numbers are ordinary.
        let tiny = folder.appendingPathComponent("tiny.json").path
        try #"{"width": 100, "height": 160, "scale": 1, "header": {"height": 80}, "table": {"rows": 3}}"#
            .write(toFile: tiny, atomically: true, encoding: .utf8)
        let expected = folder.appendingPathComponent("a.png").path, actual = folder.appendingPathComponent("b.png").path
        let grey = try #require(RGBAImage(width: 4, height: 4, bytes: [UInt8](repeating: 128, count: 64)))
        var dot = grey.bytes
        dot[0] = 0
        try Data(try PNGEncoder().encodeRGBA(grey)).write(to: URL(fileURLWithPath: expected))
        try Data(try PNGEncoder().encodeRGBA(try #require(RGBAImage(width: 4, height: 4, bytes: dot))))
            .write(to: URL(fileURLWithPath: actual))

        let out = folder.path + "/out"
        var targets = Self.sceneKeys.map { Target(arguments: ["state", "--offset", "0"], sceneFile: $0) }
        targets += Self.motions.map {
            Target(arguments: [
                "render", "--motion", $0, "--frames", "0-0", "--sheet", out + "-sheet.png",
                "--output-dir", out, "--force", "--quiet", "--scene", tiny,
            ])
        }
        let frame = ["frame", "--scene", tiny, "--output", out + ".png"]
        let render = ["render", "--motion", "hold 1", "--output-dir", out, "--force", "--quiet", "--scene", tiny]
        let compare = ["compare", expected, actual]
        targets += [
            ["state", "--offset", "§"], ["state", "--offset", "0", "--scale", "§"],
            ["state", "--offset", "0", "--rows", "§"],
            ["scene", "--print", "--scale", "§"], ["scene", "--print", "--rows", "§"],
            frame + ["--offset", "§"], frame + ["--offset", "0", "--scale", "§"],
            frame + ["--offset", "0", "--rows", "§"],
            render + ["--fps", "§"], render + ["--jobs", "§"], render + ["--frames", "0-§"],
            render + ["--frames", "§-0"],
            render + ["--frames", "§"], render + ["--scale", "§", "--frames", "0-0"],
            render + ["--rows", "§", "--frames", "0-0"],
            compare + ["--threshold", "§"], compare + ["--alpha", "§"], compare + ["--max-diff", "§"],
            compare + ["--diff-color", "§,0,0"], compare + ["--aa-color", "0,§,0"],
            compare + ["--diff-color-alt", "0,0,§"],
        ].map { Target(arguments: $0) }

        var generator = SplitMix64(seed: 4)
        let runs =
            targets.flatMap { target in Self.everywhere.map { (target, $0) } }
            + Self.values.dropFirst(Self.everywhere.count).flatMap { value in
                (0..<2).map { _ in (targets.randomElement(using: &generator)!, value) }
            }
        let next = Mutex(0)
        let failures = Mutex<[String]>([])
        // A run mostly waits for its process to start and end, so six at a time keep two cores
        // busy (Dispatch would run only one per core).
        let workers = DispatchGroup()
        for _ in 0..<6 {
            workers.enter()
            Thread {
                defer { workers.leave() }
                while let index = next.withLock({ index -> Int? in
                    guard index < runs.count else { return nil }
                    defer { index += 1 }
                    return index
                }) {
                    let (target, value) = runs[index]
                    if let problem = Self.problem(
                        running: target, with: value, number: index, folder: folder.path, out: out)
                    {
                        failures.withLock { $0.append(problem) }
                    }
                }
            }.start()
        }
        workers.wait()
        let found = failures.withLock { $0 }
        #expect(
            found.count == 0,
            "\(found.count) of \(runs.count) runs failed:\n\(found.prefix(20).joined(separator: "\n"))")
    }

    /// Runs `target` with `value`; nil when it ends as it may, else what went wrong. Run `number`
    /// writes its own files (`out` becomes `out-number`), so runs at once never share one.
    static func problem(running target: Target, with value: String, number: Int, folder: String, out: String) -> String?
    {
        func place(_ text: String) -> String {
            text.replacingOccurrences(of: "§", with: value).replacingOccurrences(of: out, with: "\(out)-\(number)")
        }
        var arguments = target.arguments.map(place)
        // The command as a shell would show it, the scratch folder abbreviated.
        var shown: String {
            arguments.map { "'\($0)'" }.joined(separator: " ").replacingOccurrences(of: folder, with: "$TMP")
        }
        do {
            if let scene = target.sceneFile {
                let path = "\(folder)/scene-\(number).json"
                try place(scene).write(toFile: path, atomically: false, encoding: .utf8)
                arguments += ["--scene", path]
            }
            let run = try Run(arguments)
            guard [0, 2, 64].contains(run.status) || arguments[0] == "compare" && run.status == 1 else {
                return "stretchy \(shown): exit \(run.status) \(run.stderr)"
            }
            // A scene the reader accepts is drawn too: its values reach the layout.
            if run.status == 0, let scene = target.sceneFile.map({ _ in arguments.last! }) {
                let drawn = try Run(["frame", "--offset", "0", "--scene", scene, "--output", "\(out)-\(number).png"])
                guard [0, 2].contains(drawn.status) else {
                    return "stretchy \(shown), then frame: exit \(drawn.status) \(drawn.stderr)"
                }
            }
            return nil
        } catch {
            return "stretchy \(shown): \(error)"
        }
    }
}
