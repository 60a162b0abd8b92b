/// A file a scene's key names (SPEC §3's record: a render records the fingerprint of each):
/// the name the scene holds, how it is found, and for a nested key the place that names it.
package struct SceneInput: Sendable, Equatable {
    /// How a name becomes a file.
    package enum Lookup: Sendable, Equatable {
        /// The file named (a path the reader resolved against the scene's folder).
        case path
        /// A file, else the bundled image of that name (`ResourceLocator.file(named:)`):
        /// `header.image`.
        case fileOrBundled
        /// An image name found as `UIImage(named:)` finds it, or a file with an extension:
        /// `bar.backImages`, the bar items' and the rows' images.
        case image
    }

    /// The name as the scene holds it.
    package let name: String
    package let lookup: Lookup
    /// The key with the indices of the part that names the file (`table.sections[0].rows[2].image`),
    /// which an error names; nil for a key of the scene itself.
    package var place: String? = nil
}
