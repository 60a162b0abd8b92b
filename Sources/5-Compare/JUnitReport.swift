import Files
import Wording

/// A comparison as JUnit XML (SPEC §3 `--junit FILE`, §4 "JUnit XML"), the test-report format
/// GitLab, Jenkins and GitHub's test reporters read: one `<testcase>` per pair and per file on
/// one side only, each with its `time`, and a failing pair's images as attachments.
package enum JUnitReport {
    /// The `classname` of every test case.
    package static let className = "stretchy.compare"

    /// The XML document. A differing pair or a file on one side only is a `<failure>`, a pair
    /// that could not be read an `<error>`; messages give the counts and the diff image's path. A
    /// differing pair names its expected image, its actual image and its diff twice: as
    /// `[[ATTACHMENT|path]]` lines in `<system-out>` (the convention of GitLab and of Jenkins'
    /// attachments plugin) and as `<property name="expectedImage|actualImage|diffImage">`. The
    /// images are those the HTML report in `reportFolder` holds (`ReportImages`: the crops of
    /// what differs, or both files when the sizes differ; inside the folder a CI job uploads, so
    /// that nothing named is left behind), else the files compared and `diffFolder/<name>`
    /// (`--diff DIR`); a diff is named only where one is written. A compared "file" that is none
    /// (an animation's frame, `a.png#frame_0005.png`) is a property only, no attachment.
    ///
    /// `version` (stretchy's) is the suite's `stretchy` property; `note`, the `Note:` line of
    /// `EnvironmentNote`, its `<system-out>`.
    package static func xml(
        for comparison: FolderComparison, diffFolder: String? = nil, reportFolder: String? = nil,
        version: String? = nil, note: String? = nil
    ) -> String {
        let limit = comparison.settings
        var cases: [String] = []
        var failures = 0, errors = 0, seconds = 0.0
        func testCase(_ name: String, time: Double, _ body: [String] = []) {
            let open =
                "    <testcase name=\"\(Markup.escape(name))\" classname=\"\(className)\""
                + " time=\"\(format(time))\""
            cases.append(
                body.isEmpty
                    ? open + "/>"
                    : open + ">\n      " + body.joined(separator: "\n      ") + "\n    </testcase>")
            seconds += time
        }
        func element(_ tag: String, type: String, message: String) -> String {
            "<\(tag) type=\"\(type)\" message=\"\(Markup.escape(message))\">\(Markup.escape(message))</\(tag)>"
        }
        for file in comparison.files {
            switch file.status {
            case .match:
                testCase(file.name, time: file.seconds)
            case .failed:
                errors += 1
                testCase(
                    file.name, time: file.seconds,
                    [element("error", type: "unreadable", message: file.error ?? "")])
            case .different:
                failures += 1
                let (message, attachments) = failure(
                    file, settings: limit, diffFolder: diffFolder, reportFolder: reportFolder)
                testCase(
                    file.name, time: file.seconds,
                    [
                        element("failure", type: file.result.sizeMismatch ? "size" : "pixels", message: message),
                        "<properties>"
                            + attachments.map { "<property name=\"\($0.name)\" value=\"\(Markup.escape($0.path))\"/>" }
                            .joined()
                            + "</properties>",
                        "<system-out>"
                            + attachments.filter(\.attached).map { "[[ATTACHMENT|\(Markup.escape($0.path))]]" }
                            .joined(separator: "\n")
                            + "</system-out>",
                    ])
            }
        }
        for (names, folder) in [
            (comparison.onlyInExpected, comparison.expectedFolder),
            (comparison.onlyInActual, comparison.actualFolder),
        ] {
            for name in names {
                failures += 1
                testCase(name, time: 0, [element("failure", type: "missing", message: "only in '\(folder)'")])
            }
        }
        // The suite took the comparison's wall time: its pairs ran one per core, so the sum of
        // their times would count each second once per core.
        seconds = comparison.seconds ?? seconds
        let counts = "tests=\"\(cases.count)\" failures=\"\(failures)\" errors=\"\(errors)\""
        let properties =
            version.map {
                "    <properties><property name=\"stretchy\" value=\"\(Markup.escape($0))\"/></properties>\n"
            } ?? ""
        let output = note.map { "\n    <system-out>Note: \(Markup.escape($0))</system-out>" } ?? ""
        let suite = Markup.escape("\(comparison.expectedFolder) vs \(comparison.actualFolder)")
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <testsuites name="stretchy compare" \(counts) time="\(format(seconds))">
              <testsuite name="\(suite)" \(counts) skipped="0" time="\(format(seconds))">
            \(properties)\(cases.joined(separator: "\n"))\(output)
              </testsuite>
            </testsuites>

            """
    }

    /// A differing pair's failure message and its images, `(property name, path, attached)`: the
    /// report's when it holds them, else the files compared (attached when they are files) and
    /// the diff in `diffFolder`.
    private static func failure(
        _ file: FolderComparison.File, settings: CompareSettings, diffFolder: String?, reportFolder: String?
    ) -> (message: String, attachments: [(name: String, path: String, attached: Bool)]) {
        let result = file.result
        let inReport = { (role: ReportImages.Role) -> String? in
            reportFolder.map { ReportImages.path(role, file.name, in: $0) }
                .flatMap { PathKind($0) == .regularFile ? $0 : nil }
        }
        let diff =
            result.sizeMismatch
            ? nil : inReport(.diffCrop) ?? diffFolder.map { FilePath.join($0, file.name) }
        var message = result.summary(allowedBy: settings)
        if let diff { message += "; diff image: \(diff)" }
        // The report's image of the first role it holds, else the file compared.
        func image(_ name: String, _ roles: [ReportImages.Role], else compared: String) -> (String, String, Bool) {
            roles.lazy.compactMap(inReport).first.map { (name, $0, true) }
                ?? (name, compared, PathKind(compared) == .regularFile)
        }
        let attachments =
            [
                image("expectedImage", [.expectedCrop, .expected], else: file.expectedPath),
                image("actualImage", [.actualCrop, .actual], else: file.actualPath),
            ] + (diff.map { [("diffImage", $0, true)] } ?? [])
        return (message, attachments)
    }

    /// Seconds with at most 6 decimals, as JUnit readers parse them (`0.012345`, `0`).
    private static func format(_ seconds: Double) -> String {
        NumberText.decimal(seconds, maxDecimals: 6)
    }

    /// Writes `xml(for:diffFolder:reportFolder:version:note:)` to `path` atomically, creating its folder.
    package static func write(
        _ comparison: FolderComparison, diffFolder: String? = nil, reportFolder: String? = nil,
        version: String? = nil, note: String? = nil, to path: String
    ) throws(CompareError) {
        let text = xml(
            for: comparison, diffFolder: diffFolder, reportFolder: reportFolder, version: version, note: note)
        try CompareFiles.write(Array(text.utf8), to: path)
    }
}
