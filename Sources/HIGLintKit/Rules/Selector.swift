/// Picks elements by kind, property values and surroundings. In a rule file it is a kind
/// (`toolbar`), a list of kinds, or a mapping:
///
///     element: [button]                     # one of these kinds (any kind when left out)
///     where: { role: cancel }               # every listed property has one of the listed values
///     whereNot: { systemItem: [flexibleSpace, fixedSpace] }   # no listed property has a listed value
///     whereIgnoringCase: { title: [Cancel, Not Now] }   # as `where`, comparing texts without regard to case
///     startsWith: { title: [Log In, Sign In] }   # every listed property begins with a listed text, ignoring case
///     has: [title]                          # these properties are given (not empty, or set at run time)
///     lacks: [image]                        # these properties are not given (or empty) nor set at run time
///     inside: [{ element: tableView, where: { style: grouped } }]   # some ancestor matches one of these
///     notInside: [alert, actionSheet]       # no ancestor matches any of these
///     containing: { element: button, where: { role: destructive } }   # some descendant matches one of these
///     notContaining: { element: barButtonItem, where: { systemItem: cancel } }  # no descendant matches any
///
/// A list under `inside` or `containing` means "one of these"; under `notInside` or
/// `notContaining`, "none of these".
///
/// `where` and `whereNot` see UIKit's default for a property the description leaves out (a bar
/// button item without `style` is `plain`, a system Edit item `bordered`), as the vocabulary
/// records them. A value UIKit works out from the screen (an action sheet's `automatic`) is
/// matched as written: `where: { style: automatic }`.
struct Selector: RuleReadable, Sendable {
    var kinds: [String] { didSet { compile() } }
    var conditions: [String: [String]] { didSet { compile() } }
    var exclusions: [String: [String]] { didSet { compile() } }
    var caseInsensitiveConditions: [String: [String]] { didSet { compile() } }
    var prefixes: [String: [String]] { didSet { compile() } }
    var has: [String] { didSet { compile() } }
    var lacks: [String] { didSet { compile() } }
    var inside: [Selector] { didSet { compile() } }
    var notInside: [Selector] { didSet { compile() } }
    var containing: [Selector] { didSet { compile() } }
    var notContaining: [Selector] { didSet { compile() } }

    /// The selector as it is matched, made again whenever a part of it changes.
    private(set) var matcher: Matcher

    init(kinds: [String], conditions: [String: [String]] = [:], exclusions: [String: [String]] = [:],
                caseInsensitiveConditions: [String: [String]] = [:], prefixes: [String: [String]] = [:], has: [String] = [], lacks: [String] = [], inside: [Selector] = [], notInside: [Selector] = [],
                containing: [Selector] = [], notContaining: [Selector] = []) {
        self.kinds = kinds
        self.conditions = conditions
        self.exclusions = exclusions
        self.caseInsensitiveConditions = caseInsensitiveConditions
        self.prefixes = prefixes
        self.has = has
        self.lacks = lacks
        self.inside = inside
        self.notInside = notInside
        self.containing = containing
        self.notContaining = notContaining
        matcher = Matcher(kinds: kinds, conditions: conditions, exclusions: exclusions,
                          caseInsensitiveConditions: caseInsensitiveConditions, prefixes: prefixes, has: has, lacks: lacks,
                          inside: inside, notInside: notInside, containing: containing, notContaining: notContaining)
    }

    private mutating func compile() {
        matcher = Matcher(kinds: kinds, conditions: conditions, exclusions: exclusions,
                          caseInsensitiveConditions: caseInsensitiveConditions, prefixes: prefixes, has: has, lacks: lacks,
                          inside: inside, notInside: notInside, containing: containing, notContaining: notContaining)
    }

