/// Rule examples as written in rule files: one description, or several separated by a line that
/// holds only `---` (a cross-screen rule needs more than one screen), in either syntax.
public enum RuleExamples {
    public static func parts(of text: String) -> [String] {
        var parts: [String] = [""]
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces) == "---" { parts.append("") } else { parts[parts.count - 1] += line + "\n" }
        }
        return parts.filter { !$0.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty }
    }

    public static func syntax(of text: String) -> ScreenDescription.Syntax {
        text.trimmingCharacters(in: .whitespacesAndNewlines).hasPrefix("{") ? .json : .xml
    }
}

import Foundation
