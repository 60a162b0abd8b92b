// One row's parts, as a `UITableViewCell` of its style lays them out (SPEC §1 "Sections and
// rows"): the image at the leading margin, the accessory at the trailing one, the texts between.
extension TableGeometry {
    /// Row `r` of section `s`, its top at screen y `y`.
    func row(_ r: Int, of s: Int, at y: Double, height: Double) -> [TableElement] {
        let row = sections[s].rows[r]
        let margin = scene.separatorInset, (left, width) = span, right = left + width
        var parts = [
            TableElement(kind: .cell, section: s, row: r, frame: PointRect(x: left, y: y, width: width, height: height))
        ]
        var textX = left + margin
        if let name = row.image, let size = imageSize(name) {
            // Shown at its own size, shrunk to fit the row's height (estimate: UIKit's rule is
            // not documented), centred vertically.
            let fit = min(1, height / size.height)
            let frame = PointRect(
                x: left + margin, y: y + (height - size.height * fit) / 2, width: size.width * fit,
                height: size.height * fit)
            parts.append(TableElement(kind: .image, section: s, row: r, frame: frame, string: name))
            textX = frame.maxX + TableMetrics.imageTextGap
        }
        var textEnd = right - margin
        if row.accessory != .none {
            let size = Self.accessorySize(row.accessory)
            let frame = PointRect(
                x: right - margin - size.width, y: y + (height - size.height) / 2, width: size.width,
                height: size.height)
            parts.append(TableElement(kind: .accessory, section: s, row: r, frame: frame, accessory: row.accessory))
            textEnd = frame.x - TableMetrics.accessoryGap
        }
        parts += texts(row, section: s, index: r, x: textX, end: textEnd, y: y, height: height)
        let last = r == sections[s].rows.count - 1
        switch last ? style.lastRowSeparator : .fromText {
        case .fromText: parts.append(separator(section: s, row: r, x: textX, end: right, maxY: y + height))
        case .acrossScreen: parts.append(separator(section: s, row: r, x: 0, maxY: y + height))
        case .none: break
        }
        return parts
    }

    /// The accessory's box, width × height.
    package static func accessorySize(_ accessory: CellAccessory) -> (width: Double, height: Double) {
        let button = TableMetrics.detailButtonSize, chevron = TableMetrics.chevronSize
        switch accessory {
        case .none: return (0, 0)
        case .disclosure: return chevron
        case .checkmark: return TableMetrics.checkmarkSize
        case .detail: return (button, button)
        case .detailDisclosure: return (button + TableMetrics.detailDisclosureGap + chevron.width, button)
        }
    }

    /// The labels of `row` between `x` and `end`: their frames and looks by style.
    private func texts(_ row: TableRow, section s: Int, index r: Int, x: Double, end: Double, y: Double, height: Double)
        -> [TableElement]
    {
        typealias Look = TableElement.Look
        let size = scene.fontSize, room = max(0, end - x)
        func label(_ role: TableElement.Role, _ string: String, _ frame: PointRect, _ look: Look) -> TableElement {
            TableElement(kind: .text, section: s, row: r, frame: frame, role: role, string: string, look: look)
        }
        let whole = PointRect(x: x, y: y, width: room, height: height)
        let plain = Look(size: size, semibold: false, ink: .label, trailing: false)
        let detail = row.detail
        switch row.style {
        case .default:
            return [label(.text, row.text, whole, plain)]
        case .subtitle:
            let small = TableMetrics.subtitleFontSize
            let first = TableMetrics.lineHeight(size), second = TableMetrics.lineHeight(small)
            let top = y + (height - first - TableMetrics.subtitleGap - second) / 2
            let text = label(.text, row.text, PointRect(x: x, y: top, width: room, height: first), plain)
            guard let detail else { return [label(.text, row.text, whole, plain)] }
            let below = PointRect(x: x, y: top + first + TableMetrics.subtitleGap, width: room, height: second)
            return [
                text,
                label(.detail, detail, below, Look(size: small, semibold: false, ink: .secondary, trailing: false)),
            ]
        case .value1:
            let right = Look(size: size, semibold: false, ink: .secondary, trailing: true)
            return [label(.text, row.text, whole, plain)] + (detail.map { [label(.detail, $0, whole, right)] } ?? [])
        case .value2:
            let small = TableMetrics.value2FontSize, column = min(room, TableMetrics.value2ColumnWidth)
            let after = x + column + TableMetrics.accessoryGap
            let title = label(
                .text, row.text, PointRect(x: x, y: y, width: column, height: height),
                Look(size: small, semibold: false, ink: .tint, trailing: true))
            let rest = PointRect(x: after, y: y, width: max(0, end - after), height: height)
            return [title]
                + (detail.map {
                    [label(.detail, $0, rest, Look(size: small, semibold: false, ink: .label, trailing: false))]
                } ?? [])
        }
    }
}
