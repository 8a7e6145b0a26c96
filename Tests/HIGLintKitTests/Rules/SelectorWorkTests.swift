import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Selectors cost the screen's elements times the selector's size, however deeply `inside`,
/// `notInside`, `containing` and `notContaining` nest, and however long a list of values or of
/// `startsWith` prefixes is: the work is counted (`SelectorEvaluation`), not timed, and doubling
/// the input must no more than double it. Each answer is also held to a plain, slow reading of
/// the selector.
struct SelectorWorkTests {
    static let location = SourceLocation(file: "s.xml", line: 1, column: 1)

    static func element(_ kind: String, _ properties: [String: String] = [:], _ children: [Element] = []) -> Element {
        Element(kind: kind, properties: properties.sorted { $0.key < $1.key }.map {
            Element.Property(name: $0.key, value: .string($0.value), location: location)
        }, children: children, location: location)
    }

    /// `depth` views, each inside the one before, with a button in the last.
    static func chain(_ depth: Int) -> Element {
        var element = element("button")
        for _ in 0..<depth { element = Self.element("view", [:], [element]) }
        return element
    }

    /// `levels` selectors of views, each under `key` of the one before, the last with `innermost`.
    static func nested(_ key: WritableKeyPath<Selector, [Selector]>, levels: Int, innermost: Selector) -> Selector {
        var selector = innermost
        for _ in 0..<levels {
            var outer = Selector(kinds: ["view"])
            outer[keyPath: key] = [selector]
            selector = outer
        }
        return selector
    }

    /// Calls `body` with every element below and including `element`, with its ancestors, in the
    /// order the linter visits them.
    static func walk(_ element: Element, ancestors: inout [Element], _ body: (Element, ArraySlice<Element>) -> Void) {
        body(element, ancestors[...])
        ancestors.append(element)
        for child in element.children { walk(child, ancestors: &ancestors, body) }
        ancestors.removeLast()
    }

    /// The elements of `root` that `selector` picks (by their place in the walk), and the
    /// selector's work on them, matched as the linter matches a screen: one evaluation for all.
    static func picks(_ selector: Selector, in root: Element) -> (picked: [Bool], work: Int) {
        var evaluation = SelectorEvaluation()
        var picked: [Bool] = []
        var ancestors: [Element] = []
        walk(root, ancestors: &ancestors) { element, ancestors in
            picked.append(selector.matcher.matches(element, ancestors: ancestors, in: &evaluation))
        }
        return (picked, evaluation.elementTests + evaluation.valueComparisons)
    }

    // MARK: a plain reading, for the answers

    static func plainMatches(_ selector: Selector, _ element: Element, _ ancestors: ArraySlice<Element>) -> Bool {
        func someAncestor(_ other: Selector) -> Bool {
            ancestors.indices.contains { plainMatches(other, ancestors[$0], ancestors[..<$0]) }
        }
        return plainOwn(selector, element)
            && (selector.inside.isEmpty || selector.inside.contains(where: someAncestor))
            && !selector.notInside.contains(where: someAncestor)
    }

    static func plainOwn(_ selector: Selector, _ element: Element) -> Bool {
        func listed(_ values: [String], _ value: String?) -> Bool {
            guard let value else { return false }
            return values.contains(value) || PropertyValue.decimal(value).map { number in values.contains { PropertyValue.decimal($0) == number } } ?? false
        }
        return (selector.kinds.isEmpty || selector.kinds.contains(element.kind))
            && selector.conditions.allSatisfy { listed($0.value, element.string($0.key)) }
            && !selector.exclusions.contains { listed($0.value, element.string($0.key)) }
            && selector.prefixes.allSatisfy { name, prefixes in
                guard let value = element.string(name)?.lowercased() else { return false }
                return prefixes.contains { value.hasPrefix($0.lowercased()) }
            }
            && selector.has.allSatisfy { !(element.string($0) ?? "").isEmpty }
            && (selector.containing.isEmpty || selector.containing.contains { plainDescendant($0, element) })
            && !selector.notContaining.contains { plainDescendant($0, element) }
    }

