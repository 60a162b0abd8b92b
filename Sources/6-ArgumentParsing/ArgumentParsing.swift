// ArgumentParsing — stretchy's command lines: typed options declared once, parsed, read back
// through their declarations, and worded in help pages and usage errors.
//
// Design note
// - Why not swift-argument-parser: stretchy takes no Swift package from outside the toolchain
//   (the build fetches nothing; Debian's libraries come through system-library targets), and the
//   toolchain does not ship it. What it gives that stretchy needs is small, and is here instead.
// - Declared once: each option is a typed constant (`Option<Value>`, `RepeatedOption`, `Flag`)
//   holding its name, value name, help and the parse of its text. A command's `CommandSpec` lists
//   those same values, and the command reads the parsed line through them (`arguments[option]`),
//   so a name is written in one place, a misspelt option does not compile, and reading one the
//   command did not declare traps on the first test that runs it.
// - Usage lines and help pages are written from the declarations (`UsageTerm`, `CommandSpec`), as
//   swift-argument-parser derives them, so they cannot name an option the command lacks.
// - Two steps: `ParsedArguments` checks only the line's shape (known options, each once unless
//   repeatable, values present, the positionals' count); a value is parsed when the command reads
//   it, so the first complaint is about the first thing the command checks. Every complaint is a
//   `UsageError` (exit 64, SPEC §3) that names the option and echoes its value shortened
//   (`InvalidValue`, Wording's `Excerpt`).
// - Rejected: a result builder or property wrappers over a command type (argument-parser's
//   shape): more machinery than seven commands need, and values read through wrappers cannot be
//   shared by two commands as `SceneOptions` are; and parsing every value up front, which would
//   report a bad scene option before a missing `--offset`.