    /// A selector ready to match: held by one reference, its nested selectors too, so that
    /// matching an element against it copies nothing; `conditions` and `exclusions` come with each
    /// property's default by kind at hand, so that a property left out costs one lookup.
    final class Matcher: Sendable {
        private let kinds: [String]
        private let valueTests: [ValueTest]
        private let exclusionTests: [ValueTest]
        /// `whereIgnoringCase`: the values lowercased, matched against the element's value lowercased.
        private let caseInsensitiveTests: [ValueTest]
        private let prefixTests: [ValueTest]
        private let has: [String]
        private let lacks: [String]
        /// The properties `where`, `whereNot`, `whereIgnoringCase` and `startsWith` test, which must not be set at run time.
        private let valueNames: [String]
        private let inside: [Matcher]
        private let notInside: [Matcher]
        private let containing: [Matcher]
        private let notContaining: [Matcher]

        /// A class, so that going through a matcher's tests costs one reference count a test,
        /// not one a field.
        private final class ValueTest: Sendable {
            let name: String
            let values: [String]
            /// The values, hashed, in a list too long to go through for each element.
            private let valueSet: Set<String>?
            /// The values that are numbers, as numbers (`1004.0` is `1004`), hashed in a long list.
            private let numbers: [Double]
            private let numberSet: Set<Double>?
            /// The values as prefixes, in a list too long to go through for each element.
            private let prefixIndex: PrefixIndex?
            /// What each kind that assumes something of the property assumes: a few, so searched
            /// in a list rather than hashed.
            let assumedByKind: [(kind: String, assumed: Vocabulary.Assumed)]

            /// Up to this many values are compared one by one: a few comparisons cost less than
            /// hashing the element's value.
            static let shortList = 8

            init(name: String, values: [String]) {
                self.name = name
                self.values = values
                let isLong = values.count > Self.shortList
                valueSet = isLong ? Set(values) : nil
                numbers = values.compactMap(PropertyValue.decimal)
                numberSet = isLong ? Set(numbers) : nil
                prefixIndex = isLong ? PrefixIndex(values) : nil
                assumedByKind = (Vocabulary.assumedByProperty[name] ?? [:]).sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            }

            func value(in element: Element) -> String? {
                if let value = element[name]?.text { return value }
                let kind = element.kind
                // By index, so that an entry is not copied for each comparison.
                for index in assumedByKind.indices where assumedByKind[index].kind == kind {
                    // A plain default read here, for speed, rather than through
                    // `Assumed.value(in:)` too.
                    if assumedByKind[index].assumed.conditional.isEmpty { return assumedByKind[index].assumed.plain }
                    return assumedByKind[index].assumed.value(in: element)
                }
                return nil
            }

            /// `Selector.contains(values, value)`: values compared one by one in a short list, one
            /// lookup in a long one.
            func lists(_ value: String, counting evaluation: inout SelectorEvaluation) -> Bool {
                if let valueSet {
                    evaluation.countValueComparisons(1)
                    if valueSet.contains(value) { return true }
                } else {
                    evaluation.countValueComparisons(values.count)
                    if values.contains(value) { return true }
                }
                guard !numbers.isEmpty, Selector.comparesAsNumber(value), let number = PropertyValue.decimal(value) else { return false }
                if let numberSet {
                    evaluation.countValueComparisons(1)
                    return numberSet.contains(number)
                }
                evaluation.countValueComparisons(numbers.count)
                return numbers.contains(number)
            }

            /// Whether `value` begins with one of the values (`hasPrefix`: the values are lowercased,
            /// and so must `value` be).
            func beginsWithListedPrefix(_ value: String, counting evaluation: inout SelectorEvaluation) -> Bool {
                if let prefixIndex { return prefixIndex.hasListedPrefix(value, counting: &evaluation) }
                evaluation.countValueComparisons(values.count)
                return values.contains { value.hasPrefix($0) }
            }
        }

