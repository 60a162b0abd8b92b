import ArgumentParsing
import Foundation
import Testing

@testable import stretchy

/// Options are declared once, as typed constants that both the command's spec lists and its
/// `run` reads through; these tests check what the compiler cannot.
@Suite(.scratchFolders) struct OptionDeclarationTests {
    @Test(arguments: Stretchy.commands.map(\.spec.name))
    func namesAreUniqueAndEveryOneParses(command name: String) throws {
        let spec = try #require(Stretchy.commands.first { $0.spec.name == name }?.spec)
        let names = spec.options.map(\.name), letters = spec.options.compactMap(\.short)
        #expect(Set(names).count == names.count, "\(names)")
        #expect(Set(letters).count == letters.count, "\(letters)")
        let line = spec.options.map { $0.isFlag ? "--\($0.name)" : "--\($0.name)=x" }
        let parsed = try ParsedArguments(parsing: spec.positionals.map(\.name) + line, for: spec)
        #expect(parsed.positionals.count == spec.positionals.count)
    }

    /// `ParsedArguments` traps on reading an option the command did not declare, whether or not
    /// it was given; every command reads all of its options on the way to a successful end, so one
    /// successful run of each proves that everything it reads is declared.
    @Test(arguments: Stretchy.commands.map(\.spec.name))
    func everyCommandReadsOnlyWhatItDeclares(command name: String) throws {
        let image = HeaderFixture.repository.appendingPathComponent("Resources/back_0.png").path
        let directory = try temporaryDirectory()
        let shard = directory.appendingPathComponent("shard.json")
        let resources = HeaderFixture.repository.appendingPathComponent("Resources").path
        try Run(["compare", resources, resources, "--shard", "1/1", "--json"]).output.write(to: shard)
        let ledgers = directory.appendingPathComponent("ledgers")
        try FileManager.default.createDirectory(at: ledgers, withIntermediateDirectories: true)
        try Data("stretchy golden ledger 1\nrun: whole\n".utf8).write(to: ledgers.appendingPathComponent("1-1.ledger"))
        let successful: [String: [String]] = [
            "frame": ["--offset", "-130", "--scale", "1", "--output", "f.png"],
            "render": ["--motion", "hold 0.1", "--fps", "10", "--scale", "1", "--output-dir", "out", "--quiet"],
            "state": ["--offset", "-130"],
            "layout": ["--offset", "-130"],
            "scene": ["--print"],
            "devices": [],
            "compare": [image, image],
            "merge-reports": [shard.path],
            "orphans": ["--ledger", ledgers.path, "--goldens-folder", "__Goldens__", "--remove", directory.path],
        ]
        let arguments = try #require(successful[name], "no successful run of '\(name)' to try")
        let run = try Run([name] + arguments, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
    }

    /// The usage line is written from the declarations: it names every option the command
    /// declares, and nothing else.
    @Test(arguments: Stretchy.commands.map(\.spec.name))
    func usageNamesEveryDeclaredOptionOnly(command name: String) throws {
        let spec = try #require(Stretchy.commands.first { $0.spec.name == name }?.spec)
        let named = spec.usageTerms.flatMap(\.optionNames)
        #expect(Set(named) == Set(spec.options.map(\.name)).subtracting(["help"]), "\(spec.usage)")
        #expect(spec.usage.hasPrefix(([name] + spec.positionals.map { "<\($0.name)>" }).joined(separator: " ")))
        for option in spec.options where option.name != "help" {
            #expect(spec.usage.contains("--\(option.name)") || spec.usage.contains("[scene options]"), "\(option.name)")
        }
    }

    @Test func usageLinesReadAsHelpShowsThem() throws {
        let usage = Dictionary(uniqueKeysWithValues: Stretchy.commands.map { ($0.spec.name, $0.spec.usage) })
        #expect(
            usage["frame"] == "frame --offset <Y> [--output <FILE>] [--compression <fast|default|best>] "
                + "[--strict-images] [scene options]")
        #expect(
            usage["render"] == "render [--motion <SCRIPT> | --motion-file <FILE>] [--fps <N>] "
                + "[--output-dir <DIR> | --output-dir - [--manifest <FILE>]] [--jobs <N>] [--frames <A-B>] "
                + "[--force | --resume] [--wait] [--strict-images] [--sheet <FILE>] [--player] "
                + "[--compression <fast|default|best>] [--apng <FILE.png>] [--gif <FILE.gif>] [--webp <FILE.webp>] "
                + "[--loop <N>] [--gif-palette <frame|global>] [--gif-dither <D>] [--gif-width <W>] "
                + "[--webp-quality <Q>] [--layout] [--quiet] [scene options]")
        #expect(usage["scene"] == "scene --print [scene options]")
        #expect(usage["devices"] == "devices")
        #expect(usage["compare"]?.hasPrefix("compare <EXPECTED> <ACTUAL> [--threshold <T>] [--include-aa] ") == true)
        #expect(usage["compare"]?.contains(" [--ignore <X,Y,W,H[pt]> ...] ") == true)
        let help = try Run(["render", "--help"])
        #expect(help.stdout.contains("USAGE: stretchy \(usage["render"] ?? "?")\n"))
    }
}
