// JSON — the one JSON reader and writer of stretchy, in plain Swift.
//
// Design note
// - Why our own: every JSON stretchy writes (`state`, `frames.json`, `compare --json`,
//   `scene --print`) must have a fixed key order and the same number text on every run, and
//   scene files must be validated by exact type (a `true` is not a number), which
//   JSONSerialization blurs on Linux. Objects keep their members in order.
// - Numbers are written with at most six decimals, trailing zeros dropped, and integers without
//   a decimal point (`-130`, `0.514706`); −0 is written as 0 (Wording's `NumberText`);
//   non-finite numbers as null.
// - Rejected: Codable. Its errors cannot name the offending key path the way SPEC §5 asks.

import Wording

/// A JSON document: objects keep their keys in order.
public indirect enum JSONValue: Sendable, Equatable {
    /// `null`.
    case null
    /// `true` or `false`.
    case bool(Bool)
    /// A number (written with at most six decimals).
    case number(Double)
    /// A string.
    case string(String)
    /// An array.
    case array([JSONValue])
    /// An object: its members, in order.
    case object([(key: String, value: JSONValue)])

    public static func == (a: JSONValue, b: JSONValue) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case let (.bool(x), .bool(y)): return x == y
        case let (.number(x), .number(y)): return x == y
        case let (.string(x), .string(y)): return x == y
        case let (.array(x), .array(y)): return x == y
        case let (.object(x), .object(y)):
            return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
        default: return false
        }
    }

    /// The member `key` of an object; nil for a missing key or a non-object.
    public subscript(key: String) -> JSONValue? {
        guard case let .object(members) = self else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// A name for the value's type, for error messages ("a number", "an object", …).
    package var typeName: String {
        switch self {
        case .null: return "null"
        case .bool: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }
}

// MARK: - Reading numbers

extension JSONValue {
    /// The whole number this value is, when it is a JSON number without a fraction inside
    /// `range`; nil for anything else: another type, a fraction (`2.5`), a number past `range`
    /// or past `Int`'s (1e19, 1e309, which the parser reads as infinity). The one way a JSON
    /// number becomes an integer in stretchy: `Int(_:)` on a `Double` traps past ±2⁶³, and did
    /// on a shard's `differentPixels` of 1e19.
    package func integer(in range: ClosedRange<Int> = Int.min...Int.max) -> Int? {
        guard case .number(let number) = self, let whole = Int(exactly: number), range.contains(whole) else {
            return nil
        }
        return whole
    }
}

// MARK: - Writing

extension JSONValue {
    /// Compact JSON on one line, with a space after `:` and `,` as SPEC §3 shows it.
    public var text: String {
        var out = ""
        write(to: &out, indent: nil, depth: 0)
        return out
    }

    /// JSON indented by two spaces per level, for files people read.
    public var prettyText: String {
        var out = ""
        write(to: &out, indent: "  ", depth: 0)
        return out + "\n"
    }

    private func write(to out: inout String, indent: String?, depth: Int) {
        switch self {
        case .null: out += "null"
        case let .bool(b): out += b ? "true" : "false"
        case let .number(n): out += n.isFinite ? NumberText.decimal(n) : "null"
        case let .string(s): Self.quote(s, into: &out)
        case let .array(items):
            writeContainer(items.map { (nil, $0) }, open: "[", close: "]", to: &out, indent: indent, depth: depth)
        case let .object(members):
            writeContainer(
                members.map { ($0.key, $0.value) }, open: "{", close: "}", to: &out, indent: indent,
                depth: depth)
        }
    }

    private func writeContainer(
        _ items: [(String?, JSONValue)], open: String, close: String, to out: inout String,
        indent: String?, depth: Int
    ) {
        out += open
        guard !items.isEmpty else {
            out += close
            return
        }
        for (i, (key, value)) in items.enumerated() {
            if let indent {
                out += "\n" + String(repeating: indent, count: depth + 1)
            } else if i > 0 {
                out += " "
            }
            if let key {
                Self.quote(key, into: &out)
                out += ": "
            }
            value.write(to: &out, indent: indent, depth: depth + 1)
            if i < items.count - 1 { out += "," }
        }
        if let indent { out += "\n" + String(repeating: indent, count: depth) }
        out += close
    }

    private static func quote(_ s: String, into out: inout String) {
        out += "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
