/// Image formats this module does not read, recognised by their first bytes only to name them
/// in an error: "not a JPEG, PNG or HEIC image (a GIF image)" says more than a hex dump.
package enum ForeignImageFormat: String, Sendable, Equatable {
    case gif = "GIF"
    case webP = "WebP"
    case bmp = "BMP"
    case tiff = "TIFF"
    case jpegXL = "JPEG XL"
    case jpeg2000 = "JPEG 2000"
    case photoshop = "Photoshop"
    case ico = "ICO"

    /// The format `data` starts like, nil when none of these.
    package init?(signature data: [UInt8]) {
        func starts(_ prefix: [UInt8], at offset: Int = 0) -> Bool {
            data.count >= offset + prefix.count && data[offset..<offset + prefix.count].elementsEqual(prefix)
        }
        let ascii = { (text: String) in Array(text.utf8) }
        if starts(ascii("GIF87a")) || starts(ascii("GIF89a")) {
            self = .gif
        } else if starts(ascii("RIFF")) && starts(ascii("WEBP"), at: 8) {
            self = .webP
        } else if starts(ascii("BM")) && starts([0, 0, 0, 0], at: 6) {
            self = .bmp
        }  // reserved, zero
        else if starts(ascii("II*\0")) || starts(ascii("MM\0*")) {
            self = .tiff
        } else if starts([0xFF, 0x0A]) || starts([0, 0, 0, 0x0C] + ascii("JXL ")) {
            self = .jpegXL
        } else if starts([0, 0, 0, 0x0C] + ascii("jP  ")) || starts([0xFF, 0x4F, 0xFF, 0x51]) {
            self = .jpeg2000
        } else if starts(ascii("8BPS")) {
            self = .photoshop
        } else if starts([0, 0, 1, 0]) && data.count >= 6 {
            self = .ico
        } else {
            return nil
        }
    }
}
