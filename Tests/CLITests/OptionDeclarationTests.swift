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
        let successful: [String: [String]] = [
            "frame": ["--offset", "-130", "--scale", "1", "--output", "f.png"],
            "render": ["--motion", "hold 0.1", "--fps", "10", "--scale", "1", "--output-dir", "out", "--quiet"],
            "state": ["--offset", "-130"],
            "scene": ["--print"],
            "devices": [],
            "compare": [image, image],
            "merge-reports": [shard.path],
        ]
        let arguments = try #require(successful[name], "no successful run of '\(name)' to try")
        let run = try Run([name] + arguments, in: directory)
        #expect(run.status == 0, "\(run.stderr)")
    }
}
