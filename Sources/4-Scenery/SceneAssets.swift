import Codecs
import Files
import FoundationEssentials
import Raster
import SceneModel
import Typesetting
import Wording

/// Everything a frame draws that does not depend on the offset, loaded and prepared once:
/// the decoded header photo, the back button images at the screen's scale, the title and
/// cell texts typeset into coverage masks, and the status bar and home indicator rasterised.
package struct SceneAssets: Sendable {
    /// The header photo, decoded at the scale each header rectangle needs.
    package let header: HeaderPhoto
    /// The back button images for the transparent and the opaque bar, at the screen's scale.
    package let backImages: BarStates<Pixmap>
    /// The title, typeset (and truncated) for the title label's width.
    package let title: TextImage
    /// The title label's frame: at `title.width` `FrameLayout.title`; with `auto` sized to the
    /// text within the room the bar's items leave (`BarLayout`).
    package let titleFrame: PixelRect
    /// The bar's items (layer 6).
    package let barItems: BarItemsLayer
    /// The large title (layer 7), when the bar has one (`bar.largeTitle`).
    package let largeTitle: LargeTitleLayer?
    /// The text of every real row, typeset when a frame first shows it.
    package let rowTexts: RowTexts
    /// The table's sections, their images and texts (SPEC §5 `table.sections`); nil for the
    /// seed's rows.
    package let tableContent: TableContent?
    /// The user's screenshot as the table's content (SPEC §5 `table.content`); nil for none.
    let screenshot: ScreenshotContent?
    /// The fonts the texts were set with, for anything else drawn beside the scene (labels).
    package let typesetter: Typesetter
    /// The status bar and the home indicator, rasterised.
    package let chrome: SystemChrome
    /// What the texts could not draw as asked: a family asked for and not found, naming the
    /// one drawn with instead (`Typesetter.substitutions`); then one line per text (the title,
    /// the cell text) with characters no font has (drawn as the missing-glyph box).
    package let textWarnings: [String]

    /// What loading could not honour, one line each without a "warning" prefix, for the caller
    /// to show once: `headerWarnings`, then `textWarnings`. The CLI prints them.
    package var warnings: [String] { headerWarnings + textWarnings }

    /// A header photo whose colour profile is unusable (its colours taken as sRGB): one line,
    /// or none.
    package var headerWarnings: [String] {
        header.colorProblem.map { ["header image \(Excerpt.quoted(header.path)): \($0)"] } ?? []
    }

    /// The pixel budget for header images (SPEC §1, issue 6): larger ones are refused before
    /// any pixel is allocated.
    package static let maxHeaderPixels = 100_000_000

    /// Loads and prepares the assets of `scene`. Image names resolve against `resources`.
    /// Fails when the header photo cannot be decoded at its resting size.
    package init(scene: Scene, resources: ResourceLocator, typesetter: Typesetter) throws(SceneryError) {
        let header = try Self.headerPhoto(of: scene, resources: resources)
        try header.check()
        try self.init(scene: scene, resources: resources, typesetter: typesetter, header: header)
    }

    /// The typesetter `scene`'s texts are set with: its `font.files` first, then the default
    /// family chain of its `font.language` (SPEC §5), stretchy's own files of it from
    /// `resources`' fonts folder, shaping in that language. The one place a scene becomes
    /// fonts, so that `stretchy frame` and StretchyKit draw the same glyphs (a Japanese scene's
    /// Han characters come from the Japanese face, not the Chinese one).
    package static func typesetter(for scene: Scene, resources: ResourceLocator) throws(TypesettingError)
        -> Typesetter
    {
        let language = scene.fontLanguage
        // A file named twice is opened once: only its first place in the order counts.
        var seen = Set<String>()
        return try Typesetter(
            extraFontFiles: scene.fontFiles.filter { seen.insert($0).inserted },
            families: FontFamily.defaultChain(language: language),
            language: language, fontsFolder: resources.fontsFolder.path)
    }

    /// `load(scene:resources:makeTypesetter:)`, or with `header` given
    /// `load(scene:resources:header:makeTypesetter:)`, with `typesetter(for:resources:)`'s fonts: how a
    /// scene becomes its assets for every caller that draws it.
    package static func load(
        scene: Scene, resources: ResourceLocator,
        header: Result<HeaderPhoto, SceneryError>? = nil
    ) throws(SceneryError) -> SceneAssets {
        let makeTypesetter = { () throws(TypesettingError) in try typesetter(for: scene, resources: resources) }
        if let header {
            return try load(scene: scene, resources: resources, header: header, makeTypesetter: makeTypesetter)
        }
        return try load(scene: scene, resources: resources, makeTypesetter: makeTypesetter)
    }

    /// Like `init`, with the header photo decoding on a worker thread while `makeTypesetter`
    /// and the rest of the loading run here: fontconfig's start-up and a large photo's decode
    /// take about as long as each other. A font failure is reported before a photo failure, as
    /// when the fonts are loaded first and `init` runs after.
    package static func load(
        scene: Scene, resources: ResourceLocator,
        makeTypesetter: () throws(TypesettingError) -> Typesetter
    ) throws(SceneryError) -> SceneAssets {
        let header = Result { () throws(SceneryError) in try headerPhoto(of: scene, resources: resources) }
        if case .success(let photo) = header { photo.decodeInBackground() }
        let assets = try load(scene: scene, resources: resources, header: header, makeTypesetter: makeTypesetter)
        try assets.header.check()
        return assets
    }

    /// The assets around a header photo the caller made (`headerPhoto(of:resources:firstOffset:)`)
    /// and may be decoding on another thread, which is not waited for: a photo that cannot be
    /// decoded fails the first frame that draws the header, and `header.check()`. A font
    /// failure is reported before `header`'s failure; `header` is read once the fonts are made
    /// (another thread may still be reading the photo's file meanwhile).
    package static func load(
        scene: Scene, resources: ResourceLocator, header: @autoclosure () -> Result<HeaderPhoto, SceneryError>,
        makeTypesetter: () throws(TypesettingError) -> Typesetter
    ) throws(SceneryError) -> SceneAssets {
        let fonts: Typesetter
        do {
            fonts = try makeTypesetter()
        } catch {
            throw .fonts(error)
        }
        return try SceneAssets(scene: scene, resources: resources, typesetter: fonts, header: try header().get())
    }

    /// The files the assets of `scene` are read from, as its keys name them
    /// (`SceneSchema.inputFiles`), each found as it is read: the header photo, the images as
    /// `UIImage(named:)` finds them, the other files as named. A render records their
    /// fingerprints, so that resuming it from other pictures is refused (SPEC §3). Fails naming
    /// the first image that cannot be found (a row's by its place).
    package static func inputFiles(of scene: Scene, resources: ResourceLocator) throws(SceneryError) -> [String] {
        try SceneSchema.inputFiles(of: scene).map { input throws(SceneryError) in
            try file(of: input, scene: scene, resources: resources)
        }
    }

    /// The file `input` names, found as its lookup says.
    private static func file(of input: SceneInput, scene: Scene, resources: ResourceLocator) throws(SceneryError)
        -> String
    {
        switch input.lookup {
        case .path: return input.name
        case .fileOrBundled: return resources.file(named: input.name).path
        case .image:
            do {
                return try buttonImageFile(input.name, scene: scene, resources: resources).url.path
            } catch {
                throw input.place.map { .atKey($0, error) } ?? error
            }
        }
    }

    /// The bar's items of `scene`, their texts set by `typesetter` and their images read.
    private static func barItems(of scene: Scene, resources: ResourceLocator, typesetter: Typesetter)
        throws(SceneryError) -> BarItemsLayer
    {
        try BarItemsLayer(scene: scene, typesetter: typesetter) { name throws(SceneryError) in
            try Self.buttonImage(name, scene: scene, resources: resources, fitting: UIKitMetrics.barContentHeight)
        }
    }

    /// The title's line, truncated to the room `barItems` leave it.
    private static func title(of scene: Scene, typesetter: Typesetter, barItems: BarItemsLayer) -> TextImage {
        typesetter.typeset(
            scene.titleText, pointSize: scene.fontSize, scale: scene.scale,
            maxWidth: barItems.layout.titleTextRoom * Double(scene.scale))
    }

    /// The widths the bar's layout depends on (`stretchy layout`, `ScreenLayout`): the items'
    /// and the title's, measured as a frame measures them, without the header photo or the rows.
    package static func barMeasures(of scene: Scene, resources: ResourceLocator) throws(SceneryError) -> BarMeasures {
        let fonts: Typesetter
        do {
            fonts = try typesetter(for: scene, resources: resources)
        } catch {
            throw .fonts(error)
        }
        let items = try barItems(of: scene, resources: resources, typesetter: fonts)
        return BarMeasures(
            left: items.layout.left.map(\.width), right: items.layout.right.map(\.width),
            title: title(of: scene, typesetter: fonts, barItems: items).advance / Double(scene.scale))
    }

    /// The header photo of `scene`, read, its header checked, and the scale its rectangle at
    /// `firstOffset` (the resting offset when nil) needs known; nothing is decoded yet. With
    /// `firstOffset`, for one frame, the first decode is of the part of the photo that frame
    /// draws (`HeaderLayer.window`; a sliver when it shows none: the file is still read
    /// through).
    package static func headerPhoto(of scene: Scene, resources: ResourceLocator, firstOffset: Double? = nil)
        throws(SceneryError) -> HeaderPhoto
    {
        let url = resources.file(named: scene.headerImage)
        let layout = FrameLayout(
            state: ScrollState(offset: firstOffset ?? scene.restOffset, scene: scene), scene: scene)
        let first = layout.header
        // The window that frame's renderer asks for (`HeaderLayer.window`).
        let resting = HeaderLayer.restingLayout(of: scene).header
        let window = firstOffset.map { _ in
            HeaderLayer.window(
                first, within: layout.headerBox.intersection(layout.screen),
                restingSize: (resting.width, resting.height))?.window ?? PixelRect(x: 0, y: 0, width: 1, height: 1)
        }
        let bytes = try readFile(at: url, role: "header image")
        do {
            return try HeaderPhoto(
                bytes: bytes, path: url.path, filter: scene.headerFilter, firstSize: (first.width, first.height),
                firstWindow: window)
        } catch {
            throw .undecodable(role: "header image", path: url.path, error: error)
        }
    }

    private init(scene: Scene, resources: ResourceLocator, typesetter: Typesetter, header: HeaderPhoto)
        throws(SceneryError)
    {
        self.typesetter = typesetter
        self.header = header
        backImages = BarStates(
            transparent: try Self.buttonImage(scene.backImages.transparent, scene: scene, resources: resources),
            opaque: try Self.buttonImage(scene.backImages.opaque, scene: scene, resources: resources))

        barItems = try Self.barItems(of: scene, resources: resources, typesetter: typesetter)
        title = Self.title(of: scene, typesetter: typesetter, barItems: barItems)
        titleFrame = barItems.titleFrame(for: title, scene: scene)
        largeTitle = scene.barLargeTitle ? LargeTitleLayer(scene: scene, typesetter: typesetter) : nil
        rowTexts = RowTexts(scene: scene, typesetter: typesetter)
        screenshot = try scene.tableContent.map { path throws(SceneryError) in
            try ScreenshotContent(scene: scene, path: path)
        }
        tableContent =
            if let sections = scene.sections, scene.tableContent == nil {
                try TableContent(scene: scene, sections: sections, resources: resources, typesetter: typesetter)
            } else {
                nil
            }
        chrome = SystemChrome(scene: scene, typesetter: typesetter)
        textWarnings =
            typesetter.substitutions.map(Self.substitutionWarning)
            + [
                Self.missingGlyphWarning(title.missingCharacters, text: scene.titleText, key: "title.text"),
                Self.missingGlyphWarning(rowTexts.missingCharacters, text: scene.cellText, key: "table.text"),
            ].compactMap { $0 }
    }

    /// `no font Inter SemiBold; the status bar is drawn with DejaVu Sans Bold`.
    package static func substitutionWarning(_ substitution: FontSubstitution) -> String {
        let texts = substitution.weight == .semibold ? "the status bar is" : "the title and the cells are"
        return "no font \(substitution.asked); \(texts) drawn with \(substitution.used)"
    }

    /// `no font has U+0378 (in title.text 'x͸'); drawn as the missing-glyph box`, each
    /// character once; nil when nothing is missing.
    static func missingGlyphWarning(_ missing: [Unicode.Scalar], text: String, key: String) -> String? {
        var seen = Set<Unicode.Scalar>()
        let names = missing.filter { seen.insert($0).inserted }.map { "U+" + hex($0.value) }
        guard !names.isEmpty else { return nil }
        let quoted = Excerpt.shortened(text)
        return "no font has \(names.joined(separator: ", ")) (in \(key) '\(quoted)'); drawn as the missing-glyph box"
    }

    /// At least four upper-case hex digits, as Unicode names code points.
    private static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }

    static func readFile(at url: URL, role: String) throws(SceneryError) -> [UInt8] {
        do {
            // Read up to the image's own end (`ImageExtent`), never past what the size its header
            // declares can take; a stream whose first 4 KiB are no image format's is read no
            // further: its decode fails on them alike (`not a JPEG, PNG or HEIC image (…)`).
            var extent = ImageExtent()
            return try InputFile.read(url.path, limit: InputFile.maxImageBytes) { extent.verdict(after: $0) }
        } catch {
            throw .unreadable(role: role, path: url.path, reason: error.reason)
        }
    }

    static func decodeImage(at url: URL, role: String) throws(SceneryError) -> Pixmap {
        let bytes = try readFile(at: url, role: role)
        do {
            return try ImageDecoder.decode(bytes, maxPixels: maxHeaderPixels)
        } catch {
            throw .undecodable(role: role, path: url.path, error: error)
        }
    }

    /// A back button image as `UIImage(named:)` finds it, scaled to the screen when only another
    /// scale exists, and shrunk to fit the back button (a button never scales an image up); with
    /// `fitting`, a bar item's image, shrunk only to that height.
    static func buttonImage(_ name: String, scene: Scene, resources: ResourceLocator, fitting height: Double? = nil)
        throws(SceneryError) -> Pixmap
    {
        let found = try buttonImageFile(name, scene: scene, resources: resources)
        let image = try decodeImage(at: found.url, role: "button image")
        let screenScale = Double(scene.scale)
        let pointWidth = Double(image.width) / Double(found.scale)
        let pointHeight = Double(image.height) / Double(found.scale)
        let fit =
            if let height { min(1, height / pointHeight) } else {
                min(1, UIKitMetrics.backButtonWidth / pointWidth, UIKitMetrics.backButtonHeight / pointHeight)
            }
        let width = max(1, FrameLayout.pixels(pointWidth * fit, scale: screenScale))
        let height = max(1, FrameLayout.pixels(pointHeight * fit, scale: screenScale))
        if width == image.width && height == image.height { return image }
        return Resampler.resize(image, width: width, height: height)!
    }

    /// The file a back button image named `name` is read from, and that file's scale.
    static func buttonImageFile(_ name: String, scene: Scene, resources: ResourceLocator)
        throws(SceneryError) -> (url: URL, scale: Int)
    {
        // A file with an extension is that file; a bare name (`back_0`, `/icons/back`) is looked
        // up as UIImage(named:) does, among the bundled images or in the folder the path names.
        let path = URL(fileURLWithPath: name)
        let folder = name.contains("/") ? ResourceLocator(directory: path.deletingLastPathComponent()) : resources
        let stem = path.lastPathComponent
        if !path.pathExtension.isEmpty {
            let url = resources.file(named: name)
            return (url, Self.scaleSuffix(of: url.deletingPathExtension().lastPathComponent))
        }
        guard let match = folder.image(named: stem, scale: scene.scale) else {
            throw .missingImage(name: stem, directory: folder.directory.path)
        }
        return match
    }

    /// The `@Nx` scale in a file name such as `back_0@2x`; 1 without one.
    static func scaleSuffix(of stem: String) -> Int {
        for scale in [2, 3] where stem.hasSuffix("@\(scale)x") { return scale }
        return 1
    }
}
