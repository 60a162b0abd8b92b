import Raster
import TestSupport

/// Small hand-drawn images for the compare tests.
enum TestImages {
    static let palette: [Character: [UInt8]] = [
        "B": [0, 0, 0, 255],  // black
        "W": [255, 255, 255, 255],  // white
        "G": [128, 128, 128, 255],  // mid grey
        "L": [200, 200, 200, 255],  // light grey
        "R": [255, 0, 0, 255],  // red
        "T": [0, 0, 0, 0],  // fully transparent
        "1": [10, 10, 10, 255],  // near-black shades, darkest first
        "2": [20, 20, 20, 255],
        "3": [30, 30, 30, 255],
        "4": [40, 40, 40, 255],
    ]

    /// One character per pixel, one string per row, colours from `palette`.
    static func image(_ rows: [String]) -> RGBAImage {
        let bytes = rows.flatMap { row in row.flatMap { palette[$0]! } }
        return RGBAImage(width: rows[0].count, height: rows.count, bytes: bytes)!
    }

    /// A single pixel.
    static func pixel(_ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(width: 1, height: 1, bytes: rgba)!
    }

    /// The RGBA of pixel (x, y).
    static func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let k = (y * image.width + x) * 4
        return Array(image.bytes[k..<k + 4])
    }

    /// A pair that exercises every branch: flat blocks with hard edges (so AA detection and
    /// sibling counts have something to find), a noisy band, translucent pixels, and a
    /// sprinkling of changed pixels in the second image.
    static func randomPair(width: Int, height: Int, seed: UInt64) -> (RGBAImage, RGBAImage) {
        var rng = SplitMix64(seed: seed)
        var first = [UInt8](repeating: 0, count: width * height * 4)
        let blockColours = (0..<16).map { _ in (0..<3).map { _ in UInt8.random(in: 0...255, using: &rng) } }
        for y in 0..<height {
            for x in 0..<width {
                let k = (y * width + x) * 4
                let colour = blockColours[(x / 23 + y / 17 * 3) % 16]
                first[k] = colour[0]; first[k + 1] = colour[1]; first[k + 2] = colour[2]
                first[k + 3] = y % 50 < 5 ? UInt8.random(in: 0...255, using: &rng) : 255
                if y % 40 == 20 { first[k] = UInt8.random(in: 0...255, using: &rng) }
            }
        }
        var second = first
        for _ in 0..<(width * height / 20) {
            let k = Int.random(in: 0..<width * height, using: &rng) * 4
            let channel = Int.random(in: 0...3, using: &rng)
            second[k + channel] = UInt8.random(in: 0...255, using: &rng)
        }
        return (
            RGBAImage(width: width, height: height, bytes: first)!,
            RGBAImage(width: width, height: height, bytes: second)!
        )
    }
}
