import Foundation
import Testing
@testable import HIGLintKit

/// Fixes found in a file's bytes and made there: only the value's bytes change, in the file's own
/// quoting, and a file that no longer holds what the reader saw is left alone.
struct FixEditsTests {
    static func fix(_ property: String, from old: String?, to new: String?, at location: (Int, Int)?, element: (Int, Int) = (1, 1),
                    kind: String = "button", format: SuggestedFix.Format = .xmlDescription, type: PropertyType = .text) -> SuggestedFix {
        let change = SuggestedFix.PropertyChange(name: property, oldValue: old, newValue: new,
                                                 location: location.map { SourceLocation(file: "f", line: $0.0, column: $0.1) }, type: type)
        return SuggestedFix(safety: .safe, property: property, newValue: new, summary: "",
                            source: .init(changes: [.property(change)], elementLocation: SourceLocation(file: "f", line: element.0, column: element.1),
                                          kind: kind, format: format))
    }

    static func made(_ fix: SuggestedFix, on text: String) -> String? {
        let bytes = Array(text.utf8)
        guard let edit = FixEdits.edit(for: fix, file: "f", in: bytes) else { return nil }
        return String(decoding: FixEdits.apply([edit], to: bytes), as: UTF8.self)
    }

    @Test("a value in double quotes, single quotes, with entities and CRLF line ends: only its bytes change")
    func setKeepsEverythingElse() {
        let text = "<screen name=\"A\">\r\n  <button  title = 'ok &amp; go'   id=\"x\"/>\r\n</screen>\r\n"
        let made = Self.made(Self.fix("title", from: "ok & go", to: "OK & \"Go\"", at: (2, 12)), on: text)
        #expect(made == "<screen name=\"A\">\r\n  <button  title = 'OK &amp; \"Go\"'   id=\"x\"/>\r\n</screen>\r\n")
        let doubled = Self.made(Self.fix("name", from: "A", to: "<B's>", at: (1, 9)), on: text)
        #expect(doubled?.hasPrefix("<screen name=\"&lt;B's&gt;\">\r\n") == true)
    }

    @Test("a column counts Unicode scalars, not bytes")
    func columnsAreScalars() {
        let text = "<screen name=\"Café\" title=\"é\"/>"
        #expect(Self.made(Self.fix("title", from: "é", to: "É", at: (1, 21)), on: text) == "<screen name=\"Café\" title=\"É\"/>")
    }

    @Test("a file that no longer holds the value the reader saw, or another attribute there, gets no edit")
    func staleValuesAreLeftAlone() {
        let text = "<screen>\n  <button title=\"Done\"/>\n</screen>\n"
        #expect(Self.made(Self.fix("title", from: "done", to: "Done", at: (2, 11)), on: text) == nil)
        #expect(Self.made(Self.fix("name", from: "Done", to: "X", at: (2, 11)), on: text) == nil)
        #expect(Self.made(Self.fix("title", from: "Done", to: "X", at: (2, 12)), on: text) == nil)
        #expect(Self.made(Self.fix("title", from: "Done", to: "X", at: (9, 1)), on: text) == nil)
    }

