import JSON
import Raster

/// A rectangle as compare's JSON writes it (`diffBounds`, a shard's ignored rectangles) and
/// `frames.json` records the status bar: `{"x", "y", "width", "height"}`, whole pixels.
extension PixelRect {
    var json: JSONValue {
        .object([
            ("x", .number(Double(x))), ("y", .number(Double(y))),
            ("width", .number(Double(width))), ("height", .number(Double(height))),
        ])
    }

    /// Reads `json`; nil unless it is an object of four whole numbers.
    init?(json: JSONValue) {
        let numbers = ["x", "y", "width", "height"].compactMap { json[$0]?.integer() }
        guard numbers.count == 4 else { return nil }
        self.init(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}
