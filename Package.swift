// swift-tools-version:6.0
//
// stretchy — the seed's stretchy-header scroll effect rendered to PNG frames.
//
// Folders are the layers; each target imports only targets of its own layer or lower ones
// (scripts/check-module-graph.py), and declares every target it imports (CI builds with
// --explicit-target-dependency-import-check error):
//   1-Edges      C libraries (libjpeg, libpng, libheif, lcms2, zlib, FreeType, fontconfig, HarfBuzz,
//                FriBidi; libimagequant, giflib, libwebp for animations) and the setjmp shim (libheif and lcms2 return errors, so Swift calls them directly);
//                libheif, libimagequant, giflib, libwebp and libwebpmux are not linked but opened
//                by the shim when first needed (a HEIF decoded, a GIF or WebP written)
//   2-Raster     pixels in plain Swift          2-JSON         ordered JSON reader and writer
//   2-Wording    numbers and suggestions        2-Files        atomic writes, folders, paths
//   2-Workers    threads for one job's two halves
//   3-Codecs     JPEG/PNG/HEIC + ICC over C     3-Typesetting  glyphs over the C edges
//   4-SceneModel the seed's scene, state, layout (no C below it)
//   4-Scenery    drawing a frame                4-Motion       scroll physics
//   5-Export     frames, manifest, sheet        5-Compare      pixelmatch, folders, reports
//   6-CLI        the `stretchy` executable      6-StretchyKit  frames and states from Swift
//   6-StretchyTesting  golden-frame assertions for Swift Testing and XCTest
import PackageDescription

let swift6: [SwiftSetting] = [.swiftLanguageMode(.v6)]

