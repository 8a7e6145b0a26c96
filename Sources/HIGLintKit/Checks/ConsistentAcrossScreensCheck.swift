/// The elements this check applies to have the same `properties` on every screen of an app (see
/// `ScreenFact.scope`) or, with `groupBy`, on every screen of the app with the same value of that
/// root property (e.g. orientation).
/// The most common appearance is taken as the app's, counting each element once (a bar several
/// screens show, as a navigation controller's is shown by every screen of its stack, is one
/// vote); each screen that differs is reported, and
/// the message names the other screens involved (not the reported one). When no appearance is the
/// most common (one screen against one), the screens that differ from the first appearance are
/// reported with variant `tie`, for a message that speaks of a disagreement, not of the app's look.
/// An element that several screens show (a navigation controller's bar, on each screen of its
/// stack) is reported once.
struct ConsistentAcrossScreensCheck: CrossScreenPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "consistentAcrossScreens",
        summary: "The elements the check applies to have the same `properties` on every screen of an app (or of a group of them); the most common appearance is the app's (each element counted once, however many screens show it), and each screen that differs is reported. A cross-screen check.",
        parameters: [
            .required("properties", .properties(.element), "The properties compared (UIKit's defaults count)."),
            .optional("groupBy", .property(.root), "Compare only screens with the same value of this property of the screen (its orientation, say)."),
        ],
        variables: [("value", "this screen's appearance"), ("expected", "the app's appearance"),
                    ("screens", "the other screens involved"), ("group", "the group compared, or \"all screens\"")],
        variants: [("tie", "no appearance is the most common (one screen against one)")])

    var properties: [String]
    var groupBy: String?

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        groupBy = try parameters.optional("groupBy")
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", "))] + (groupBy.map { [("groupBy", $0)] } ?? [])
    }

    func fact(_ context: ElementContext) -> ScreenFact? {
        // What people see: a value UIKit works out from the screen (an action sheet's
        // `automatic`) is compared as the look it gives; one whose look is not known is left out.
        let screen = context.ancestors.last { $0.kind == "modalView" } ?? context.root
        var shown: [String] = []
        for property in properties {
            // A value the app sets in code is not known: nothing to compare.
            if context.element.isSetAtRunTime(property) { return nil }
            let value = Vocabulary.shownValue(of: property, in: context.element, screen: screen)
            if value == nil && Vocabulary.value(of: property, in: context.element) != nil { return nil }
            shown.append(Self.describe(property, value))
        }
        let value = shown.joined(separator: ", ")
        let group = groupBy.flatMap { Vocabulary.value(of: $0, in: context.root) } ?? ""
        return ScreenFact(screen: context.root.label ?? context.description.path, location: context.element.location,
                          path: context.path, scope: ScreenFact.scope(of: context), group: group, value: value)
    }

    /// The screens of each appearance but one: `"Inbox", "Message" (black); "Settings" (blue)`,
    /// with the appearances (as `CheckFacts` numbers them) in `order` and each one's screens in file
    /// order; and the first fact of each screen named, in the same order (the finding's related
    /// places). The reported screen is not among the screens it is compared with: `excluding` names
    /// it, and an appearance left without screens is not listed. An app with hundreds of screens
    /// would make every message as long as the app, so each appearance names at most five screens
    /// and counts the rest.
    static func screenList(_ screens: [Int32: Screens], order: [Int32], excluding excluded: String?,
                           facts: CheckFacts) -> (text: String, positions: [Int]) {
        var positions: [Int] = []
        let text = order.compactMap { value -> String? in
            guard let entry = screens[value] else { return nil }
            let listed = entry.names.indices.lazy.filter { entry.names[$0] != excluded }.prefix(5)
            let total = entry.names.count - (excluded.map(entry.seen.contains) == true ? 1 : 0)
            guard total > 0 else { return nil }
            positions += listed.map { entry.positions[$0] }
            let more = total > listed.count ? " and \(total - listed.count) more" : ""
            return listed.map { entry.names[$0] }.joined(separator: ", ") + more + " (\(facts.text(value)))"
        }.joined(separator: "; ")
        return (text, positions)
    }

    /// The screens of one appearance, by quoted name, each once, in file order.
    struct Screens {
        var names: [String] = []
        /// Where each screen's first fact of the appearance is, as `names` orders them.
        var positions: [Int] = []
        var seen = Set<String>()
    }

    /// The screens of each appearance among the facts at `members` (in file order).
    static func screensByValue(_ facts: CheckFacts, _ members: [Int]) -> [Int32: Screens] {
        var result: [Int32: Screens] = [:]
        var lastScreen: Int32?
        var lastValue: Int32?
        for position in members {
            // A screen's facts come one after another: its name is looked up once an appearance.
            let screen = facts.screenID(position), value = facts.valueID(position)
            guard screen != lastScreen || value != lastValue else { continue }
            lastScreen = screen
            lastValue = value
            let name = "\"\(facts.screenName(position))\""
            if result[value, default: Screens()].seen.insert(name).inserted {
                result[value]!.names.append(name)
                result[value]!.positions.append(position)
            }
        }
        return result
    }

    /// `black` for a value, `translucent` / `not translucent` for a boolean property.
    static func describe(_ property: String, _ value: String?) -> String {
        switch value {
        case "true": return property
        case "false": return "not " + property
        case let value?: return value
        case nil: return "no \(property)"
        }
    }

    func compare(_ facts: CheckFacts) -> [(position: Int, finding: CheckFinding)] {
        // Numbers, not texts: a run of many screens compares hundreds of thousands of facts.
        var groups: [GroupKey: [Int]] = [:]
        var order: [GroupKey] = []
        // In file order, so that the outcome does not depend on the order files were read in.
        for position in facts.positionsInFileOrder() {
            let key = GroupKey(scope: facts.scopeID(position), group: facts.groupID(position))
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        var results: [(position: Int, finding: CheckFinding)] = []
        for key in order {
            let members = groups[key]!
            // One vote per element: a bar that every screen of its stack shows (a navigation
            // controller's) is one bar, whatever the number of screens pushed onto it.
            var counts: [Int32: Int] = [:]
            var firstSeen: [Int32] = []
            var voted: [Int64: [Int]] = [:]
            for position in members {
                let value = facts.valueID(position)
                if counts[value] == nil {
                    firstSeen.append(value)
                    counts[value] = 0
                }
                let place = facts.lineAndColumn(position)
                if voted[place, default: []].contains(where: { facts.samePlace($0, position) && facts.valueID($0) == value }) { continue }
                voted[place, default: []].append(position)
                counts[value]! += 1
            }
            guard firstSeen.count > 1 else { continue }
            // The most common appearance is the app's. When two or more are equally common, none is:
            // the screens that differ from the first of them (in file order) are reported as a
            // disagreement (variant `tie`), without calling one side the app's.
            let most = counts.values.max()!
            let leaders = firstSeen.filter { counts[$0]! == most }
            let expected = leaders[0]
            let screens = Self.screensByValue(facts, members)
            let group = facts.text(key.group)
            // A bar that every screen of its stack shows is one bar: reported once, at its first screen.
            var reported: [Int64: [Int]] = [:]
            for position in members where facts.valueID(position) != expected {
                let place = facts.lineAndColumn(position)
                if reported[place, default: []].contains(where: { facts.samePlace($0, position) }) { continue }
                reported[place, default: []].append(position)
                let list = Self.screenList(screens, order: firstSeen, excluding: "\"\(facts.screenName(position))\"", facts: facts)
                var finding = CheckFinding(["value": facts.text(facts.valueID(position)), "expected": facts.text(expected),
                                            "screens": list.text, "group": group.isEmpty ? "all screens" : group],
                                           variant: leaders.count > 1 ? "tie" : nil)
                finding.related = list.positions
                results.append((position, finding))
            }
        }
        return results
    }

    /// Facts are compared within one scope and group.
    private struct GroupKey: Hashable {
        var scope: Int32
        var group: Int32
    }
}
