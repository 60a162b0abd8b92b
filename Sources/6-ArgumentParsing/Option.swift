import Wording

/// An option with a value (`--offset Y`), declared once: its help entry, and how its text
/// becomes a `Value`. A command lists it in its `CommandSpec` and reads it back, typed, with
/// `arguments[option]`.

package struct Option<Value: Sendable>: OptionDeclaration {
    package let spec: OptionSpec
    /// The value the text stands for, or why there is none.
    package let parse: @Sendable (_ text: String) throws(InvalidValue) -> Value

    package init(
        _ name: String, _ valueName: String, help: String,
        parse: @escaping @Sendable (_ text: String) throws(InvalidValue) -> Value
    ) {
        spec = OptionSpec(name: name, valueName: valueName, help: help)
        self.parse = parse
    }

    /// An option whose text a type reads with its own typed error (`DiffLimit(parsing:)`): the
    /// error's description is the reason, so it should be worded to follow `option '--NAME': `.
    package init<Failure: Error & CustomStringConvertible>(
        _ name: String, _ valueName: String, help: String,
        reading read: @escaping @Sendable (_ text: String) throws(Failure) -> Value
    ) {
        self.init(name, valueName, help: help) { text throws(InvalidValue) in
            do throws(Failure) {
                return try read(text)
            } catch {
                throw InvalidValue(error.description)
            }
        }
    }
}

extension Option where Value == String {
    /// Any text: a path, a title.
    package static func text(_ name: String, _ valueName: String, help: String) -> Option {
        Option(name, valueName, help: help) { $0 }
    }
}

extension Option where Value == Double {
    /// A finite decimal within `range`, which errors call `allowed` (by default as `RangeText`
    /// writes it, `0…1`: a Double's own description, `0.0…1.0`, is not how one writes it).
    /// `Double(_:)` also reads hexadecimal (`0x10`, `0x1p3`), NaN and infinities, none of which
    /// is a number one means here.
    package static func decimal(
        _ name: String, _ valueName: String, help: String,
        in range: ClosedRange<Double>, allowed: String? = nil
    ) -> Option {
        let allowed = allowed ?? RangeText.closed(range)
        return Option(name, valueName, help: help) { text throws(InvalidValue) in
            guard let value = Double(text), value.isFinite, !text.contains(where: { "xXpP".contains($0) }) else {
                throw InvalidValue(InvalidValue.quoted(text) + " is not a finite number")
            }
            guard range.contains(value) else { throw .outOfRange(text, allowed: allowed) }
            return value
        }
    }
}

extension Option where Value == Int {
    /// A whole number within `range`, which errors call `allowed` (by default `LOW…HIGH`).
    package static func wholeNumber(
        _ name: String, _ valueName: String, help: String,
        in range: ClosedRange<Int>, allowed: String? = nil
    ) -> Option {
        let allowed = allowed ?? RangeText.closed(range)
        return Option(name, valueName, help: help) { text throws(InvalidValue) in
            guard let value = Int(text) else {
                throw InvalidValue(InvalidValue.quoted(text) + " is not a whole number (\(allowed))")
            }
            guard range.contains(value) else { throw .outOfRange(text, allowed: allowed) }
            return value
        }
    }
}

extension Option where Value: RawRepresentable & CaseIterable, Value.RawValue == String {
    /// One of the words `Value`'s cases stand for; help shows them all (`fast|default|best`).
    package static func oneOf(_ name: String, help: String) -> Option {
        let words = Value.allCases.map(\.rawValue)
        return Option(name, words.joined(separator: "|"), help: help) { text throws(InvalidValue) in
            guard let value = Value(rawValue: text) else {
                throw InvalidValue(InvalidValue.quoted(text) + " is not one of \(words.joined(separator: ", "))")
            }
            return value
        }
    }
}
