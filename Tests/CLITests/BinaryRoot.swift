import Foundation

/// A root folder for chroot(8) holding the binary as /bin/stretchy and each library the dynamic
/// loader opens for it at start, at its own path, and nothing else: no /proc, no fonts, no images,
/// and none of the libraries stretchy opens itself when first needed unless they are added.
struct BinaryRoot {
    let folder: URL

    /// Copies the binary and the libraries `ldd` lists for it into `folder`, then each of
    /// `libraries` (SONAMEs, as `ldconfig -p` finds them) with what it links.
    init(in folder: URL, adding libraries: [String] = []) throws {
        self.folder = folder
        var files = [(Run.binary.path, "/bin/stretchy")]
        for object in [Run.binary.path] + (try libraries.map(Self.path(ofLibrary:))) {
            if object != Run.binary.path { files.append((object, object)) }
            files += try Self.linked(by: object).map { ($0, $0) }
        }
        for (source, target) in files {
            let copy = folder.appendingPathComponent(String(target.dropFirst()))
            try FileManager.default.createDirectory(
                at: copy.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(contentsOf: URL(fileURLWithPath: source)).write(to: copy)
            chmod(copy.path, 0o755)
        }
    }

    /// Runs /bin/stretchy with `arguments` under chroot(8), in the root's / (needs root).
    func run(_ arguments: [String]) throws -> Run {
        try Run([folder.path, "/bin/stretchy"] + arguments, binary: URL(fileURLWithPath: "/usr/sbin/chroot"))
    }

    /// The paths below the root, sorted: what a run made shows beside what was copied.
    func files() throws -> [String] {
        let paths = FileManager.default.enumerator(atPath: folder.path)?.compactMap { $0 as? String } ?? []
        return paths.sorted()
    }

    /// The files the dynamic loader opens for `object` (`ldd`'s absolute paths).
    static func linked(by object: String) throws -> [String] {
        let ldd = try Run([object], binary: URL(fileURLWithPath: "/usr/bin/ldd"))
        guard ldd.status == 0 else { throw Failure(description: "ldd \(object): \(ldd.stderr)") }
        return ldd.stdout.split(whereSeparator: \.isWhitespace).map(String.init).filter { $0.hasPrefix("/") }
    }

    /// Where the dynamic loader's cache has the library `soname`.
    static func path(ofLibrary soname: String) throws -> String {
        let cache = try Run(["-p"], binary: URL(fileURLWithPath: "/sbin/ldconfig"))
        // "\tlibgif.so.7 (libc6,x86-64) => /lib/x86_64-linux-gnu/libgif.so.7"
        for line in cache.stdout.split(separator: "\n") {
            let words = line.split(whereSeparator: \.isWhitespace)
            if words.first == Substring(soname), let path = words.last, path.hasPrefix("/") { return String(path) }
        }
        throw Failure(description: "ldconfig -p does not list \(soname)")
    }

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }
}
