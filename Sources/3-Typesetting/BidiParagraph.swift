import CFriBidi

/// The Unicode bidirectional algorithm applied by FriBidi to one line that is a whole
/// paragraph: its direction, taken from its first strong character (UILabel's natural
/// direction), each character's embedding level, and where each character goes on screen.
struct BidiParagraph {
    /// True when the first strong character is right-to-left (Hebrew, Arabic).
    let isRightToLeft: Bool
    /// The resolved embedding level of each scalar, after rule L1 (trailing white space takes
    /// the paragraph's level); odd levels run right to left.
    let levels: [UInt8]
    /// The visual position, from the left, of each scalar (logical index → position).
    let visualPositions: [Int]

    init(_ scalars: [UInt32]) {
        let count = scalars.count
        var types = [FriBidiCharType](repeating: FriBidiCharType(rawValue: 0), count: count)
        var brackets = [FriBidiBracketType](repeating: 0, count: count)
        var levels = [FriBidiLevel](repeating: 0, count: count)
        var map = [FriBidiStrIndex](0..<FriBidiStrIndex(count))
        var direction = FRIBIDI_PAR_ON
        scalars.withUnsafeBufferPointer { text in
            fribidi_get_bidi_types(text.baseAddress, FriBidiStrIndex(count), &types)
            fribidi_get_bracket_types(text.baseAddress, FriBidiStrIndex(count), types, &brackets)
            // Either returns 0 only when FriBidi runs out of memory: then the line stays left to
            // right, in logical order.
            if fribidi_get_par_embedding_levels_ex(types, brackets, FriBidiStrIndex(count), &direction, &levels) == 0
                || fribidi_reorder_line(
                    stretchy_fribidi_flags_default, types, FriBidiStrIndex(count), 0, direction,
                    &levels, nil, &map) == 0
            {
                direction = FRIBIDI_PAR_LTR
                levels = levels.map { _ in 0 }
                map = [FriBidiStrIndex](0..<FriBidiStrIndex(count))
            }
        }
        isRightToLeft = direction == FRIBIDI_PAR_RTL
        self.levels = levels.map { UInt8(bitPattern: $0) }
        // FriBidi's map lists the logical index shown at each visual position.
        var positions = [Int](repeating: 0, count: count)
        for (position, logical) in map.enumerated() { positions[Int(logical)] = position }
        visualPositions = positions
    }
}
