/// Where a table with sections puts everything (SPEC §1 "Sections and rows"): made once per
/// scene (the content y of every section and row, as prefix sums of their heights), then asked
/// at each offset for what meets the screen. A frame costs the rows it shows, found by binary
/// search, whatever the table's length.
package struct TableGeometry: Sendable {
    let scene: Scene
    let sections: [TableSection]
    /// Each section's top in content y, and the content's end last.
    private let sectionTops: [Double]
    /// Each section's rows' tops in content y, and the last row's end last.
    private let rowTops: [[Double]]
    /// A row image's size in points (its pixels over its file's scale), by name.
    let imageSize: @Sendable (String) -> (width: Double, height: Double)?
    /// The height of all sections, headers and footers included.
    package var contentHeight: Double { sectionTops.last ?? 0 }

    /// The geometry of `scene`'s sections (none when it has none); `imageSize` gives each row
    /// image's size in points (nil: the row shows none).
    package init(
        scene: Scene, imageSize: @escaping @Sendable (String) -> (width: Double, height: Double)? = { _ in nil }
    ) {
        self.scene = scene
        self.imageSize = imageSize
        sections = scene.sections ?? []
        var tops: [Double] = [], rows: [[Double]] = []
        var y = 0.0
        for section in sections {
            tops.append(y)
            y += Self.headerHeight(section.header)
            var rowTops = [y]
            for row in section.rows {
                y += row.height ?? scene.rowHeight
                rowTops.append(y)
            }
            rows.append(rowTops)
            y += Self.headerHeight(section.footer)
        }
        sectionTops = tops + [y]
        rowTops = rows
    }

    /// A plain header's or footer's band: none without a text.
    private static func headerHeight(_ text: String?) -> Double { text == nil ? 0 : TableMetrics.plainHeaderHeight }

    /// What meets the screen at `offset`, in drawing order: each section's rows (cell, image,
    /// texts, accessory, separator), the empty rows' separators below the content, then the
    /// footers and the headers, pinned as SPEC §1 says.
    package func elements(offset: Double) -> [TableElement] {
        let top = offset, bottom = offset + scene.height
        var rows: [TableElement] = [], bands: [TableElement] = [], headers: [TableElement] = []
        var s = Self.index(of: top, in: sectionTops)
        while s < sections.count, sectionTops[s] < bottom {
            let tops = rowTops[s]
            var r = Self.index(of: top, in: tops)
            while r < sections[s].rows.count, tops[r] < bottom {
                rows += row(r, of: s, at: tops[r] - offset, height: tops[r + 1] - tops[r])
                r += 1
            }
            bands += footer(of: s, offset: offset)
            headers += header(of: s, offset: offset)
            s += 1
        }
        return rows + placeholders(offset: offset) + bands + headers
    }

    /// The index of the span of `tops` (ascending, its last the end) that holds `y`: the last
    /// whose top is at or above it, 0 above the first.
    private static func index(of y: Double, in tops: [Double]) -> Int {
        var low = 0, high = tops.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if tops[middle] <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Where UIKit pins a plain section's header: the top of the area inside the adjusted
    /// content inset (or under the bar), never above its section's top nor past its last row
    /// (the next section's header pushes it off).
    private func header(of s: Int, offset: Double) -> [TableElement] {
        guard let text = sections[s].header else { return [] }
        let height = TableMetrics.plainHeaderHeight
        let pin = offset + (scene.stickyHeaders == .inset ? -scene.minOffset : scene.barHeight)
        let y = max(sectionTops[s], min(pin, (rowTops[s].last ?? 0) - height))
        return band(.sectionHeader, role: .header, text: text, section: s, y: y - offset)
    }

    /// A plain footer floats likewise at the bottom of the screen, never above its section's
    /// rows nor below its own place.
    private func footer(of s: Int, offset: Double) -> [TableElement] {
        guard let text = sections[s].footer else { return [] }
        let height = TableMetrics.plainHeaderHeight
        let place = sectionTops[s + 1] - height
        let y = max(min(place, offset + scene.height - height), rowTops[s][0])
        return band(.sectionFooter, role: .footer, text: text, section: s, y: y - offset)
    }

    private func band(_ kind: TableElement.Kind, role: TableElement.Role, text: String, section: Int, y: Double)
        -> [TableElement]
    {
        let height = TableMetrics.plainHeaderHeight, inset = scene.separatorInset
        let look =
            role == .header
            ? TableElement.Look(size: TableMetrics.headerFontSize, semibold: true, ink: .label, trailing: false)
            : TableElement.Look(size: TableMetrics.footerFontSize, semibold: false, ink: .secondary, trailing: false)
        return [
            TableElement(
                kind: kind, section: section, row: nil, frame: PointRect(x: 0, y: y, width: scene.width, height: height)
            ),
            TableElement(
                kind: .text, section: section, row: nil,
                frame: PointRect(x: inset, y: y, width: scene.width - 2 * inset, height: height),
                role: role, string: text, look: look),
        ]
    }

    /// The empty rows a plain table shows below its content, `rowHeight` apart: separators only.
    private func placeholders(offset: Double) -> [TableElement] {
        let bottom = offset + scene.height, height = scene.rowHeight
        var k = max(0, Int(((offset - contentHeight) / height).rounded(.down)))
        var separators: [TableElement] = []
        while contentHeight + Double(k) * height < bottom {
            let maxY = contentHeight + Double(k + 1) * height - offset
            separators.append(separator(section: nil, row: nil, x: scene.separatorInset, maxY: maxY))
            k += 1
        }
        return separators
    }

    func separator(section: Int?, row: Int?, x: Double, maxY: Double) -> TableElement {
        let thickness = 1 / Double(scene.scale)
        return TableElement(
            kind: .separator, section: section, row: row,
            frame: PointRect(x: x, y: maxY - thickness, width: scene.width - x, height: thickness))
    }
}
