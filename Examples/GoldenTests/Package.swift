// swift-tools-version:6.0
//
// An example of golden tests in a project of its own: it depends on stretchy by path, imports
// only modules of the products it declares (StretchyKit brings SceneModel, StretchyTesting
// brings Compare), and checks @1x frames of the seed and a state against the files committed
// in Tests/GoldenTests/__Goldens__/SeedFrameTests.
//
//   swift test                          check (records goldens that are missing, and fails)
//   STRETCHY_RECORD=failed swift test   re-record the goldens that fail after an intended change
//   CI=true swift test                  never record: a missing golden fails
//
// `make test` builds it with --explicit-target-dependency-import-check error, and
// scripts/check-module-graph.py checks its imports against the products it declares.
import PackageDescription

let package = Package(
    name: "GoldenTests",
    dependencies: [
        .package(name: "stretchy", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "GoldenTests",
            dependencies: [
                .product(name: "StretchyKit", package: "stretchy"),
                .product(name: "StretchyTesting", package: "stretchy"),
            ],
            exclude: ["__Goldens__"],
            swiftSettings: [.swiftLanguageMode(.v6)])
    ]
)
