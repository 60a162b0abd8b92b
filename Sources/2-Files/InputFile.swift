import Glibc

/// An input file (a motion script, a scene file, a header photo) read whole with read(2) until
/// end of file, so that a pipe reads like a regular file: standard input (`-`), `/dev/stdin`, a
/// FIFO or a shell's `<(…)`. FoundationEssentials' `FileManager.contents(atPath:)` cannot be
/// used for them: it opens with O_NONBLOCK and refuses anything but a regular file (as EACCES),
/// which made `--motion-file /dev/stdin` "not readable".
package enum InputFile {
    /// More than any motion script or scene file needs; it stops `--motion-file /dev/zero` from
    /// filling the memory.
    package static let maxBytes = 16 << 20

    /// The largest image file read (a header photo, a back button, a compare input or mask):
    /// far above what the largest image decoded takes, and a stop for an endless stream that
    /// starts as an image does (SPEC §7).
    package static let maxImageBytes = 512 << 20

    /// The bytes of `path`, or of standard input for `-` (`FileDescriptorOutput.dash`), at most
    /// `limit` of them. Throws why not, in the words every message uses
    /// (`PathKind.unreadableReason`), or the system's.
    ///
    /// With `extent`, the bytes read so far are shown to it after each piece (the first at
    /// most 64 KiB), each call's bytes extending the last's: reading stops as soon as it says
    /// they `end` (a header image's end: the bytes up to it are returned) or are `complete`
    /// (first bytes that are no image's: those read are returned); past the `atMost` it says,
    /// reading stops with that error. So `--header /dev/zero` is refused after one piece, not
    /// 512 MiB.
    package static func read(
        _ path: String, limit: Int = maxBytes, extent: ((UnsafeBufferPointer<UInt8>) -> Extent?)? = nil
    ) throws(Unreadable) -> [UInt8] {
        if path == FileDescriptorOutput.dash { return try read(STDIN_FILENO, path, limit: limit, extent: extent) }
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { throw Unreadable(reason: PathKind.unreadableReason(path)) }
        defer { close(descriptor) }
        return try read(descriptor, path, limit: limit, extent: extent)
    }

    /// What a reader's `extent` says of the bytes read so far.
    package enum Extent: Sendable, Equatable {
        /// The input ends after its first `at` bytes: read no further, and return those.
        case ends(at: Int)
        /// They hold all the caller needs: read no further.
        case complete
        /// There may be more, but never more than `bytes` in all: a longer input is refused,
        /// `longer than <image> can be (N MiB)`.
        case atMost(bytes: Int, image: String)
    }

    /// The bytes of `path`, a file of stretchy's own in a folder it writes (a render's record or
    /// `frames.json`, a shard's JSON), at most `limit` of them: only a regular file, never
    /// through a link. It is opened with `O_NONBLOCK|O_NOFOLLOW` and checked with `fstat` before
    /// the first read, so a FIFO planted at its name is refused at once instead of waiting for
    /// a writer for ever.
    package static func readRegularFile(_ path: String, limit: Int = maxBytes) throws(Unreadable) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_NOFOLLOW | O_CLOEXEC)
        guard descriptor >= 0 else {
            throw Unreadable(reason: errno == ELOOP ? "it is a symbolic link" : PathKind.unreadableReason(path))
        }
        defer { close(descriptor) }
        var status = stat()
        guard fstat(descriptor, &status) == 0, status.st_mode & S_IFMT == S_IFREG else {
            throw Unreadable(reason: status.st_mode & S_IFMT == S_IFDIR ? "it is a folder" : notRegular)
        }
        return try read(descriptor, path, limit: limit)
    }

    /// What a device, pipe or socket is called where a regular file is needed.
    package static let notRegular = "it is not a regular file (a device, pipe or socket)"

    /// The bytes read from `descriptor`, open on `path`, until end of file, at most `limit` of
    /// them (or until `extent` says, see `read(_:limit:extent:)`): the one read loop of every
    /// input, for a caller that opens the file itself (compare opens a path of any bytes,
    /// `NameText`, that no `String` spells).
    package static func read(
        _ descriptor: Int32, _ path: String, limit: Int, extent: ((UnsafeBufferPointer<UInt8>) -> Extent?)? = nil
    ) throws(Unreadable) -> [UInt8] {
        func failure(_ code: Int32) -> Unreadable {
            // open(2) takes a folder; read(2) is where it fails.
            Unreadable(reason: code == EISDIR ? PathKind.unreadableReason(path) : String(cString: strerror(code)))
        }
        let tooLarge = Unreadable(reason: "larger than \(limit >> 20) MiB")
        // What `extent` says, once it ends the reading: complete (the bytes up to `end`), or refused.
        var complete = false, refused: Unreadable?
        var end = limit
        func judge(_ bytes: UnsafeBufferPointer<UInt8>) {
            switch extent?(bytes) {
            case nil: return
            case .complete:
                complete = true
                end = .max
            case .ends(let at):
                complete = true
                end = at
            case .atMost(let most, let image):
                if bytes.count > most {
                    refused = Unreadable(reason: "longer than \(image) can be (\(most >> 20) MiB)")
                }
                end = min(end, most)
            }
        }
        // A regular file says its size: its bytes go straight into an array of that size (a
        // megabyte photo appended 64 KiB at a time took a millisecond), in one read or, with
        // `extent`, its first piece and then what `extent` allows. Whatever follows (a file still
        // growing, a pipe) is read a piece at a time.
        var status = stat()
        let size = fstat(descriptor, &status) == 0 && status.st_mode & S_IFMT == S_IFREG ? Int(status.st_size) : 0
        guard size <= limit else { throw tooLarge }
        var readError: Int32 = 0
        var bytes = [UInt8](unsafeUninitializedCapacity: size) { buffer, count in
            var goal = extent == nil ? size : min(size, 1 << 16)
            while count < goal {
                let got = Glibc.read(descriptor, buffer.baseAddress.map { $0 + count }, goal - count)
                if got < 0 && errno == EINTR { continue }
                if got < 0 { readError = errno }
                if got <= 0 { return }
                count += got
                guard count == goal, extent != nil else { continue }
                judge(UnsafeBufferPointer(rebasing: buffer[..<count]))
                if complete || refused != nil { return }
                // One byte more than `end` allows is enough to refuse the file.
                goal = min(size, end + 1)
            }
        }
        if readError != 0 { throw failure(readError) }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            if let refused { throw refused }
            if complete { return end < bytes.count ? Array(bytes[..<end]) : bytes }
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { throw failure(errno) }
            if count == 0 { return bytes }
            guard bytes.count + count <= limit else { throw tooLarge }
            bytes += chunk[..<count]
            bytes.withUnsafeBufferPointer(judge)
        }
    }

    /// Why an input file could not be read, worded to follow `cannot read … 'F': `.
    package struct Unreadable: Error, Sendable, CustomStringConvertible {
        package let reason: String

        package var description: String { reason }
    }
}
