import FoundationEssentials

/// A file's size and 64-bit FNV-1a hash: any edit of a picture or font changes it. Not a defence
/// against forgery, only against mistaking one file for another (a resumed render's inputs, the
/// fonts of an environment fingerprint).
struct FileHash {
    let bytes: Int
    /// The hash as 16 hex digits.
    let hex: String

    /// Nil when the file cannot be read.
    init?(ofFileAt path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        var hash: UInt64 = 0xCBF2_9CE4_8422_2325
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
        let hex = String(hash, radix: 16)
        bytes = data.count
        self.hex = String(repeating: "0", count: 16 - hex.count) + hex
    }
}
