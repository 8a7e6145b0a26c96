import Foundation
import PropertyBased
import Testing
@testable import HIGLintKit
import TestSupport

/// Properties that must hold for any description: converting between the syntaxes keeps every
/// element, property and violation; the result of a run does not depend on file order or on
/// how many files are checked at once.
struct PropertyTests {
    static let linter = Linter(catalog: try! RuleCatalog.builtIn())

    @Test("XML → JSON → XML keeps every element, property and violation")
    func conversion() async {
        await propertyCheck(count: 150, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let xml = RandomDescription.xml(&random)
            guard case .description(let fromXML) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "d") else {
                Issue.record("generated XML does not read:\n\(xml)")
                return
            }
            let json = DescriptionWriter.json(fromXML.root)
            guard case .description(let fromJSON) = DescriptionReader.read(data: Data(json.utf8), syntax: .json, path: "d") else {
                Issue.record("converted JSON does not read:\n\(json)")
                return
            }
            let back = DescriptionWriter.xml(fromJSON.root)
            guard case .description(let again) = DescriptionReader.read(data: Data(back.utf8), syntax: .xml, path: "d") else {
                Issue.record("converted XML does not read:\n\(back)")
                return
            }
            #expect(Shape(fromXML.root) == Shape(fromJSON.root), "\(xml)")
            #expect(Shape(fromXML.root) == Shape(again.root), "\(xml)")
            func findings(_ d: ScreenDescription) -> [String] {
                Self.linter.check(d).map { "\($0.ruleID) \($0.severity) \($0.elementPath) \($0.message)" }.sorted()
            }
            #expect(findings(fromXML) == findings(fromJSON), "\(xml)")
            #expect(findings(fromXML) == findings(again), "\(xml)")
        }
    }

    @Test("a run's result does not depend on the order of the paths or on --jobs")
    func orderAndJobs() async throws {
        await propertyCheck(count: 8, input: Gen.int(in: 0...Int(Int32.max))) { seed in
            var random = SeededGenerator(seed: UInt64(seed))
            let directory = try! TemporaryDirectory()
            var names: [String] = []
            for index in 0..<24 {
                let xml = RandomDescription.xml(&random)
                if index % 2 == 0 {
                    names.append(try! directory.write("s\(index).xml", xml).lastPathComponent)
                } else {
                    guard case .description(let d) = DescriptionReader.read(data: Data(xml.utf8), syntax: .xml, path: "d") else { continue }
                    names.append(try! directory.write("sub/s\(index).json", DescriptionWriter.json(d.root)).path
                        .replacingOccurrences(of: directory.url.path + "/", with: ""))
                }
            }
            let serial = LintRun(linter: Self.linter, jobs: 1).run(paths: names, workingDirectory: directory.url.path)
            let shuffled = names.shuffled(using: &random)
            let parallel = LintRun(linter: Self.linter, jobs: 4).run(paths: shuffled, workingDirectory: directory.url.path)
            #expect(serial.violations == parallel.violations)
            #expect(serial.errors == parallel.errors)
            #expect(Set(serial.filesChecked) == Set(parallel.filesChecked))
            let folder = LintRun(linter: Self.linter, jobs: 3).run(paths: ["."], workingDirectory: directory.url.path)
            #expect(folder.violations.count == serial.violations.count)
        }
    }

    /// An element tree without positions, for comparing.
    struct Shape: Equatable {
        var kind: String
        var properties: [String]
        var suppressions: [[String]]
        var children: [Shape]

        init(_ element: Element) {
            kind = element.kind
            properties = element.properties.map { "\($0.name)=\($0.value.text)" }
            suppressions = element.suppressions.map(\.ruleIDs)
            children = element.children.map(Shape.init)
        }
    }
}

/// Random but plausible descriptions: real kinds and properties, values of the right type, some
/// of them breaking rules, text with characters that need escaping.
enum RandomDescription {
    static let texts = ["OK", "Cancel", "Delete", "Save Changes?", "Tap “Resume” to go on.", "A & B < C > D", "Caf\u{e9} \u{1F600}",
                        "Line one\nline two", "quote \" and 'apostrophe'", "Unable to connect to the server.", "Edit", "Done", "Inbox"]

    static func xml(_ random: inout SeededGenerator) -> String {
        "<screen name=\"\(escape(pick(texts, &random)))\" orientation=\"\(pick(["portrait", "landscape"], &random))\">"
            + (0..<Int.random(in: 1...5, using: &random)).map { _ in element(depth: 0, &random) }.joined() + "</screen>"
    }

