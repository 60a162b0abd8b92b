// StretchyKit — stretchy from Swift code, without the command line: a scene's state and frame
// at an offset, and a motion script played into per-frame states.
//
// Design note
// - A thin facade: the scene comes from SceneModel (`Scene.seed`, `SceneFile`, `Device`), the
//   pixels from Scenery's `FrameRenderer`, the timing from Export's `Animation` over Motion, and
//   the PNG bytes from Export's `FrameFile` — the very calls `stretchy frame` and `render`
//   make, so a frame here has the CLI's bytes for the same scene, offset and compression.
// - One `StretchyRenderer` loads the header, back images and fonts once and then draws any
//   number of frames, from any thread (the renderer is `Sendable` and deterministic).
// - Bundled images: `$STRETCHY_RESOURCES` when set, else the `Resources` folder of the stretchy
//   source tree this library was compiled from. A library is always built from its sources (a
//   SwiftPM checkout included), and its test binary lives in the client's `.build`, where the
//   CLI's lookup (installed folder, or the tree's own `.build`) would not look.
// - Errors are one typed enum whose description is the CLI's message for the same problem.
// - Rejected: re-exporting SceneModel and Motion (`@_exported import`): an underscored feature,
//   and a client that builds its own `Scene` can import SceneModel itself.
import Codecs
import Export
import FoundationEssentials
import Motion
import Raster
import SceneModel
import Scenery
import Typesetting

/// Draws one scene: its state and frame at any offset, and the states of a motion script.
public final class StretchyRenderer: Sendable {
    /// The scene drawn (SPEC §1, §5).
    public let scene: Scene
    private let renderer: FrameRenderer

    /// Loads everything `scene` draws: the header photo, the back images and the fonts.
    ///
    /// - Parameter resources: where the bundled images are; nil is `bundledResources()`.
    public init(scene: Scene = .seed, resources: ResourceLocator? = nil) throws(StretchyKitError) {
        if let (key, reason) = scene.consistencyProblem { throw .impossibleScene(key: key, reason: reason) }
        let found: ResourceLocator
        if let resources { found = resources } else { found = try Self.bundledResources() }
        let fontFiles = scene.fontFiles
        do throws(SceneryError) {
            renderer = FrameRenderer(scene: scene, assets: try SceneAssets.load(scene: scene, resources: found) {
                () throws(TypesettingError) in try Typesetter(extraFontFiles: fontFiles)
            })
        } catch {
            throw .assets(error)
        }
        self.scene = scene
    }

    /// Reads a scene file (SPEC §5) and loads what it draws.
    public convenience init(sceneFile path: String, resources: ResourceLocator? = nil) throws(StretchyKitError) {
        let file: SceneFile
        do throws(SceneFileError) {
            file = try SceneFile(contentsOf: path)
        } catch {
            throw .sceneFile(error)
        }
        try self.init(scene: file.scene, resources: resources)
    }

    /// The folder of the bundled images: `$STRETCHY_RESOURCES` when set and not empty, else the
    /// `Resources` folder of the stretchy source tree this library was compiled from.
    public static func bundledResources(environment: [String: String] = ProcessInfo.processInfo.environment)
        throws(StretchyKitError) -> ResourceLocator {
        let variable = ResourceLocator.environmentVariable
        let fromEnvironment = !environment[variable, default: ""].isEmpty
        let folder = fromEnvironment ? environment[variable]! : sourceTreeResources
        do throws(ResourcesNotFound) {
            // `find` with that one folder checks it holds the images.
            return try ResourceLocator.find(environment: [variable: folder])
        } catch {
            throw .resourcesNotFound(ResourcesNotFound(lookedIn: [folder], fromEnvironment: fromEnvironment))
        }
    }

    /// Sources/6-StretchyKit/StretchyKit.swift, three levels up, then Resources.
    private static let sourceTreeResources = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Resources").path

    /// The offsets a frame may be drawn at (SPEC §3 `--offset`).
    public static let offsetRange = -100_000.0...100_000.0

    /// The state at `offset`, snapped to the pixel grid (SPEC §1), as `stretchy state` prints it.
    public func state(atOffset offset: Double) throws(StretchyKitError) -> ScrollState {
        guard Self.offsetRange.contains(offset) else { throw .offsetOutOfRange(offset) }
        return ScrollState(offset: offset, scene: scene)
    }