    static func plainDescendant(_ selector: Selector, _ element: Element) -> Bool {
        element.children.contains { plainOwn(selector, $0) || ($0.kind != "modalView" && plainDescendant(selector, $0)) }
    }

    static func plainPicks(_ selector: Selector, in root: Element) -> [Bool] {
        var picked: [Bool] = []
        var ancestors: [Element] = []
        walk(root, ancestors: &ancestors) { picked.append(plainMatches(selector, $0, $1)) }
        return picked
    }

    // MARK: nesting

    @Test("selectors nested four deep with containing, notContaining, inside and notInside cost elements times selector size",
          arguments: ["containing", "notContaining", "inside", "notInside"], ["button", "label"])
    func nestedSelectors(keyName: String, innermostKind: String) {
        let keys = ["containing": \Selector.containing, "notContaining": \Selector.notContaining, "inside": \Selector.inside, "notInside": \Selector.notInside]
        let key = keys[keyName]!
        // A button is below every view, no label anywhere: a selector that is never met is
        // tried everywhere.
        let innermost = Selector(kinds: [innermostKind])
        let selector = Self.nested(key, levels: 4, innermost: innermost)
        let small = Self.picks(selector, in: Self.chain(30))
        let large = Self.picks(selector, in: Self.chain(60))
        #expect(small.picked == Self.plainPicks(selector, in: Self.chain(30)))
        // Five selectors (four levels and the innermost) over 61 elements, a few tests each.
        #expect(large.work <= 61 * 5 * 3, "work \(large.work) on 61 elements")
        #expect(Double(large.work) <= 2.5 * Double(small.work), "work \(small.work) on 31 elements, \(large.work) on 61")
    }

    @Test("a selector that mixes inside and containing at every level, on branches twice as deep, costs twice as much")
    func mixedNesting() {
        func tree(_ depth: Int) -> Element {
            Self.element("view", [:], (0..<4).map { _ in Self.chain(depth) })
        }
        var selector = Selector(kinds: ["label"])
        for level in 0..<5 {
            selector = level % 2 == 0 ? Selector(kinds: ["view"], notInside: [Selector(kinds: ["toolbar"])], containing: [selector])
                : Selector(kinds: ["view"], inside: [Selector(kinds: ["view"], containing: [selector])])
        }
        let small = Self.picks(selector, in: tree(12))
        let large = Self.picks(selector, in: tree(24))
        #expect(small.picked == Self.plainPicks(selector, in: tree(12)))
        #expect(Double(large.work) <= 2.2 * Double(small.work), "work \(small.work) on four branches 12 deep, \(large.work) on 24 deep")
    }

    @Test("memoised answers are the plain reading's on random trees and selectors")
    func randomTreesAndSelectors() {
        var random = SeededGenerator(seed: 7)
        let kinds = ["view", "button", "modalView", "toolbar"]
        func tree(_ depth: Int) -> Element {
            let children = depth == 0 ? [] : (0..<Int.random(in: 0..<3, using: &random)).map { _ in tree(depth - 1) }
            return Self.element(kinds[Int.random(in: 0..<kinds.count, using: &random)], Int.random(in: 0..<2, using: &random) == 0 ? [:] : ["title": "T"], children)
        }
        for _ in 0..<300 {
            let root = tree(4)
            let chosen = Self.selector(3, &random, kinds)
            #expect(Self.picks(chosen, in: root).picked == Self.plainPicks(chosen, in: root), "\(chosen.summary)")
        }
    }

