import CLCMS2
import Synchronization

/// Converts decoded pixels to sRGB through lcms2, as ColorSync does for display: relative
/// colorimetric intent with black-point compensation.
///
/// Pixels are converted in place, 4 bytes a pixel, straight (unpremultiplied), once per decode
/// and never per frame. The transform of each profile and layout is built once and kept, so
/// that decoding a photo at another scale reuses it; so is a profile's failure.
enum SRGBConverter {
    /// What the 4 bytes of a decoded pixel hold before conversion.
    enum Layout: Hashable, Sendable {
        /// R, G, B, alpha; alpha is kept.
        case rgb
        /// Grey in R, G and B (decoded grey), alpha; alpha is kept.
        case grey
        /// C, M, Y, K, `inverted` as Adobe's JPEGs store them; the result is opaque.
        case cmyk(inverted: Bool)
    }

    /// Converts `pixels` from `profile` to sRGB; false (the pixels untouched) when the profile
    /// cannot be used (`problem(with:layout:)` says why).
    static func convert(
        _ pixels: UnsafeMutableBufferPointer<UInt8>, from profile: ColorProfile,
        layout: Layout
    ) -> Bool {
        guard let conversion = conversion(from: profile, layout: layout) else { return false }
        conversion(pixels)
        return true
    }

    /// `convert` with the transform looked up once, for many calls (a decoder's rows, each
    /// converted as it comes); nil when the profile cannot be used.
    static func conversion(from profile: ColorProfile, layout: Layout)
        -> ((UnsafeMutableBufferPointer<UInt8>) -> Void)?
    {
        guard case .success(let transform) = transform(for: profile, layout: layout) else { return nil }
        let opaque = if case .cmyk = layout { true } else { false }
        return { pixels in
            // lcms2 converts in place when both formats have the same bytes a pixel, and leaves
            // the 4th byte (alpha) as it is. It counts pixels in 32 bits: a header image has at
            // most 10⁸.
            cmsDoTransform(transform.handle, pixels.baseAddress, pixels.baseAddress, cmsUInt32Number(pixels.count / 4))
            if opaque {
                for i in stride(from: 3, to: pixels.count, by: 4) { pixels[i] = 255 }
            }
        }
    }

    /// Why `profile` cannot convert pixels of `layout`, nil when it can.
    static func problem(with profile: ColorProfile, layout: Layout) -> ColorProfileError? {
        guard case .failure(let error) = transform(for: profile, layout: layout) else { return nil }
        return error
    }

    /// A built transform and the lcms2 context it allocates from; both freed together.
    private final class Transform: Sendable {
        // lcms2 keeps no state between calls of one transform (its one-pixel cache is copied
        // per call), so threads may share it.
        nonisolated(unsafe) let handle: cmsHTRANSFORM
        nonisolated(unsafe) let context: cmsContext

        init(handle: cmsHTRANSFORM, context: cmsContext) {
            self.handle = handle
            self.context = context
        }

        deinit {
            cmsDeleteTransform(handle)
            cmsDeleteContext(context)
        }
    }

    private struct Key: Hashable {
        var profile: ColorProfile
        var layout: Layout
    }

    /// A process meets few profiles; the bound only keeps a long fuzzing run from growing.
    private static let cacheLimit = 16
    private static let cache = Mutex<[Key: Result<Transform, ColorProfileError>]>([:])

    private static func transform(for profile: ColorProfile, layout: Layout) -> Result<Transform, ColorProfileError> {
        let key = Key(profile: profile, layout: layout)
        return cache.withLock { cache in
            if let known = cache[key] { return known }
            let made = Result { () throws(ColorProfileError) in try makeTransform(profile, layout: layout) }
            if cache.count >= cacheLimit { cache.removeAll() }
            cache[key] = made
            return made
        }
    }

    /// lcms2's last error text, gathered through its context's user data.
    private final class ErrorLog {
        var text: String?
    }

