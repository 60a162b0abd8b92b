import Foundation
import Raster
import TestSupport

/// Images and measures shared by the raster tests.
enum TestImages {
    /// A smooth image: sums of low-frequency sines per channel; with `alpha`, a smooth alpha too.
    static func smooth(width: Int, height: Int, alpha: Bool) -> Pixmap {
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
    static func noise(width: Int, height: Int, seed: UInt64) -> Pixmap {
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
    static func psnr(_ image: Pixmap, _ reference: [Double]) -> Double {
        var squares = 0.0
        for (value, expected) in zip(image.bytes, reference) {
            squares += (Double(value) - expected) * (Double(value) - expected)
        }
        let mse = squares / Double(reference.count)
        return 10 * log10(255 * 255 / max(mse, 1e-12))
    }

    /// Mean and standard deviation of a list of values.
    static func meanAndDeviation(_ values: [Double]) -> (mean: Double, deviation: Double) {
        let mean = values.reduce(0, +) / Double(values.count)
        let variance = values.reduce(0) { $0 + ($1 - mean) * ($1 - mean) } / Double(values.count)
        return (mean, variance.squareRoot())
    }
}