    static func selector(_ depth: Int, _ random: inout SeededGenerator, _ kinds: [String]) -> Selector {
        var selector = Selector(kinds: Int.random(in: 0..<3, using: &random) == 0 ? [] : [kinds[Int.random(in: 0..<kinds.count, using: &random)]], has: Int.random(in: 0..<4, using: &random) == 0 ? ["title"] : [])
        guard depth > 0 else { return selector }
        for key in [\Selector.inside, \Selector.notInside, \Selector.containing, \Selector.notContaining] where Int.random(in: 0..<3, using: &random) == 0 {
            selector[keyPath: key] = (0..<(1 + Int.random(in: 0..<2, using: &random))).map { _ in Self.selector(depth - 1, &random, kinds) }
        }
        return selector
    }

    // MARK: lists of values

    /// A screen of `count` buttons titled `Title N` and tagged `N` (N from 0), the first of a
    /// hundred ending in the selector's last listed value.
    static func buttons(_ count: Int) -> Element {
        Self.element("screen", ["name": "S"], (0..<count).map { Self.element("button", ["title": "Title \($0)", "tag": "\($0 * 7)"]) })
    }

    @Test("startsWith with thousands of prefixes costs a few comparisons an element, with the same answers")
    func manyPrefixes() {
        func selector(_ count: Int) -> Selector {
            Selector(kinds: ["button"], prefixes: ["title": (0..<count).map { "TITLE \($0 * 3)X" } + ["title 9"]])
        }
        let small = Self.picks(selector(1000), in: Self.buttons(1000))
        let large = Self.picks(selector(2000), in: Self.buttons(2000))
        #expect(small.picked == Self.plainPicks(selector(1000), in: Self.buttons(1000)))
        #expect(small.picked.filter { $0 }.count == 111)
        #expect(large.work <= 2001 * 6, "work \(large.work) on 2,001 elements")
        #expect(Double(large.work) <= 2.2 * Double(small.work), "work \(small.work) on 1,001 elements, \(large.work) on 2,001")
    }

    @Test("startsWith answers as hasPrefix does on the lowercased texts, Unicode included")
    func prefixAnswers() {
        let prefixes = ["é", "e", "x", "K", "straße", "ǅ", "a\u{301}", "", "ﬁ", "日本", "  ", "\u{301}"]
        let titles = ["e\u{301}clair", "éclair", "eclair", "x\u{301}y", "\u{212A}elvin", "kelvin", "STRASSE", "Straße Nord", "ǆemal",
                      "ǅemal", "ábc", "a\u{301}bc", "ﬁne", "fine", "日本語", " ", "  x", "\u{301}a", "", "Q"]
        for count in [1, 3, prefixes.count] {
            let selector = Selector(kinds: ["button"], prefixes: ["title": Array(prefixes.prefix(count))])
            let root = Self.element("screen", [:], titles.map { Self.element("button", ["title": $0]) })
            #expect(Self.picks(selector, in: root).picked == Self.plainPicks(selector, in: root), "\(count) prefixes")
        }
    }

    @Test("where and whereNot with thousands of values cost a few comparisons an element, with the same answers, numbers as numbers")
    func manyValues() {
        func selectors(_ count: Int) -> [Selector] {
            let titles = (0..<count).map { "Title \($0 * 5)" }
            let tags = (0..<count).map { "\($0 * 3).0" } + ["0x10", "7e0"]
            return [Selector(kinds: ["button"], conditions: ["title": titles]), Selector(kinds: ["button"], exclusions: ["title": titles]),
                    Selector(kinds: ["button"], conditions: ["tag": tags]), Selector(kinds: ["button"], exclusions: ["tag": tags])]
        }
        for (small, large) in zip(selectors(1000), selectors(2000)) {
            let before = Self.picks(small, in: Self.buttons(1000))
            let after = Self.picks(large, in: Self.buttons(2000))
            #expect(before.picked == Self.plainPicks(small, in: Self.buttons(1000)), "\(small.summary.prefix(60))")
            #expect(after.work <= 2001 * 6, "work \(after.work) on 2,001 elements")
            #expect(Double(after.work) <= 2.2 * Double(before.work), "work \(before.work) on 1,001 elements, \(after.work) on 2,001")
        }
    }
}