        init(kinds: [String], conditions: [String: [String]], exclusions: [String: [String]],
             caseInsensitiveConditions: [String: [String]], prefixes: [String: [String]],
             has: [String], lacks: [String],
             inside: [Selector], notInside: [Selector], containing: [Selector], notContaining: [Selector]) {
            self.kinds = kinds
            valueTests = conditions.map(ValueTest.init)
            exclusionTests = exclusions.map(ValueTest.init)
            caseInsensitiveTests = caseInsensitiveConditions.map { ValueTest(name: $0.key, values: $0.value.map { $0.lowercased() }) }
            prefixTests = prefixes.map { ValueTest(name: $0.key, values: $0.value.map { $0.lowercased() }) }
            self.has = has
            self.lacks = lacks
            valueNames = Array(Set(conditions.keys).union(exclusions.keys).union(caseInsensitiveConditions.keys).union(prefixes.keys)).sorted()
            self.inside = inside.map(\.matcher)
            self.notInside = notInside.map(\.matcher)
            self.containing = containing.map(\.matcher)
            self.notContaining = notContaining.map(\.matcher)
        }

        /// Whether `element` itself matches: kind, values, given properties and descendants, not
        /// ancestors. `evaluation` keeps what is worked out about the screen's elements.
        func matches(_ element: Element, in evaluation: inout SelectorEvaluation) -> Bool {
            evaluation.countElementTest()
            if !kinds.isEmpty && !kinds.contains(element.kind) { return false }
            for test in valueTests {
                guard let value = test.value(in: element), test.lists(value, counting: &evaluation) else { return false }
            }
            for test in exclusionTests {
                if let value = test.value(in: element), test.lists(value, counting: &evaluation) { return false }
            }
            for test in caseInsensitiveTests {
                guard let value = test.value(in: element)?.lowercased(), test.lists(value, counting: &evaluation) else { return false }
            }
            for test in prefixTests {
                guard let value = test.value(in: element)?.lowercased(), test.beginsWithListedPrefix(value, counting: &evaluation)
                else { return false }
            }
            // A property the app sets at run time is given, though its value is unknown.
            for name in has where (element.string(name) ?? "").isEmpty && !element.isSetAtRunTime(name) { return false }
            for name in lacks where !(element.string(name) ?? "").isEmpty || element.isSetAtRunTime(name) { return false }
            // Nor does a test of its value hold: checked last, on the elements that match otherwise.
            if !valueNames.isEmpty, element[Vocabulary.setAtRunTime] != nil,
               valueNames.contains(where: element.isSetAtRunTime) { return false }
            if !containing.isEmpty && !containing.contains(where: { evaluation.someDescendant(of: element, matches: $0) }) { return false }
            if notContaining.contains(where: { evaluation.someDescendant(of: element, matches: $0) }) { return false }
            return true
        }

        /// Whether `element`, with these ancestors (root first), matches.
        func matches(_ element: Element, ancestors: ArraySlice<Element>, in evaluation: inout SelectorEvaluation) -> Bool {
            guard matches(element, in: &evaluation) else { return false }
            guard !inside.isEmpty || !notInside.isEmpty else { return true }
            evaluation.ask(about: ancestors)
            return matchesSurroundings(among: ancestors.count, of: ancestors, in: &evaluation)
        }

        /// Whether the ancestor at `position` (from the root) of the ancestors `evaluation` was last
        /// asked about matches, with the ancestors above it.
        func matchesAncestor(at position: Int, of ancestors: ArraySlice<Element>, in evaluation: inout SelectorEvaluation) -> Bool {
            matches(ancestors[ancestors.startIndex + position], in: &evaluation)
                && matchesSurroundings(among: position, of: ancestors, in: &evaluation)
        }

        /// Whether `inside` and `notInside` hold of the first `count` ancestors.
        private func matchesSurroundings(among count: Int, of ancestors: ArraySlice<Element>, in evaluation: inout SelectorEvaluation) -> Bool {
            if !inside.isEmpty && !inside.contains(where: { evaluation.someAncestor(among: count, of: ancestors, matches: $0) }) {
                return false
            }
            return !notInside.contains { evaluation.someAncestor(among: count, of: ancestors, matches: $0) }
        }
    }

