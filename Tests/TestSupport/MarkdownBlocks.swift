import Foundation

/// The fenced code blocks of a Markdown document, for the tests that run what the documentation
/// shows (ReadmeTests, SuppressionFormTests), so that it cannot drift from what higlint does.
package struct MarkdownBlock {
    /// The info string after the opening fence (`sh`, `yaml`, …), empty for a bare fence.
    package var language: String
    /// The lines between the fences.
    package var lines: [String]
    /// The heading the block stands under, without its `#` marks.
    package var heading: String
    /// The line of the opening fence, from 1.
    package var line: Int

    package var text: String { lines.map { $0 + "\n" }.joined() }

    /// The blocks of `text`, in order.
    package static func blocks(in text: String) -> [MarkdownBlock] {
        var blocks: [MarkdownBlock] = []
        var heading = ""
        var open: MarkdownBlock?
        for (index, line) in text.components(separatedBy: "\n").enumerated() {
            if var block = open {
                if line.hasPrefix("```") {
                    blocks.append(block)
                    open = nil
                } else {
                    block.lines.append(line)
                    open = block
                }
            } else if line.hasPrefix("```") {
                open = MarkdownBlock(language: String(line.dropFirst(3)).trimmingCharacters(in: .whitespaces),
                                     lines: [], heading: heading, line: index + 1)
            } else if line.hasPrefix("#") {
                heading = String(line.drop(while: { $0 == "#" })).trimmingCharacters(in: .whitespaces)
            }
        }
        return blocks
    }

    /// The blocks of a file of the package (`README.md`, `docs/format.md`).
    package static func blocks(inFile relativePath: String) throws -> [MarkdownBlock] {
        blocks(in: try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(relativePath), encoding: .utf8))
    }
}
