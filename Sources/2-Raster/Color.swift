/// A straight (not premultiplied) sRGB colour with 8 bits per channel, as written in `#RRGGBBAA`.
package struct Color: Sendable, Hashable, CustomStringConvertible {
    /// Red, 0…255.
    package var red: UInt8
    /// Green, 0…255.
    package var green: UInt8
    /// Blue, 0…255.
    package var blue: UInt8
    /// Opacity, 0 (transparent) … 255 (opaque).
    package var alpha: UInt8

    /// A colour of these channels, opaque unless `alpha` says otherwise.
    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let white = Color(red: 255, green: 255, blue: 255)
    package static let black = Color(red: 0, green: 0, blue: 0)

    /// Parses `#RRGGBB` or `#RRGGBBAA` (hex digits in either case); nil for anything else.
    package init?(hex: String) {
        let digits = Array(hex.utf8)
        guard digits.first == UInt8(ascii: "#"), digits.count == 7 || digits.count == 9 else { return nil }
        var bytes: [UInt8] = []
        var index = 1
        while index < digits.count {
            guard let high = Self.hexValue(digits[index]), let low = Self.hexValue(digits[index + 1]) else {
                return nil
            }
            bytes.append(high << 4 | low)
            index += 2
        }
        self.init(red: bytes[0], green: bytes[1], blue: bytes[2], alpha: bytes.count == 4 ? bytes[3] : 255)
    }

    private static func hexValue(_ c: UInt8) -> UInt8? {
        switch c {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return c - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return c - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return c - UInt8(ascii: "A") + 10
        default: return nil
        }
    }

    /// `#RRGGBB` when opaque, `#RRGGBBAA` otherwise; upper-case, as SPEC §3 prints colours.
    package var hex: String {
        func byte(_ v: UInt8) -> String {
            let digits = Array("0123456789ABCDEF")
            return String([digits[Int(v >> 4)], digits[Int(v & 15)]])
        }
        return "#" + byte(red) + byte(green) + byte(blue) + (alpha == 255 ? "" : byte(alpha))
    }

    package var description: String { hex }

    /// The colour premultiplied by its alpha, rounded to nearest.
    package var premultiplied: PremultipliedColor {
        PremultipliedColor(
            red: Blend.multiply(red, alpha), green: Blend.multiply(green, alpha),
            blue: Blend.multiply(blue, alpha), alpha: alpha)
    }
}

/// A premultiplied sRGB colour: every colour channel is at most `alpha`.
package struct PremultipliedColor: Sendable, Hashable {
    package var red: UInt8
    package var green: UInt8
    package var blue: UInt8
    package var alpha: UInt8

    package init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    package static let transparent = PremultipliedColor(red: 0, green: 0, blue: 0, alpha: 0)
}
