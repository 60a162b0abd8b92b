import Foundation

/// The committed JPEG fixtures (see Fixtures/README.md), found next to this file.
enum Fixture {
    static func bytes(_ name: String, filePath: String = #filePath) throws -> [UInt8] {
        let folder = URL(fileURLWithPath: filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")
        return [UInt8](try Data(contentsOf: folder.appendingPathComponent(name)))
    }

    /// The quadrant colours of the RGB fixtures: top-left, top-right, bottom-left, bottom-right.
    static let red: [UInt8] = [255, 0, 0], green: [UInt8] = [0, 255, 0]
    static let blue: [UInt8] = [0, 0, 255], white: [UInt8] = [255, 255, 255]
}
