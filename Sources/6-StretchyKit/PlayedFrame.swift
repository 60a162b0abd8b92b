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
}
