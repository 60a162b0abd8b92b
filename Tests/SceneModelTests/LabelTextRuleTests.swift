import SceneModel
import Testing

/// `LabelText`'s control characters, compared by value, are exactly Unicode's general category
/// Cc, over every scalar there is.
@Suite struct LabelTextRuleTests {
    @Test func theControlCharactersAreCategoryCcExactly() {
        var disagreeing: [UInt32] = []
        for value in UInt32(0)...0x10_FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }  // surrogates
            if LabelText.isControl(scalar) != (scalar.properties.generalCategory == .control) {
                disagreeing.append(value)
            }
        }
        #expect(disagreeing.isEmpty)
    }

    @Test func theFirstControlCharacterIsNamed() {
        #expect(
            LabelText.problem("Apple\u{85}pie\n") == "must be one line without control characters, not text with U+0085"
        )
        #expect(LabelText.problem("Apple\u{A0}pie") == nil)
    }
}
