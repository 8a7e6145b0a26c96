import Foundation

/// How higlint writes JSON files (reports, SARIF, baselines): pretty, keys sorted, slashes as
/// they are, a final newline — the same bytes for the same value, so that files diff well.
enum StableJSON {
    static func text(_ value: some Encodable) throws -> String {
        try text(value, encoder: makeEncoder()) + "\n"
    }

    static func makeEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// A value nested `depth` levels deep in a larger document, as it is written there (without
    /// the final newline).
    static func text(_ value: some Encodable, encoder: JSONEncoder, depth: Int = 0) throws -> String {
        let text = String(decoding: try encoder.encode(value), as: UTF8.self)
        guard depth > 0 else { return text }
        let indent = String(repeating: "  ", count: depth)
        return indent + text.replacingOccurrences(of: "\n", with: "\n" + indent)
    }

    /// Writes `document`, in which the array `key` names is written empty, with the elements set
    /// aside in `spool` in its place: how a report gives its totals before its findings without
    /// keeping the findings in memory. The key is looked for from the end, and must be the last
    /// one of that name (values cannot hold it: their quotes are escaped).
    ///
    /// - Note: looked for by bytes, for speed: Foundation's `range(of:options: .backwards)` walks
    ///   back over the rules' descriptions character by character, on one thread after every file
    ///   is checked, whatever the number of files.
    static func write(_ document: String, fillingArray key: String, from spool: Spool, to stream: ReportStream) {
        guard !spool.isEmpty, var filling = ArrayFilling(document, key: key) else {
            stream.write(document)
            return
        }
        filling.startElements(to: stream)
        spool.copy(to: stream)
        filling.finish(to: stream)
    }

    /// A document whose array `key` names is written empty, written with elements in that array's
    /// place as they come, straight to the stream: for a report whose totals are known before its
    /// first finding is written (see `Reporter.foresee`).
    struct ArrayFilling {
        private let document: String
        /// The document up to the array's `[`, and from the line of its `]` on.
        private let head: [UInt8], tail: [UInt8]
        private var hasElements = false

        /// Nil when `document` has no array `key` names.
        init?(_ document: String, key: String) {
            let bytes = Array(document.utf8), marker = Array("\"\(key)\" : [".utf8)
            guard let open = StableJSON.lastEnd(of: marker, in: bytes),
                  let close = bytes[open...].firstIndex(of: UInt8(ascii: "]")) else { return nil }
            self.document = document
            head = Array(bytes[..<open]) + [UInt8(ascii: "\n")]
            // Between `[` and `]` the encoder writes "\n\n" and the closing bracket's indentation.
            tail = [UInt8(ascii: "\n")] + bytes[min(open + 1, close)..<close].drop { $0 == UInt8(ascii: "\n") } + bytes[close...]
        }

        /// Writes the document up to the array's first element.
        mutating func startElements(to stream: ReportStream) {
            if !hasElements { stream.write(bytes: head) }
            hasElements = true
        }

        /// Writes elements, written one after another separated by commas, after those written before.
        mutating func append(_ elements: ByteBuffer, to stream: ReportStream) {
            guard elements.count > 0 else { return }
            if hasElements { stream.write(",\n") } else { startElements(to: stream) }
            elements.withBytes { stream.write(bytes: $0) }
        }

        /// Writes the rest of the document (the whole document, written empty, when no element came).
        func finish(to stream: ReportStream) {
            if hasElements { stream.write(bytes: tail) } else { stream.write(document) }
        }
    }

    /// Where the last occurrence of `marker` in `bytes` ends.
    static func lastEnd(of marker: [UInt8], in bytes: [UInt8]) -> Int? {
        guard let first = marker.first, bytes.count >= marker.count else { return nil }
        var start = bytes.count - marker.count
        while start >= 0 {
            if bytes[start] == first && bytes[start..<start + marker.count].elementsEqual(marker) { return start + marker.count }
            start -= 1
        }
        return nil
    }
}
