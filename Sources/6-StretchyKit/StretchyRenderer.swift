import Codecs
import Export
import FoundationEssentials
import JSON
import Motion
import Raster
import SceneModel
import Scenery

/// Draws one scene: its state and frame at any offset, and the states of a motion script.
public final class StretchyRenderer: Sendable {
    /// The scene drawn (SPEC §1, §5).
    public let scene: Scene
    let renderer: FrameRenderer

    /// What loading could not honour, one line each, for the caller to show once (the CLI
    /// prints them as `Warning: …`): e.g. a header photo whose colour profile is unusable.
    public var warnings: [String] { renderer.assets.warnings }

    /// The environment fingerprint of what this renderer has drawn so far (SPEC §6
    /// "Environment"): stretchy's version, the fonts drawn with, the libraries' versions. A
    /// golden test passes it as `GoldenSettings.environment`.
    public var environment: JSONValue { Environment.json(fonts: renderer.assets.typesetter.usedFonts) }

    /// Loads everything `scene` draws: the header photo, the back images and the fonts.
    ///
    /// - Parameters:
    ///   - scene: the scene to draw (SPEC §5); the seed's by default.
    ///   - resources: where the bundled images are; nil is `bundledResources()`.
    public init(scene: Scene = .seed, resources: ResourceLocator? = nil) throws(StretchyKitError) {
        if let (key, reason) = scene.consistencyProblem { throw .impossibleScene(key: key, reason: reason) }
        let found: ResourceLocator
        if let resources { found = resources } else { found = try Self.bundledResources() }
        do throws(SceneryError) {
            renderer = FrameRenderer(scene: scene, assets: try SceneAssets.load(scene: scene, resources: found))
        } catch {
            throw StretchyKitError(.assets, error)
        }
        self.scene = scene
    }

    /// Reads a scene file (SPEC §5) and loads what it draws.
    public convenience init(sceneFile path: String, resources: ResourceLocator? = nil) throws(StretchyKitError) {
        let file: SceneFile
        do throws(SceneFileError) {
            file = try SceneFile(contentsOf: path)
        } catch {
            throw StretchyKitError(.sceneFile, error)
        }
        try self.init(scene: file.scene, resources: resources)
    }

    /// The folder of the bundled images: `$STRETCHY_RESOURCES` when set and not empty, else the
    /// `Resources` folder of the stretchy source tree this library was compiled from.
    public static func bundledResources(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StretchyKitError) -> ResourceLocator
    {
        let variable = ResourceLocator.environmentVariable
        let set = environment[variable, default: ""]
        let fromEnvironment = !set.isEmpty
        let folder = fromEnvironment ? set : sourceTreeResources
        do throws(ResourcesNotFound) {
            // `find` with that one folder checks it holds the images.
            return try ResourceLocator.find(environment: [variable: folder])
        } catch {
            throw StretchyKitError(
                .resourcesNotFound, ResourcesNotFound(lookedIn: [folder], fromEnvironment: fromEnvironment))
        }
    }

    /// This file, Sources/6-StretchyKit/StretchyRenderer.swift, three levels up, then Resources.
    private static let sourceTreeResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path

    /// The offsets a frame may be drawn at (SPEC §3 `--offset`): `MotionLimits.offsets`, here for
    /// clients that do not import Motion.
    public static var offsetRange: ClosedRange<Double> { MotionLimits.offsets }

    /// The motion `stretchy render` plays when given none (SPEC §2), as script text.
    public static var standardMotion: String { MotionScript.standard.text }

    /// The state at `offset`, snapped to the pixel grid (SPEC §1), as `stretchy state` prints it.
    public func state(atOffset offset: Double) throws(StretchyKitError) -> ScrollState {
        guard Self.offsetRange.contains(offset) else { throw .offsetOutOfRange(offset) }
        return ScrollState(offset: offset, scene: scene)
    }

    /// The frame at `offset`: the bytes `stretchy frame --offset` writes, as pixels.
    public func frame(atOffset offset: Double) throws(StretchyKitError) -> StretchyFrame {
        try frame(showing: try state(atOffset: offset))
    }

    /// The PNG file `stretchy frame --offset` writes (SPEC §6), made by the very pipeline the
    /// command runs (`FramePipeline`): drawn and encoded on `threads` threads, which never
    /// change the bytes.
    public func png(
        atOffset offset: Double, compression: PNGEncoder.Compression = .default,
        threads: Int = ProcessInfo.processInfo.activeProcessorCount
    ) throws(StretchyKitError) -> [UInt8] {
        guard Self.offsetRange.contains(offset) else { throw .offsetOutOfRange(offset) }
        do throws(ExportError) {
            let made = try FramePipeline.png(
                drawnBy: renderer, atOffset: offset, compression: compression, threads: threads)
            return made.bytes
        } catch {
            if case .frame(let error) = error { throw StretchyKitError(.assets, error) }
            throw StretchyKitError(.encode, error)
        }
    }

    /// The frame that shows `state` (from `state(atOffset:)` or `play(_:fps:)`). Fails when the
    /// header photo cannot be decoded at the scale this frame needs.
    public func frame(showing state: ScrollState) throws(StretchyKitError) -> StretchyFrame {
        do throws(SceneryError) {
            return StretchyFrame(scene: scene, state: state, pixels: try renderer.render(state))
        } catch {
            throw StretchyKitError(.assets, error)
        }
    }

    /// The states of every frame of `script` (SPEC §2 text: `hold 0.2; drag -150 0.4; release`;
    /// `standardMotion` is the command line's default) at `fps` frames per second, as
    /// `stretchy render` numbers and names them; draw any of them with `frame(showing:)`.
    public func play(_ script: String, fps: Int = RenderLimits.defaultFPS) throws(StretchyKitError) -> [PlayedFrame] {
        let parsed = try Self.parse(script)
        guard RenderLimits.fps.contains(fps) else { throw .fpsOutOfRange(fps) }
        let animation = try animation(of: parsed, fps: fps)
        return (0..<animation.frameCount).map { index in
            PlayedFrame(
                index: index, time: animation.time(ofFrame: index), fileName: animation.fileName(ofFrame: index),
                state: animation.state(ofFrame: index))
        }
    }

    /// `script` parsed, a step it cannot read a `.motion` error with the command line's message.
    static func parse(_ script: String) throws(StretchyKitError) -> MotionScript {
        do throws(MotionError) {
            return try MotionScript(parsing: script)
        } catch {
            throw StretchyKitError(.motion, AnimationError.motion(error))
        }
    }

    /// The scene's animation of `script` at `fps` (a valid rate), one too long a `.motion` error.
    func animation(of script: MotionScript, fps: Int) throws(StretchyKitError) -> Animation {
        do throws(AnimationError) {
            return try Animation(scene: scene, script: script, fps: fps)
        } catch {
            throw StretchyKitError(.motion, error)
        }
    }
}