    @Test("removing an attribute takes its leading white space; an absent one is added to the start tag")
    func removeAndAdd() {
        let text = "<screen>\n  <activityIndicator\n      hidesWhenStopped='false' animating=\"false\"/>\n</screen>\n"
        #expect(Self.made(Self.fix("hidesWhenStopped", from: "false", to: nil, at: (3, 7), element: (2, 3), type: .boolean), on: text)
                == "<screen>\n  <activityIndicator animating=\"false\"/>\n</screen>\n")
        let field = "<screen>\n  <textField placeholder='E-mail'/>\n  <textField/>\n</screen>\n"
        #expect(Self.made(Self.fix("keyboardType", from: nil, to: "emailAddress", at: nil, element: (2, 3), type: .oneOf([])), on: field)
                == "<screen>\n  <textField placeholder='E-mail' keyboardType='emailAddress'/>\n  <textField/>\n</screen>\n")
        #expect(Self.made(Self.fix("keyboardType", from: nil, to: "url", at: nil, element: (3, 3), type: .oneOf([])), on: field)
                == "<screen>\n  <textField placeholder='E-mail'/>\n  <textField keyboardType=\"url\"/>\n</screen>\n")
    }

    @Test("Interface Builder: booleans are YES and NO; listed values, removals and additions are not made")
    func interfaceBuilderSpelling() {
        let text = "<document>\n    <activityIndicatorView hidesWhenStopped=\"NO\" id=\"a\"/>\n</document>\n"
        #expect(Self.made(Self.fix("hidesWhenStopped", from: "false", to: "true", at: (2, 28), format: .interfaceBuilderDocument, type: .boolean), on: text)
                == "<document>\n    <activityIndicatorView hidesWhenStopped=\"YES\" id=\"a\"/>\n</document>\n")
        #expect(Self.made(Self.fix("hidesWhenStopped", from: "false", to: nil, at: (2, 28), format: .interfaceBuilderDocument, type: .boolean), on: text) == nil)
        #expect(Self.made(Self.fix("keyboardType", from: nil, to: "url", at: nil, element: (2, 5), format: .interfaceBuilderDocument, type: .oneOf([])), on: text) == nil)
    }

    @Test("Interface Builder: a bar item's style is written plain or done, and bordered by leaving the attribute out")
    func interfaceBuilderBarItemStyle() {
        let text = "<items>\n    <barButtonItem style=\"plain\" systemItem=\"edit\" id=\"e\"/>\n</items>\n"
        let styles = PropertyType.oneOf(["plain", "bordered", "done"])
        func made(_ new: String, kind: String = "barButtonItem") -> String? {
            Self.made(Self.fix("style", from: "plain", to: new, at: (2, 20), kind: kind, format: .interfaceBuilderDocument, type: styles), on: text)
        }
        #expect(made("bordered") == "<items>\n    <barButtonItem systemItem=\"edit\" id=\"e\"/>\n</items>\n")
        #expect(made("done") == "<items>\n    <barButtonItem style=\"done\" systemItem=\"edit\" id=\"e\"/>\n</items>\n")
        // Another kind's style has names of Interface Builder's own: not made.
        #expect(made("bordered", kind: "navigationBar") == nil)
        // An absent style is already bordered: nothing to add.
        let absent = "<items>\n    <barButtonItem systemItem=\"edit\" id=\"e\"/>\n</items>\n"
        #expect(Self.made(Self.fix("style", from: "bordered", to: "done", at: nil, element: (2, 5), kind: "barButtonItem",
                                   format: .interfaceBuilderDocument, type: styles), on: absent) == nil)
    }

    @Test("JSON: a string stays a string, escaped; a member removed takes its comma")
    func json() {
        let text = "{\n  \"type\": \"button\",\n  \"title\": \"ok\",\n  \"enabled\": false\n}\n"
        #expect(Self.made(Self.fix("title", from: "ok", to: "OK \"now\"", at: (3, 3), format: .jsonDescription), on: text)
                == "{\n  \"type\": \"button\",\n  \"title\": \"OK \\\"now\\\"\",\n  \"enabled\": false\n}\n")
        #expect(Self.made(Self.fix("enabled", from: "false", to: "true", at: (4, 3), format: .jsonDescription, type: .boolean), on: text)
                == "{\n  \"type\": \"button\",\n  \"title\": \"ok\",\n  \"enabled\": true\n}\n")
        #expect(Self.made(Self.fix("title", from: "ok", to: nil, at: (3, 3), format: .jsonDescription), on: text)
                == "{\n  \"type\": \"button\",\n  \"enabled\": false\n}\n")
    }

    @Test("of two edits of the same bytes the first is kept and the other deferred; the same edit counts once")
    func overlapping() {
        func edit(_ range: Range<Int>, _ text: String) -> TextEdit {
            TextEdit(file: "f", bytes: range, replacement: text, startLine: 1, startColumn: 1, endLine: 1, endColumn: 1)
        }
        let (kept, deferred) = FixEdits.compatible([edit(5..<9, "a"), edit(0..<2, "b"), edit(7..<12, "c"), edit(5..<9, "a"), edit(9..<9, "d")])
        #expect(kept.map(\.replacement) == ["b", "a", "d"])
        #expect(deferred.map(\.replacement) == ["c"])
    }

    static func location(_ place: (Int, Int)) -> HIGLintKit.SourceLocation { HIGLintKit.SourceLocation(file: "f", line: place.0, column: place.1) }

    static func move(_ place: FixDeclaration.MovePlace, element: (Int, Int), sibling: (Int, Int),
                     format: SuggestedFix.Format = .xmlDescription) -> SuggestedFix {
        SuggestedFix(safety: .unsafe, property: nil, newValue: nil, summary: "",
                     source: .init(changes: [.move(place, sibling: location(sibling))], elementLocation: location(element),
                                   kind: "button", format: format))
    }

    @Test("a move in XML takes the element and the space before its neighbour to the other end; nested elements, comments and quoted > go along")
    func moveXML() {
        let text = "<actionSheet>\n  <button title=\"Cancel\" role=\"cancel\"><!-- a > b --></button>\n  <button title=\"a > b\"/>\n  <button title=\"Print\"/>\n</actionSheet>\n"
        #expect(Self.made(Self.move(.after, element: (2, 3), sibling: (4, 3)), on: text)
                == "<actionSheet>\n  <button title=\"a > b\"/>\n  <button title=\"Print\"/>\n  <button title=\"Cancel\" role=\"cancel\"><!-- a > b --></button>\n</actionSheet>\n")
        #expect(Self.made(Self.move(.before, element: (4, 3), sibling: (2, 3)), on: text)
                == "<actionSheet>\n  <button title=\"Print\"/>\n  <button title=\"Cancel\" role=\"cancel\"><!-- a > b --></button>\n  <button title=\"a > b\"/>\n</actionSheet>\n")
        // Already on the side the move would take it to: no edit.
        #expect(Self.made(Self.move(.after, element: (4, 3), sibling: (2, 3)), on: text) == nil)
    }

    @Test("a move past a comment that stands before the element, or in Interface Builder's files, is not made")
    func moveRefused() {
        let text = "<actionSheet>\n  <!-- higlint:disable-next-line alert-button-short -->\n  <button title=\"Cancel\"/>\n  <button title=\"Print\"/>\n</actionSheet>\n"
        #expect(Self.made(Self.move(.after, element: (3, 3), sibling: (4, 3)), on: text) == nil)
        #expect(Self.made(Self.move(.before, element: (4, 3), sibling: (3, 3)), on: text) == nil)
        let plain = "<actionSheet>\n  <button title=\"Cancel\"/>\n  <button title=\"Print\"/>\n</actionSheet>\n"
        #expect(Self.made(Self.move(.after, element: (2, 3), sibling: (3, 3), format: .interfaceBuilderDocument), on: plain) == nil)
    }

    @Test("a move in JSON takes the comma with it, on one line or several; braces in strings do not count")
    func moveJSON() {
        let oneLine = "[{\"type\": \"button\", \"title\": \"}{\"}, {\"type\": \"button\", \"children\": [{\"type\": \"label\"}]}, {\"type\": \"button\"}]"
        #expect(Self.made(Self.move(.after, element: (1, 2), sibling: (1, 90), format: .jsonDescription), on: oneLine)
                == "[{\"type\": \"button\", \"children\": [{\"type\": \"label\"}]}, {\"type\": \"button\"}, {\"type\": \"button\", \"title\": \"}{\"}]")
        let lines = "[\n  {\"type\": \"button\"},\n  {\"type\": \"label\"}\n]\n"
        #expect(Self.made(Self.move(.before, element: (3, 3), sibling: (2, 3), format: .jsonDescription), on: lines)
                == "[\n  {\"type\": \"label\"},\n  {\"type\": \"button\"}\n]\n")
    }

    static func changes(_ changes: [SuggestedFix.PropertyChange], element: (Int, Int), kind: String, format: SuggestedFix.Format) -> SuggestedFix {
        SuggestedFix(safety: .unsafe, property: nil, newValue: nil, summary: "",
                     source: .init(changes: changes.map { .property($0) }, elementLocation: location(element), kind: kind, format: format))
    }

    @Test("several changes of one fix make one edit; all or none")
    func severalChanges() {
        let items = PropertyType.oneOf(Vocabulary.barButtonSystemItems)
        let text = "<toolbar>\n  <barButtonItem title='Done' image=\"d.png\" style=\"plain\"/>\n</toolbar>\n"
        let system = SuggestedFix.PropertyChange(name: "systemItem", oldValue: nil, newValue: "done", location: nil, type: items)
        let title = SuggestedFix.PropertyChange(name: "title", oldValue: "Done", newValue: nil, location: Self.location((2, 18)), type: .text)
        let image = SuggestedFix.PropertyChange(name: "image", oldValue: "d.png", newValue: nil, location: Self.location((2, 31)), type: .text)
        let fix = Self.changes([system, title, image], element: (2, 3), kind: "barButtonItem", format: .xmlDescription)
        let bytes = Array(text.utf8)
        let edit = FixEdits.edit(for: fix, file: "f", in: bytes)
        #expect(edit.map { String(decoding: FixEdits.apply([$0], to: bytes), as: UTF8.self) }
                == "<toolbar>\n  <barButtonItem style=\"plain\" systemItem='done'/>\n</toolbar>\n")
        #expect(edit?.startColumn == 17)
        // One change that cannot be made (the title is no longer "Done"): none is.
        var stale = title
        stale.oldValue = "OK"
        #expect(FixEdits.edit(for: Self.changes([system, stale, image], element: (2, 3), kind: "barButtonItem", format: .xmlDescription), file: "f", in: bytes) == nil)
    }

    @Test("Interface Builder: a system item is added to its item's tag and a text removed; an attribute its tag does not hold is not added")
    func interfaceBuilderSystemItem() {
        let items = PropertyType.oneOf(Vocabulary.barButtonSystemItems)
        let text = "<items>\n    <barButtonItem key=\"rightBarButtonItem\" title=\"Add\" id=\"a\"/>\n</items>\n"
        let system = SuggestedFix.PropertyChange(name: "systemItem", oldValue: nil, newValue: "add", location: nil, type: items)
        let title = SuggestedFix.PropertyChange(name: "title", oldValue: "Add", newValue: nil, location: Self.location((2, 45)), type: .text)
        #expect(Self.made(Self.changes([system, title], element: (2, 5), kind: "barButtonItem", format: .interfaceBuilderDocument), on: text)
                == "<items>\n    <barButtonItem key=\"rightBarButtonItem\" id=\"a\" systemItem=\"add\"/>\n</items>\n")
        let label = "<subviews>\n    <label text=\"a\" id=\"l\"/>\n</subviews>\n"
        let added = SuggestedFix.PropertyChange(name: "systemItem", oldValue: nil, newValue: "add", location: nil, type: items)
        #expect(Self.made(Self.changes([added], element: (2, 5), kind: "barButtonItem", format: .interfaceBuilderDocument), on: label) == nil)
    }

    @Test("JSON: an absent member is added after the object's first, spaced as it is")
    func jsonAdded() {
        let items = PropertyType.oneOf(Vocabulary.barButtonSystemItems)
        let system = SuggestedFix.PropertyChange(name: "systemItem", oldValue: nil, newValue: "fastForward", location: nil, type: items)
        let multiLine = "{\n    \"type\" : \"barButtonItem\",\n    \"width\": 30\n}\n"
        #expect(Self.made(Self.changes([system], element: (1, 1), kind: "barButtonItem", format: .jsonDescription), on: multiLine)
                == "{\n    \"type\" : \"barButtonItem\",\n    \"systemItem\" : \"fastForward\",\n    \"width\": 30\n}\n")
        let only = "{\"type\":\"barButtonItem\"}"
        #expect(Self.made(Self.changes([system], element: (1, 1), kind: "barButtonItem", format: .jsonDescription), on: only)
                == "{\"type\":\"barButtonItem\", \"systemItem\":\"fastForward\"}")
    }

    @Test("a listed value by name: case, spaces, hyphens and underscores aside")
    func listedValueByName() {
        #expect(SuggestedFix.listedValue(named: " Fast-Forward ", among: Vocabulary.barButtonSystemItems) == "fastForward")
        #expect(SuggestedFix.listedValue(named: "most recent", among: Vocabulary.tabBarSystemItems) == "mostRecent")
        #expect(SuggestedFix.listedValue(named: "Fast Forwards", among: Vocabulary.barButtonSystemItems) == nil)
        #expect(SuggestedFix.listedValue(named: " ", among: Vocabulary.barButtonSystemItems) == nil)
    }

    @Test("why a fix is not made: the archive format, or a value Interface Builder writes elsewhere")
    func whyNotMade() {
        let change = SuggestedFix.PropertyChange(name: "height", oldValue: "50", newValue: nil, location: Self.location((3, 9)), type: .number)
        let fix = Self.changes([change], element: (2, 5), kind: "navigationBar", format: .interfaceBuilderDocument)
        #expect(FixEdits.whyNotMade(fix, in: Array("<?xml version=\"1.0\"?>\n<archive type=\"x\">".utf8)).contains("archive format"))
        #expect(FixEdits.whyNotMade(fix, in: Array("<?xml version=\"1.0\"?>\n<document type=\"x\">".utf8)).contains("writes height"))
    }

    @Test("Interface Builder: a cell's accessory is its accessoryType, added to its tag when left out")
    func interfaceBuilderAccessory() {
        let accessories = PropertyType.oneOf(["none", "disclosureIndicator", "detailDisclosureButton", "checkmark"])
        let absent = "<cells>\n    <tableViewCell contentMode=\"scaleToFill\" id=\"c\">\n    </tableViewCell>\n</cells>\n"
        let added = SuggestedFix.PropertyChange(name: "accessory", oldValue: "none", newValue: "disclosureIndicator", location: nil, type: accessories)
        #expect(Self.made(Self.changes([added], element: (2, 5), kind: "cell", format: .interfaceBuilderDocument), on: absent)
                == "<cells>\n    <tableViewCell contentMode=\"scaleToFill\" id=\"c\" accessoryType=\"disclosureIndicator\">\n    </tableViewCell>\n</cells>\n")
        let given = "<cells>\n    <tableViewCell accessoryType=\"checkmark\" id=\"c\"/>\n</cells>\n"
        let changed = SuggestedFix.PropertyChange(name: "accessory", oldValue: "checkmark", newValue: "disclosureIndicator",
                                                  location: Self.location((2, 20)), type: accessories)
        #expect(Self.made(Self.changes([changed], element: (2, 5), kind: "cell", format: .interfaceBuilderDocument), on: given)
                == "<cells>\n    <tableViewCell accessoryType=\"disclosureIndicator\" id=\"c\"/>\n</cells>\n")
    }
}
