import Codecs
import Raster
import Scenery
import Workers

/// A frame's PNG bands that its top rows reach, encoded as the header photo's decode makes
/// those rows (`FrameRenderer.ProgressiveTop`), by whichever thread comes to each first: the
/// worker, done with the table and the lower bands, encodes each band as soon as its rows are
/// decoded; the decoding thread, once done, takes those left. The bytes are those of encoding
/// the drawn top: each band reads the same rows, only sooner.
///
/// A band whose rows (or the row above them) meet the rows that layers 3 to 8 draw over waits
/// until those are drawn, once, over a copy of the photo's first rows; the others read the
/// photo's rows as made. When the rows stop short (the decode failed, or made the fill some
/// other way) a band is left undone, for `FrameFile.finish` to encode from the drawn top, or to
/// fail as the frame does.
///
/// A band is filtered and deflated a row at a time as the rows come (the encoder waits inside
/// `RowFilterChooser`'s loop for each), so that the band the decode's last rows reach is done
/// within a few rows of the decode: waiting for a band's last row before starting it left one
/// band, about 3 ms, to encode after the decode.
final class TopBands: Sendable {
    /// One per band still to encode: true once it is encoded from the rows as made.
    private let jobs: [Once<Bool>]
    private let indices: [Int]
    /// The first `top.overlaidRows` rows with layers 3 to 8 drawn, once those rows are made.
    private let over: Once<Pixmap?>

    init(png: PartialPNG, top: FrameRenderer.ProgressiveTop) {
        let overlaid = top.overlaidRows, rows = top.rows
        over = Once { rows.rows.wait(for: overlaid) ? top.drawOver() : nil }
        let remaining = png.remainingBands
        indices = remaining.map(\.index)
        var jobs: [Once<Bool>] = []
        for (band, range) in remaining {
            jobs.append(
                Once { [over] in
                    // The row above the band is read too (the PNG filters refer to it).
                    let drawnOver: Pixmap?
                    if max(range.lowerBound - 1, 0) < overlaid {
                        guard let drawn = over.value else { return false }
                        drawnOver = drawn
                    } else {
                        drawnOver = nil
                    }
                    // Each row of the photo is filtered once it is made.
                    return png.encode(band: band, over: drawnOver, top: rows.baseAddress) {
                        rows.rows.wait(for: $0 + 1)
                    }
                })
        }
        self.jobs = jobs
    }

    /// Encodes, in order, each band no thread has taken yet, waiting for its rows.
    func offer() {
        for job in jobs { job.offer() }
    }

    /// Waits for every band; the bands encoded from the rows as made.
    func encoded() -> [Int] {
        zip(indices, jobs).filter { $0.1.value }.map(\.0)
    }
}
