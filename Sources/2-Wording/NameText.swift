/// A file name's bytes as text that can be printed, stored in JSON, HTML and XML, and turned back
/// into the very same bytes (SPEC §3 compare, "Names").
///
/// Linux names are bytes: they need not be UTF-8, and may hold a new line or an ESC. Swift's
/// `String` cannot hold bytes that are not UTF-8 (decoding replaces them, so two names could
/// become one and the file could not be opened again), and a control character printed raw
/// splits a message or drives the terminal. So every such byte is written as an escape, and `\`
/// itself is doubled so that the text reads back unambiguously. A name of printable UTF-8
/// without `\` is its own text.
package enum NameText {
    /// `bytes` as text: `\\` for `\`; `\n`, `\r`, `\t`; `\xNN` (two lower-case hex digits) for
    /// every other control byte (0x00–0x1F, 0x7F), for each byte of a C1 control character
    /// (U+0080–U+009F), and for every byte that is not part of valid UTF-8.
    package static func text(of bytes: some Collection<UInt8>) -> String {
        let bytes = Array(bytes)
        guard bytes.contains(where: { $0 < 0x20 || $0 >= 0x7F || $0 == UInt8(ascii: "\\") }) else {
            return String(decoding: bytes, as: UTF8.self)
        }
        var text = ""
        var index = 0
        func escape(_ byte: UInt8) { text += ControlCharacters.escape(byte) }
        while index < bytes.count {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "\\"): text += "\\\\"
            case 0..<0x20, 0x7F: escape(byte)
            case 0x20..<0x7F: text.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                let length = validSequenceLength(bytes, at: index)
                guard length > 0 else {
                    escape(byte)
                    index += 1
                    continue
                }
                let sequence = bytes[index..<index + length]
                // Well-formed bytes (`validSequenceLength`) decode to exactly one scalar.
                let scalar = String(decoding: sequence, as: UTF8.self).unicodeScalars.first
                if let scalar, (0x80...0x9F).contains(scalar.value) {
                    sequence.forEach(escape)
                } else {
                    text += String(decoding: sequence, as: UTF8.self)
                }
                index += length
                continue
            }
            index += 1
        }
        return text
    }

    /// The bytes `text` stands for: the inverse of `text(of:)`. A `\` that starts no escape is
    /// kept as it is.
    package static func bytes(of text: String) -> [UInt8] {
        let utf8 = Array(text.utf8)
        guard utf8.contains(UInt8(ascii: "\\")) else { return utf8 }
        var bytes: [UInt8] = []
        var index = 0
        while index < utf8.count {
            let byte = utf8[index]
            guard byte == UInt8(ascii: "\\"), index + 1 < utf8.count else {
                bytes.append(byte)
                index += 1
                continue
            }
            let digits = index + 3 < utf8.count ? Array(utf8[index + 2...index + 3]) : []
            let isHex =
                digits.count == 2
                && digits.allSatisfy {
                    (0x30...0x39).contains($0) || (0x41...0x46).contains($0) || (0x61...0x66).contains($0)
                }
            switch utf8[index + 1] {
            case UInt8(ascii: "\\"): bytes.append(UInt8(ascii: "\\"))
            case UInt8(ascii: "n"): bytes.append(UInt8(ascii: "\n"))
            case UInt8(ascii: "r"): bytes.append(UInt8(ascii: "\r"))
            case UInt8(ascii: "t"): bytes.append(UInt8(ascii: "\t"))
            case UInt8(ascii: "x") where isHex:
                bytes.append(UInt8(String(decoding: digits, as: UTF8.self), radix: 16)!)
                index += 4
                continue
            default:
                bytes.append(byte)
                index += 1
                continue
            }
            index += 2
        }
        return bytes
    }

    /// The length of the well-formed UTF-8 sequence starting at `index` (RFC 3629: no overlong
    /// forms, no surrogates, nothing above U+10FFFF), or 0 when there is none.
    private static func validSequenceLength(_ bytes: [UInt8], at index: Int) -> Int {
        let lead = bytes[index]
        let length: Int, second: ClosedRange<UInt8>
        switch lead {
        case 0xC2...0xDF: (length, second) = (2, 0x80...0xBF)
        case 0xE0: (length, second) = (3, 0xA0...0xBF)
        case 0xE1...0xEC, 0xEE...0xEF: (length, second) = (3, 0x80...0xBF)
        case 0xED: (length, second) = (3, 0x80...0x9F)
        case 0xF0: (length, second) = (4, 0x90...0xBF)
        case 0xF1...0xF3: (length, second) = (4, 0x80...0xBF)
        case 0xF4: (length, second) = (4, 0x80...0x8F)
        default: return 0
        }
        guard index + length <= bytes.count, second.contains(bytes[index + 1]) else { return 0 }
        for offset in 2..<length where !(0x80...0xBF).contains(bytes[index + offset]) { return 0 }
        return length
    }
}
