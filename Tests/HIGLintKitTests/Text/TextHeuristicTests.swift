import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The text rules agree with the text of the guidelines: a title the guidelines use is not
/// reported, a correction keeps the names it corrects around, one rule's advice does not break
/// another, an alert title is judged by its width, and a mis-sized launch image does not hide a
/// missing one. The descriptions are those of issue 14, section 5.
struct TextHeuristicTests {
    static let catalog = RuleExampleTests.catalog
    static let enabledByDefault = Set(catalog.rules.filter(\.enabledByDefault).map(\.id))

    /// The findings of every rule on by default (and of `alsoEnabled`) on one XML description.
    static func lint(_ xml: String, alsoEnabling alsoEnabled: Set<String> = []) throws -> [Violation] {
        guard case .description(let description) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "issue14.xml") else {
            Issue.record("does not parse:\n\(xml)")
            return []
        }
        return Linter(catalog: catalog, enabledRuleIDs: enabledByDefault.union(alsoEnabled)).check([description])
    }

    static func alert(_ title: String, message: String? = nil, cancel: String = "Cancel", other: String = "OK",
                      app: String? = nil) -> String {
        let appAttribute = app.map { " app=\"\($0)\"" } ?? ""
        let messageAttribute = message.map { " message=\"\($0)\"" } ?? ""
        return """
        <screen name="Main"\(appAttribute)>
          <alert title="\(title)"\(messageAttribute)>
            <button title="\(cancel)" role="cancel"/>
            <button title="\(other)"/>
          </alert>
        </screen>
        """
    }

    // MARK: alert-cancel-label

    @Test("the titles the guidelines give the button that dismisses an alert are not reported", arguments: [
        ("New Message", "Anna sent a photo.", "Ignore", "Reply"), // p. 93: "Cancel," "Allow," "Reply," or "Ignore"
        ("Team Meeting", "The meeting starts in five minutes.", "Close", "View"), // p. 55: the Close button
        ("No Network", "Connect to a Wi-Fi network to sync.", "OK", "Settings"), // p. 55: the OK button dismisses
        ("Delete Draft", "The draft cannot be recovered.", "Cancel", "Delete"),
    ])
    func guidelineCancelTitles(_ title: String, _ message: String, _ cancel: String, _ other: String) throws {
        let findings = try Self.lint(Self.alert(title, message: message, cancel: cancel, other: other))
        #expect(findings.isEmpty, "\(findings.map(\.message))")
    }

    @Test("a dismissing button the guidelines do not name is still offered Cancel")
    func otherCancelTitle() throws {
        let findings = try Self.lint(Self.alert("Delete Draft", message: "The draft cannot be recovered.", cancel: "Never Mind", other: "Delete"))
        #expect(findings.map(\.ruleID) == ["alert-cancel-label"])
    }

    @Test("no word the rule rejects is one the guidelines use for a button that dismisses an alert")
    func rejectedTitlesAreNotTheGuidelines() throws {
        // The guidelines' own button titles (the seed's quoted titles and "... button" names) that
        // a cancel button could carry.
        for title in ["Cancel", "Ignore", "Close", "OK"] {
            let findings = try Self.lint(Self.alert("Sync Paused", message: "Syncing resumes later.", cancel: title, other: "Resume"))
            #expect(!findings.contains { $0.ruleID == "alert-cancel-label" }, "\(title)")
        }
    }

    // MARK: capitalisation keeps names

    @Test("a title-style question is corrected without lowering the app's name or a known name", arguments: [
        ("Should Notes Sync Now?", "Notes", "Should Notes sync now?"),
        ("Log Out of Facebook?", nil, "Log out of Facebook?"),
        ("Log Out of Facebook?", "Facebook", "Log out of Facebook?"),
        ("Back Up Game Center Scores?", "Game Center", "Back up Game Center scores?"),
        ("Delete These Photos?", "Photos", "Delete these Photos?"),
    ] as [(String, String?, String)])
    func correctionKeepsAppName(_ title: String, _ app: String?, _ corrected: String) throws {
        let findings = try Self.lint(Self.alert(title, app: app)).filter { $0.ruleID == "alert-title-capitalization" }
        #expect(findings.count == 1)
        #expect(findings.first?.message.hasSuffix(": \"\(corrected)\"") == true, "\(findings.map(\.message))")
    }

    @Test("a word the alert's message capitalises inside a sentence is a name the title's correction keeps")
    func correctionKeepsNamesFromTheMessage() throws {
        let findings = try Self.lint(Self.alert("Send the Photo to Marta?", message: "The photo goes to Marta and her family."))
        #expect(findings.map(\.ruleID) == ["alert-title-capitalization"])
        #expect(findings.first?.message.hasSuffix(": \"Send the photo to Marta?\"") == true, "\(findings.map(\.message))")
    }

    @Test("a capitalised word inside a sentence otherwise in lower case is taken for a name", arguments: [
        "Should Notes sync with this account?",
        "Log out of Facebook?",
        "Open the photo in Preview?",
        "Send this to Marta Now?",
    ])
    func capitalsInsideASentenceAreNames(_ title: String) throws {
        let findings = try Self.lint(Self.alert(title))
        #expect(!findings.contains { $0.ruleID == "alert-title-capitalization" }, "\(findings.map(\.message))")
    }

    @Test("the title-style correction of a button has no ending punctuation")
    func titleCaseSuggestionDropsThePeriod() throws {
        let findings = try Self.lint("""
        <screen name="Notes">
          <toolbar><barButtonItem title="save changes."/></toolbar>
        </screen>
        """)
        let capitalization = findings.filter { $0.ruleID == "button-title-title-case" }
        #expect(capitalization.map(\.message) == ["Button title \"save changes.\" should use title-style capitalization: \"Save Changes\""])
        // The period alone is the punctuation rule's, not a capitalisation finding.
        let periodOnly = try Self.lint("""
        <screen name="Notes">
          <toolbar><barButtonItem title="Save Changes."/></toolbar>
        </screen>
        """)
        #expect(periodOnly.map(\.ruleID) == ["button-title-no-end-punct"])
    }

    // MARK: one rule's advice does not break another

    @Test("the advice for \"Click View to see the information.\" leads to a text no rule reports")
    func sayTapAdvice() throws {
        let findings = try Self.lint(Self.alert("New Photos", message: "Click View to see the information.", other: "View"))
        #expect(findings.map(\.ruleID) == ["alert-text-say-tap"])
        let message = try #require(findings.first?.message)
        #expect(message.contains("leave the description out"))
        #expect(!message.contains("say \"tap\""))
        // Following it: the description goes.
        #expect(try Self.lint(Self.alert("New Photos", other: "View")).isEmpty)
        // Rewriting it with "tap" instead would only trade one finding for another, which the
        // advice does not ask for.
        let rewritten = try Self.lint(Self.alert("New Photos", message: "Tap View to see the information.", other: "View"))
        #expect(rewritten.map(\.ruleID) == ["alert-text-no-button-instructions"])
    }

    /// The rules whose findings suggest a text, and how a person applies the suggestion to an
    /// example: the finding's message names what to write.
    static let suggestingRules = [
        "alert-title-capitalization", "alert-message-sentence", "button-title-title-case", "alert-cancel-label",
        "alert-text-say-tap", "alert-text-no-button-instructions", "alert-text-no-quoted-button", "alert-text-button-case",
    ]

    /// `example` with the suggestion of `finding` applied, or nil if the message names none.
    static func applying(_ finding: Violation, to example: String) -> String? {
        let message = finding.message
        func quoted(_ pattern: String) -> [String] {
            let regex = try! NSRegularExpression(pattern: pattern)
            return regex.matches(in: message, range: NSRange(message.startIndex..., in: message)).map {
                String(message[Range($0.range(at: 1), in: message)!])
            }
        }
        switch finding.ruleID {
        case "alert-title-capitalization", "alert-message-sentence", "button-title-title-case":
            // `... "text" should use ...: "corrected"`
            guard let text = quoted("^[^\"]*\"(.*?)\" should use").first, let corrected = quoted(": \"(.*)\"$").first else { return nil }
            return example.replacingOccurrences(of: "=\"\(text)\"", with: "=\"\(corrected)\"")
        case "alert-cancel-label":
            guard let text = quoted("titled \"(.*?)\"").first else { return nil }
            return example.replacingOccurrences(of: "title=\"\(text)\"", with: "title=\"Cancel\"")
        case "alert-text-say-tap", "alert-text-no-button-instructions":
            // Leave the description out: the sentence that holds it goes.
            guard let found = quoted("\\(\"(.*?)\"\\)").first else { return nil }
            return removingSentence(containing: found, from: example)
        case "alert-text-no-quoted-button":
            // "puts the button title Resume in quotes": write it without them.
            guard let found = quoted("button title (.+) in quotes").first else { return nil }
            var fixed = example
            for (open, close) in [("“", "”"), ("‘", "’"), ("&quot;", "&quot;"), ("'", "'")] {
                fixed = fixed.replacingOccurrences(of: open + found + close, with: found)
            }
            return fixed
        case "alert-text-button-case":
            let titles = quoted("\"(.*?)\"")
            guard titles.count >= 2 else { return nil }
            return example.replacingOccurrences(of: " \(titles[1]) ", with: " \(titles[0]) ")
        default:
            return nil
        }
    }

    /// The example with the sentence of an attribute value that contains `found` removed (and the
    /// attribute, if that was its only sentence).
    static func removingSentence(containing found: String, from example: String) -> String? {
        let regex = try! NSRegularExpression(pattern: " (\\w+)=\"([^\"]*)\"")
        for match in regex.matches(in: example, range: NSRange(example.startIndex..., in: example)) {
            let value = String(example[Range(match.range(at: 2), in: example)!])
            guard value.contains(found) else { continue }
            let name = String(example[Range(match.range(at: 1), in: example)!])
            let sentences = value.components(separatedBy: ". ").filter { !$0.contains(found) }
            let kept = sentences.joined(separator: ". ").trimmingCharacters(in: .whitespaces)
            let replacement = kept.isEmpty ? "" : " \(name)=\"\(kept.hasSuffix(".") ? kept : kept + ".")\""
            return example.replacingCharacters(in: Range(match.range, in: example)!, with: replacement)
        }
        return nil
    }

    @Test("following a text rule's suggestion on its failing example leaves nothing for any rule to report",
          arguments: suggestingRules)
    func suggestionsPassEveryRule(_ ruleID: String) throws {
        let rule = try #require(Self.catalog.rules.first { $0.id == ruleID })
        #expect(!rule.examples.failing.isEmpty)
        // The suggestions are followed on the rule's descriptions; its Interface Builder examples
        // are held by RuleExampleTests.
        for example in rule.examples.failing.filter({ RuleCoverage.Format(ofExample: $0) == .description }).map(\.unmarkedText) {
            let findings = try Self.lint(example, alsoEnabling: [ruleID]).filter { $0.ruleID == ruleID }
            #expect(!findings.isEmpty, "\(ruleID): its failing example gives no finding")
            var fixed = example
            for finding in findings {
                let applied = try #require(Self.applying(finding, to: fixed), "\(ruleID): no suggestion to apply in \"\(finding.message)\"")
                #expect(applied != fixed, "\(ruleID): the suggestion changes nothing in the example")
                fixed = applied
            }
            let after = try Self.lint(fixed, alsoEnabling: [ruleID])
            #expect(after.isEmpty, "\(ruleID): after following \(findings.map(\.message)):\n\(fixed)\n→ \(after.map { "\($0.ruleID): \($0.message)" })")
        }
    }

    // MARK: alert-title-one-line

    @Test("Helvetica Bold's widths: the AFM advances, summed")
    func helveticaBoldWidths() {
        #expect(TextWidth.helveticaBoldUnits("W") == 944)
        #expect(TextWidth.helveticaBoldUnits("i") == 278)
        #expect(TextWidth.helveticaBoldUnits("Cannot Connect to iTunes Store") == 15279)
        #expect(TextWidth.helveticaBoldUnits("“OK”…") == 500 + 778 + 722 + 500 + 1000)
        #expect(TextWidth.helveticaBoldUnits("写真") == 2000) // East Asian characters: a full em each
        #expect(TextWidth.helveticaBoldUnits("Ж") == 278) // outside the font: the narrowest letter
        #expect(TextWidth.helveticaBoldUnits("e\u{301}") == 556) // a combining accent adds nothing
    }

    @Test("an alert title is reported only when it cannot fit one line of 260 points at 17 points bold", arguments: [
        ("Cannot Connect to iTunes Store", false), // 259.7 points: fits, just
        ("Cannot Connect to iTunes Score", true), // 263.5 points
        (eightyFiveCharacters, true),
        ("Cannot Get Mail", false),
    ])
    func alertTitleWidth(_ title: String, _ reported: Bool) throws {
        let findings = try Self.lint(Self.alert(title)).filter { $0.ruleID == "alert-title-one-line" }
        #expect(findings.count == (reported ? 1 : 0), "\(findings.map(\.message))")
    }

    /// A title of 85 characters, as in the issue.
    static let eightyFiveCharacters = "Unable to Download the Latest Versions of the Applications Because the Server Is Busy"

    @Test("the 85-character title of the issue is reported by default")
    func eightyFiveCharacterTitle() throws {
        #expect(Self.eightyFiveCharacters.count == 85)
        let rule = try #require(Self.catalog.rules.first { $0.id == "alert-title-one-line" })
        #expect(rule.enabledByDefault)
        let findings = try Self.lint(Self.alert(Self.eightyFiveCharacters))
        #expect(findings.map(\.ruleID) == ["alert-title-one-line"])
        #expect(findings.first?.message.contains("an alert has 260 points for its title") == true)
    }

    // MARK: launch-image-ipad-per-orientation

    static func iPadApp(_ launchImages: String) -> String {
        """
        <app name="Keynote" devices="ipad">
          <icon kind="spotlight" device="ipad" width="50" height="50"/>
          <icon kind="app" device="ipad" width="72" height="72"/>
          <icon kind="appStore" width="512" height="512"/>
          \(launchImages)
        </app>
        """
    }

    @Test("a mis-sized launch image that declares its orientation does not hide the other orientation's missing image")
    func misSizedDeclaredLaunchImage() throws {
        let findings = try Self.lint(Self.iPadApp(#"<launchImage device="ipad" orientation="portrait" width="768" height="1024"/>"#))
        #expect(findings.map(\.ruleID).sorted() == ["launch-image-ipad-per-orientation", "launch-image-size"])
        #expect(findings.first { $0.ruleID == "launch-image-ipad-per-orientation" }?.message.contains("landscape") == true)
    }

    @Test("in an app for iPad only, a launch image without device is an iPad one")
    func launchImageWithoutDevice() throws {
        let findings = try Self.lint(Self.iPadApp(#"<launchImage orientation="portrait" width="768" height="1024"/>"#))
        #expect(findings.map(\.ruleID).sorted() == ["launch-image-ipad-per-orientation", "launch-image-size"])
        #expect(findings.first { $0.ruleID == "launch-image-ipad-per-orientation" }?.message.contains("landscape") == true)
    }

    @Test("a mis-sized launch image whose orientation is not said is left to the size rule")
    func misSizedUndeclaredLaunchImage() throws {
        for image in [#"<launchImage device="ipad" width="768" height="1024"/>"#, #"<launchImage width="768" height="1024"/>"#] {
            let findings = try Self.lint(Self.iPadApp(image))
            #expect(findings.map(\.ruleID) == ["launch-image-size"], "\(image): \(findings.map(\.message))")
        }
    }
}
