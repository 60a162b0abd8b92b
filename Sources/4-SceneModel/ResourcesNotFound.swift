/// The bundled images are in none of the folders looked in (a wrong `STRETCHY_RESOURCES`, a
/// binary copied without them, a broken installation): exit 2, one line naming every folder.
package struct ResourcesNotFound: Error, Sendable, CustomStringConvertible {
    /// The folders looked in, in order.
    package let lookedIn: [String]
    /// Whether the one folder looked in came from `STRETCHY_RESOURCES`.
    package let fromEnvironment: Bool

    package init(lookedIn: [String], fromEnvironment: Bool) {
        self.lookedIn = lookedIn
        self.fromEnvironment = fromEnvironment
    }

    package var description: String {
        let seed = Scene.seed
        let images = "\(seed.headerImage), \(seed.backImages.transparent)*.png, \(seed.backImages.opaque)*.png"
        let source = fromEnvironment ? " (\(ResourceLocator.environmentVariable))" : ""
        return "cannot find stretchy's images (\(images)): looked in \(lookedIn.joined(separator: ", "))\(source); "
            + "set \(ResourceLocator.environmentVariable) to the folder that holds them"
    }
}
