extension Scene {
    /// The values that follow others unless a scene sets them, by their scene-file keys (SPEC
    /// §5): the bar's height and the iOS era follow the status bar, the separator inset the
    /// screen's width, the table's colours and the status bar's content the appearance.
    public static let derivedKeys: Set<String> = [
        "bar.height", "appearance.ios", "table.textColor", "table.background", "table.separatorColor",
        "table.separatorInset", "statusBar.style",
    ]

    /// Sets each value of `derivedKeys` from what it follows, except those named in `explicit`
    /// (the keys a scene file set): a scene file's own colours win over its appearance, as the
    /// seed's explicit colours do in UIKit. The era comes before the colours that follow it.
    public mutating func deriveDefaults(keeping explicit: Set<String>) {
        func derive<Value>(_ key: String, _ field: WritableKeyPath<Scene, Value>, _ value: Value) {
            if !explicit.contains(key) { self[keyPath: field] = value }
        }
        derive("bar.height", \.barHeight, Scene.barHeight(belowStatusBar: statusBarHeight))
        derive("appearance.ios", \.appearance.era, SystemEra.of(statusBarHeight: statusBarHeight))
        derive("table.textColor", \.cellTextColor, appearance.cellTextColor)
        derive("table.background", \.background, appearance.background)
        derive("table.separatorColor", \.separatorColor, appearance.separatorColor)
        derive("table.separatorInset", \.separatorInset, UIKitMetrics.separatorInset(screenWidth: width))
        derive("statusBar.style", \.statusBar.style, appearance.statusBarStyle)
    }

    /// Whether the value of `key` (one of `derivedKeys`) is the one it would follow, so that
    /// `scene --print` may leave it out, and a scene moved to another device or appearance
    /// (StretchyTesting's golden matrix) keeps the values it set of its own.
    public func isDerived(_ key: String) -> Bool {
        var derived = self
        derived.deriveDefaults(keeping: Self.derivedKeys.subtracting([key]))
        return derived == self
    }
}
