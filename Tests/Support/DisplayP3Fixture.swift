import CLCMS2
import Foundation

/// Display P3 pictures made on the spot, as an iPhone tags its photos: the profile built by
/// lcms2 (DCI-P3 primaries, D65 white, sRGB's transfer curve), embedded in a PNG (iCCP) or a
/// JPEG (APP2 ICC_PROFILE segments), and lcms2's own sRGB conversion to check against.
package enum DisplayP3Fixture {
    /// The ICC bytes of Display P3.
    package static let profile: [UInt8] = {
        var white = cmsCIExyY(x: 0.3127, y: 0.3290, Y: 1)
        var primaries = cmsCIExyYTRIPLE(
            Red: cmsCIExyY(x: 0.680, y: 0.320, Y: 1),
            Green: cmsCIExyY(x: 0.265, y: 0.690, Y: 1),
            Blue: cmsCIExyY(x: 0.150, y: 0.060, Y: 1))
        let curve = cmsBuildParametricToneCurve(nil, 4, [2.4, 1 / 1.055, 0.055 / 1.055, 1 / 12.92, 0.04045])
        defer { cmsFreeToneCurve(curve) }
        return saved(cmsCreateRGBProfile(&white, &primaries, [curve, curve, curve]))
    }()

    /// lcms2's own sRGB profile, as a camera would embed one.
    package static let sRGBProfile: [UInt8] = saved(cmsCreate_sRGBProfile())

    /// The ICC bytes of `profile`, which is closed.
    private static func saved(_ profile: cmsHPROFILE?) -> [UInt8] {
        defer { cmsCloseProfile(profile) }
        var size: cmsUInt32Number = 0
        cmsSaveProfileToMem(profile, nil, &size)
        var bytes = [UInt8](repeating: 0, count: Int(size))
        cmsSaveProfileToMem(profile, &bytes, &size)
        return bytes
    }

    /// lcms2's sRGB for the RGB `color` in `profile` (relative colorimetric with black-point
    /// compensation, as stretchy converts).
    package static func sRGB(of color: [UInt8], from profile: [UInt8] = profile) -> [UInt8] {
        let source = profile.withUnsafeBytes { cmsOpenProfileFromMem($0.baseAddress, cmsUInt32Number($0.count)) }
        let sRGB = cmsCreate_sRGBProfile()
        defer { cmsCloseProfile(source); cmsCloseProfile(sRGB) }
        let format = cmsUInt32Number(stretchy_lcms_rgba8)
        let transform = cmsCreateTransform(
            source, format, sRGB, format, cmsUInt32Number(INTENT_RELATIVE_COLORIMETRIC),
            cmsUInt32Number(cmsFLAGS_BLACKPOINTCOMPENSATION))
        defer { cmsDeleteTransform(transform) }
        var pixel = color.prefix(3) + [255]
        var out: [UInt8] = [0, 0, 0, 255]
        pixel.withUnsafeMutableBytes { input in cmsDoTransform(transform, input.baseAddress, &out, 1) }
        return Array(out.prefix(3))
    }

    /// A flat 8-bit RGB PNG of `color` with `profile` in its iCCP chunk.
    package static func png(_ color: [UInt8], width: Int = 16, height: Int = 16, profile: [UInt8] = profile) -> [UInt8]
    {
        let ihdr = PNGBytes.be32(width) + PNGBytes.be32(height) + [8, 2, 0, 0, 0]
        let iccp = Array("Display P3".utf8) + [0, 0] + PNGBytes.zlibStored(profile)
        let row = [0] + Array([[UInt8]](repeating: Array(color.prefix(3)), count: width).joined())
        let rows = Array([[UInt8]](repeating: row, count: height).joined())
        return PNGBytes.signature + PNGBytes.chunk("IHDR", ihdr) + PNGBytes.chunk("iCCP", iccp)
            + PNGBytes.chunk("IDAT", PNGBytes.zlibStored(rows)) + PNGBytes.chunk("IEND", [])
    }

    /// A flat JPEG of `color` from cjpeg (quality 100, no chroma subsampling), untagged.
    package static func untaggedJPEG(_ color: [UInt8], width: Int = 16, height: Int = 16) throws -> [UInt8] {
        let pixels = [[UInt8]](repeating: Array(color.prefix(3)), count: width * height).joined()
        let ppm = Array("P6\n\(width) \(height)\n255\n".utf8) + pixels
        return try ExternalTool.convert(ppm, named: "flat.ppm", into: "flat.jpg", with: "cjpeg") { input, output in
            ["-quality", "100", "-sample", "1x1", "-outfile", output, input]
        }
    }

    /// `jpeg` with `profile` in APP2 segments right after SOI, `chunkSize` profile bytes each,
    /// in the order `order` gives (chunk numbers from 1; nil is 1, 2, …).
    package static func tagging(
        _ jpeg: [UInt8], profile: [UInt8] = profile, chunkSize: Int = 65519,
        order: [Int]? = nil
    ) -> [UInt8] {
        let chunks = stride(from: 0, to: profile.count, by: chunkSize).map {
            profile[$0..<min($0 + chunkSize, profile.count)]
        }
        let segments = (order ?? Array(1...chunks.count)).flatMap { number -> [UInt8] in
            let payload = Array("ICC_PROFILE\0".utf8) + [UInt8(number), UInt8(chunks.count)] + chunks[number - 1]
            let length = payload.count + 2
            return [0xFF, 0xE2, UInt8(length >> 8), UInt8(length & 0xFF)] + payload
        }
        return Array(jpeg.prefix(2)) + segments + jpeg.dropFirst(2)
    }
}
