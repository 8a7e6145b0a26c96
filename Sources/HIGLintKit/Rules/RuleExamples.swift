/// Rule examples as written in rule files: one description, or several separated by a line that
/// holds only `---` (a cross-screen rule needs more than one screen), in either syntax, or an
/// Interface Builder xib or storyboard of one screen (an example of what a rule finds in IB files).
public enum RuleExamples {
    public static func parts(of text: String) -> [String] {
        var parts: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "---" { parts.append("") } else { parts[parts.count - 1] += line + "\n" }
        }
        return parts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    public static func syntax(of text: String) -> ScreenDescription.Syntax {
        let start = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if start.hasPrefix("{") { return .json }
        let head = start.prefix(400)
        return head.contains("<document type=\"com.apple.InterfaceBuilder") || head.contains("<archive type=\"com.apple.InterfaceBuilder")
            ? .interfaceBuilder : .xml
    }
}

import Foundation
