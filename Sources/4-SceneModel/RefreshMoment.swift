/// What a frame's time says about the refresh control (SPEC §1 "The refresh control"): the
/// spinner's clock and whether a `refresh` step (SPEC §2) holds the table open. `stretchy frame`,
/// `state` and `layout` draw at `still`, time 0 with no refresh running; `render` gives each
/// frame its time k/fps and the part of a `refresh` step it falls in.
package struct RefreshMoment: Sendable, Equatable {
    /// Where a frame falls in a `refresh` step.
    package enum Phase: String, Sendable, Equatable {
        /// No `refresh` step runs: the spinner follows the pull alone.
        case idle
        /// The table springs to, or is held at, the held height: the spinner spins.
        case refreshing
        /// The refresh is over and the table springs back to rest: the spinner shrinks away.
        case ending
    }

    /// The spinner's clock, in seconds (a frame's time, `index/fps`).
    package let time: Double
    /// The part of a `refresh` step the frame shows.
    package let phase: Phase

    /// The moment `time` seconds in, in `phase`.
    package init(time: Double, phase: Phase) {
        self.time = time
        self.phase = phase
    }

    /// Time 0, no refresh running: what a frame drawn at an offset alone shows.
    package static let still = RefreshMoment(time: 0, phase: .idle)
}
