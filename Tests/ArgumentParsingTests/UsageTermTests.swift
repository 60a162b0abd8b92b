import ArgumentParsing
import Testing

/// Usage lines are written from the declarations (`UsageTerm`), as swift-argument-parser does.
struct UsageTermTests {
    @Test func withoutAnArrangementEveryOptionIsOptionalAfterThePositionals() {
        #expect(
            Sample.spec.usage == "sample <FIRST> <SECOND> [--offset <Y>] [--count <N>] [--mode <fast|best>] "
                + "[--name <TEXT>] [--tag <N> ...] [--force] [--quiet]")
    }

    @Test func anArrangementSaysWhatIsRequiredAndWhatExcludesWhat() {
        let spec = CommandSpec(
            name: "sample", overview: "",
            usage: [
                .required(Sample.offset), .oneOf([Sample.force, Sample.quiet]),
                .choice([[.required(Sample.name)], [.value(Sample.name, "-"), .optional(Sample.tag)]]),
                .group("sample options", [Sample.count, Sample.mode]),
            ],
            options: [Sample.offset, Sample.force, Sample.quiet, Sample.name, Sample.tag, Sample.count, Sample.mode])
        #expect(
            spec.usage == "sample --offset <Y> [--force | --quiet] [--name <TEXT> | --name - [--tag <N> ...]] "
                + "[sample options]")
        #expect(
            spec.usageTerms.flatMap(\.optionNames) == [
                "offset", "force", "quiet", "name", "name", "tag",
                "count", "mode",
            ])
    }
}
