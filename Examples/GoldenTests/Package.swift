// swift-tools-version:6.0
//
// An example of golden-frame tests in a project of its own: it depends on stretchy by path and
// checks a few @1x frames of the seed against the PNGs committed in Tests/GoldenTests/Golden.
//
//   swift test                          check (records goldens that are missing, and fails)
//   STRETCHY_RECORD=all swift test      re-record every golden after an intended change
//   CI=true swift test                  never record: a missing golden fails
import PackageDescription

let package = Package(
    name: "GoldenTests",
    dependencies: [
        .package(name: "stretchy", path: "../.."),
    ],
    targets: [
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                .product(name: "StretchyKit", package: "stretchy"),
                .product(name: "StretchyTesting", package: "stretchy"),
            ],
            exclude: ["Golden"],
            swiftSettings: [.swiftLanguageMode(.v6)]),
    ]
)
