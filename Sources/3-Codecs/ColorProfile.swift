/// What a file says its stored colours mean, when that is not plain sRGB.
///
/// An ICC profile is kept as its bytes; the other sources (PNG's cHRM and gAMA, HEIF's `nclx`)
/// are primaries, a white point and a transfer curve, from which lcms2 builds a matrix/TRC
/// profile. Equal values are the same profile, so they key `SRGBConverter`'s transforms.
enum ColorProfile: Hashable, Sendable {
    /// An embedded ICC profile: JPEG APP2 (put together), PNG iCCP, HEIF `colr` of type prof.
    case icc([UInt8])
    /// An RGB space given by its primaries and transfer curve.
    case primaries(Chromaticities, TransferCurve)

    /// CIE xy chromaticities of the three primaries and the white point.
    struct Chromaticities: Hashable, Sendable {
        var red: XY, green: XY, blue: XY, white: XY

        /// A point of the CIE 1931 xy diagram.
        struct XY: Hashable, Sendable {
            var x: Double, y: Double
        }

        /// sRGB's (and BT.709's): the primaries every untagged image is taken in.
        static let sRGB = Chromaticities(
            red: XY(x: 0.64, y: 0.33), green: XY(x: 0.30, y: 0.60),
            blue: XY(x: 0.15, y: 0.06), white: XY(x: 0.3127, y: 0.3290))

        /// Within 0.01 of sRGB in every coordinate: libpng's own tolerance for a cHRM that
        /// stands for sRGB, as files round the coordinates differently.
        var isSRGB: Bool {
            let pairs = [
                (red, Self.sRGB.red), (green, Self.sRGB.green), (blue, Self.sRGB.blue), (white, Self.sRGB.white),
            ]
            return pairs.allSatisfy { abs($0.x - $1.x) <= 0.01 && abs($0.y - $1.y) <= 0.01 }
        }
    }

    /// How a stored value maps to linear light.
    enum TransferCurve: Hashable, Sendable {
        /// IEC 61966-2-1: linear below 0.04045, a 2.4 power above.
        case sRGB
        /// ITU-R BT.709's (the same as BT.601's and BT.2020's): linear below 0.081.
        case bt709
        /// A pure power: linear = stored^exponent (PNG's gAMA g gives 1/g).
        case power(Double)

        /// A PNG gAMA within 5 % of 1/2.2 is how most encoders label sRGB (libpng's threshold
        /// for a gamma that makes no difference); such a file is not converted.
        var isSRGB: Bool {
            switch self {
            case .sRGB: return true
            case .bt709: return false
            case .power(let exponent): return abs(exponent / 2.2 - 1) < 0.05
            }
        }

        /// lcms2's parametric curve: its type and parameters (type 1 is a power, type 4 a power
        /// with a linear segment near black).
        var parametric: (type: Int32, parameters: [Double]) {
            switch self {
            case .sRGB: return (4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
            case .bt709: return (4, [1 / 0.45, 1 / 1.099, 0.099 / 1.099, 1 / 4.5, 0.081])
            case .power(let exponent): return (1, [exponent])
            }
        }
    }

    /// The profile for `chromaticities` and `transfer`, nil when both are sRGB's (no conversion).
    static func rgb(_ chromaticities: Chromaticities, _ transfer: TransferCurve) -> ColorProfile? {
        chromaticities.isSRGB && transfer.isSRGB ? nil : .primaries(chromaticities, transfer)
    }
}
