import Foundation
import Raster

/// Images and measures the tests share: small hand-drawn images and random pairs for the compare
/// tests, smooth images, noise and error measures for the raster tests.
package enum TestImages {
    package static let palette: [Character: [UInt8]] = [
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
    package static func image(_ rows: [String]) -> RGBAImage {
        let bytes = rows.flatMap { row in row.flatMap { palette[$0]! } }
        return RGBAImage(width: rows[0].count, height: rows.count, bytes: bytes)!
    }

    /// A single pixel.
    package static func pixel(_ rgba: [UInt8]) -> RGBAImage {
        RGBAImage(width: 1, height: 1, bytes: rgba)!
    }

    /// The RGBA of pixel (x, y).
    package static func rgba(_ image: RGBAImage, _ x: Int, _ y: Int) -> [UInt8] {
        let k = (y * image.width + x) * 4
        return Array(image.bytes[k..<k + 4])
    }

    /// A pair that exercises every branch: flat blocks with hard edges (so AA detection and
    /// sibling counts have something to find), a noisy band, translucent pixels, and a
    /// sprinkling of changed pixels in the second image.
    package static func randomPair(width: Int, height: Int, seed: UInt64) -> (RGBAImage, RGBAImage) {
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

    /// A smooth image: sums of low-frequency sines per channel; with `alpha`, a smooth alpha too.
    package static func smooth(width: Int, height: Int, alpha: Bool) -> Pixmap {
        var bytes = [UInt8]()
        for y in 0..<height {
            for x in 0..<width {
                let fx = Double(x), fy = Double(y)
                let r = 128 + 90 * sin(2 * Double.pi * (fx / 41 + fy / 67))
                let g = 128 + 60 * cos(2 * Double.pi * fx / 53) + 50 * sin(2 * Double.pi * fy / 37)
                let b = 128 + 100 * sin(2 * Double.pi * (fx - fy) / 59)
                let a = alpha ? 170 + 80 * cos(2 * Double.pi * (fx / 47 - fy / 71)) : 255
                bytes += [r, g, b, a].map { UInt8(min(max($0.rounded(), 0), 255)) }
            }
        }
        return Pixmap(premultiplying: RGBAImage(width: width, height: height, bytes: bytes)!)
    }

    /// Reproducible noise: valid premultiplied pixels with every alpha.
    package static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
        var generator = SplitMix64(seed: seed)
        var bytes = [UInt8]()
        for _ in 0..<(width * height) {
            let a = UInt8(truncatingIfNeeded: generator.next())
            for _ in 0..<3 { bytes.append(UInt8(generator.next() % (UInt64(a) + 1))) }
            bytes.append(a)
        }
        return Pixmap(width: width, height: height, premultipliedBytes: bytes)!
    }

    /// Peak signal-to-noise ratio in dB of 8-bit channels against a Double reference.
    package static func psnr(_ image: Pixmap, _ reference: [Double]) -> Double {
        var squares = 0.0
        for (value, expected) in zip(image.bytes, reference) {
            squares += (Double(value) - expected) * (Double(value) - expected)
        }
        let mse = squares / Double(reference.count)
        return 10 * log10(255 * 255 / max(mse, 1e-12))
    }

    /// Mean and standard deviation of a list of values.
    package static func meanAndDeviation(_ values: [Double]) -> (mean: Double, deviation: Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        return (mean, variance.squareRoot())
    }
}
