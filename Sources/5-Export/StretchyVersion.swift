import CShim

/// stretchy's version (SPEC §3 `--version`, §6 "Environment"): `number` below is the one place it
/// is written. The Makefile reads it for the package name (`make deb`) and the release tag
/// (`make tag`, `v1.0.0`), so a clone without tags, or a build without make, still knows it.
package enum StretchyVersion {
    /// The release, `MAJOR.MINOR.PATCH`; CHANGELOG.md has a section for each.
    package static let number = "1.0.0"

    /// The git commit the binary was built from (12 hex digits, `-modified` when the tree had
    /// uncommitted changes), as `make build` records it; nil for a build without make.
    package static var commit: String? {
        let commit = String(cString: stretchy_build_commit())
        return commit.isEmpty ? nil : commit
    }

    /// `1.0.0 (commit 0123456789ab)`, or `1.0.0` without a commit.
    package static var description: String {
        commit.map { "\(number) (commit \($0))" } ?? number
    }
}
