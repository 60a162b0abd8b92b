/// The scene's limits (SPEC §5): the ranges scene-file keys and scene options accept. The
/// schema (`SceneSchema`) and the options read them here, so that a range is written once.
public enum SceneLimits {
    /// A length in points (`width`, `header.height`, `table.rowHeight`…): at least 1, since a
    /// row, a bar or a screen of less than a device pixel cannot be drawn.
    public static let length = 1.0...10_000
    /// Device pixels per point.
    public static let scale = 1...3
    public static let statusBarHeight = 0.0...1_000
    /// How many rows a table may have: at least one, and few enough to typeset up front.
    public static let rows = 1...10_000
    /// Where separators and cell text start; the rules also keep it below half the width.
    public static let separatorInset = 0.0...10_000
    public static let fontSize = 1.0...500
    /// The charges a battery may show, in percent.
    public static let battery = 0...100
    /// The largest screen, and the largest resting header, in pixels: each is one pixmap.
    public static let maxPixels = 50_000_000.0
}
