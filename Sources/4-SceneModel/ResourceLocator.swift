import Files
import FoundationEssentials

/// Finds stretchy's bundled images (`ceshi.jpg`, `back_0@2x.png`, …) and its own fonts (the
/// `fonts` folder beside them) from any working directory.
///
/// When `$STRETCHY_RESOURCES` is set (and not empty) it is the only folder looked in, so a wrong
/// value is an error rather than quietly replaced by another copy. Otherwise the folders are
/// `<executable>/../share/stretchy` (where `make install` puts them), then — only for a binary
/// inside this source tree's `.build` folder, a developer build — the tree's `Resources`. A binary
/// copied or installed elsewhere therefore never reads the build tree it came from.
public struct ResourceLocator: Sendable {
    /// The folder the bundled images are read from.
    public let directory: URL

    /// stretchy's own font files (SPEC §1 "Fonts"): the `fonts` folder of `directory`. A font
    /// missing there is taken from the system.
    package var fontsFolder: URL { directory.appendingPathComponent("fonts") }

    /// Images read from `directory`, without checking what it holds (`find` checks).
    public init(directory: URL) {
        self.directory = directory
    }

    /// The environment variable that names the folder of the bundled images.
    package static let environmentVariable = "STRETCHY_RESOURCES"

    /// The first folder looked in that holds the bundled images; `executable` is the running
    /// binary (links are followed). Throws `ResourcesNotFound` naming every folder looked in.
    package static func find(
        environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL = URL(fileURLWithPath: "/proc/self/exe")
    )
        throws(ResourcesNotFound) -> ResourceLocator
    {
        let override = environment[environmentVariable].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
        let folders = override.map { [$0] } ?? defaultFolders(executable: executable.resolvingSymlinksInPath())
        guard let found = folders.map(ResourceLocator.init(directory:)).first(where: \.holdsBundledImages) else {
            throw ResourcesNotFound(lookedIn: folders.map(\.path), fromEnvironment: override != nil)
        }
        return found
    }

    /// The folders looked in without `$STRETCHY_RESOURCES`, for the binary at `executable`.
    private static func defaultFolders(executable: URL) -> [URL] {
        let installed = executable.deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("share/stretchy")
        let isDeveloperBuild = executable.path.hasPrefix(sourceTree.appendingPathComponent(".build").path + "/")
        return isDeveloperBuild ? [installed, sourceTree.appendingPathComponent("Resources")] : [installed]
    }

    /// The source tree this binary was compiled from: Sources/4-SceneModel/ResourceLocator.swift,
    /// three levels up. Links are resolved, as they are in the executable's path it is compared with.
    private static let sourceTree = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().resolvingSymlinksInPath()

    /// Whether this folder holds what the seed's scene draws: its header photo and both back
    /// buttons, at some scale.
    private var holdsBundledImages: Bool {
        let seed = Scene.seed
        return PathKind(directory.appendingPathComponent(seed.headerImage).path).exists
            && image(named: seed.backImages.transparent, scale: 1) != nil
            && image(named: seed.backImages.opaque, scale: 1) != nil
    }

    /// An image given by path or by bundled name, as `UIImage(named:)` would take a name: an
    /// existing file (relative to the working directory) wins, else the bundled image of that name.
    package func file(named name: String) -> URL {
        let bundled = directory.appendingPathComponent(name)
        let isBundledName =
            !name.contains("/") && !PathKind(name).exists
            && PathKind(bundled.path).exists
        return isBundledName ? bundled : URL(fileURLWithPath: name)
    }

    /// The file `UIImage(named: name)` would pick on a screen of `scale`, and that file's own
    /// scale: `name@3x.png` on @3x, `name@2x.png` on @2x, `name.png` on @1x, else the nearest
    /// other scale (the higher one on a tie). Nil when no variant exists.
    package func image(named name: String, scale: Int) -> (url: URL, scale: Int)? {
        let order = [1, 2, 3].sorted { (abs($0 - scale), -$0) < (abs($1 - scale), -$1) }
        for candidate in order {
            let file = candidate == 1 ? "\(name).png" : "\(name)@\(candidate)x.png"
            let url = directory.appendingPathComponent(file)
            if PathKind(url.path).exists { return (url, candidate) }
        }
        return nil
    }
}
