import Codecs
import Raster
import SceneModel
import Scenery
import Typesetting
import Wording

/// One picture of the frames a render wrote, for a reviewer: about a dozen evenly spaced frames,
/// scaled down, in a grid, each labelled with its index, time and offset.
package enum ContactSheet {
    static let columns = 4
    static let thumbnailWidth = 240
    static let gap = 24
    static let labelHeight = 44
    static let background = Color(red: 0xF2, green: 0xF2, blue: 0xF7).premultiplied
    static let border = Color(red: 0xC8, green: 0xC7, blue: 0xCC).premultiplied

    /// The frames shown: `count` evenly spaced from the first of `frames` to the last, without
    /// repeats. Only frames of `frames`: a sheet of `--frames A-B` shows what that run rendered.
    package static func frameIndices(in frames: ClosedRange<Int>, count: Int = 12) -> [Int] {
        guard frames.count > 1 else { return [frames.lowerBound] }
        let shown = min(count, frames.count)
        let picks = (0..<shown).map { i in
            frames.lowerBound + Int((Double(i) * Double(frames.count - 1) / Double(shown - 1)).rounded())
        }
        var seen = Set<Int>()
        return picks.filter { seen.insert($0).inserted }
    }

    /// The sheet of `animation`'s `frames` as a pixmap (opaque); fails as the frames it shows
    /// would (`FrameRenderer`).
    package static func render(_ animation: Animation, frames: ClosedRange<Int>, renderer: FrameRenderer)
        throws(SceneryError) -> Pixmap
    {
        let indices = frameIndices(in: frames)
        let scene = animation.scene
        let thumbHeight = Int((Double(thumbnailWidth) * Double(scene.pixelHeight) / Double(scene.pixelWidth)).rounded())
        let rows = (indices.count + columns - 1) / columns
        let cellHeight = thumbHeight + labelHeight
        let width = gap + columns * (thumbnailWidth + gap)
        let height = gap + rows * (cellHeight + gap)
        var sheet = Pixmap(width: width, height: height, filledWith: background)!
        for (position, index) in indices.enumerated() {
            let x = gap + (position % columns) * (thumbnailWidth + gap)
            let y = gap + (position / columns) * (cellHeight + gap)
            let state = animation.state(ofFrame: index)
            let frame = try renderer.render(state)
            sheet.fill(PixelRect(x: x - 1, y: y - 1, width: thumbnailWidth + 2, height: thumbHeight + 2), with: border)
            sheet.draw(Resampler.resize(frame, width: thumbnailWidth, height: thumbHeight)!, atX: x, y: y)
            let label =
                "#\(index)   \(NumberText.fixed(animation.time(ofFrame: index), decimals: 2)) s   offset \(NumberText.fixed(state.offset, decimals: 1))"
            let text = renderer.assets.typesetter.typeset(
                label, pointSize: 9, scale: 2, maxWidth: Double(thumbnailWidth))
            if let mask = text.mask {
                let baseline = y + thumbHeight + 12 + Int(text.ascender.rounded())
                sheet.fill(
                    mask, atX: x + text.maskOrigin.x, y: baseline + text.maskOrigin.y, with: Color.black.premultiplied)
            }
        }
        return sheet
    }
}
