import Wording

/// Why a text is not JSON, with the line and column of the problem.
package struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    package let line: Int
    package let column: Int
    package let reason: String

    package var description: String { "line \(line), column \(column): \(reason)" }
}

extension JSONValue {
    /// Parses one JSON document (RFC 8259); duplicate keys are an error, since a scene file with
    /// two values for one key has no clear meaning. A number past a `Double`'s range (`1e309`)
    /// reads as ±infinity: each reader refuses it as out of its range, as it does `1e300`.
    package init(parsing text: String) throws(JSONSyntaxError) {
        var parser = JSONParser(bytes: Array(text.utf8))
        self = try parser.document()
    }
}

/// A recursive-descent reader over UTF-8 bytes.
struct JSONParser {
    let bytes: [UInt8]
    var position = 0
    var depth = 0

    init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    mutating func document() throws(JSONSyntaxError) -> JSONValue {
        let value = try self.value()
        skipSpace()
        guard position == bytes.count else { throw error("unexpected text after the end of the document") }
        return value
    }

    private func error(_ reason: String) -> JSONSyntaxError {
        var line = 1, column = 1
        for byte in bytes[..<min(position, bytes.count)] {
            if byte == UInt8(ascii: "\n") { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
        }
        return JSONSyntaxError(line: line, column: column, reason: reason)
    }

    private mutating func skipSpace() {
        while position < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[position]) { position += 1 }
    }

