import ArgumentParsing

/// `man stretchy`: the roff page `stretchy --generate-manual` writes (SPEC §3), made from the
/// declarations that make help, so it says what the binary accepts; `make deb` installs it.
enum ManualPage {
    static func page(commands: [CommandSpec], version: String) -> String {
        var out = """
            .TH STRETCHY 1 "" "stretchy \(escape(version))" "User Commands"
            .SH NAME
            stretchy \\- render the seed's stretchy-header scroll effect into PNG frames, pixel for pixel as UIKit draws it
            .SH SYNOPSIS
            .B stretchy
            .I subcommand
            [\\fIoptions\\fR]
            .br
            .B stretchy
            .RB [ \\-\\-version | \\-\\-help ]
            .SH DESCRIPTION
            stretchy draws a 2016 UIKit scroll effect (a header photo that stretches when the table is
            pulled down, a navigation bar that fades in as it scrolls up) into PNG frames, and compares
            PNG frames pixel by pixel for tests. Each subcommand's options follow.

            """
        for command in commands {
            out += ".SH \(escape(command.name.uppercased()))\n"
            out += escape(command.overview) + "\n.PP\n.B stretchy \(escape(command.usage))\n"
            for positional in command.positionals {
                out += ".TP\n.I \(escape(positional.name))\n\(escape(positional.help))\n"
            }
            for option in command.options {
                out += ".TP\n.B \(escape(option.synopsis))\n\(escape(option.help))\n"
            }
            if let discussion = command.discussion { out += ".PP\n" + escape(discussion) + "\n" }
        }
        out += """
            .SH EXIT STATUS
            0 done; 1 compare found images that differ; 2 an input or output failed; 64 usage error;
            130 and 143 interrupted; 141 standard output closed by its reader.
            .SH ENVIRONMENT
            .TP
            .B STRETCHY_RESOURCES
            The folder of the bundled images and fonts, instead of the one beside the binary.
            .SH FILES
            .TP
            .I /usr/share/stretchy
            The bundled header photo and back buttons of the Debian package.
            .TP
            .I /usr/share/stretchy/fonts
            stretchy's own fonts (Inter Regular and SemiBold, Noto Color Emoji) and their licences,
            used before the system's.
            .TP
            .I /usr/share/doc/stretchy/guides
            The guides the options name as docs/guides/*.md.
            .TP
            .I /usr/share/doc/stretchy/examples
            Example scenes (stretchy render \\-\\-scene /usr/share/doc/stretchy/examples/notched\\-phone.json).

            """
        return out
    }

    /// Text roff prints as it is: backslashes and hyphens escaped, a line starting with `.` or
    /// `'` (a request) guarded.
    private static func escape(_ text: String) -> String {
        var out = ""
        var lineStart = true
        for character in text {
            if lineStart && (character == "." || character == "'") { out += "\\&" }
            switch character {
            case "\\": out += "\\e"
            case "-": out += "\\-"
            default: out.append(character)
            }
            lineStart = character == "\n"
        }
        return out
    }
}
