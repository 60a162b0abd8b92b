import Codecs
import Raster
import SceneModel
import Scenery
import Typesetting
import Workers

/// One frame from a scene to the PNG file `stretchy frame` writes (SPEC §6): the one pipeline
/// behind `stretchy frame` and StretchyKit's `StretchyRenderer.png(atOffset:)`, so the library's
/// bytes are the command's by construction. `render` draws its many frames through
/// `FrameExporter`, whose bytes are `FrameFile.encode`'s, the same as these.
///
/// The frame is made on two threads. The calling thread decodes the header photo, the longest
/// step with a large photo, while a worker makes the renderer (fonts, texts) when it is not
/// made yet, draws the table and encodes the PNG bands below the header; then both draw the top
/// and encode the rest. The decode stays on the calling thread because it is running already,
/// where a worker's first start can wait milliseconds for its CPU to wake. Each of the worker's
/// steps is done by whichever thread comes to it first (`Once`): after a quick decode the
/// calling thread takes the table and the bands itself, on every core; after a long one it
/// helps with the bands the worker has left (`Parallel.run`). When the photo covers the top
/// rows and its rows can be read as decoded (`FrameRenderer.Parts.progressive`), the worker
/// then encodes the top's bands as the decode makes their rows (`TopBands`), and the calling
/// thread, once the decode is done, takes the bands it has not reached (a 12-megapixel photo's
/// frame at −300 @2x: a median 55.9 ms before, 49.1 so; bench/README).
package enum FramePipeline {
    /// The frame's PNG bytes and the renderer that drew it (its assets' warnings, its header
    /// photo's damage).
    package struct Output: Sendable {
        /// The whole PNG file.
        package let bytes: [UInt8]
        /// The renderer the frame was drawn with.
        package let renderer: FrameRenderer
        /// The PNG bands encoded from the header photo's rows as they were decoded (`TopBands`).
        package let bandsEncodedAsDecoded: [Int]
        /// The pipeline's own parts (the drawn frame, the encoder's bands), for a command that
        /// keeps them until it exits instead of spending its last milliseconds freeing them.
        package let parts: [any AnyObject & Sendable]
    }

    /// Loads what `scene` draws from `resources` and draws it at `offset` (snapped to the pixel
    /// grid), encoding on `threads` threads; only the part of the photo this frame shows is
    /// decoded (SPEC §1 "Header decode scale").
    ///
    /// - Parameter loaded: called with the assets once they are loaded, before the frame is
    ///   finished (the CLI says their warnings then).
    /// - Throws: a font failure first, then a photo that cannot be read or decoded (as
    ///   `SceneAssets.load`); either before any byte is made.
    package static func png(
        of scene: Scene, atOffset offset: Double, resources: ResourceLocator,
        compression: PNGEncoder.Compression, threads: Int,
        loaded: @escaping @Sendable (SceneAssets) -> Void = { _ in }
    ) throws(ExportError) -> Output {
        // Read by this thread while the worker starts on the fonts.
        let header = Once {
            Result { () throws(SceneryError) in
                try SceneAssets.headerPhoto(of: scene, resources: resources, firstOffset: offset)
            }
        }
        return try png(of: scene, atOffset: offset, header: header, compression: compression, threads: threads) {
            () throws(SceneryError) in
            let assets = try SceneAssets.load(
                scene: scene, resources: resources, header: header.value,
                makeTypesetter: { () throws(TypesettingError) in
                    try SceneAssets.typesetter(for: scene, resources: resources)
                })
            loaded(assets)
            return FrameRenderer(scene: scene, assets: assets)
        }
    }

    /// Draws `offset` with a renderer made already, encoding on `threads` threads.
    ///
    /// - Throws: a header photo that cannot be decoded at the scale this frame needs.
    package static func png(
        drawnBy renderer: FrameRenderer, atOffset offset: Double,
        compression: PNGEncoder.Compression, threads: Int
    ) throws(ExportError) -> Output {
        try png(
            of: renderer.scene, atOffset: offset, header: Once { .success(renderer.assets.header) },
            compression: compression, threads: threads
        ) { renderer }
    }

    /// The schedule: `makeRenderer` (called once, by whichever thread comes to it first) makes
    /// the renderer around `header`, which this thread reads, once the worker has been handed
    /// its work, and decodes meanwhile.
    private static func png(
        of scene: Scene, atOffset offset: Double, header: Once<Result<HeaderPhoto, SceneryError>>,
        compression: PNGEncoder.Compression, threads: Int,
        makeRenderer: @escaping @Sendable () throws(SceneryError) -> FrameRenderer
    ) throws(ExportError) -> Output {
        let renderer = Once { () -> Result<FrameRenderer, SceneryError> in
            Result { () throws(SceneryError) in try makeRenderer() }
        }
        let lower = Once { () -> Result<(FrameRenderer.Parts, PartialPNG, TopBands?), SceneryError> in
            Result { () throws(SceneryError) in
                let frame = try renderer.value.get().renderInParts(offset: offset, threads: threads)
                let png = FrameFile.encodeBelowTop(frame, scene: scene, compression: compression, threads: threads)
                return (frame, png, frame.progressive.map { TopBands(png: png, top: $0) })
            }
        }
        _ = Background {
            renderer.offer()
            lower.offer()
            // The top's bands as the decode makes their rows (with more threads than two, the
            // others would only wait for the same rows).
            if case .success(let (_, _, top)) = lower.value { top?.offer() }
        }
        if case .success(let photo) = header.value { _ = photo.decodeFirst() }
        let frame: FrameRenderer.Parts, png: PartialPNG, top: TopBands?, made: FrameRenderer
        do throws(SceneryError) {
            (frame, png, top) = try lower.value.get()
            made = try renderer.value.get()
        } catch {
            throw .frame(error)
        }
        // The photo is decoded: this thread takes the top's bands no worker has, then waits.
        top?.offer()
        let early = top?.encoded() ?? []
        let bytes = try FrameFile.finish(png, of: frame, encodedSince: early, threads: threads)
        return Output(bytes: bytes, renderer: made, bandsEncodedAsDecoded: early, parts: [renderer, lower])
    }
}
