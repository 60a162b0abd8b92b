import Files

/// A comparison as JUnit XML (SPEC §3 `--junit FILE`), the test-report format GitLab, Jenkins
/// and GitHub's test reporters read: one `<testcase>` per pair and per file on one side only.
public enum JUnitReport {
    /// The `classname` of every test case.
    public static let className = "stretchy.compare"

    /// The XML document. A differing pair or a file on one side only is a `<failure>`, a pair
    /// that could not be read an `<error>`; messages give the counts and, when `diffFolder` is
    /// given, the diff image's path there (`diffFolder/<name>`, as `--diff DIR` and the HTML
    /// report's `diff` folder lay them out).
    public static func xml(for comparison: FolderComparison, diffFolder: String? = nil) -> String {
        let limit = comparison.settings
        var cases: [String] = []
        var failures = 0, errors = 0
        func testCase(_ name: String, _ body: String = "") {
            let open = "    <testcase name=\"\(Markup.escape(name))\" classname=\"\(className)\""
            cases.append(body.isEmpty ? open + "/>" : open + ">\n      " + body + "\n    </testcase>")
        }
        func element(_ tag: String, type: String, message: String) -> String {
            "<\(tag) type=\"\(type)\" message=\"\(Markup.escape(message))\">\(Markup.escape(message))</\(tag)>"
        }
        for file in comparison.files {
            switch file.status {
            case .match:
                testCase(file.name)
            case .failed:
                errors += 1
                testCase(file.name, element("error", type: "unreadable", message: file.error ?? ""))
            case .different:
                failures += 1
                let result = file.result
                var message = result.sizeMismatch
                    ? "sizes differ (expected \(result.width)×\(result.height), actual \(result.actualWidth)×\(result.actualHeight))"
                    : "\(result.differentPixels) of \(result.totalPixels) pixels differ (allowed \(limit.allowedPixels(ofTotal: result.totalPixels)))"
                if let diffFolder, !result.sizeMismatch { message += "; diff image: \(FilePath.join(diffFolder, file.name))" }
                testCase(file.name, element("failure", type: result.sizeMismatch ? "size" : "pixels", message: message))
            }
        }
        for (names, folder) in [(comparison.onlyInExpected, comparison.expectedFolder),
                                (comparison.onlyInActual, comparison.actualFolder)] {
            for name in names {
                failures += 1
                testCase(name, element("failure", type: "missing", message: "only in '\(folder)'"))
            }
        }
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let suite = Markup.escape("\(comparison.expectedFolder) vs \(comparison.actualFolder)")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="stretchy compare" \(counts)>
              <testsuite name="\(suite)" \(counts) skipped="0">
            \(cases.joined(separator: "\n"))
              </testsuite>
            </testsuites>

            """
    }

    /// Writes `xml(for:diffFolder:)` to `path` atomically, creating its folder.
    public static func write(_ comparison: FolderComparison, diffFolder: String? = nil,
                             to path: String) throws(CompareError) {
        try CompareFiles.write(Array(xml(for: comparison, diffFolder: diffFolder).utf8), to: path)
    }
}
