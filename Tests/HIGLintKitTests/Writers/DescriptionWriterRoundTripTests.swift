import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import HIGLintKit
import TestSupport

/// DescriptionWriter on random trees: what it writes reads back into the same tree, or (XML only) it
/// refuses a tree XML cannot hold.
struct DescriptionWriterRoundTripTests {
    static func read(_ text: String, _ syntax: ScreenDescription.Syntax) -> ScreenDescription? {
        if case .description(let description) = DescriptionReader.read(data: Data(text.utf8), syntax: syntax, path: "back") { return description }
        return nil
    }

    static func isWellFormedXML(_ text: String) -> Bool {
        (try? XMLElements.parse(text)) != nil
    }

    /// Random trees below a `screen`: clean ones (every name an XML name, every value one XML can
    /// hold), or with anything at all in names and values.
    struct RandomTree {
        var random: SeededGenerator
        var clean: Bool

        static let nameStarts: [String] = ["a", "Z", "_", "\u{E9}", "\u{6F22}", "\u{3A9}", "\u{1F600}"]
        static let nameChars: [String] = nameStarts + ["0", "9", "-", ".", "\u{B7}", "\u{301}", "\u{203F}"]
        static let anyNameChars: [String] = nameChars + [":", " ", "\"", "=", "<", ">", "&", "'", "/", "\u{0}", "\u{1B}", "\n", "\u{FFFE}", "\u{2028}", "x", "m", "l", "n", "s"]
        static let valueChars: [String] = ["a", " ", "&", "<", ">", "\"", "'", "\t", "\n", "\r", "\r\n", "]]>", "--", "\u{7F}", "\u{85}", "\u{9F}", "\u{A0}",
                                           "\u{2028}", "\u{202E}", "\u{D7FF}", "\u{E000}", "\u{FFFD}", "\u{10000}", "\u{10FFFF}", "\u{1F600}", "&#10;", "&amp;", "\\"]
        static let unholdable: [String] = ["\u{0}", "\u{1}", "\u{8}", "\u{B}", "\u{C}", "\u{1B}", "\u{1F}", "\u{FFFE}", "\u{FFFF}"]

        mutating func int(_ range: ClosedRange<Int>) -> Int { Int.random(in: range, using: &random) }
        mutating func pick(_ items: [String]) -> String { items[int(0...items.count - 1)] }

        mutating func name() -> String {
            if !clean && int(0...3) == 0 {
                return (0..<int(0...4)).map { _ in pick(Self.anyNameChars) }.joined()
            }
            var name = pick(Self.nameStarts) + (0..<int(0...4)).map { _ in pick(Self.nameChars) }.joined()
            if int(0...5) == 0 { name = "p" + pick(Self.nameChars) + ":" + name }
            return name
        }

        mutating func value() -> String {
            (0..<int(0...6)).map { _ in !clean && int(0...20) == 0 ? pick(Self.unholdable) : pick(Self.valueChars) }.joined()
        }

        mutating func element(kind: String? = nil, depth: Int = 0) -> Element {
            let location = SourceLocation(file: "t", line: 1, column: 1)
            var element = Element(kind: kind ?? name(), location: location)
            element.properties = (0..<int(0...4)).map { _ in
                var name = name()
                if ["type", "children", Suppression.ignoreName].contains(name) || name == "xmlns" || name.hasPrefix("xmlns:") { name = "n" }
                return Element.Property(name: name, value: .string(value()), location: location)
            }
            // A name given twice, now and then, as JSON allows.
            if let first = element.properties.first, int(0...4) == 0 {
                element.properties.append(.init(name: first.name, value: .string(value()), location: location))
            }
            if int(0...3) == 0 {
                element.suppressions = [Suppression(ruleIDs: ["toolbar-item-count", "r\u{E9}gle"].filter { _ in Bool.random(using: &random) },
                                                    location: location, coversSubtree: true)]
                if element.suppressions[0].ruleIDs.isEmpty { element.suppressions = [] }
            }
            if depth < 3 { element.children = (0..<int(0...3)).map { _ in self.element(depth: depth + 1) } }
            return element
        }
    }

    /// The tree XML gives back: each property name once, with its last value.
    static func written(_ element: Element) -> Element {
        var element = element
        element.properties = DescriptionWriter.writtenProperties(element.properties)
        element.children = element.children.map(written)
        return element
    }

    @Test("XML written from any tree is refused or well-formed, and reads back into the same tree; clean trees are never refused")
    func xmlRoundTrip() throws {
        for seed in 0..<400 {
            var generator = RandomTree(random: SeededGenerator(seed: UInt64(seed)), clean: seed % 2 == 0)
            let root = generator.element(kind: "screen")
            let xml: String
            do {
                xml = try DescriptionWriter.convert(root, to: .xml)
            } catch {
                #expect(!generator.clean, "seed \(seed): a clean tree was refused: \(error)")
                continue
            }
            #expect(Self.isWellFormedXML(xml), "seed \(seed): \(xml)")
            let back = try #require(Self.read(xml, .xml), "seed \(seed): \(xml)")
            #expect(Shape(back.root) == Shape(Self.written(root)), "seed \(seed): \(xml)")
        }
    }

    @Test("JSON written from any tree parses as JSON and reads back into the same tree")
    func jsonRoundTrip() throws {
        for seed in 0..<200 {
            var generator = RandomTree(random: SeededGenerator(seed: UInt64(seed)), clean: false)
            let root = generator.element(kind: "screen")
            let json = try DescriptionWriter.convert(root, to: .json)
            #expect((try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "seed \(seed): \(json)")
            let back = try #require(Self.read(json, .json), "seed \(seed): \(json)")
            #expect(Shape(back.root) == Shape(root), "seed \(seed): \(json)")
        }
    }
}
