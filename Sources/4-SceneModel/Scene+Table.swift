extension Scene {
    /// The table's content height in points: the screenshot's, its sections', or `rows·rowHeight`
    /// (SPEC §2).
    package var contentHeight: Double {
        if let tableContent { return TableScreenshot.height(of: tableContent, frameScale: scale) }
        return sections == nil ? Double(rows) * rowHeight : TableGeometry(scene: self).contentHeight
    }
}
