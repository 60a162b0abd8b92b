/// The scene's limits (SPEC §5): the ranges scene-file keys and scene options accept. The
/// schema (`SceneSchema`) and the options read them here, so that a range is written once.
public enum SceneLimits {
    /// A length in points (`width`, `header.height`, `table.rowHeight`…): at least 1, since a
    /// row, a bar or a screen of less than a device pixel cannot be drawn.
    public static let length = 1.0...10_000
    /// `header.parallax`: the photo's speed as a fraction of the table's.
    public static let parallax = 0.0...1
    /// `header.minimumHeight`, in points; the rules also keep it below `header.height`.
    public static let minimumHeight = 0.0...10_000
    /// `header.blur`: σ per point of pull (1: σ as long as the pull).
    public static let blur = 0.0...1
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
    /// The longest text of a label (`title.text`, `table.text` and each row's text after
    /// `{row}` is replaced, `--title`), in Unicode scalars: ten times what a cell of the
    /// widest iPhone (440 pt) shows at 17 pt, so a real title is never refused, and a cap on
    /// what a frame's text may cost to typeset. A row number (at most 9999) is shorter
    /// than `{row}`, so a row's text is never longer than `table.text`.
    public static let labelLength = 1_000
    /// The longest `statusBar.time`, in Unicode scalars: a clock shows a few characters.
    public static let timeLength = 100
    /// The most entries `font.files` may hold: far more faces than any text needs before the
    /// defaults, and each is opened (10 000 copies of one font took 3.4 GB).
    public static let fontFiles = 64

    /// Why `text` is longer than `maxLength` Unicode scalars; nil when it is not.
    public static func lengthProblem(_ text: String, maxLength: Int) -> String? {
        let length = text.unicodeScalars.count
        return length > maxLength ? "must be at most \(maxLength) characters long, not \(length)" : nil
    }
}