    private static func makeTransform(_ profile: ColorProfile, layout: Layout) throws(ColorProfileError) -> Transform {
        let log = ErrorLog()
        let unmanagedLog = Unmanaged.passRetained(log)
        defer { unmanagedLog.release() }
        guard let context = cmsCreateContext(nil, unmanagedLog.toOpaque()) else {
            throw .noTransform(reason: "lcms2 could not allocate a context")
        }
        cmsSetLogErrorHandlerTHR(context) { context, _, text in
            guard let context, let text, let user = cmsGetContextUserData(context) else { return }
            let log = Unmanaged<ErrorLog>.fromOpaque(user).takeUnretainedValue()
            if log.text == nil { log.text = String(cString: text) }
        }
        var handed = false
        defer {
            if !handed { cmsDeleteContext(context) }
        }
        let reason = { log.text ?? "no reason given" }

        guard let source = openProfile(profile, context: context) else { throw .unreadable(reason: reason()) }
        defer { cmsCloseProfile(source) }
        guard let sRGB = cmsCreate_sRGBProfileTHR(context) else { throw .noTransform(reason: reason()) }
        defer { cmsCloseProfile(sRGB) }
        let space = cmsGetColorSpace(source)
        let input: cmsUInt32Number
        switch (layout, space) {
        case (.rgb, cmsSigRgbData), (.grey, cmsSigRgbData): input = stretchy_lcms_rgba8
        case (.grey, cmsSigGrayData): input = stretchy_lcms_grey_in_rgba8
        case (.cmyk(let inverted), cmsSigCmykData):
            input = inverted ? stretchy_lcms_cmyk8_inverted : stretchy_lcms_cmyk8
        default: throw .wrongColorSpace(profile: name(of: space), image: name(of: layout))
        }
        let flags = cmsUInt32Number(cmsFLAGS_BLACKPOINTCOMPENSATION)
        guard
            let handle = cmsCreateTransformTHR(
                context, source, input, sRGB, stretchy_lcms_rgba8,
                cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC), flags)
        else {
            throw .noTransform(reason: reason())
        }
        // From here lcms2 must not call back into `log`, which is released on return.
        cmsSetLogErrorHandlerTHR(context, nil)
        handed = true
        return Transform(handle: handle, context: context)
    }

    private static func openProfile(_ profile: ColorProfile, context: cmsContext) -> cmsHPROFILE? {
        switch profile {
        case .icc(let bytes):
            return bytes.withUnsafeBytes {
                cmsOpenProfileFromMemTHR(context, $0.baseAddress, cmsUInt32Number($0.count))
            }
        case .primaries(let chromaticities, let transfer):
            func xyY(_ point: ColorProfile.Chromaticities.XY) -> cmsCIExyY { cmsCIExyY(x: point.x, y: point.y, Y: 1) }
            var white = xyY(chromaticities.white)
            var primaries = cmsCIExyYTRIPLE(
                Red: xyY(chromaticities.red), Green: xyY(chromaticities.green),
                Blue: xyY(chromaticities.blue))
            let (type, parameters) = transfer.parametric
            guard let curve = cmsBuildParametricToneCurve(context, type, parameters) else { return nil }
            defer { cmsFreeToneCurve(curve) }
            let curves: [OpaquePointer?] = [curve, curve, curve]
            return cmsCreateRGBProfileTHR(context, &white, &primaries, curves)
        }
    }

    private static func name(of space: cmsColorSpaceSignature) -> String {
        switch space {
        case cmsSigRgbData: return "RGB"
        case cmsSigGrayData: return "grey"
        case cmsSigCmykData: return "CMYK"
        default:
            // A signature is four ASCII letters, e.g. 'Lab ', 'YCbr'; a damaged one may be anything.
            let letters = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: space.rawValue >> $0) }
                .filter { (0x21...0x7E).contains($0) }
            return letters.isEmpty ? "unknown" : String(decoding: letters, as: UTF8.self)
        }
    }

    private static func name(of layout: Layout) -> String {
        switch layout {
        case .rgb: return "RGB"
        case .grey: return "grey"
        case .cmyk: return "CMYK"
        }
    }
}
