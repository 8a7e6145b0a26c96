import Foundation

/// How higlint writes JSON files (reports, SARIF, baselines): pretty, keys sorted, slashes as
/// they are, a final newline — the same bytes for the same value, so that files diff well.
enum StableJSON {
    static func text(_ value: some Encodable) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: try encoder.encode(value), as: UTF8.self) + "\n"
    }
}