    /// A kind, a list of kinds, or a mapping of `RuleLanguage.selectorKeys`.
    init(reading: RuleReading) throws {
        switch reading.value {
        case .scalar, .list:
            self.init(kinds: try [String](reading: reading))
        case .map:
            let fields = try reading.fields(allowed: RuleLanguage.selectorKeys.map(\.name), in: "a selector")
            self.init(
                kinds: try fields.optional("element") ?? [],
                conditions: try fields.optional("where", as: ValueLists.self)?.lists ?? [:],
                exclusions: try fields.optional("whereNot", as: ValueLists.self)?.lists ?? [:],
                caseInsensitiveConditions: try fields.optional("whereIgnoringCase", as: ValueLists.self)?.lists ?? [:],
                prefixes: try fields.optional("startsWith", as: ValueLists.self)?.lists ?? [:],
                has: try fields.optional("has") ?? [],
                lacks: try fields.optional("lacks") ?? [],
                inside: try fields.optional("inside") ?? [],
                notInside: try fields.optional("notInside") ?? [],
                containing: try fields.optional("containing") ?? [],
                notContaining: try fields.optional("notContaining") ?? [])
        }
    }

    /// Whether `element` itself matches: kind, values, given properties and descendants. The
    /// ancestors are needed only for `inside` and `notInside`, checked by `matches(_:ancestors:)`.
    func matches(_ element: Element) -> Bool {
        var evaluation = SelectorEvaluation()
        return matcher.matches(element, in: &evaluation)
    }

    /// Whether `value` is one of `values`; numbers compare as numbers (`1004.0` is `1004`).
    static func contains(_ values: [String], _ value: String) -> Bool {
        if values.contains(value) { return true }
        guard comparesAsNumber(value), let number = PropertyValue.decimal(value) else { return false }
        return values.contains { PropertyValue.decimal($0) == number }
    }

    /// Whether `value` is compared with listed values as a number too: only when it begins with
    /// a digit or a minus sign (` 5`, which `PropertyValue.decimal` reads as 5, is not 5 here).
    static func comparesAsNumber(_ value: String) -> Bool {
        guard let first = value.utf8.first else { return false }
        return first == UInt8(ascii: "-") || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first)
    }

    /// Whether `element`, with these ancestors (root first), matches.
    func matches(_ element: Element, ancestors: [Element]) -> Bool {
        matches(element, ancestors: ancestors[...])
    }

    func matches(_ element: Element, ancestors: ArraySlice<Element>) -> Bool {
        var evaluation = SelectorEvaluation()
        return matcher.matches(element, ancestors: ancestors, in: &evaluation)
    }

    /// The selector in words, for `explain` and the rule docs.
    var summary: String {
        func values(_ lists: [String: [String]]) -> [String] {
            lists.sorted { $0.key < $1.key }.map { "\($0.key) = \($0.value.joined(separator: " | "))" }
        }
        var parts = [kinds.isEmpty ? "any element" : kinds.joined(separator: ", ")]
        if !conditions.isEmpty { parts.append("where " + values(conditions).joined(separator: " and ")) }
        if !exclusions.isEmpty { parts.append("except where " + values(exclusions).joined(separator: " or ")) }
        if !caseInsensitiveConditions.isEmpty {
            parts.append("where, in any case, " + values(caseInsensitiveConditions).joined(separator: " and "))
        }
        if !prefixes.isEmpty {
            parts.append("where " + prefixes.sorted { $0.key < $1.key }
                .map { "\($0.key) starts with \($0.value.joined(separator: " | "))" }.joined(separator: " and "))
        }
        if !has.isEmpty { parts.append("with " + has.joined(separator: ", ")) }
        if !lacks.isEmpty { parts.append("without " + lacks.joined(separator: ", ")) }
        if !inside.isEmpty { parts.append("inside " + inside.map { "(\($0.summary))" }.joined(separator: " or ")) }
        if !notInside.isEmpty { parts.append("not inside " + notInside.map { "(\($0.summary))" }.joined(separator: " or ")) }
        if !containing.isEmpty { parts.append("containing " + containing.map { "(\($0.summary))" }.joined(separator: " or ")) }
        if !notContaining.isEmpty { parts.append("not containing " + notContaining.map { "(\($0.summary))" }.joined(separator: " or ")) }
        return parts.joined(separator: " ")
    }
}
