import Wording

extension Scene {
    /// The first rule that ties several values together and is broken, as (key, reason); nil
    /// when the scene is possible. Checked after the scene file and again after the options.
    package var consistencyProblem: (key: String, reason: String)? {
        if headerHeight <= barHeight {
            return ("header.height", "\(decimal(headerHeight)) must be above bar.height (\(decimal(barHeight)))")
        }
        if headerMinimumHeight >= headerHeight {
            return (
                "header.minimumHeight",
                "\(decimal(headerMinimumHeight)) must be below header.height (\(decimal(headerHeight)))"
            )
        }
        if barHeight > height {
            return ("bar.height", "\(decimal(barHeight)) must not exceed the screen height (\(decimal(height)))")
        }
        if !titleFitsText && width < titleWidth {
            let label = decimal(titleWidth)
            return ("width", "\(decimal(width)) is too narrow for the \(label) pt title label")
        }
        if separatorInset >= width / 2 {
            return (
                "table.separatorInset",
                "\(decimal(separatorInset)) leaves no room for the cell text: "
                    + "it must be below half the width (\(decimal(width / 2)))"
            )
        }
        let megapixels = "larger than \(decimal(SceneLimits.maxPixels / 1_000_000)) megapixels"
        if Double(pixelWidth) * Double(pixelHeight) > SceneLimits.maxPixels {
            return ("width", "a screen of \(pixelWidth) × \(pixelHeight) pixels is \(megapixels)")
        }
        let headerPixels = (headerHeight * Double(scale)).rounded()
        if Double(pixelWidth) * headerPixels > SceneLimits.maxPixels {
            return ("header.height", "a header of \(pixelWidth) × \(Int(headerPixels)) pixels is \(megapixels)")
        }
        return nil
    }

    private func decimal(_ value: Double) -> String { NumberText.decimal(value) }
}
