import Files
import FoundationEssentials

/// Finds stretchy's bundled images (`ceshi.jpg`, `back_0@2x.png`, …) from any working directory.
///
/// Looked for, in order: `$STRETCHY_RESOURCES`; `<executable>/../share/stretchy` (where
/// `make install` puts them); the `Resources` folder of the source tree this binary was built
/// from. The first folder that holds `ceshi.jpg` wins.
public struct ResourceLocator: Sendable {
    /// The folder the bundled images are read from.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory
    }

    /// The first candidate folder that holds the default header, or nil when none does.
    public static func find(environment: [String: String] = ProcessInfo.processInfo.environment) -> ResourceLocator? {
        var candidates: [URL] = []
        if let override = environment["STRETCHY_RESOURCES"], !override.isEmpty {
            candidates.append(URL(fileURLWithPath: override))
        }
        let executable = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
        candidates.append(executable.deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("share/stretchy"))
        // Sources/4-Scenery/ResourceLocator.swift → the repository's Resources folder.
        candidates.append(URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources"))
        return candidates.first { FileManager.default.fileExists(atPath: $0.appendingPathComponent(defaultHeaderName).path) }
            .map(ResourceLocator.init(directory:))
    }

    /// The bundled header photo's file name.
    public static let defaultHeaderName = "ceshi.jpg"

    /// An image given by path or by bundled name, as `UIImage(named:)` would take a name: an
    /// existing file (relative to the working directory) wins, else the bundled image of that name.
    public func file(named name: String) -> URL {
        let bundled = directory.appendingPathComponent(name)
        let isBundledName = !name.contains("/") && !FileManager.default.fileExists(atPath: name)
            && FileManager.default.fileExists(atPath: bundled.path)
        return isBundledName ? bundled : URL(fileURLWithPath: name)
    }

    /// The file `UIImage(named: name)` would pick on a screen of `scale`, and that file's own
    /// scale: `name@3x.png` on @3x, `name@2x.png` on @2x, `name.png` on @1x, else the nearest
    /// other scale (the higher one on a tie). Nil when no variant exists.
    public func image(named name: String, scale: Int) -> (url: URL, scale: Int)? {
        let order = [1, 2, 3].sorted { (abs($0 - scale), -$0) < (abs($1 - scale), -$1) }
        for candidate in order {
            let file = candidate == 1 ? "\(name).png" : "\(name)@\(candidate)x.png"
            let url = directory.appendingPathComponent(file)
            if FileManager.default.fileExists(atPath: url.path) { return (url, candidate) }
        }
        return nil
    }
}
