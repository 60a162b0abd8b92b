/// The first place where two JSON documents differ, for messages such as `fps was 30, now 60`.
/// Objects are compared key by key (the new document's keys in its order, then keys only the
/// old one has), arrays item by item.
package struct JSONDifference: Sendable, Equatable {
    /// Object keys and array positions (`[3]`) from the root to the differing value.
    package let path: [String]
    /// The value in the old document; nil where it has none.
    package let old: JSONValue?
    /// The value in the new document; nil where it has none.
    package let new: JSONValue?

    /// The first difference between `old`, a document read back from a file, and `new` as it
    /// would read back once written — numbers rounded as §6 writes them, so that a value that
    /// only loses digits in the file does not count; nil when there is none.
    package init?(from old: JSONValue, toWriting new: JSONValue) {
        let written = (try? JSONValue(parsing: new.prettyText)) ?? new
        guard let found = Self.first(old, written, path: []) else { return nil }
        self = found
    }

    private init(path: [String], old: JSONValue?, new: JSONValue?) {
        self.path = path
        self.old = old
        self.new = new
    }

    private static func first(_ old: JSONValue?, _ new: JSONValue?, path: [String]) -> JSONDifference? {
        switch (old, new) {
        case let (.object(oldMembers)?, .object(newMembers)?):
            let newKeys = newMembers.map(\.key)
            for key in newKeys + oldMembers.map(\.key).filter({ !newKeys.contains($0) }) {
                if let found = first(old?[key], new?[key], path: path + [key]) { return found }
            }
            return nil
        case let (.array(oldItems)?, .array(newItems)?):
            for index in 0..<max(oldItems.count, newItems.count) {
                if let found = first(
                    index < oldItems.count ? oldItems[index] : nil,
                    index < newItems.count ? newItems[index] : nil, path: path + ["[\(index)]"])
                {
                    return found
                }
            }
            return nil
        default:
            return old == new ? nil : JSONDifference(path: path, old: old, new: new)
        }
    }

    /// The path from its `from`-th component as one writes it: `table.rows`, `frames[3].offset`.
    package func pathText(from start: Int = 0) -> String {
        path.dropFirst(start).reduce("") { text, component in
            text.isEmpty || component.hasPrefix("[") ? text + component : text + "." + component
        }
    }

    /// `LABEL was OLD, now NEW`: strings in single quotes, a missing value as `absent`, an
    /// object or array too long for one line by its size (`an object of 9 keys`).
    package func wasNow(_ label: String) -> String {
        "\(label) was \(Self.shown(old)), now \(Self.shown(new))"
    }

    /// The longest object or array written out whole: a record's whole scene is no message.
    private static let maxShown = 80

    private static func shown(_ value: JSONValue?) -> String {
        guard let value else { return "absent" }
        switch value {
        case let .string(text): return "'\(text)'"
        case let .object(members) where value.text.count > maxShown:
            return "an object of \(members.count) \(members.count == 1 ? "key" : "keys")"
        case let .array(items) where value.text.count > maxShown:
            return "an array of \(items.count) \(items.count == 1 ? "item" : "items")"
        default: return value.text
        }
    }
}
