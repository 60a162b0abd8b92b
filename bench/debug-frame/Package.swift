// swift-tools-version:6.0
//
// How long StretchyKit takes per frame in a debug build, as a client's `swift test` runs it
// (issue 21): `cd bench/debug-frame && swift run` (debug), `swift run -c release` to compare.
// A measurement, not a test; README "Performance" keeps the figures.
import PackageDescription

let package = Package(
    name: "DebugFrame",
    dependencies: [.package(name: "stretchy", path: "../..")],
    targets: [
        .executableTarget(name: "DebugFrame",
                          dependencies: [.product(name: "StretchyKit", package: "stretchy"),
                                         .product(name: "StretchyTesting", package: "stretchy")],
                          swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
