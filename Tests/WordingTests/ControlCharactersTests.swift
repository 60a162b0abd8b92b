import Testing
import Wording

@Suite struct ControlCharactersTests {
    @Test func controlsAreEscapedEverythingElseKept() {
        #expect(ControlCharacters.escaped("bad\nname.png") == "bad\\nname.png")
        #expect(ControlCharacters.escaped("\u{1B}[2J\r\t") == "\\x1b[2J\\r\\t")
        #expect(ControlCharacters.escaped("\u{0}\u{7F}\u{9B}\u{85}") == "\\x00\\x7f\\x9b\\x85")
        #expect(ControlCharacters.escaped("标题 é ✓ 'quoted' back\\slash") == "标题 é ✓ 'quoted' back\\slash")
    }
}
