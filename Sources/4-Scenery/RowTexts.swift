import SceneModel
import Synchronization
import Typesetting

/// The texts of the table's real rows, each typeset the first time a frame shows its row and
/// kept for the frames after it. A table of 10 000 rows costs one frame the dozen rows it
/// shows, not 10 000 typesettings up front.
package final class RowTexts: Sendable {
    /// How many real rows the table has.
    package let count: Int
    private let scene: Scene
    private let typesetter: Typesetter
    private let maxWidth: Double
    private let typeset = Mutex<[Int: TextImage]>([:])

    init(scene: Scene, typesetter: Typesetter) {
        count = scene.rows
        self.scene = scene
        self.typesetter = typesetter
        maxWidth = (scene.width - 2 * scene.separatorInset) * Double(scene.scale)
    }

    /// Row `row`'s text (from 0), typeset and truncated to the cell's width.
    package subscript(row: Int) -> TextImage {
        if let known = typeset.withLock({ $0[row] }) { return known }
        // Set outside the lock: frames drawn at once wait only on the typesetter's own lock, and
        // two threads typesetting one row get the same image.
        let text = typesetter.typeset(
            scene.text(ofRow: row), pointSize: scene.fontSize, scale: scene.scale,
            maxWidth: maxWidth)
        typeset.withLock { $0[row] = text }
        return text
    }

    /// The characters of every row's text that no font has, in row order, without typesetting
    /// any: the rows differ only in their numbers' digits, and rows 0 to 9 hold every digit in
    /// every place a number's characters meet the text around them, so they miss what all miss.
    var missingCharacters: [Unicode.Scalar] {
        (0..<min(count, 10)).flatMap { typesetter.missingCharacters(of: scene.text(ofRow: $0)) }
    }
}
