/// What other storyboards lend the scenes of one storyboard that their storyboard references
/// (`viewControllerPlaceholder`) name: the containers that hold the reference (a navigation
/// controller's bar and stack, a tab bar controller's tab bar and items) and the segues that lead
/// to it (a push, a modal presentation). Found before any screen is read
/// (`IBStoryboardReferences`), and given to the referenced file's reader, which assembles its
/// scenes inside them (`IBReferenceLinking`).
struct IBLentContainers: Sendable {
    /// The storyboards that refer to this one, in the order of their paths.
    var referrers: [IBReferringStoryboard] = []
}

/// A storyboard that refers to scenes of others: its controllers as the assembler needs them to
/// lend bars (no content), and its references.
struct IBReferringStoryboard: Sendable {
    /// The path findings give the file (its controllers' locations are in it).
    var path: String
    /// Its reachable controllers, read without their views' content.
    var controllers: [IBController]
    /// Its references to other storyboards.
    var references: [Reference]

    struct Reference: Sendable {
        /// The placeholder controller's id in the referring file.
        var placeholder: String
        var target: IBStoryboardReference
        var location: SourceLocation
    }
}
