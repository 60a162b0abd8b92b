import Testing
import Wording

/// File names as bytes made printable and back (issue 25, SPEC §3 "Names").
@Suite struct NameTextTests {
    @Test(arguments: [
        ("frame_0001.png", "frame_0001.png"),
        ("é/标题.png", "é/标题.png"),
    ])
    func printableUTF8IsItsOwnText(name: String, text: String) {
        #expect(NameText.text(of: name.utf8) == text)
        #expect(NameText.bytes(of: text) == Array(name.utf8))
    }

    @Test func everyOtherByteIsEscaped() {
        let cases: [([UInt8], String)] = [
            (Array("bad".utf8) + [0xFF] + Array(".png".utf8), #"bad\xff.png"#),
            (Array("a\nb\rc\td".utf8), #"a\nb\rc\td"#),
            ([0x1B] + Array("[31m".utf8), #"\x1b[31m"#),
            ([0x7F, 0x00], #"\x7f\x00"#),
            (Array(#"a\b"#.utf8), #"a\\b"#),
            ([0xC2, 0x85], #"\xc2\x85"#),  // NEL, a C1 control: both bytes
            ([0xC0, 0xAF], #"\xc0\xaf"#),  // an overlong '/'
            ([0xED, 0xA0, 0x80], #"\xed\xa0\x80"#),  // a surrogate
            ([0xE6, 0xA0], #"\xe6\xa0"#),  // a sequence cut short
            ([0xF0, 0x9F, 0x98, 0x80], "😀"),
        ]
        for (bytes, text) in cases {
            #expect(NameText.text(of: bytes) == text, "\(bytes)")
            #expect(NameText.bytes(of: text) == bytes, "\(text)")
        }
    }

    @Test func everyTwoByteNameReadsBack() {
        for first in 0...255 {
            for second in stride(from: 0, through: 255, by: 3) {
                let bytes = [UInt8(first), UInt8(second)]
                let text = NameText.text(of: bytes)
                #expect(NameText.bytes(of: text) == bytes)
                #expect(!text.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
            }
        }
    }

    @Test func aBackslashThatStartsNoEscapeIsKept() {
        #expect(NameText.bytes(of: #"a\qb\x4"#) == Array(#"a\qb\x4"#.utf8))
    }
}
