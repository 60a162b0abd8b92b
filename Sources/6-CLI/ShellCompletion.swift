import ArgumentParsing
import SceneModel

/// The shell completion scripts `stretchy --generate-completion-script bash|zsh|fish` writes
/// (SPEC §3), made from the same declarations as help and usage, so a new option completes as
/// soon as it is declared; `make deb` installs their output. A value named `a|b|c` completes to
/// its words, `--device` to the preset names, `FILE`, `DIR`, `IMAGE`, `SCRIPT` and
/// `EXPECTED`/`ACTUAL`/`SHARD` to paths; other values (numbers, text) complete to nothing.
enum ShellCompletion {
    static let shells = ["bash", "zsh", "fish"]

    static func script(for shell: String, commands: [CommandSpec]) -> String? {
        switch shell {
        case "bash": bash(commands)
        case "zsh": zsh(commands)
        case "fish": fish(commands)
        default: nil
        }
    }

    /// The words of a value named `fast|default|best`, the device presets' names for `--device`;
    /// nil for another value.
    private static func choices(_ option: OptionSpec) -> [String]? {
        if option.name == SceneOptions.device.spec.name { return Device.presets.map(\.name) }
        guard let value = option.valueName, value.contains("|") else { return nil }
        return value.split(separator: "|").map(String.init)
    }

    private static func takesPath(_ option: OptionSpec) -> Bool {
        ["FILE", "DIR", "IMAGE", "SCRIPT", "FILE.json"].contains(option.valueName ?? "")
            || (option.valueName ?? "").hasPrefix("FILE")
    }

    private static func bash(_ commands: [CommandSpec]) -> String {
        var cases = ""
        for command in commands {
            let words =
                command.options.map { "--\($0.name)" } + command.options.compactMap { $0.short.map { "-\($0)" } }
            var values = ""
            for option in command.options where !option.isFlag {
                let reply =
                    choices(option).map { "COMPREPLY=($(compgen -W '\($0.joined(separator: " "))' -- \"$cur\"))" }
                    ?? (takesPath(option) ? "COMPREPLY=($(compgen -f -- \"$cur\"))" : "COMPREPLY=()")
                values += "                --\(option.name)) \(reply); return ;;\n"
            }
            cases += """
                    \(command.name))
                        case "$prev" in
                \(values)        esac
                        if [[ "$cur" == -* ]]; then COMPREPLY=($(compgen -W '\(words.joined(separator: " "))' -- "$cur"))
                        else COMPREPLY=($(compgen -f -- "$cur")); fi ;;

                """
        }
        return """
            # bash completion for stretchy, written by `stretchy --generate-completion-script bash`.
            _stretchy() {
                local cur=${COMP_WORDS[COMP_CWORD]} prev=${COMP_WORDS[COMP_CWORD-1]}
                if [[ $COMP_CWORD -eq 1 ]]; then
                    COMPREPLY=($(compgen -W '\((commands.map(\.name) + ["help", "--help", "--version"]).joined(separator: " "))' -- "$cur"))
                    return
                fi
                case "${COMP_WORDS[1]}" in
            \(cases)        help) COMPREPLY=($(compgen -W '\(commands.map(\.name).joined(separator: " "))' -- "$cur")) ;;
                esac
            }
            complete -F _stretchy stretchy

            """
    }

    /// A help text inside zsh's `[…]` or fish's quotes: its first sentence, with no brackets or
    /// quotes that would end them. An apostrophe inside a word becomes a typographic one (’), so
    /// "the seed's" still reads so in the completion menu (dropped, it read "the seeds").
    private static func summary(_ help: String) -> String {
        let first = Array(help.split(separator: ". ", maxSplits: 1).first.map(String.init) ?? help)
        let kept = first.indices.compactMap { index -> Character? in
            let character = first[index]
            if character == "'" {
                let inWord =
                    index > 0 && index + 1 < first.count && first[index - 1].isLetter && first[index + 1].isLetter
                return inWord ? "\u{2019}" : nil
            }
            return "[]\"`$\\:".contains(character) ? nil : character
        }
        return String(kept)
    }

    private static func zsh(_ commands: [CommandSpec]) -> String {
        var functions = ""
        for command in commands {
            let specs = command.options.map { option -> String in
                let value =
                    option.isFlag
                    ? ""
                    : ":\(option.valueName ?? "value"):"
                        + (choices(option).map { "(\($0.joined(separator: " ")))" }
                            ?? (takesPath(option) ? "_files" : " "))
                let repeatable = option.isRepeatable ? "*" : ""
                return "        '\(repeatable)--\(option.name)[\(summary(option.help))]\(value)'"
            }
            functions += """
                _stretchy_\(command.name.replacing("-", with: "_"))() {
                    _arguments \\
                \(specs.joined(separator: " \\\n")) \\
                        '*:file:_files'
                }

                """
        }
        let list = commands.map { "        '\($0.name):\(summary($0.overview))'" }.joined(separator: "\n")
        return """
            #compdef stretchy
            # zsh completion for stretchy, written by `stretchy --generate-completion-script zsh`.
            \(functions)_stretchy() {
                local -a commands
                commands=(
            \(list)
                )
                if (( CURRENT == 2 )); then
                    _describe 'subcommand' commands
                    return
                fi
                local name=${words[2]//-/_}
                (( $+functions[_stretchy_$name] )) && { shift words; (( CURRENT-- )); _stretchy_$name; }
            }
            _stretchy "$@"

            """
    }

    private static func fish(_ commands: [CommandSpec]) -> String {
        let names = commands.map(\.name).joined(separator: " ")
        var lines = [
            "# fish completion for stretchy, written by `stretchy --generate-completion-script fish`.",
            "complete -c stretchy -f",
            "complete -c stretchy -n 'not __fish_seen_subcommand_from \(names) help' -l version -d 'Show the version'",
        ]
        for command in commands {
            lines.append(
                "complete -c stretchy -n 'not __fish_seen_subcommand_from \(names) help' -a \(command.name)"
                    + " -d '\(summary(command.overview))'")
            for option in command.options {
                var line = "complete -c stretchy -n '__fish_seen_subcommand_from \(command.name)' -l \(option.name)"
                if let short = option.short { line += " -s \(short)" }
                if !option.isFlag {
                    line +=
                        choices(option).map { " -x -a '\($0.joined(separator: " "))'" }
                        ?? (takesPath(option) ? " -r -F" : " -x")
                }
                lines.append(line + " -d '\(summary(option.help))'")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
