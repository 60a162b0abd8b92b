import ArgumentParsing
import Compare
import Wording

/// `stretchy orphans`: the goldens no test of a whole run checked, listed or removed, from the
/// ledgers StretchyTesting writes (SPEC §3, §4 "Golden files").
enum OrphansCommand {
    enum Options {
        static let ledger: Option<String> = .text(
            "ledger", "DIR",
            help: "The folder the test run's ledgers are in (the run's STRETCHY_GOLDEN_LEDGER).")
        static let remove = Flag(
            "remove", help: "Remove the orphans; refused when a ledger is of a filtered run (--filter, --skip).")
        static let goldensFolder: Option<String> = .text(
            "goldens-folder", "NAME",
            help: "The goldens folders' name (GoldenSettings.goldensFolder; default __Goldens__).")
    }

    static let spec = CommandSpec(
        name: "orphans",
        overview: "List, or remove, the goldens that no test of a whole run checked.",
        usage: [
            .repeatedPositional("FOLDER"), .required(Options.ledger), .optional(Options.remove),
            .optional(Options.goldensFolder),
        ],
        positionals: [("FOLDER", "A folder whose goldens folders (__Goldens__) beneath it are searched.")],
        lastPositionalRepeats: true,
        options: [Options.ledger, Options.remove, Options.goldensFolder],
        discussion: "Every file in a goldens folder beneath the FOLDERs (links not followed, environment.json "
            + "kept) that no ledger in DIR names is an orphan, printed one a line. Exits 0 when there is none "
            + "or --remove removed them, 1 when orphans are listed, 2 when DIR holds no ledger or a file that "
            + "is not one, or --remove meets a ledger of a filtered run; 64 usage.",
        examples: [
            (
                "STRETCHY_GOLDEN_LEDGER=ledger swift test && stretchy orphans --ledger ledger Tests",
                "The goldens under Tests that the whole run did not check"
            ),
            ("stretchy orphans --ledger ledger --remove Tests", "The same, removed"),
        ])

    static func run(_ arguments: ParsedArguments) throws -> ExitCode {
        let folder = try arguments.required(Options.ledger)
        let goldensFolder = try arguments[Options.goldensFolder] ?? "__Goldens__"
        let remove = arguments[Options.remove]
        let ledgers = try GoldenLedger.read(folder: folder)
        if let filtered = ledgers.first(where: { !$0.ledger.whole }) {
            let why = "\(Excerpt.quoted(filtered.path)) is of a filtered run (--filter or --skip)"
            guard !remove else {
                throw CommandFailure(message: "\(why): its goldens are only those of the tests it ran; remove nothing")
            }
            Stretchy.printError("Warning: \(why): the goldens of the tests it skipped are listed too")
        }
        let (orphans, count) = try OrphanGoldens.orphans(
            under: arguments.positionals, ledgers: ledgers.map(\.ledger), goldensFolder: goldensFolder)
        if remove {
            try OrphanGoldens.remove(orphans)
        } else {
            for orphan in orphans { try StandardOutput.print(orphan.path) }
        }
        let verb = remove ? "removed" : "orphaned"
        Stretchy.printError(
            "\(Plural.count(orphans.count, "golden")) of \(count) \(verb) "
                + "(\(Plural.count(ledgers.count, "ledger")) in \(Excerpt.quoted(folder)))")
        return orphans.isEmpty || remove ? .success : .different
    }
}
