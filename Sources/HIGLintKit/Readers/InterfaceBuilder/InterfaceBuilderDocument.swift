/// What higlint reads from one Interface Builder file (a `.storyboard` or a `.xib`, in the XML
/// document format of Xcode 5 and later or the older archive format): the screens it describes,
/// each an element tree with a `screen` root like a description's.
struct InterfaceBuilderDocument: Sendable {
    /// One screen per scene of a storyboard that shows content (container scenes lend their bars
    /// to the scenes they hold), or per top-level view or view controller of a xib.
    var screens: [ScreenDescription]
    /// Why the file was passed over, when it is not an iOS Interface Builder file (a watchOS,
    /// tvOS or macOS file, or XML that is not Interface Builder's); `screens` is then empty.
    var passedOverReason: String?
    /// Element names (document format) and `IBUI…` classes (archive format) that the file uses
    /// and higlint does not map onto a kind, sorted and unique: for `--verbose`.
    var unmappedClasses: [String]
    /// What `--verbose` tells besides: the scenes left unjudged because nothing leads to them.
    var notes: [String] = []
}
