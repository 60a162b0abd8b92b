import Foundation
import Testing

/// What the binary loads at start: not libheif (and its codecs), libimagequant (and libgomp),
/// giflib, libwebp, libwebpmux or libwebpdemux, which it opens itself when a HEIF header, a GIF or a WebP first
/// needs them (together they cost every run ~4.5 ms at start); and a render whose animated file
/// needs one that cannot be opened fails before it reads or writes anything (SPEC §7). Nor
/// libstdc++ or libgcc_s, which `make build` links into the binary (1.7 ms of every start).
@Suite(.scratchFolders) struct LoadedLibrariesTests {
    static let opened = [
        "libheif", "libde265", "libx265", "libaom", "libdav1d", "libimagequant", "libgomp", "libgif",
        "libwebp.so", "libwebpmux", "libwebpdemux",
    ]
    static let linkedIn = ["libstdc++", "libgcc_s"]

    @Test func theStartLoadsNoLibraryTheBinaryOpensItself() throws {
        // ld.so then lists the libraries it loads at start, as ldd does, instead of running the program.
        var environment = ProcessInfo.processInfo.environment
        environment["LD_TRACE_LOADED_OBJECTS"] = "1"
        let run = try Run([], environment: environment)
        #expect(run.status == 0)
        #expect(run.stdout.contains("libjpeg"), "\(run.stdout)")
        let loaded = (Self.opened + Self.linkedIn).filter(run.stdout.contains)
        #expect(loaded.isEmpty, "\(loaded) in:\n\(run.stdout)")
    }

    /// In a root holding the binary, what it links and `libraries`, the first library the file
    /// needs that is not there is named in one line, exit 2, and nothing is made: no folder, no
    /// file (the header and fonts, which the root lacks too, are never reached).
    @Test(
        .enabled(if: geteuid() == 0, "chroot(8) needs root; CI runs as root"),
        arguments: [
            ([], ["--gif", "/a.gif", "--webp", "/a.webp"], "'/a.gif': GIF output needs libimagequant.so.0"),
            (["libimagequant.so.0"], ["--gif", "/a.gif"], "'/a.gif': GIF output needs libgif.so.7"),
            ([], ["--webp", "/a.webp", "--apng", "/a.png"], "'/a.webp': WebP output needs libwebp.so.7"),
            (["libwebp.so.7"], ["--webp", "/a.webp"], "'/a.webp': WebP output needs libwebpmux.so.3"),
        ])
    func aMissingLibraryFailsTheRenderFirst(libraries: [String], files: [String], failure: String) throws {
        let root = try BinaryRoot(in: try temporaryDirectory(), adding: libraries)
        let before = try root.files()
        let run = try root.run(["render", "--output-dir", "/frames", "--sheet", "/sheet.png"] + files)
        // The loader's reason names the library it looked for, the last word of `failure`.
        let library = failure.split(separator: " ").last ?? ""
        #expect(run.status == 2, "\(run.stderr)")
        #expect(
            run.stderr
                == "Error: cannot encode \(failure): \(library): cannot open shared object file: No such file or directory\n"
        )
        #expect(try root.files() == before)
    }
}
