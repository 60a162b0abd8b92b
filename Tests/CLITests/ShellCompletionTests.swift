import Foundation
import TestSupport
import Testing

/// The completion scripts `--generate-completion-script` writes (SPEC §3), run in the shells
/// they are for (make test installs bash, zsh and fish): each parses, bash and fish complete an
/// option and the subcommands, and a help text's apostrophe survives their quoting (fish once
/// showed "the seeds").
@Suite(.scratchFolders) struct ShellCompletionTests {
    /// The script for `shell`, written into a scratch folder.
    static func script(for shell: String, in folder: URL) throws -> String {
        let run = try Run(["--generate-completion-script", shell])
        #expect(run.status == 0, "\(run.stderr)")
        let file = folder.appendingPathComponent("stretchy.\(shell)")
        try run.output.write(to: file)
        return file.path
    }

    static func shell(_ name: String, _ arguments: [String]) throws -> Run {
        try Run(arguments, binary: URL(fileURLWithPath: try ExternalTool.path(of: name)))
    }

    @Test func bashCompletesAnOptionAndTheSubcommands() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script(for: "bash", in: folder)
        let complete = { (words: String, index: Int) in
            try Self.shell(
                "bash",
                [
                    "-c", ". \"$0\"; COMP_WORDS=(\(words)); COMP_CWORD=\(index); _stretchy; echo \"${COMPREPLY[*]}\"",
                    script,
                ])
        }
        let option = try complete("stretchy render --comp", 2)
        #expect(option.status == 0 && option.stdout == "--compression\n", "\(option.stdout) \(option.stderr)")
        let commands = try complete("stretchy ''", 1)
        #expect(commands.stdout.split(separator: " ").contains("merge-reports"), "\(commands.stdout)")
        // Issue 42: --device completes the preset names.
        let devices = try complete("stretchy frame --device iphone-1", 3)
        #expect(devices.stdout.split(separator: " ").contains("iphone-15"), "\(devices.stdout)")
        #expect(!devices.stdout.contains("iphone-8 "), "\(devices.stdout)")
    }

    @Test func fishCompletesWithTheHelpTextsWhole() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script(for: "fish", in: folder)
        let parse = try Self.shell("fish", ["--no-config", "--no-execute", script])
        #expect(parse.status == 0, "\(parse.stderr)")
        let run = try Self.shell(
            "fish",
            [
                "--no-config", "-c",
                "source $argv[1]; complete -C 'stretchy render --comp'; complete -C 'stretchy '", script,
            ])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("--compression\tPNG compression effort") == true, "\(lines)")
        #expect(
            lines.contains("devices\tList the device presets for --device and the scene file\u{2019}s device."),
            "\(lines)")
    }

    @Test func zshReadsItsScript() throws {
        let folder = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let script = try Self.script(for: "zsh", in: folder)
        let parse = try Self.shell("zsh", ["-n", script])
        #expect(parse.status == 0, "\(parse.stderr)")
        let text = try String(contentsOfFile: script, encoding: .utf8)
        #expect(text.hasPrefix("#compdef stretchy\n"))
        #expect(text.contains("'--offset[The table\u{2019}s contentOffset.y in points"), "\(text.prefix(400))")
    }
}
