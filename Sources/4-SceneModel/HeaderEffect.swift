/// A named bundle of the header's behaviour keys (SPEC §1 "The header's effects", §5
/// `header.effect`), each the definition of the library it is named after. The keys a scene
/// sets itself win over the bundle's (`SceneRule`: they follow the bundle unless set).
package enum HeaderEffect: String, Sendable, CaseIterable {
    /// The 2016 seed: the photo laid out again when pulled, leaving with the table.
    case seed
    /// MXParallaxHeader's default mode, `MXParallaxHeaderModeFill`.
    case mxFill = "mx-fill"
    /// `MXParallaxHeaderModeTopFill`.
    case mxTopFill = "mx-top-fill"
    /// `MXParallaxHeaderModeTop`.
    case mxTop = "mx-top"
    /// `MXParallaxHeaderModeCenter`.
    case mxCenter = "mx-center"
    /// `MXParallaxHeaderModeBottom`.
    case mxBottom = "mx-bottom"
    /// Expo's default app template, `ParallaxScrollView`.
    case expo
    /// Flutter's `FlexibleSpaceBar` with its defaults: `CollapseMode.parallax`, `StretchMode.zoomBackground`.
    case flutterParallax = "flutter-parallax"
    /// `FlexibleSpaceBar` with `stretchModes: [StretchMode.blurBackground]` alone.
    case flutterBlur = "flutter-blur"

    /// `header.stretch` in this bundle.
    package var stretch: HeaderStretch {
        switch self {
        case .seed, .mxFill, .mxTopFill, .flutterParallax: .fill
        case .mxTop, .flutterBlur: .top
        case .mxCenter: .center
        case .mxBottom: .bottom
        case .expo: .zoom
        }
    }

    /// `header.collapse` in this bundle.
    package var collapse: HeaderCollapse { self == .mxFill ? .squash : .scroll }

    /// `header.parallax` in this bundle: the photo's speed when scrolled up, as a fraction of the table's.
    package var parallax: Double {
        switch self {
        case .seed, .mxFill, .mxBottom: 1
        case .mxCenter: 0.5
        case .mxTopFill, .mxTop: 0
        case .expo, .flutterParallax, .flutterBlur: 0.25
        }
    }

    /// `header.blur` in this bundle: σ per point of pull (Flutter's `blurBackground`: a tenth).
    package var blur: Double { self == .flutterBlur ? 0.1 : 0 }
}
