import ArgumentParsing

/// Help pages in swift-argument-parser's layout: OVERVIEW, USAGE, ARGUMENTS, OPTIONS,
/// SUBCOMMANDS, EXAMPLES.
enum HelpText {
    static func page(for command: CommandSpec) -> String {
        var out = "OVERVIEW: \(command.overview)\n\n"
        out += "USAGE: stretchy \(command.usage)\n"
        if !command.positionals.isEmpty {
            out += "\nARGUMENTS:\n" + table(command.positionals.map { ("<\($0.name)>", $0.help) })
        }
        out += "\nOPTIONS:\n" + table(command.options.map { ($0.synopsis, $0.help) })
        if let discussion = command.discussion { out += "\n" + discussion + "\n" }
        if !command.examples.isEmpty {
            out +=
                "\nEXAMPLES:\n"
                + command.examples.map { "  # \($0.comment)\n  \($0.command)\n" }.joined(separator: "\n")
        }
        return out
    }

    static func rootPage(commands: [CommandSpec], version: String) -> String {
        var out =
            "OVERVIEW: Render the seed's stretchy-header scroll effect into PNG frames, pixel for pixel as UIKit draws it. Version \(version).\n\n"
        out += "USAGE: stretchy <subcommand> [options]\n\n"
        out += "OPTIONS:\n" + table([("--version", "Show the version."), ("-h, --help", "Show help information.")])
        out += "\nSUBCOMMANDS:\n" + table(commands.map { ($0.name, $0.overview) })
        out += "\n  See 'stretchy help <subcommand>' for detailed help.\n"
        out +=
            "\nEXAMPLES:\n"
            + [
                ("stretchy frame --offset -130 --output frame.png", "The screen half-way through the bar's fade"),
                ("stretchy render --output-dir out --sheet out/sheet.png", "The seed's animation as PNG frames"),
                ("stretchy compare golden/ out/ --diff diffs", "Pixel-compare two renders"),
            ].map { "  # \($0.1)\n  \($0.0)\n" }.joined(separator: "\n")
        return out
    }

    /// Two columns, the second wrapped at 80 characters.
    static func table(_ rows: [(String, String)]) -> String {
        let width = min(32, (rows.map(\.0.count).max() ?? 0) + 4)
        var out = ""
        for (left, right) in rows {
            var lines = wrap(right, width: 80 - width)
            let first = lines.isEmpty ? "" : lines.removeFirst()
            if left.count + 4 > width {
                out += "  \(left)\n" + String(repeating: " ", count: width) + first + "\n"
            } else {
                out += "  " + left + String(repeating: " ", count: width - 2 - left.count) + first + "\n"
            }
            for line in lines { out += String(repeating: " ", count: width) + line + "\n" }
        }
        return out
    }

    static func wrap(_ text: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ") {
            if !line.isEmpty && line.count + 1 + word.count > width {
                lines.append(line)
                line = ""
            }
            line += (line.isEmpty ? "" : " ") + word
        }
        if !line.isEmpty { lines.append(line) }
        return lines
    }
}
