/// The scene's limits (SPEC §5): the ranges scene-file keys and scene options both accept, and
/// the other limits read in more than one place, so that each is written once. A range only
/// its key reads is written in its `SceneSchema` entry.
package enum SceneLimits {
    /// A length in points (`width`, `header.height`, `table.rowHeight`…): at least 1, since a
    /// row, a bar or a screen of less than a device pixel cannot be drawn.
    package static let length = 1.0...10_000
    /// Device pixels per point.
    package static let scale = 1...3
    /// How many rows a table may have: at least one, and few enough to typeset up front.
    package static let rows = 1...10_000
    /// The charges a battery may show, in percent.
    package static let battery = 0...100
    /// The largest screen, and the largest resting header, in pixels: each is one pixmap.
    package static let maxPixels = 50_000_000.0
    /// The longest text of a label (`title.text`, `table.text` and each row's text after
    /// `{row}` is replaced, `--title`), in Unicode scalars: ten times what a cell of the
    /// widest iPhone (440 pt) shows at 17 pt, so a real title is never refused, and a cap on
    /// what a frame's text may cost to typeset. A row number (at most 9999) is shorter
    /// than `{row}`, so a row's text is never longer than `table.text`.
    package static let labelLength = 1_000
    /// The most items on either side of the bar (`bar.items`): more than a 440 pt bar shows.
    package static let barItems = 8
    /// The longest `statusBar.time`, in Unicode scalars: a clock shows a few characters.
    package static let timeLength = 100
    /// The most entries `font.files` may hold: far more faces than any text needs before the
    /// defaults, and each is opened (10 000 copies of one font took 3.4 GB).
    package static let fontFiles = 64

    /// Why `text` is longer than `maxLength` Unicode scalars; nil when it is not.
    package static func lengthProblem(_ text: String, maxLength: Int) -> String? {
        let length = text.unicodeScalars.count
        return length > maxLength ? "must be at most \(maxLength) characters long, not \(length)" : nil
    }
}
