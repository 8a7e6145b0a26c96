/// Rule examples as written in rule files: one description, or several separated by a line that
/// holds only `---` (a cross-screen rule needs more than one screen), in either syntax, or an
/// Interface Builder xib or storyboard of one screen (an example of what a rule finds in IB files).
///
/// In a failing example, `↓` written just before an element's start (`↓<barButtonItem …`, `↓{` in
/// JSON) marks the element at fault: the rule's findings on the example must be exactly one at each
/// mark, as SwiftLint's examples mark theirs.
enum RuleExamples {
    /// The character that marks the element at fault in a failing example.
    static let marker: Unicode.Scalar = "↓"

    /// Where a failing example marks a fault: the part (0-based, in `parts(of:)` order), and the line
    /// and column (1-based, columns in Unicode scalars, as `SourceLocation`) in that part once the
    /// marks are taken out.
    struct Mark: Hashable, Sendable, Comparable {
        var part: Int
        var line: Int
        var column: Int

        static func < (a: Mark, b: Mark) -> Bool { (a.part, a.line, a.column) < (b.part, b.line, b.column) }
    }

    static func parts(of text: String) -> [String] {
        var parts: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "---" { parts.append("") } else { parts[parts.count - 1] += line + "\n" }
        }
        return parts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    /// The example's text without its marks, and where the marks were.
    static func unmarked(_ text: String) -> (text: String, marks: [Mark]) {
        guard text.unicodeScalars.contains(marker) else { return (text, []) }
        var marks: [Mark] = []
        let parts = parts(of: text).enumerated().map { index, part -> String in
            var lines: [String] = []
            for (lineIndex, line) in part.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                var kept = String.UnicodeScalarView()
                for scalar in line.unicodeScalars {
                    if scalar == marker {
                        marks.append(Mark(part: index, line: lineIndex + 1, column: kept.count + 1))
                    } else {
                        kept.append(scalar)
                    }
                }
                lines.append(String(kept))
            }
            return lines.joined(separator: "\n")
        }
        return (parts.joined(separator: "---\n"), marks)
    }

    static func syntax(of text: String) -> ScreenDescription.Syntax {
        let start = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if start.hasPrefix("{") || start.hasPrefix("↓{") { return .json }
        let head = start.prefix(400)
        return head.contains("<document type=\"com.apple.InterfaceBuilder") || head.contains("<archive type=\"com.apple.InterfaceBuilder")
            ? .interfaceBuilder : .xml
    }
}
