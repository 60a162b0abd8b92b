/// Where a table with sections puts everything (SPEC §1 "Sections and rows", "Grouped styles"):
/// made once per scene (the content y of every section, header, row and footer, as prefix sums
/// of their heights), then asked at each offset for what meets the screen. A frame costs the
/// rows it shows, found by binary search, whatever the table's length.
package struct TableGeometry: Sendable {
    let scene: Scene
    let sections: [TableSection]
    /// The table's style: what this geometry asks every decision of a style (`TableStyle`'s),
    /// the one place a table reads `scene.tableStyle`.
    package let style: TableStyle
    /// The vertical spacing of the table's style.
    let spacing: SectionSpacing
    /// Each section's top in content y, and the content's end last.
    private let sectionTops: [Double]
    /// Each section's rows' tops in content y, and the last row's end last.
    private let rowTops: [[Double]]
    /// Each section's header's and footer's top in content y (where it would be without one).
    private let headerTops: [Double], footerTops: [Double]
    /// A row image's size in points (its pixels over its file's scale), by name.
    let imageSize: @Sendable (String) -> (width: Double, height: Double)?
    /// The height of all sections, headers and footers included.
    package var contentHeight: Double { sectionTops.last ?? 0 }
    /// The sections' left edge and width: the screen's, less the style's margin on both sides.
    package var span: (x: Double, width: Double) {
        let margin = style.sectionMargin(screenWidth: scene.width)
        return (margin, scene.width - 2 * margin)
    }

    /// The geometry of `scene`'s sections (none when it has none); `imageSize` gives each row
    /// image's size in points (nil: the row shows none).
    package init(
        scene: Scene, imageSize: @escaping @Sendable (String) -> (width: Double, height: Double)? = { _ in nil }
    ) {
        self.scene = scene
        self.imageSize = imageSize
        sections = scene.sections ?? []
        style = scene.tableStyle
        let spacing = style.spacing
        self.spacing = spacing
        var tops: [Double] = [], rows: [[Double]] = [], headers: [Double] = [], footers: [Double] = []
        var y = 0.0
        for section in sections {
            tops.append(y)
            y += section.header == nil ? spacing.leadWithoutHeader : spacing.leadWithHeader
            headers.append(y)
            if section.header != nil { y += spacing.header + spacing.headerGap }
            var rowTops = [y]
            for row in section.rows {
                y += row.height ?? scene.rowHeight
                rowTops.append(y)
            }
            rows.append(rowTops)
            y += spacing.rowsBottom
            footers.append(y)
            if section.footer != nil { y += spacing.footer + spacing.footerBottom }
        }
        sectionTops = tops + [y]
        rowTops = rows
        (headerTops, footerTops) = (headers, footers)
    }

    /// The header's text as drawn: in capitals in the styles that draw them so.
    package func headerText(of s: Int) -> String? {
        sections[s].header.map { style.capitalizesHeaders ? $0.uppercased() : $0 }
    }

    /// What meets the screen at `offset`, in drawing order: each section's background (grouped
    /// styles), its rows (cell, image, texts, accessory, separator), the empty rows' separators
    /// below the content (plain), then the footers and the headers, pinned as SPEC §1 says in
    /// the plain style.
    package func elements(offset: Double) -> [TableElement] {
        let top = offset, bottom = offset + scene.height
        var rows: [TableElement] = [], bands: [TableElement] = [], headers: [TableElement] = []
        var s = Self.index(of: top, in: sectionTops)
        while s < sections.count, sectionTops[s] < bottom {
            let tops = rowTops[s]
            var r = Self.index(of: top, in: tops)
            if style.drawsSectionBackgrounds { rows += background(of: s, offset: offset, firstShown: r == 0) }
            while r < sections[s].rows.count, tops[r] < bottom {
                rows += row(r, of: s, at: tops[r] - offset, height: tops[r + 1] - tops[r])
                r += 1
            }
            bands += footer(of: s, offset: offset)
            headers += header(of: s, offset: offset)
            s += 1
        }
        return rows + (style.drawsEmptyRows ? placeholders(offset: offset) : []) + bands + headers
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

    /// A grouped section's cells' background, the rows' rectangle (rounded in `insetGrouped`),
    /// and in `grouped` the separator across the screen on its first row's top.
    private func background(of s: Int, offset: Double, firstShown: Bool) -> [TableElement] {
        let tops = rowTops[s], (x, width) = span
        let frame = PointRect(x: x, y: tops[0] - offset, width: width, height: (tops.last ?? 0) - tops[0])
        var parts = [TableElement(kind: .section, section: s, row: nil, frame: frame)]
        if style.separatorAboveSections, firstShown {
            let thickness = 1 / Double(scene.scale)
            parts.append(
                TableElement(
                    kind: .separator, section: s, row: nil,
                    frame: PointRect(x: 0, y: frame.y, width: scene.width, height: thickness)))
        }
        return parts
    }

    /// A section's header: where UIKit pins a plain one, at the top of the area inside the
    /// adjusted content inset (or under the bar), never above its section's top nor past its
    /// last row (the next section's header pushes it off); a grouped one scrolls with its
    /// section (UIKit pins none).
    private func header(of s: Int, offset: Double) -> [TableElement] {
        guard let text = headerText(of: s) else { return [] }
        guard style.bandsFloat else {
            return band(.sectionHeader, role: .header, text: text, section: s, y: headerTops[s] - offset)
        }
        let height = spacing.header
        let pin = offset + (scene.stickyHeaders == .inset ? -scene.minOffset : scene.barHeight)
        let y = max(sectionTops[s], min(pin, (rowTops[s].last ?? 0) - height))
        return band(.sectionHeader, role: .header, text: text, section: s, y: y - offset)
    }

    /// A plain footer floats likewise at the bottom of the screen, never above its section's
    /// rows nor below its own place; a grouped one scrolls with its section.
    private func footer(of s: Int, offset: Double) -> [TableElement] {
        guard let text = sections[s].footer else { return [] }
        guard style.bandsFloat else {
            return band(.sectionFooter, role: .footer, text: text, section: s, y: footerTops[s] - offset)
        }
        let height = spacing.footer
        let y = max(min(footerTops[s], offset + scene.height - height), rowTops[s][0])
        return band(.sectionFooter, role: .footer, text: text, section: s, y: y - offset)
    }

    private func band(_ kind: TableElement.Kind, role: TableElement.Role, text: String, section: Int, y: Double)
        -> [TableElement]
    {
        let height = role == .header ? spacing.header : spacing.footer
        let inset = scene.separatorInset, (x, width) = span, look = style.bandLook(role)
        return [
            TableElement(
                kind: kind, section: section, row: nil, frame: PointRect(x: x, y: y, width: width, height: height)),
            TableElement(
                kind: .text, section: section, row: nil,
                frame: PointRect(x: x + inset, y: y, width: width - 2 * inset, height: height),
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

    /// A separator one device pixel high whose bottom is at `maxY`, from `x` to `end` (the
    /// screen's right edge unless said).
    func separator(section: Int?, row: Int?, x: Double, end: Double? = nil, maxY: Double) -> TableElement {
        let thickness = 1 / Double(scene.scale)
        return TableElement(
            kind: .separator, section: section, row: row,
            frame: PointRect(x: x, y: maxY - thickness, width: (end ?? scene.width) - x, height: thickness))
    }
}