    static func element(depth: Int, _ random: inout SeededGenerator) -> String {
        let kinds = ["statusBar", "navigationBar", "toolbar", "tabBar", "alert", "actionSheet", "button", "switch", "label",
                     "view", "tableView", "segmentedControl", "textField", "datePicker", "pageControl", "modalView"]
        let kind = depth > 2 ? pick(["button", "label", "switch"], &random) : pick(kinds, &random)
        let spec = Vocabulary.kinds[kind]!
        var attributes = ""
        for (name, type) in spec.properties.sorted(by: { $0.key < $1.key }) where Bool.random(using: &random) {
            attributes += " \(name)=\"\(escape(value(type, &random)))\""
        }
        if Int.random(in: 0..<8, using: &random) == 0 {
            attributes += " higlint:ignore=\"\(pick(["hit-target-size", "alert-button-count", "toolbar-item-count"], &random))\""
        }
        let childKind: String? = switch kind {
        case "navigationBar", "toolbar": "barButtonItem"
        case "tabBar": "tabBarItem"
        case "alert", "actionSheet": "button"
        case "segmentedControl": "segment"
        case "tableView": "cell"
        case "view", "modalView": ""
        default: nil
        }
        guard let childKind else { return "<\(kind)\(attributes)/>" }
        var children = ""
        for _ in 0..<Int.random(in: 0...6, using: &random) {
            if childKind.isEmpty {
                children += element(depth: depth + 1, &random)
            } else {
                let childSpec = Vocabulary.kinds[childKind]!
                var childAttributes = ""
                for (name, type) in childSpec.properties.sorted(by: { $0.key < $1.key }) where Bool.random(using: &random) {
                    childAttributes += " \(name)=\"\(escape(value(type, &random)))\""
                }
                children += "<\(childKind)\(childAttributes)/>"
            }
        }
        return "<\(kind)\(attributes)>\(children)</\(kind)>"
    }

    static func value(_ type: PropertyType, _ random: inout SeededGenerator) -> String {
        switch type {
        case .text: return pick(texts, &random)
        case .number:
            let n = Int.random(in: 0...480, using: &random)
            return Bool.random(using: &random) ? String(n) : "\(n).5"
        case .boolean: return Bool.random(using: &random) ? "true" : "false"
        case .oneOf(let values): return pick(values, &random)
        case .insets: return "-\(Int.random(in: 0...10, using: &random)) 0 -\(Int.random(in: 0...10, using: &random)) 0"
        case .color: return pick(["#000000", "#FFFFFF80", "#333333/#EEEEEE", "labelColor", "clearColor"], &random)
        }
    }

    static func pick<T>(_ items: [T], _ random: inout SeededGenerator) -> T { items[Int.random(in: 0..<items.count, using: &random)] }

    static func escape(_ text: String) -> String { DescriptionWriter.escapeXML(text) }
}

/// A lookup of a property by name agrees with `String` equality.
struct PropertyLookupTests {
    /// Names equal as `String`s (Unicode-equivalent) whose bytes differ, ASCII beside them, and
    /// names that begin alike.
    static let names = ["", "K", "\u{212A}", "Kelvin", "\u{212A}elvin", "é", "e\u{301}", "e", "ea", "name", "n\u{303}ame", "ñame",
                        "title", "text", "t", "style", "systemItem", ";", "\u{37E}", "`", "\u{1FEF}", "\u{A0}", " ", "x", "width"]

    @Test("a lookup by name finds what a search of the properties for an equal name finds")
    func lookupsAgreeWithStringEquality() {
        let location = SourceLocation(file: "a.xml", line: 1, column: 1)
        for (offset, _) in Self.names.enumerated() {
            // Every name once, in an order that changes, and some twice: a later one wins.
            let order = Array(Self.names[offset...] + Self.names[..<offset]) + Array(Self.names.prefix(offset % 5))
            let properties = order.enumerated().map { Element.Property(name: $0.element, value: .string("\($0.offset)"), location: location) }
            let element = Element(kind: "button", properties: properties, location: location)
            for name in Self.names {
                let expected = properties.last { $0.name == name }
                #expect(element[name]?.text == expected?.value.text, "\(Array(name.unicodeScalars))")
                #expect(element.property(name)?.value.text == expected?.value.text)
            }
            let label = ["name", "title", "text", "systemItem"].lazy.compactMap { name in
                properties.last { $0.name == name }.map(\.value.text).flatMap { $0.isEmpty ? nil : $0 }
            }.first
            #expect(element.label == label)
        }
        var renamed = Element.Property(name: "width", value: .number(1), location: location)
        renamed.name = "\u{212A}"
        #expect(Element(kind: "button", properties: [renamed], location: location)["K"] != nil)
    }
}

/// An element tree as text, to compare trees: kinds, properties (value as text), suppressions, children.
struct Shape: Equatable, CustomStringConvertible {
    var kind: String
    var properties: [String]
    var suppressions: [[String]]
    var children: [Shape]

    init(_ element: Element) {
        kind = element.kind
        properties = element.properties.map { "\($0.name)=\($0.value.text)" }
        suppressions = element.suppressions.map(\.ruleIDs)
        children = element.children.map(Shape.init)
    }

    var description: String { "\(kind)\(properties)\(suppressions.isEmpty ? "" : "\(suppressions)")\(children.isEmpty ? "" : "\(children)")" }
}