    /// The frame at `offset`: the bytes `stretchy frame --offset` writes, as pixels.
    public func frame(atOffset offset: Double) throws(StretchyKitError) -> StretchyFrame {
        frame(showing: try state(atOffset: offset))
    }

    /// The frame that shows `state` (from `state(atOffset:)` or `play(_:fps:)`).
    public func frame(showing state: ScrollState) -> StretchyFrame {
        StretchyFrame(scene: scene, state: state, pixels: renderer.render(state))
    }

    /// The states of every frame of `script` (SPEC §2) at `fps` frames per second, as
    /// `stretchy render` numbers and names them; draw any of them with `frame(showing:)`.
    public func play(_ script: MotionScript, fps: Int = 30) throws(StretchyKitError) -> [PlayedFrame] {
        guard (1...240).contains(fps) else { throw .fpsOutOfRange(fps) }
        let animation: Animation
        do throws(AnimationError) {
            animation = try Animation(scene: scene, script: script, fps: fps)
        } catch {
            throw .motion(error)
        }
        return (0..<animation.frameCount).map { index in
            PlayedFrame(index: index, time: animation.time(ofFrame: index), fileName: animation.fileName(ofFrame: index),
                        state: animation.state(ofFrame: index))
        }
    }

    /// Parses `script` (SPEC §2 text: `hold 0.2; drag -150 0.4; release`) and plays it.
    public func play(_ script: String, fps: Int = 30) throws(StretchyKitError) -> [PlayedFrame] {
        let parsed: MotionScript
        do throws(MotionError) {
            parsed = try MotionScript(parsing: script)
        } catch {
            throw .motion(.motion(error))
        }
        return try play(parsed, fps: fps)
    }
}

/// One rendered frame of a scene.
public struct StretchyFrame: Sendable {
    /// The scene it shows (its scale sets the PNG's pHYs).
    public let scene: Scene
    /// The state it shows.
    public let state: ScrollState
    /// Its pixels, opaque, premultiplied (`Pixmap`); `rgba` gives them straight.
    public let pixels: Pixmap

    /// The pixels as straight 8-bit RGBA, as `Compare` and PNG files hold them.
    public var rgba: RGBAImage { pixels.unpremultiplied() }

    /// The PNG file `stretchy frame` writes for it (SPEC §6): 8-bit RGB, sRGB, pHYs.
    public func png(compression: PNGEncoder.Compression = .default) throws(StretchyKitError) -> [UInt8] {
        do throws(ExportError) {
            return try FrameFile.encode(pixels, scene: scene, compression: compression)
        } catch {
            throw .encode(error)
        }
    }
}

/// One frame of a played motion script.
public struct PlayedFrame: Sendable, Equatable {
    /// Its number, from 0.
    public let index: Int
    /// Its time in seconds: index / fps.
    public let time: Double
    /// The file name `stretchy render` gives it: `frame_0000.png`, ….
    public let fileName: String
    /// The state it shows.
    public let state: ScrollState
}

/// Why StretchyKit could not do what was asked; `description` is the CLI's message for it.
public enum StretchyKitError: Error, Sendable, CustomStringConvertible {
    /// The scene file is missing, not JSON, or has a bad key (SPEC §5).
    case sceneFile(SceneFileError)
    /// The scene breaks a rule between keys (SPEC §5).
    case impossibleScene(key: String, reason: String)
    /// The bundled images are not where they were looked for (SPEC §8).
    case resourcesNotFound(ResourcesNotFound)
    /// An image or font could not be loaded (SPEC §7).
    case assets(SceneryError)
    /// The offset is not a number within ±100000.
    case offsetOutOfRange(Double)
    /// The frame rate is not 1 … 240.
    case fpsOutOfRange(Int)
    /// The motion script is invalid or its animation too long (SPEC §2).
    case motion(AnimationError)
    /// The frame could not be encoded as PNG.
    case encode(ExportError)

    public var description: String {
        switch self {
        case .sceneFile(let error): return error.description
        case let .impossibleScene(key, reason): return "the scene is impossible: \(key): \(reason)"
        case .resourcesNotFound(let error): return error.description
        case .assets(let error): return error.description
        case .offsetOutOfRange(let offset): return "offset \(offset) is not within -100000…100000"
        case .fpsOutOfRange(let fps): return "fps \(fps) is not within 1…240"
        case .motion(let error): return error.description
        case .encode(let error): return error.description
        }
    }
}
