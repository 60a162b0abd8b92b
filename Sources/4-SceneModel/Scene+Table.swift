extension Scene {
    /// The table's content height in points: `rows·rowHeight`, or its sections' (SPEC §2).
    package var contentHeight: Double {
        sections == nil ? Double(rows) * rowHeight : TableGeometry(scene: self).contentHeight
    }
}
