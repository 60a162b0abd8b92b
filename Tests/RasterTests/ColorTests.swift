import Raster
import Testing

@Suite struct ColorTests {
    @Test func parsesSixAndEightDigitsInEitherCase() {
        #expect(Color(hex: "#1a2b3c") == Color(red: 0x1A, green: 0x2B, blue: 0x3C))
        #expect(Color(hex: "#1A2B3C") == Color(red: 0x1A, green: 0x2B, blue: 0x3C))
        #expect(Color(hex: "#1a2B3c4D") == Color(red: 0x1A, green: 0x2B, blue: 0x3C, alpha: 0x4D))
        #expect(Color(hex: "#C8C7CC") == Color(red: 200, green: 199, blue: 204, alpha: 255))
        #expect(Color(hex: "#000000") == .black)
        #expect(Color(hex: "#ffffffff") == .white)
        #expect(Color(hex: "#00000000") == Color(red: 0, green: 0, blue: 0, alpha: 0))
    }

    @Test(arguments: [
        "red", "#12345", "#GGGGGG", "", "#", "#1234567", "#123456789", "123456", "1234567",
        "#12345g", " #123456", "#123456 ", "＃123456", "#ÿÿÿ", "#-12345", "#+12345",
    ])
    func rejectsAnythingElse(_ text: String) {
        #expect(Color(hex: text) == nil)
    }

    @Test func hexIsUpperCaseWithAlphaOnlyWhenNotOpaque() {
        #expect(Color(red: 0x0A, green: 0xB0, blue: 0xFF).hex == "#0AB0FF")
        #expect(Color(red: 0x0A, green: 0xB0, blue: 0xFF, alpha: 0x80).hex == "#0AB0FF80")
        #expect(Color(red: 1, green: 2, blue: 3, alpha: 0).description == "#01020300")
    }

    @Test func hexRoundTripsForEveryChannelValue() {
        var wrong = 0
        for v in 0...255 {
            let b = UInt8(v)
            for colour in [Color(red: b, green: 255 - b, blue: b / 2, alpha: b), Color(red: b, green: b, blue: b)]
            where Color(hex: colour.hex) != colour {
                wrong += 1
            }
        }
        #expect(wrong == 0)
    }

    @Test func premultipliedRoundsEachChannelAndKeepsAlpha() {
        let p = Color(red: 255, green: 128, blue: 1, alpha: 128).premultiplied
        #expect(p == PremultipliedColor(red: 128, green: 64, blue: 1, alpha: 128))
        #expect(Color(red: 200, green: 100, blue: 50, alpha: 0).premultiplied == .transparent)
        #expect(Color.white.premultiplied == PremultipliedColor(red: 255, green: 255, blue: 255, alpha: 255))
    }
}
