/// SPEC §1's layers of a frame, bottom to top: the one order in which every route draws them
/// (`FrameRenderer.render`, `renderInParts`, the streamed top), each drawn by one function,
/// `FrameComposition.draw(_:on:)`. A route chooses only which rows it draws when; a new layer is
/// a case here and a branch there, and every route draws it.
package enum FrameLayer: Int, CaseIterable, Comparable, Sendable {
    /// 1: the table: its rows' texts and separators over the table's background.
    case table = 1
    /// 2: the header photo, aspect-filled into its frame and clipped to its box, perhaps blurred.
    case header
    /// 3: the bar group, flattened (colour, back button, the title when the bar holds it) and
    /// blended at the bar's alpha.
    case bar
    /// 4: the back button floating over the header while the bar is transparent.
    case backButton
    /// 5: the title label, when the view holds it (`title.placement: "view"`).
    case title
    /// 6: the bar's items (`bar.items`), on the view at full opacity in the bar's tint.
    case barItems
    /// 7: the large title (`bar.largeTitle`), below the bar's content.
    case largeTitle
    /// 8: iOS's own windows over the app: the home indicator and the status bar, whose ink may be
    /// judged from the finished pixels under them, so they come last.
    case systemChrome

    /// The layers over the header (3 to 8): what is drawn over the header's rows.
    package static let aboveHeader = allCases.filter { $0 > .header }

    package static func < (a: FrameLayer, b: FrameLayer) -> Bool { a.rawValue < b.rawValue }
}
