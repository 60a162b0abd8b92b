/// A count and its noun, singular for one: `1 frame`, `0 frames`, `2 pixels`.
package enum Plural {
    /// `count` then `singular`, or `plural` (by default `singular` + `s`) for any count but 1.
    package static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
