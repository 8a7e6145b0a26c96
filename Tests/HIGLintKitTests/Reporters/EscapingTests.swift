import Testing
@testable import HIGLintKit
import TestSupport

/// The reports' escaping works on bytes, for speed; these tests hold it to the rules written
/// character by character, on texts with everything there is to escape.
struct EscapingTests {
    static let texts = PrettyJSONWriterTests.texts + [
        "a & b < c > d \"e\" 'f'", "\u{FFFE}\u{FFFF}\u{FFFD}\u{EFFF}", "50%, a: b\r\nc", "ü:ü,ü%ü", "\r\n\t",
    ]

    /// XML 1.0: markup escaped, line breaks and tabs kept in element content and written as
    /// references in attributes, carriage returns always references, the characters it cannot
    /// carry as U+FFFD.
    static func xml(_ text: String, inAttribute: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\r": out += "&#13;"
            case "\"" where inAttribute: out += "&quot;"
            case "\n" where inAttribute: out += "&#10;"
            case "\t" where inAttribute: out += "&#9;"
            case "\n", "\t", "\"": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF: out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// The Actions toolkit's escaping of workflow commands.
    static func github(_ text: String, inProperty: Bool) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "%": out += "%25"
            case "\r": out += "%0D"
            case "\n": out += "%0A"
            case ":" where inProperty: out += "%3A"
            case "," where inProperty: out += "%2C"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func xmlEscapingFollowsTheRules() {
        for text in Self.texts {
            #expect(XMLEscaping.attribute(text) == Self.xml(text, inAttribute: true), "\(text.debugDescription)")
            #expect(XMLEscaping.text(text) == Self.xml(text, inAttribute: false), "\(text.debugDescription)")
        }
    }

    @Test func workflowCommandEscapingFollowsTheRules() {
        for text in Self.texts {
            #expect(GitHubReporter.escapeProperty(text) == Self.github(text, inProperty: true), "\(text.debugDescription)")
            #expect(GitHubReporter.escapeData(text) == Self.github(text, inProperty: false), "\(text.debugDescription)")
        }
    }
}

extension EscapingTests {
    /// HTML: markup and both quotes as references, line breaks and tabs kept, other controls U+FFFD.
    static func html(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\n", "\t": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    @Test func htmlEscapingFollowsTheRules() {
        for text in Self.texts + ["</script><script>alert(1)</script>", "javascript:alert('x')", "\u{85}\u{9F}é"] {
            #expect(HTMLText.text(text) == Self.html(text), "\(text.debugDescription)")
        }
    }
}
