// stretchy (the CLI) — the `stretchy` executable: nine commands over the pipelines below it.
//
// Design note
// - Commands are thin shells: each is an enum with its `CommandSpec` (ArgumentParsing) and a
//   `run` that reads its options, builds the scene (`SceneOptions`: the file, then the options,
//   SPEC §5's merge order), calls the layers below (Export's `FrameExporter` and `FrameFile` for
//   frames, Compare's `FolderComparison` and reports, Motion's timelines) and turns their typed
//   errors into one `Error:` line and an exit code (`CommandFailure`, SPEC §3). What a picture
//   looks like and how it is written lives below, where StretchyKit calls the same code.
// - `frame` runs one frame on two threads, because its wall time is its product: this thread
//   decodes the header photo (the longest step with a large photo, and this thread is running
//   already, where a worker's first start can wait milliseconds for a sleeping CPU) while a
//   worker makes the renderer (fontconfig, fonts, texts), draws the table and encodes the PNG
//   bands below the header; then both draw the top and encode the rest. Each of the worker's
//   steps is a `Once` taken by whichever thread comes to it first, so after a quick decode this
//   thread does them itself and after a long one it helps with what is left (FrameCommand.run).
//   `render` instead spreads whole frames over `--jobs` workers (FrameExporter), in any order,
//   with bounded memory; the bytes never depend on the thread count.
// - Process-wide choices are made here and nowhere below: the heap kept for large blocks
//   (main.swift), signals (`SignalTrap`, `BrokenPipe`), progress only on a terminal
//   (`ProgressMeter`), the renderer kept until exit (`KeptUntilExit`).
// - Rejected: a command that draws or encodes pixels itself (drawing and encoding live in
//   Scenery and Export, which StretchyKit calls too), and unchecked `print` for results (a full
//   disk or a closed pipe must fail the run: `StandardOutput` checks every write).

import ArgumentParsing
import Export
import Wording

/// The entry point: picks the subcommand, handles help and version, maps errors to exit codes.
enum Stretchy {
    /// `1.0.0 (commit 0123456789ab)`: `StretchyVersion`'s, the one place the number is written.
    static let version = StretchyVersion.description

    typealias Runner = @Sendable (ParsedArguments) throws -> ExitCode
    static let commands: [(spec: CommandSpec, run: Runner)] = [
        (FrameCommand.spec, FrameCommand.run),
        (RenderCommand.spec, RenderCommand.run),
        (StateCommand.spec, StateCommand.run),
        (LayoutCommand.spec, LayoutCommand.run),
        (CompareCommand.spec, CompareCommand.run),
        (MergeReportsCommand.spec, MergeReportsCommand.run),
        (OrphansCommand.spec, OrphansCommand.run),
        (SceneCommand.spec, SceneCommand.run),
        (DevicesCommand.spec, DevicesCommand.run),
    ]

    static func main(_ arguments: [String]) -> ExitCode {
        do {
            return try dispatch(arguments)
        } catch let error as UsageError {
            printError("Error: \(error.message)")
            let usage =
                commands.first { $0.spec.name == error.command }.map { "stretchy \($0.spec.usage)" }
                ?? "stretchy <subcommand> [options]"
            printError("Usage: \(usage)")
            printError("  See 'stretchy \(error.command.map { "help \($0)" } ?? "--help")'.")
            return .usage
        } catch let error as CommandFailure {
            printError("Error: \(error.message)")
            return .failure
        } catch {
            printError("Error: \(error)")
            return .failure
        }
    }

    /// `stretchy --help`'s page.
    static var rootPage: String { HelpText.rootPage(commands: commands.map(\.spec), version: version) }

    static func dispatch(_ arguments: [String]) throws -> ExitCode {
        guard let first = arguments.first else {
            throw UsageError(
                message: "missing subcommand (one of \(commands.map(\.spec.name).joined(separator: ", ")))",
                command: nil)
        }
        switch first {
        case "-h", "--help":
            try StandardOutput.print(rootPage, terminator: "")
            return .success
        case "--version":
            try StandardOutput.print("stretchy \(version)")
            return .success
        // Hidden (not in help): what `make deb` installs as the man page and completions.
        case "--generate-manual":
            try StandardOutput.print(ManualPage.page(commands: commands.map(\.spec), version: version), terminator: "")
            return .success
        case "--generate-completion-script":
            let shell = arguments.dropFirst().first ?? ""
            guard let script = ShellCompletion.script(for: shell, commands: commands.map(\.spec)) else {
                throw UsageError(
                    message: "option '--generate-completion-script' needs a shell: "
                        + ShellCompletion.shells.joined(separator: ", "),
                    command: nil)
            }
            try StandardOutput.print(script, terminator: "")
            return .success
        case "help":
            guard arguments.count > 1 else {
                try StandardOutput.print(rootPage, terminator: "")
                return .success
            }
            guard let command = commands.first(where: { $0.spec.name == arguments[1] }) else {
                throw UsageError(message: "unknown subcommand '\(arguments[1])'", command: nil)
            }
            try StandardOutput.print(HelpText.page(for: command.spec), terminator: "")
            return .success
        default:
            guard let command = commands.first(where: { $0.spec.name == first }) else {
                let hint = Suggestion.hint(for: first, among: commands.map(\.spec.name))
                throw UsageError(message: "unknown subcommand '\(first)'\(hint)", command: nil)
            }
            let rest = Array(arguments.dropFirst())
            // Help and version win over everything else on the line, as in swift-argument-parser.
            if rest.contains("-h") || rest.contains("--help") {
                try StandardOutput.print(HelpText.page(for: command.spec), terminator: "")
                return .success
            }
            if rest.contains("--version") {
                try StandardOutput.print("stretchy \(version)")
                return .success
            }
            return try command.run(try ParsedArguments(parsing: rest, for: command.spec))
        }
    }

    /// Writes `line` on stderr as one line: a control character in it (a file name's newline or
    /// ESC, a library's message) is written escaped, never obeyed by the terminal.
    static func printError(_ line: String) {
        StandardError.write(ControlCharacters.escaped(line) + "\n")
    }
}
