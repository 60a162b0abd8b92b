import Export
import JSON
import SceneModel

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

    /// The frame as `frames.json` lists it (SPEC §3): `{"index", "time", "file", …the state}`.
    public var json: JSONValue { Manifest.entry(index: index, time: time, file: fileName, state: state) }
}
