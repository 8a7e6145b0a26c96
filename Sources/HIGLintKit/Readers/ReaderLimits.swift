/// Bounds that keep a hostile or broken file from costing unbounded time or memory.
public struct ReaderLimits: Sendable {
    /// Files larger than this are refused before they are read.
    public var maxFileSize: Int
    /// Elements nested deeper than this are refused (libxml2 itself stops at 256).
    var maxDepth: Int
    /// Elements with more attributes (XML, Interface Builder) or members (a JSON element's object)
    /// than this are refused, before libxml2 sees them: its check for duplicate attributes is
    /// quadratic. Real elements have a few dozen at most.
    var maxAttributes: Int

    init(maxFileSize: Int = 10 * 1024 * 1024, maxDepth: Int = 256, maxAttributes: Int = 1000) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
        self.maxAttributes = maxAttributes
    }

    public static let `default` = ReaderLimits()
}
