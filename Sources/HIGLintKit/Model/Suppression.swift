/// A note in a description that silences rules for one element or a subtree:
///
///     <!-- higlint:disable-next-line toolbar-item-count -->   (XML: the next element only)
///     <toolbar higlint:ignore="toolbar-item-count hit-target-size">   (XML: the element and all below it;
///                                        the root declares xmlns:higlint="https://higlint.dev/suppressions")
///     { "type": "toolbar", "higlint:ignore": ["toolbar-item-count"] }   (JSON: the element and all below it)
struct Suppression: Sendable, Equatable {
    var ruleIDs: [String]
    var location: SourceLocation
    /// Whether it covers the elements below too (`higlint:ignore`), or the element alone.
    var coversSubtree: Bool

    /// The attribute (XML) or member (JSON) name.
    static let ignoreName = "higlint:ignore"
    /// The XML namespace of `higlint:ignore`, declared on the root so that the document is
    /// namespace-well-formed and valid against the XSD (`xmlns:higlint="…"`). The reader knows the
    /// attribute by its `higlint` prefix, declared or not, so the declaration is optional to higlint.
    static let xmlNamespace = "https://higlint.dev/suppressions"
    /// The XML comment directive.
    static let disableNextLine = "higlint:disable-next-line"

    /// Rule ids from `a b`, `a, b` or a list.
    static func ruleIDs(in text: String) -> [String] {
        text.split(whereSeparator: { $0 == " " || $0 == "," || $0 == "\n" || $0 == "\t" }).map(String.init)
    }
}
