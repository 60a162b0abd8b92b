import Glibc

/// A small input file (a motion script, a scene file) read whole with read(2) until end of file,
/// so that a pipe reads like a regular file: standard input (`-`), `/dev/stdin`, a FIFO or a
/// shell's `<(…)`. FoundationEssentials' `FileManager.contents(atPath:)` cannot be used for
/// them: it opens with O_NONBLOCK and refuses anything but a regular file (as EACCES), which
/// made `--motion-file /dev/stdin` "not readable".
public enum InputFile {
    /// More than any motion script or scene file needs; it stops `--motion-file /dev/zero` from
    /// filling the memory.
    public static let maxBytes = 16 << 20

    /// The bytes of `path`, or of standard input for `-` (`FileDescriptorOutput.dash`). Throws
    /// why not, in the words every message uses (`PathKind.unreadableReason`), or the system's.
    public static func read(_ path: String) throws(Unreadable) -> [UInt8] {
        let standardInput = path == FileDescriptorOutput.dash
        let descriptor = standardInput ? STDIN_FILENO : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Unreadable(reason: PathKind.unreadableReason(path)) }
        defer { if !standardInput { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            // open(2) takes a folder; read(2) is where it fails.
            guard count >= 0 else {
                throw Unreadable(reason: errno == EISDIR ? PathKind.unreadableReason(path) : String(cString: strerror(errno)))
            }
            if count == 0 { return bytes }
            guard bytes.count + count <= maxBytes else { throw Unreadable(reason: "larger than \(maxBytes >> 20) MiB") }
            bytes += chunk[..<count]
        }
    }

    /// Why an input file could not be read, worded to follow `cannot read … 'F': `.
    public struct Unreadable: Error, Sendable, CustomStringConvertible {
        public let reason: String

        public var description: String { reason }
    }
}
