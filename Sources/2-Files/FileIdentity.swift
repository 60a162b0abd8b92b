import Glibc

/// Which file a path or descriptor is: its device and inode, from one `stat`. Two paths that
/// name the same identity name the same file, so a folder swapped for a link or another folder
/// (even under the same name) has another identity.
package struct FileIdentity: Sendable, Hashable {
    package let device: UInt64
    package let inode: UInt64

    /// The file `status` describes.
    package init(_ status: stat) {
        device = UInt64(status.st_dev)
        inode = UInt64(status.st_ino)
    }

    /// The file open on `descriptor`; nil when `fstat` fails.
    package init?(descriptor: Int32) {
        var status = stat()
        guard fstat(descriptor, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The file at `path`, links followed; nil when there is none.
    package init?(path: String) {
        var status = stat()
        guard stat(path, &status) == 0 else { return nil }
        self.init(status)
    }

    /// The entry `name` of the folder open on `folder`, links not followed; nil when there is none.
    package init?(entry name: String, in folder: Int32) {
        var status = stat()
        guard fstatat(folder, name, &status, AT_SYMLINK_NOFOLLOW) == 0 else { return nil }
        self.init(status)
    }

    /// The device as `/proc/locks` writes it, `MAJOR:MINOR` in hex (`fe:00`): glibc's dev_t
    /// encoding, 12 bits of major and 20 of minor split around each other.
    var procDevice: String {
        let major = (device >> 8) & 0xFFF | (device >> 32) & ~0xFFF
        let minor = device & 0xFF | (device >> 12) & ~0xFF
        func hex(_ value: UInt64) -> String {
            let text = String(value, radix: 16)
            return text.count < 2 ? "0" + text : text
        }
        return hex(major) + ":" + hex(minor)
    }
}
