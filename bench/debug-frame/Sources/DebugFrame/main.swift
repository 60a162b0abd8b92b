import Foundation
import SceneModel
import StretchyKit
import StretchyTesting

/// Milliseconds of processor time (all threads) of `body`, the median of `runs`: the machine
/// may be busy with other work, which wall-clock time would count.
func median(runs: Int, _ body: () throws -> Void) rethrows -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = clock()
        try body()
        times.append(Double(clock() - start) * 1000 / Double(CLOCKS_PER_SEC))
    }
    return times.sorted()[runs / 2]
}

// The seed on an iPhone 8 (@2x) and an iPhone X (@3x): loading, then a frame with the header
// stretched (-300), at rest (-200) and scrolled (300), the PNG of one, and a golden check of it
// as `.image` makes it (the golden decoded, the frame's pixels compared; before issue 21 the
// check also encoded the frame, the `png` figure).
for device in ["iphone-8", "iphone-x"] {
    guard let preset = Device.named(device) else { fatalError("no device \(device)") }
    let scene = Scene.seed.on(preset)
    var renderer: StretchyRenderer?
    let load = try median(runs: 3) { renderer = try StretchyRenderer(scene: scene) }
    var line = "\(device) @\(scene.scale)x: load \(Int(load)) ms"
    for offset in [-300.0, -200, 300] {
        let ms = try median(runs: 5) { _ = try renderer!.frame(atOffset: offset) }
        line += ", frame \(Int(offset)) \(Int(ms)) ms"
    }
    let frame = try renderer!.frame(atOffset: -200)
    line += ", png \(Int(try median(runs: 3) { _ = try frame.png() })) ms"
    let golden = FileManager.default.temporaryDirectory.appendingPathComponent("debug-frame-\(device).png").path
    _ = Golden.verify(frame, as: .image, goldenPath: golden, environment: ["STRETCHY_RECORD": "all"])
    let check = median(runs: 3) {
        if let failure = Golden.verify(frame, as: .image, goldenPath: golden, environment: [:]) {
            fatalError("\(failure)")
        }
    }
    line += ", golden check \(Int(check)) ms"
    print(line)
}
