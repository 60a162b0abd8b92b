/// Literals for a value written in Swift as a scene file holds it
/// (`try scene.set("title", to: ["text": "Fruits", "align": "center"])`): a dictionary literal
/// keeps its members' order, as a parsed object does, and every number is a `Double`, as JSON's.
/// `null` is `.null`: not `nil`, which Swift keeps for optionals (a nil-literal conformance made
/// `cond ? nil : value` a `.null` where an optional's nil was meant).
extension JSONValue: ExpressibleByStringLiteral, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral,
    ExpressibleByBooleanLiteral, ExpressibleByArrayLiteral, ExpressibleByDictionaryLiteral
{
    /// `.string(value)`.
    public init(stringLiteral value: String) { self = .string(value) }
    /// `.number(Double(value))`.
    public init(integerLiteral value: Int) { self = .number(Double(value)) }
    /// `.number(value)`.
    public init(floatLiteral value: Double) { self = .number(value) }
    /// `.bool(value)`.
    public init(booleanLiteral value: Bool) { self = .bool(value) }
    /// `.array(elements)`.
    public init(arrayLiteral elements: JSONValue...) { self = .array(elements) }
    /// `.object(elements)`, in the literal's order (a key given twice is kept twice, as the
    /// parser keeps it for the reader to refuse).
    public init(dictionaryLiteral elements: (String, JSONValue)...) {
        self = .object(elements.map { (key: $0.0, value: $0.1) })
    }
}
