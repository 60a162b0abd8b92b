import CHeif
import Foundation
import Raster
import TestSupport
import Testing

@testable import Codecs

/// HEIC headers: made with heif-enc from a PNG, they must show the PNG's picture.
@Suite struct HEIFDecoderTests {
    /// A 96 × 64 picture with smooth gradients and hard edges.
    static let picture: RGBAImage = {
        var bytes: [UInt8] = []
        for y in 0..<64 {
            for x in 0..<96 {
                let square = (16..<48).contains(x) && (16..<40).contains(y)
                bytes += square ? [20, 60, 200, 255] : [UInt8(x * 255 / 95), UInt8(y * 255 / 63), 128, 255]
            }
        }
        return RGBAImage(width: 96, height: 64, bytes: bytes)!
    }()

    static func heic(from png: [UInt8], _ options: [String] = []) throws -> [UInt8] {
        try ExternalTool.convert(png, named: "in.png", into: "out.heic", with: "heif-enc") { input, output in
            ["-q", "90"] + options + ["-o", output, input]
        }
    }

    /// Peak signal-to-noise ratio of the colour channels, in dB.
    static func psnr(_ a: Pixmap, _ b: Pixmap) -> Double {
        var squares = 0.0, count = 0.0
        for i in a.bytes.indices where i % 4 != 3 {
            let d = Double(a.bytes[i]) - Double(b.bytes[i])
            squares += d * d
            count += 1
        }
        return 10 * log10(255 * 255 / max(squares / count, 1e-9))
    }

    @Test func aHEICMatchesTheSamePicturesPNGWithin32dB() throws {
        let png = try PNGEncoder().encodeRGBA(Self.picture)
        let heic = try Self.heic(from: png)
        #expect(ImageDecoder.format(of: heic) == .heic)
        let decoded = try ImageDecoder.decode(heic)
        let reference = try ImageDecoder.decode(png)
        #expect((decoded.width, decoded.height) == (96, 64))
        let quality = Self.psnr(decoded, reference)
        #expect(quality >= 32, "\(quality) dB")
    }

    @Test func anAVIFDecodesThroughLibheifToo() throws {
        let png = try PNGEncoder().encodeRGBA(Self.picture)
        let avif = try ExternalTool.convert(png, named: "in.png", into: "out.avif", with: "heif-enc") { input, output in
            ["-A", "-q", "90", "-o", output, input]
        }
        #expect(ImageDecoder.format(of: avif) == .avif)
        let quality = Self.psnr(try ImageDecoder.decode(avif), try ImageDecoder.decode(png))
        #expect(quality >= 32, "\(quality) dB")
    }

    @Test func aDisplayP3HEICBecomesSRGB() throws {
        // heif-enc copies the PNG's iCCP into a `colr` prof box, as an iPhone's HEIC carries one.
        let color: [UInt8] = [180, 120, 80]
        let heic = try Self.heic(from: DisplayP3Fixture.png(color, width: 64, height: 64))
        let pixmap = try ImageDecoder.decode(heic)
        let pixel = Array(pixmap.bytes[(32 * 64 + 32) * 4..<(32 * 64 + 32) * 4 + 3])
        let expected = DisplayP3Fixture.sRGB(of: color)
        #expect(!zip(pixel, expected).contains { abs(Int($0) - Int($1)) > 4 }, "\(pixel) vs \(expected)")
        #expect(ImageDecoder.colorProfileProblem(of: heic) == nil)
    }

    @Test func theSizeIsCheckedBeforeDecoding() throws {
        var heic = try Self.heic(from: try PNGEncoder().encodeRGBA(Self.picture))
        // Every `ispe` box (size, "ispe", version and flags, width, height) claims 60000 × 60000.
        for i in 0..<heic.count - 20 where heic[i + 4..<i + 8].elementsEqual("ispe".utf8) {
            heic.replaceSubrange(i + 12..<i + 20, with: [0, 0, 0xEA, 0x60, 0, 0, 0xEA, 0x60])
        }
        #expect(throws: CodecError.tooLarge(width: 60000, height: 60000, limit: 100_000_000)) {
            try ImageDecoder.decode(heic)
        }
    }

    @Test func aTruncatedHEICIsCorruptNamingTheFormat() throws {
        let heic = try Self.heic(from: try PNGEncoder().encodeRGBA(Self.picture))
        let error = #expect(throws: CodecError.self) { try ImageDecoder.decode(Array(heic.prefix(heic.count / 2))) }
        #expect(error?.description.hasPrefix("corrupt HEIC: ") == true, "\(String(describing: error))")
    }

    @Test func brandsTellHEICFromAVIF() {
        func ftyp(_ brands: String...) -> [UInt8] {
            let body = Array(brands[0].utf8) + [0, 0, 0, 0] + brands.dropFirst().flatMap { Array($0.utf8) }
            return [0, 0, 0, UInt8(8 + body.count)] + Array("ftyp".utf8) + body
        }
        #expect(HEIFDecoder.format(of: ftyp("heic", "mif1", "heic")) == .heic)
        #expect(HEIFDecoder.format(of: ftyp("mif1", "mif1", "miaf")) == .heic)
        #expect(HEIFDecoder.format(of: ftyp("avif", "mif1", "miaf")) == .avif)
        #expect(HEIFDecoder.format(of: ftyp("mif1", "avif")) == .avif)
        #expect(HEIFDecoder.format(of: ftyp("isom", "mp41")) == nil)
        #expect(throws: CodecError.notAnImage(signature: Array(ftyp("isom", "mp41").prefix(8)))) {
            try ImageDecoder.decode(ftyp("isom", "mp41"))
        }
    }

    @Test func nclxCodePointsMapToProfiles() throws {
        func nclx(_ primaries: UInt32, _ transfer: UInt32, _ c: ColorProfile.Chromaticities) -> heif_color_profile_nclx
        {
            var box = heif_color_profile_nclx()
            box.color_primaries = heif_color_primaries(rawValue: primaries)
            box.transfer_characteristics = heif_transfer_characteristics(rawValue: transfer)
            (box.color_primary_red_x, box.color_primary_red_y) = (Float(c.red.x), Float(c.red.y))
            (box.color_primary_green_x, box.color_primary_green_y) = (Float(c.green.x), Float(c.green.y))
            (box.color_primary_blue_x, box.color_primary_blue_y) = (Float(c.blue.x), Float(c.blue.y))
            (box.color_primary_white_x, box.color_primary_white_y) = (Float(c.white.x), Float(c.white.y))
            return box
        }
        typealias XY = ColorProfile.Chromaticities.XY
        let p3 = ColorProfile.Chromaticities(
            red: XY(x: 0.68, y: 0.32), green: XY(x: 0.265, y: 0.69),
            blue: XY(x: 0.15, y: 0.06), white: XY(x: 0.3127, y: 0.329))
        guard case .primaries(let found, .sRGB)? = try HEIFDecoder.profile(of: nclx(12, 13, p3)) else {
            Issue.record("Display P3 nclx gave no P3 profile"); return
        }
        #expect(abs(found.green.y - 0.69) < 1e-6)
        #expect(try HEIFDecoder.profile(of: nclx(1, 13, .sRGB)) == nil)
        #expect(try HEIFDecoder.profile(of: nclx(2, 2, p3)) == nil)  // unspecified: sRGB
        #expect(throws: ColorProfileError.unsupportedNCLX(primaries: 9, transfer: 16)) {
            try HEIFDecoder.profile(of: nclx(9, 16, p3))
        }
    }
}