    private mutating func expect(_ literal: String, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue {
        let expected = Array(literal.utf8)
        guard bytes.count - position >= expected.count,
            Array(bytes[position..<position + expected.count]) == expected
        else { throw error("unexpected character") }
        position += expected.count
        return value
    }

    private mutating func value() throws(JSONSyntaxError) -> JSONValue {
        skipSpace()
        guard position < bytes.count else { throw error("unexpected end of the document") }
        switch bytes[position] {
        case UInt8(ascii: "{"): return try object()
        case UInt8(ascii: "["): return try array()
        case UInt8(ascii: "\""): return .string(try string())
        case UInt8(ascii: "t"): return try expect("true", .bool(true))
        case UInt8(ascii: "f"): return try expect("false", .bool(false))
        case UInt8(ascii: "n"): return try expect("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
        default: throw error("unexpected character")
        }
    }

    private mutating func nested<T>(_ body: (inout JSONParser) throws(JSONSyntaxError) -> T) throws(JSONSyntaxError)
        -> T
    {
        depth += 1
        defer { depth -= 1 }
        guard depth <= 256 else { throw error("nested too deeply") }
        return try body(&self)
    }

    private mutating func object() throws(JSONSyntaxError) -> JSONValue {
        try nested { (p: inout JSONParser) throws(JSONSyntaxError) -> JSONValue in
            p.position += 1
            var members: [(key: String, value: JSONValue)] = []
            // Hashed, so that checking for duplicates stays linear in the number of keys.
            var keys: Set<String> = []
            p.skipSpace()
            if p.position < p.bytes.count, p.bytes[p.position] == UInt8(ascii: "}") {
                p.position += 1
                return .object(members)
            }
            while true {
                p.skipSpace()
                guard p.position < p.bytes.count, p.bytes[p.position] == UInt8(ascii: "\"") else {
                    throw p.error("expected a key in quotes")
                }
                let key = try p.string()
                guard keys.insert(key).inserted else { throw p.error("duplicate key '\(Excerpt.shortened(key))'") }
                p.skipSpace()
                guard p.position < p.bytes.count, p.bytes[p.position] == UInt8(ascii: ":") else {
                    throw p.error("expected ':' after '\(Excerpt.shortened(key))'")
                }
                p.position += 1
                members.append((key, try p.value()))
                p.skipSpace()
                guard p.position < p.bytes.count else { throw p.error("unexpected end inside an object") }
                if p.bytes[p.position] == UInt8(ascii: ",") { p.position += 1; continue }
                if p.bytes[p.position] == UInt8(ascii: "}") { p.position += 1; return .object(members) }
                throw p.error("expected ',' or '}'")
            }
        }
    }

    private mutating func array() throws(JSONSyntaxError) -> JSONValue {
        try nested { (p: inout JSONParser) throws(JSONSyntaxError) -> JSONValue in
            p.position += 1
            var items: [JSONValue] = []
            p.skipSpace()
            if p.position < p.bytes.count, p.bytes[p.position] == UInt8(ascii: "]") {
                p.position += 1
                return .array(items)
            }
            while true {
                items.append(try p.value())
                p.skipSpace()
                guard p.position < p.bytes.count else { throw p.error("unexpected end inside an array") }
                if p.bytes[p.position] == UInt8(ascii: ",") { p.position += 1; continue }
                if p.bytes[p.position] == UInt8(ascii: "]") { p.position += 1; return .array(items) }
                throw p.error("expected ',' or ']'")
            }
        }
    }

    private mutating func number() throws(JSONSyntaxError) -> JSONValue {
        let start = position
        func digits(_ p: inout JSONParser) -> Int {
            let s = p.position
            while p.position < p.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(p.bytes[p.position]) {
                p.position += 1
            }
            return p.position - s
        }
        if bytes[position] == UInt8(ascii: "-") { position += 1 }
        let intStart = position
        let intDigits = digits(&self)
        guard intDigits > 0 else { throw error("expected a digit") }
        if intDigits > 1 && bytes[intStart] == UInt8(ascii: "0") { throw error("a number may not start with 0") }
        if position < bytes.count, bytes[position] == UInt8(ascii: ".") {
            position += 1
            guard digits(&self) > 0 else { throw error("expected a digit after '.'") }
        }
        if position < bytes.count, bytes[position] == UInt8(ascii: "e") || bytes[position] == UInt8(ascii: "E") {
            position += 1
            if position < bytes.count, bytes[position] == UInt8(ascii: "+") || bytes[position] == UInt8(ascii: "-") {
                position += 1
            }
            guard digits(&self) > 0 else { throw error("expected a digit in the exponent") }
        }
        let text = String(decoding: bytes[start..<position], as: UTF8.self)
        // Past a Double's range (1e309) it is ±infinity: a number, which each reader refuses as
        // out of its own range, naming its key, as it does 1e300 (SPEC §7), not a syntax error.
        guard let value = Double(text) else { throw error("number out of range") }
        return .number(value)
    }

    private mutating func string() throws(JSONSyntaxError) -> String {
        position += 1
        // UTF-8 bytes, escapes encoded into them, decoded once at the end: appending to a
        // String's scalars around each escape reallocated it, quadratic in the escapes.
        var text: [UInt8] = []
        func append(_ scalar: Unicode.Scalar) { text.append(contentsOf: scalar.utf8) }
        while position < bytes.count {
            let byte = bytes[position]
            switch byte {
            case UInt8(ascii: "\""):
                position += 1
                return String(decoding: text, as: UTF8.self)
            case UInt8(ascii: "\\"):
                position += 1
                guard position < bytes.count else { throw error("unexpected end inside a string") }
                let escape = bytes[position]
                position += 1
                switch escape {
                case UInt8(ascii: "\""): append("\"")
                case UInt8(ascii: "\\"): append("\\")
                case UInt8(ascii: "/"): append("/")
                case UInt8(ascii: "b"): append("\u{08}")
                case UInt8(ascii: "f"): append("\u{0C}")
                case UInt8(ascii: "n"): append("\n")
                case UInt8(ascii: "r"): append("\r")
                case UInt8(ascii: "t"): append("\t")
                case UInt8(ascii: "u"):
                    var code = try hex4()
                    if (0xD800..<0xDC00).contains(code) {
                        guard bytes.count - position >= 6, bytes[position] == UInt8(ascii: "\\"),
                            bytes[position + 1] == UInt8(ascii: "u")
                        else { throw error("lone surrogate") }
                        position += 2
                        let low = try hex4()
                        guard (0xDC00..<0xE000).contains(low) else { throw error("bad surrogate pair") }
                        code = 0x10000 + ((code - 0xD800) << 10) + (low - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(code) else { throw error("bad \\u escape") }
                    append(scalar)
                default: throw error("bad escape")
                }
            case 0..<0x20:
                throw error("control character inside a string")
            default:
                text.append(byte)
                position += 1
            }
        }
        throw error("unterminated string")
    }

    private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
        guard bytes.count - position >= 4 else { throw error("bad \\u escape") }
        var code: UInt32 = 0
        for _ in 0..<4 {
            let c = bytes[position]
            let digit: UInt32
            switch c {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(c - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(c - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(c - UInt8(ascii: "A") + 10)
            default: throw error("bad \\u escape")
            }
            code = code << 4 | digit
            position += 1
        }
        return code
    }
}
