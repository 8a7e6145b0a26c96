/// Bounds that keep a hostile or broken file from costing unbounded time or memory.
public struct ReaderLimits: Sendable {
    /// Files larger than this are refused before they are read.
    public var maxFileSize: Int
    /// Elements nested deeper than this are refused (libxml2 itself stops at 256).
    public var maxDepth: Int

    public init(maxFileSize: Int = 10 * 1024 * 1024, maxDepth: Int = 256) {
        self.maxFileSize = maxFileSize
        self.maxDepth = maxDepth
    }

    public static let `default` = ReaderLimits()
}
