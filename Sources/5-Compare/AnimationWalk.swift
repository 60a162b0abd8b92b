import Codecs
import Dispatch
import Raster

/// `AnimationComparison`'s walk through two animations on one clock: each side's pictures in
/// turn, cut where either side's picture changes, a few stretches decoded and compared at a
/// time (`FolderComparison.comparePairs`, one per core), and the delta APNG drawn as it goes.
struct AnimationWalk {
    /// One side's place in its animation.
    struct Cursor {
        let source: any AnimationFrames
        let path: String
        /// Frames of the common clock per tick of the side's own.
        let scale: Int
        /// The picture shown now; nil once the side has ended.
        var image: RGBAImage?
        /// Frames of the common clock it still shows.
        var remaining = 0
        /// Frames played so far at the side's own rate.
        var frames = 0
        var ended = false

        init(_ source: any AnimationFrames, path: String, scale: Int) {
            (self.source, self.path, self.scale) = (source, path, scale)
        }

        /// Moves to the next picture once the current one has shown for its time, or to the
        /// end. A frame of delay 0 shows for one tick of its side: no frame is left unseen.
        mutating func advance() throws {
            guard !ended, remaining == 0 else { return }
            let next: (image: RGBAImage, ticks: Int)?
            do {
                next = try source.next()
            } catch let error as CodecError {
                throw CompareError.undecodable(path: path, reason: error.description)
            }
            guard let next else {
                (ended, image) = (true, nil)
                return
            }
            image = next.image
            remaining = max(next.ticks, 1) * scale
            frames += max(next.ticks, 1)
        }
    }

    var expected: Cursor
    var actual: Cursor
    let settings: CompareSettings
    let evidence: FolderComparison.Evidence
    /// The delta APNG's rate, when one is drawn.
    let delta: Int?
    private(set) var files: [FolderComparison.File] = []
    private(set) var onlyInExpected: [String] = []
    private(set) var onlyInActual: [String] = []
    private(set) var length: [String: Int] = [:]
    private(set) var seconds: Double = 0
    private var batch: [(name: String, expected: RGBAImage?, actual: RGBAImage?)] = []
    private var deltaWriter: APNGWriter?
    /// Set when a stretch's diff cannot be drawn (a mask of another size): no delta then.
    private var deltaFailed = false
    private var clock = 0

    init(
        expected: Cursor, actual: Cursor, settings: CompareSettings, evidence: FolderComparison.Evidence, delta: Int?
    ) {
        (self.expected, self.actual, self.settings, self.evidence, self.delta) =
            (expected, actual, settings, evidence, delta)
    }

    /// Walks both sides to their ends.
    mutating func run() throws {
        let start = DispatchTime.now().uptimeNanoseconds
        while true {
            try expected.advance()
            try actual.advance()
            if expected.ended && actual.ended { break }
            let step = [expected, actual].filter { !$0.ended }.map(\.remaining).min() ?? 1
            let name = Self.name(ofFrame: clock)
            length[name] = step
            batch.append((name, expected.image, actual.image))
            if !expected.ended { expected.remaining -= step }
            if !actual.ended { actual.remaining -= step }
            clock += step
            if batch.count >= AnimationComparison.batchSize { try flush() }
        }
        try flush()
        seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    }

    /// The delta APNG, when one was drawn.
    func deltaFile() -> [UInt8]? {
        deltaFailed ? nil : deltaWriter?.file()
    }

    /// `frame_0012.png`, as `render` names frame 12 (at least four digits).
    static func name(ofFrame index: Int) -> String {
        let number = String(index)
        return "frame_" + String(repeating: "0", count: max(0, 4 - number.count)) + number + ".png"
    }

    /// Compares the stretches waiting, their lone ones listed, and draws their delta frames.
    private mutating func flush() throws {
        var images: [String: RGBAImage] = [:]
        var pairs: [(name: String, expected: String, actual: String)] = []
        for entry in batch {
            switch (entry.expected, entry.actual) {
            case let (expectedImage?, actualImage?):
                let paths = (expected.path + "#" + entry.name, actual.path + "#" + entry.name)
                (images[paths.0], images[paths.1]) = (expectedImage, actualImage)
                pairs.append((entry.name, paths.0, paths.1))
            case (.some, nil): onlyInExpected.append(entry.name)
            case (nil, _): onlyInActual.append(entry.name)
            }
        }
        let loaded = images
        files += FolderComparison.comparePairs(
            pairs, settings: settings,
            load: { path in
                guard let image = loaded[path] else {
                    throw CompareError.unreadable(path: path, reason: "no such frame")
                }
                return image
            }, evidence: evidence.writer(settings: settings))
        if let delta { for entry in batch { try draw(entry, fps: delta) } }
        batch = []
    }

    /// Adds a stretch's diff image to the delta APNG, for as long as the stretch lasts; a lone
    /// stretch's is its picture's against transparency.
    private mutating func draw(_ entry: (name: String, expected: RGBAImage?, actual: RGBAImage?), fps: Int) throws {
        guard !deltaFailed, let some = entry.expected ?? entry.actual,
            let blank = RGBAImage(
                width: some.width, height: some.height, bytes: [UInt8](repeating: 0, count: some.bytes.count))
        else { return }
        guard
            let diff = try? PixelMatch.compare(
                entry.expected ?? blank, entry.actual ?? blank, options: settings.options, ignoring: settings.ignore,
                diff: true
            ).diff
        else {
            deltaFailed = true
            return
        }
        let png = try PNGEncoder(compression: .fast).encodeRGBA(diff)
        // Taken out while frames are added, so that its frames are not copied.
        var writer = deltaWriter ?? APNGWriter(fps: fps, plays: 0)
        deltaWriter = nil
        var left = length[entry.name] ?? 1
        while left > 0 {
            let frames = min(left, APNGWriter.maxFramesPerDelay)
            try writer.append(png, at: PixelRect(x: 0, y: 0, width: diff.width, height: diff.height), frames: frames)
            left -= frames
        }
        deltaWriter = writer
    }
}
