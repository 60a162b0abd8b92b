/// A motion script: the steps a rendered scroll follows (SPEC §2).
///
/// Text form: steps separated by `;` or new lines, `#` starts a comment that runs to the end of
/// the line, blank steps are ignored, a step is a name followed by numbers separated by white
/// space. Numbers are finite decimals (`-200`, `0.35`, `.5`, `1e-3`); `nan`, `inf` and hex are
/// refused, so a script means the same thing whatever the platform's number parser accepts.
package struct MotionScript: Sendable, Equatable, CustomStringConvertible {
    /// The steps in order.
    package let steps: [MotionStep]

    /// The default motion, which shows every state of the seed: rest, pull down and stretch,
    /// bounce back, flick up through the fade until the bar is opaque, coast, scroll back to
    /// rest. Its text is
    /// `hold 0.4; drag -200 0.6; release; hold 0.3; drag 280 0.35; release; hold 0.6; scroll -200 0.9; hold 0.4`.
    package static let standard = MotionScript(validSteps: [
        .hold(seconds: 0.4), .drag(distance: -200, seconds: 0.6), .release, .hold(seconds: 0.3),
        .drag(distance: 280, seconds: 0.35), .release, .hold(seconds: 0.6),
        .scroll(to: -200, seconds: 0.9), .hold(seconds: 0.4),
    ])

    /// A script of `steps`, checked as parsing checks them (finite numbers, durations in range,
    /// at most `MotionLimits.maxSteps`); a failing step is reported by its position from 1 and its canonical
    /// text.
    package init(steps: [MotionStep]) throws(MotionError) {
        guard steps.count <= MotionLimits.maxSteps else { throw .tooManySteps(limit: MotionLimits.maxSteps) }
        for (index, step) in steps.enumerated() {
            if case .failure(let problem) = MotionStep.make(step.kind, step.arguments) {
                throw .step(number: index + 1, text: step.description, problem: problem)
            }
        }
        self.init(validSteps: steps)
    }

    /// Parses a script's text; the first bad step is reported by its number (from 1, over the
    /// non-empty steps) and its text as written. A script of more than `MotionLimits.maxSteps` steps is
    /// refused at the step past it.
    package init(parsing text: String) throws(MotionError) {
        var steps: [MotionStep] = []
        func add(_ stepText: Substring, words: [Substring]) throws(MotionError) {
            guard !words.isEmpty else { return }
            guard steps.count < MotionLimits.maxSteps else { throw .tooManySteps(limit: MotionLimits.maxSteps) }
            switch Self.parseStep(words) {
            case .success(let step): steps.append(step)
            case .failure(let problem): throw .step(number: steps.count + 1, text: String(stepText), problem: problem)
            }
        }
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            try Self.asciiSteps(of: text, add)
        } else {
            for line in text.split(whereSeparator: \.isNewline) {
                for part in line.prefix(while: { $0 != "#" }).split(separator: ";") {
                    let stepText = part.trimmingWhitespace()
                    try add(stepText, words: stepText.split(whereSeparator: \.isWhitespace))
                }
            }
        }
        self.init(validSteps: steps)
    }

    /// The steps of an ASCII `text`, each with its words, as the character by character reading
    /// cuts them, read a byte at a time: in ASCII a byte is a character (`\r\n` aside, which
    /// ends a line as `\n` does), and the new lines and white space of Unicode are bytes 9 to 13
    /// and 32. Ten times faster, which is what a 16 MiB script of separators costs.
    private static func asciiSteps(
        of text: String,
        _ add: (Substring, [Substring]) throws(MotionError) -> Void
    ) throws(MotionError) {
        let bytes = text.utf8
        var wordStart: String.Index?, words: [Substring] = [], inComment = false
        func endWord(at end: String.Index) {
            if let start = wordStart { words.append(Substring(bytes[start..<end])) }
            wordStart = nil
        }
        func endStep(at end: String.Index) throws(MotionError) {
            endWord(at: end)
            if let first = words.first, let last = words.last {
                try add(Substring(bytes[first.startIndex..<last.endIndex]), words)
            }
            words.removeAll(keepingCapacity: true)
        }
        var index = bytes.startIndex
        while index != bytes.endIndex {
            switch bytes[index] {
            case 0x0A...0x0D:
                if !inComment { try endStep(at: index) }
                inComment = false
            case _ where inComment:
                break
            case UInt8(ascii: "#"):
                try endStep(at: index)
                inComment = true
            case UInt8(ascii: ";"):
                try endStep(at: index)
            case 0x09, 0x20:
                endWord(at: index)
            default:
                if wordStart == nil { wordStart = index }
            }
            bytes.formIndex(after: &index)
        }
        if !inComment { try endStep(at: bytes.endIndex) }
    }

    private init(validSteps: [MotionStep]) {
        steps = validSteps
    }

    /// The canonical text: the steps' canonical forms joined by `; `. Parsing it gives an equal
    /// script.
    package var text: String { steps.map(\.description).joined(separator: "; ") }

    package var description: String { text }

    /// The step `words` spell: a name and its numbers.
    private static func parseStep(_ words: [Substring]) -> Result<MotionStep, MotionError.Problem> {
        let name = String(words[0])
        guard let kind = MotionStep.Kind(rawValue: name) else { return .failure(.unknownStep(name: name)) }
        let tokens = words.dropFirst()
        guard tokens.count == kind.quantities.count else { return .failure(.wrongArguments(kind)) }
        var arguments: [Double] = []
        for token in tokens {
            guard let value = decimal(token) else { return .failure(.notANumber(argument: String(token))) }
            arguments.append(value)
        }
        return MotionStep.make(kind, arguments)
    }

    /// `[+-] digits [. digits] [(e|E) [+-] digits]` with at least one mantissa digit, finite.
    private static func decimal(_ token: Substring) -> Double? {
        var rest = token.utf8[...]
        func skipSign() {
            if let first = rest.first, first == UInt8(ascii: "+") || first == UInt8(ascii: "-") {
                rest = rest.dropFirst()
            }
        }
        func skipDigits() -> Int {
            let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
            rest = rest.dropFirst(digits.count)
            return digits.count
        }
        skipSign()
        var mantissaDigits = skipDigits()
        if rest.first == UInt8(ascii: ".") {
            rest = rest.dropFirst()
            mantissaDigits += skipDigits()
        }
        guard mantissaDigits > 0 else { return nil }
        if rest.first == UInt8(ascii: "e") || rest.first == UInt8(ascii: "E") {
            rest = rest.dropFirst()
            skipSign()
            guard skipDigits() > 0 else { return nil }
        }
        guard rest.isEmpty, let value = Double(String(token)), value.isFinite else { return nil }
        return value
    }
}

extension Substring {
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}
