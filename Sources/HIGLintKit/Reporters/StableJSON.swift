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
    static func write(_ document: String, fillingArray key: String, from spool: Spool, to stream: ReportStream) {
        let marker = "\"\(key)\" : ["
        guard !spool.isEmpty, let range = document.range(of: marker, options: .backwards),
              let close = document.range(of: "]", range: range.upperBound..<document.endIndex) else {
            stream.write(document)
            return
        }
        // Between `[` and `]` the encoder writes "\n\n" and the closing bracket's indentation.
        let indentation = document[document.index(after: range.upperBound)..<close.lowerBound].drop { $0 == "\n" }
        stream.write(String(document[..<range.upperBound]) + "\n")
        spool.copy(to: stream)
        stream.write("\n" + indentation + String(document[close.lowerBound...]))
    }
}