let package = Package(
    name: "stretchy",
    products: [
        .executable(name: "stretchy", targets: ["stretchy"]),
        // Each library also carries the modules whose types its public API shows (a `Scene`, a
        // `JSONValue`, an `RGBAImage`, a `DiffLimit`…), so a client imports them through the
        // product it declares; of those only what a client needs is public, the rest `package`
        // (CONTRIBUTING.md, "The public API"; api/public-api.txt lists it).
        .library(name: "StretchyKit", targets: ["StretchyKit", "SceneModel", "Raster", "Codecs", "JSON"]),
        .library(name: "StretchyTesting", targets: ["StretchyTesting", "Compare"]),
    ],
    targets: [
        // 1 — C edges
        .systemLibrary(name: "CJPEG", path: "Sources/1-Edges/CJPEG", pkgConfig: "libjpeg",
                       providers: [.apt(["libjpeg-dev"])]),
        .systemLibrary(name: "CPNG", path: "Sources/1-Edges/CPNG", pkgConfig: "libpng",
                       providers: [.apt(["libpng-dev"])]),
        // Only libheif's header (libheif-dev): it is not linked, see CShim's heif.c.
        .systemLibrary(name: "CHeif", path: "Sources/1-Edges/CHeif"),
        .systemLibrary(name: "CLCMS2", path: "Sources/1-Edges/CLCMS2", pkgConfig: "lcms2",
                       providers: [.apt(["liblcms2-dev"])]),
        .systemLibrary(name: "CFreeType", path: "Sources/1-Edges/CFreeType", pkgConfig: "freetype2",
                       providers: [.apt(["libfreetype-dev"])]),
        .systemLibrary(name: "CFontconfig", path: "Sources/1-Edges/CFontconfig", pkgConfig: "fontconfig",
                       providers: [.apt(["libfontconfig-dev"])]),
        .systemLibrary(name: "CHarfBuzz", path: "Sources/1-Edges/CHarfBuzz", pkgConfig: "harfbuzz",
                       providers: [.apt(["libharfbuzz-dev"])]),
        .systemLibrary(name: "CFriBidi", path: "Sources/1-Edges/CFriBidi", pkgConfig: "fribidi",
                       providers: [.apt(["libfribidi-dev"])]),
        .systemLibrary(name: "CZlib", path: "Sources/1-Edges/CZlib", pkgConfig: "zlib",
                       providers: [.apt(["zlib1g-dev"])]),
        // The animated files `render` writes: GIF palettes, GIF files, animated WebP. Only the
        // headers (libimagequant-dev, libgif-dev, libwebp-dev), as for CHeif: they are not linked,
        // see CShim's imagequant.c, gif.c, webp.c and webpmux.c.
        .systemLibrary(name: "CImageQuant", path: "Sources/1-Edges/CImageQuant"),
        .systemLibrary(name: "CGif", path: "Sources/1-Edges/CGif"),
        .systemLibrary(name: "CWebP", path: "Sources/1-Edges/CWebP"),
        .target(name: "CShim", dependencies: ["CJPEG", "CPNG", "CZlib", "CHeif", "CImageQuant", "CGif", "CWebP"],
                path: "Sources/1-Edges/CShim"),

        // 2 — plain Swift foundations
        // libm: Double.rounded() lowers to floor/ceil, which a module importing nothing must link itself.
        .target(name: "Raster", path: "Sources/2-Raster", swiftSettings: swift6,
                linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Wording", path: "Sources/2-Wording", swiftSettings: swift6,
                linkerSettings: [.linkedLibrary("m")]),
        .target(name: "JSON", dependencies: ["Wording"], path: "Sources/2-JSON", swiftSettings: swift6,
                linkerSettings: [.linkedLibrary("m")]),
        .target(name: "Files", dependencies: ["Wording"], path: "Sources/2-Files", swiftSettings: swift6),
        .target(name: "Workers", dependencies: ["CShim"], path: "Sources/2-Workers", swiftSettings: swift6),

        // 3 — codecs and text
        .target(name: "Codecs",
                dependencies: ["Raster", "Files", "Workers", "CShim", "CHeif", "CLCMS2", "CZlib", "CImageQuant", "CGif", "CWebP"], path: "Sources/3-Codecs",
                swiftSettings: swift6),
        .target(name: "Typesetting", dependencies: ["Raster", "Wording", "CFreeType", "CFontconfig", "CHarfBuzz", "CFriBidi"],
                path: "Sources/3-Typesetting", swiftSettings: swift6),

        // 4 — scene and motion; the model has no C library below it
        .target(name: "SceneModel", dependencies: ["Raster", "JSON", "Wording", "Files", "Motion"],
                path: "Sources/4-SceneModel", swiftSettings: swift6),
        .target(name: "Scenery", dependencies: ["SceneModel", "Raster", "Codecs", "Typesetting", "Files", "Wording", "Workers"],
                path: "Sources/4-Scenery", swiftSettings: swift6),
        .target(name: "Motion", dependencies: ["Wording"], path: "Sources/4-Motion", swiftSettings: swift6),

        // 5 — export and compare
        .target(name: "Export",
                dependencies: ["CShim", "Raster", "JSON", "Wording", "Files", "Codecs", "Typesetting", "SceneModel", "Scenery",
                               "Motion", "Workers"],
                path: "Sources/5-Export", swiftSettings: swift6),
        .target(name: "Compare", dependencies: ["Raster", "JSON", "Wording", "Files", "Codecs"],
                path: "Sources/5-Compare", swiftSettings: swift6),

        // 6 — the command line
        // The parser knows nothing of stretchy, so that a fuzz target can link it alone.
        .target(name: "ArgumentParsing", dependencies: ["Wording"], path: "Sources/6-ArgumentParsing",
                swiftSettings: swift6),
        .executableTarget(name: "stretchy",
                          dependencies: ["CShim", "Raster", "JSON", "Wording", "Files", "Codecs", "SceneModel",
                                         "Scenery", "Motion", "Export", "Compare", "ArgumentParsing", "Workers"],
                          path: "Sources/6-CLI", swiftSettings: swift6),
        // 6 — the libraries for Swift code: a facade over the layers below, and golden-frame
        // assertions (libraries, so neither has the CLI below it)
        .target(name: "StretchyKit",
                dependencies: ["Raster", "Codecs", "SceneModel", "Scenery", "Motion", "Export", "JSON", "Wording"],
                path: "Sources/6-StretchyKit", swiftSettings: swift6),
        .target(name: "StretchyTesting",
                dependencies: ["Raster", "Files", "Codecs", "Compare", "JSON", "SceneModel", "StretchyKit"],
                path: "Sources/6-StretchyTesting", swiftSettings: swift6),

        // Tests: one target per module, plus the CLI tests that run the built binary, and the
        // helpers several of them share (a seeded generator, SPEC's device table, pngcheck, text
        // drawn with HarfBuzz and FreeType alone, colour profiles made with lcms2, PNG bytes, test
        // images, scratch folders, and renderers made by the CLI's factory).
        .target(name: "TestSupport",
                dependencies: ["CFreeType", "CHarfBuzz", "CLCMS2", "Raster", "SceneModel", "Scenery"],
                path: "Tests/Support", swiftSettings: swift6),
        .testTarget(name: "RasterTests", dependencies: ["TestSupport", "Raster"], swiftSettings: swift6),
        .testTarget(name: "WordingTests", dependencies: ["Wording"], swiftSettings: swift6),
        .testTarget(name: "JSONTests", dependencies: ["JSON"], swiftSettings: swift6),
        .testTarget(name: "FilesTests", dependencies: ["TestSupport", "Files"], swiftSettings: swift6),
        .testTarget(name: "WorkersTests", dependencies: ["Workers", "CShim"], swiftSettings: swift6),
        // giflib's decoder reads the GIFs back: the tests link giflib, which the binary only opens;
        // zlib's deflate is the reference RLEDeflaterTests compare stretchy's own encoder with.
        .testTarget(name: "CodecsTests", dependencies: ["TestSupport", "Codecs", "CGif", "CHeif", "CShim", "CZlib", "Files", "Raster"], exclude: ["Fixtures"], swiftSettings: swift6,
                    linkerSettings: [.linkedLibrary("gif")]),
        .testTarget(name: "TypesettingTests", dependencies: ["TestSupport", "Typesetting", "Raster"],
                    swiftSettings: swift6),
        // __Goldens__/ is read and (in record mode) written in the source tree, found via #filePath;
        // the golden tests use StretchyTesting, the library clients use.
        .testTarget(name: "SceneModelTests", dependencies: ["TestSupport", "SceneModel", "Raster", "JSON", "Wording"],
                    swiftSettings: swift6),
        .testTarget(name: "SceneryTests",
                    dependencies: ["TestSupport", "Scenery", "SceneModel", "Codecs", "Raster", "JSON", "Typesetting",
                                   "StretchyTesting"],
                    exclude: ["__Goldens__"], swiftSettings: swift6),
        .testTarget(name: "MotionTests", dependencies: ["Motion"], swiftSettings: swift6),
        .testTarget(name: "ExportTests",
                    dependencies: ["TestSupport", "Export", "Scenery", "SceneModel", "Motion", "Codecs", "Raster"],
                    swiftSettings: swift6),
        .testTarget(name: "CompareTests", dependencies: ["TestSupport", "Compare", "Raster", "Codecs", "JSON", "Wording"],
                    exclude: ["Fixtures"], swiftSettings: swift6),
        .testTarget(name: "StretchyKitTests",
                    dependencies: ["StretchyKit", "SceneModel", "Codecs", "Raster", "Motion", "Export", "Wording", "JSON"],
                    swiftSettings: swift6),
        .testTarget(name: "StretchyTestingTests",
                    dependencies: ["StretchyTesting", "StretchyKit", "Compare", "SceneModel", "Codecs", "Raster",
                                   "JSON", "TestSupport"],
                    swiftSettings: swift6),
        .testTarget(name: "ArgumentParsingTests", dependencies: ["ArgumentParsing"], swiftSettings: swift6),
        .testTarget(name: "CLITests",
                    dependencies: ["TestSupport", "stretchy", "ArgumentParsing", "Codecs", "Raster", "SceneModel",
                                   "StretchyKit"],
                    swiftSettings: swift6),
    ]
)
