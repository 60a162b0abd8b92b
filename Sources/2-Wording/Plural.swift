/// A count and its noun, singular for one: `1 frame`, `0 frames`, `2 pixels`.
public enum Plural {
    /// `count` then `singular`, or `plural` (by default `singular` + `s`) for any count but 1.
    public static func count(_ count: Int, _ singular: String, plural: String? = nil) -> String {
        "\(count) " + (count == 1 ? singular : plural ?? singular + "s")
    }
}
