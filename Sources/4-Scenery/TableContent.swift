import FoundationEssentials
import Raster
import SceneModel
import Synchronization
import Typesetting

/// Layer 1 of a table with sections (SPEC §1 "Sections and rows"): what `TableGeometry` lays out
/// at the frame's offset, drawn. Made once per scene with the row images decoded and the
/// accessories rasterised; each text is typeset the first time a frame shows it and kept, so a
/// frame costs the rows it shows, not the table's length.
package final class TableContent: Sendable {
    /// Where everything is at any offset.
    package let geometry: TableGeometry
    private let scene: Scene
    private let sections: [TableSection]
    private let typesetter: Typesetter
    /// Each row image by name: its decoded pixels and its file's scale.
    private let images: [String: (pixels: Pixmap, scale: Int)]
    /// Each accessory's parts as masks at the screen's scale, from the box's top-left pixel.
    private let accessories: [CellAccessory: [(ink: AccessoryShapes.Ink, mask: AlphaMask)]]
    /// A rounded section's four corners (top-left, top-right, bottom-left, bottom-right), each a
    /// square of the style's corner radius in pixels; empty for square sections.
    private let corners: [AlphaMask]
    private let texts = Mutex<[TextKey: TextImage]>([:])
    private let sizedImages = Mutex<[ImageKey: Pixmap]>([:])

    private struct TextKey: Hashable { let section: Int, row: Int?, role: TableElement.Role }
    private struct ImageKey: Hashable { let name: String, width: Int, height: Int }

    /// The content of `scene`'s sections; fails naming the row whose image cannot be found or
    /// decoded.
    init(scene: Scene, sections: [TableSection], resources: ResourceLocator, typesetter: Typesetter)
        throws(SceneryError)
    {
        var images: [String: (pixels: Pixmap, scale: Int)] = [:]
        for (s, section) in sections.enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let name = row.image, images[name] == nil else { continue }
                do {
                    let found = try SceneAssets.buttonImageFile(name, scene: scene, resources: resources)
                    images[name] = (try SceneAssets.decodeImage(at: found.url, role: "row image"), found.scale)
                } catch {
                    throw .atKey("table.sections[\(s)].rows[\(r)].image", error)
                }
            }
        }
        let sizes = images.mapValues {
            (Double($0.pixels.width) / Double($0.scale), Double($0.pixels.height) / Double($0.scale))
        }
        geometry = TableGeometry(scene: scene) { sizes[$0] }
        (self.scene, self.sections, self.typesetter, self.images) = (scene, sections, typesetter, images)
        let scale = Double(scene.scale)
        corners = geometry.style.cornerRadius.map { Self.corners(radius: $0, scale: scale) } ?? []
        accessories = Dictionary(
            uniqueKeysWithValues: CellAccessory.allCases.map { accessory in
                let size = TableGeometry.accessorySize(accessory)
                let parts = AccessoryShapes.parts(of: accessory).compactMap { part in
                    var mask = AlphaMask(
                        width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)))
                    for shape in part.shapes { mask?.add(shape.scaled(by: scale)) }
                    return mask.map { (part.ink, $0) }
                }
                return (accessory, parts)
            })
    }

    /// Each row image's size in points, by name, as `UIImage(named:)` finds it (the PNG's
    /// header read, nothing decoded): what `stretchy layout` lays images out with. Fails naming
    /// the row whose image cannot be found.
    package static func imageSizes(of scene: Scene, resources: ResourceLocator) throws(SceneryError)
        -> [String: (width: Double, height: Double)]
    {
        var sizes: [String: (width: Double, height: Double)] = [:]
        for found in try rowImages(of: scene, resources: resources) {
            guard let pixels = TableScreenshot.pixelSize(of: found.url.path) else { continue }
            sizes[found.name] = (
                Double(pixels.width) / Double(found.scale), Double(pixels.height) / Double(found.scale)
            )
        }
        return sizes
    }

    /// Each distinct row image of `scene` as `UIImage(named:)` finds it, in row order: its name,
    /// file and scale. Fails naming the first row whose image cannot be found.
    package static func rowImages(of scene: Scene, resources: ResourceLocator) throws(SceneryError)
        -> [(name: String, url: URL, scale: Int)]
    {
        var images: [(name: String, url: URL, scale: Int)] = [], seen: Set<String> = []
        for (s, section) in (scene.sections ?? []).enumerated() {
            for (r, row) in section.rows.enumerated() {
                guard let name = row.image, seen.insert(name).inserted else { continue }
                do {
                    let found = try SceneAssets.buttonImageFile(name, scene: scene, resources: resources)
                    images.append((name, found.url, found.scale))
                } catch {
                    throw .atKey("table.sections[\(s)].rows[\(r)].image", error)
                }
            }
        }
        return images
    }

    /// Draws what meets the screen at `offset` over `screen` (the table's background).
    func draw(offset: Double, on screen: inout Pixmap) {
        let scale = Double(scene.scale), appearance = scene.appearance
        func pixels(_ r: PointRect) -> PixelRect { FrameLayout.pixels(r, scale: scale) }
        for element in geometry.elements(offset: offset) {
            let box = pixels(element.frame)
            switch element.kind {
            case .cell, .content, .header, .bar, .backButton, .title, .statusBar, .spinner, .barItem, .largeTitle:
                // A cell is the table's background; the rest are not the sections'.
                continue
            case .sectionHeader, .sectionFooter:
                // A grouped table's headers and footers are text on its background.
                guard geometry.style.fillsBands else { continue }
                screen.fill(box, with: appearance.sectionHeaderBackground.premultiplied)
            case .section:
                fillSection(box, on: &screen)
            case .separator:
                screen.fill(box, with: scene.separatorColor.premultiplied)
            case .image:
                guard let name = element.string, let image = sized(name, width: box.width, height: box.height) else {
                    continue
                }
                screen.draw(image, atX: box.minX, y: box.minY)
            case .accessory:
                for part in element.accessory.flatMap({ accessories[$0] }) ?? [] {
                    let ink = part.ink == .tint ? appearance.tint : appearance.chevron
                    screen.fill(part.mask, atX: box.minX, y: box.minY, with: ink.premultiplied)
                }
            case .text:
                drawText(element, in: box, on: &screen)
            }
        }
    }

    private func drawText(_ element: TableElement, in box: PixelRect, on screen: inout Pixmap) {
        guard let look = element.look, let section = element.section, let role = element.role,
            let text = text(section: section, row: element.row, role: role, look: look, width: box.width)
        else { return }
        let color: Color
        switch look.ink {
        case .label: color = scene.cellTextColor
        case .secondary: color = scene.appearance.secondaryLabel
        case .tint: color = scene.appearance.tint
        }
        FrameComposition.drawText(text, in: box, color: color, trailing: look.trailing, on: &screen)
    }

    /// The label's text, typeset for `width` pixels the first time it is shown. A `value1` row's
    /// text leaves room for its detail, which is set first (the detail keeps its length).
    private func text(section s: Int, row r: Int?, role: TableElement.Role, look: TableElement.Look, width: Int)
        -> TextImage?
    {
        let key = TextKey(section: s, row: r, role: role)
        if let known = texts.withLock({ $0[key] }) { return known }
        let string: String?, room: Double
        switch (role, r) {
        case (.header, _): (string, room) = (geometry.headerText(of: s), Double(width))
        case (.footer, _): (string, room) = (sections[s].footer, Double(width))
        case (.detail, let r?): (string, room) = (sections[s].rows[r].detail, Double(width))
        case (.text, let r?):
            let row = sections[s].rows[r]
            var spare = Double(width)
            if row.style == .value1, let detail = text(section: s, row: r, role: .detail, look: look, width: width) {
                spare -= detail.advance + TableMetrics.accessoryGap * Double(scene.scale)
            }
            (string, room) = (row.text, max(0, spare))
        default: return nil
        }
        guard let string else { return nil }
        let text = typesetter.typeset(
            string, pointSize: look.size, scale: scene.scale, maxWidth: room,
            weight: look.semibold ? .semibold : .regular)
        texts.withLock { $0[key] = text }
        return text
    }

    /// The corners of a section rounded with `radius` points at `scale`, each cut from a
    /// rounded square twice its size.
    private static func corners(radius: Double, scale: Double) -> [AlphaMask] {
        let c = radius * scale, side = Int(c.rounded(.up))
        return [(0.0, 0.0), (-c, 0), (0, -c), (-c, -c)].compactMap { dx, dy in
            var mask = AlphaMask(width: side, height: side)
            mask?.add(.roundedRect(x: dx, y: dy, width: 2 * c, height: 2 * c, radius: c))
            return mask
        }
    }

    /// A grouped section's cells' background on `box`: a rectangle, or its corners rounded in a
    /// style that rounds them (a section too short for two corners is rasterised whole).
    private func fillSection(_ box: PixelRect, on screen: inout Pixmap) {
        let color = scene.appearance.groupedCellBackground.premultiplied
        guard let corner = corners.first?.width else { return screen.fill(box, with: color) }
        guard box.width >= 2 * corner, box.height >= 2 * corner else {
            let radius = min(Double(corner), Double(min(box.width, box.height)) / 2)
            let shape = VectorShape.roundedRect(
                x: 0, y: 0, width: Double(box.width), height: Double(box.height), radius: radius)
            var mask = AlphaMask(width: box.width, height: box.height)
            mask?.add(shape)
            if let mask { screen.fill(mask, atX: box.minX, y: box.minY, with: color) }
            return
        }
        let inner = box.width - 2 * corner
        screen.fill(
            PixelRect(x: box.minX, y: box.minY + corner, width: box.width, height: box.height - 2 * corner), with: color
        )
        screen.fill(PixelRect(x: box.minX + corner, y: box.minY, width: inner, height: corner), with: color)
        screen.fill(PixelRect(x: box.minX + corner, y: box.maxY - corner, width: inner, height: corner), with: color)
        let places = [
            (box.minX, box.minY), (box.maxX - corner, box.minY), (box.minX, box.maxY - corner),
            (box.maxX - corner, box.maxY - corner),
        ]
        for (mask, (x, y)) in zip(corners, places) { screen.fill(mask, atX: x, y: y, with: color) }
    }

    /// Image `name` resampled to `width` × `height` pixels (the file's own pixels when they are
    /// that size), made once per size.
    private func sized(_ name: String, width: Int, height: Int) -> Pixmap? {
        guard let image = images[name]?.pixels, width > 0, height > 0 else { return nil }
        if image.width == width && image.height == height { return image }
        let key = ImageKey(name: name, width: width, height: height)
        if let known = sizedImages.withLock({ $0[key] }) { return known }
        guard let sized = Resampler.resize(image, width: width, height: height) else { return nil }
        sizedImages.withLock { $0[key] = sized }
        return sized
    }
}
