import ArgumentParsing
import Glibc

/// PNG bytes are no text: `frame --output -` and `render --output-dir -` refuse a terminal on
/// standard output (SPEC §3 Streams) before any work, instead of filling it with binary data.
enum TerminalOutput {
    /// A usage error naming `option` when standard output is a terminal; `redirect` shows the
    /// way out, e.g. `> frame.png`.
    static func refuse(_ option: Option<String>, in arguments: ParsedArguments, redirect: String) throws(UsageError) {
        guard isatty(STDOUT_FILENO) == 1 else { return }
        throw arguments.fail(option) { _ in
            InvalidValue(
                "'-' writes PNG data to standard output, which is a terminal; "
                    + "send it to a file (\(redirect)) or a pipe (| …)")
        }
    }
}
