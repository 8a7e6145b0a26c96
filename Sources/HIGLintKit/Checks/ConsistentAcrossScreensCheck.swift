/// The elements this check applies to have the same `properties` on every screen of an app (see
/// `ScreenFact.scope`) or, with `groupBy`, on every screen of the app with the same value of that
/// root property (e.g. orientation).
/// The most common appearance is taken as the app's; each screen that differs is reported, and
/// the message names every screen involved.
struct ConsistentAcrossScreensCheck: CrossScreenPrimitive, Decodable {
    static let typeName = "consistentAcrossScreens"
    static let parameters = ["properties", "groupBy"]
    static let variables = ["value", "expected", "screens", "group"]

    var properties: [String]
    var groupBy: String?

    enum CodingKeys: String, CodingKey { case properties, groupBy }

    init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        properties = try c.decodeOneOrMany(.properties) ?? []
        groupBy = try c.decodeIfPresent(String.self, forKey: .groupBy)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", "))] + (groupBy.map { [("groupBy", $0)] } ?? [])
    }

    func fact(_ context: ElementContext) -> ScreenFact? {
        let value = properties.map { Self.describe($0, Vocabulary.value(of: $0, in: context.element)) }.joined(separator: ", ")
        let group = groupBy.flatMap { Vocabulary.value(of: $0, in: context.root) } ?? ""
        return ScreenFact(screen: context.root.label ?? context.description.path, location: context.element.location,
                          path: context.path, scope: ScreenFact.scope(of: context), group: group, value: value)
    }

    /// The screens of each appearance: `"Inbox", "Message" (black); "Settings" (blue)`, for the
    /// facts at `members` in file order and the values (as `CheckFacts` numbers them) in `order`.
    /// An app with hundreds of screens would make every message as long as the app, so each
    /// appearance names at most five screens and counts the rest.
    static func screenList(_ facts: CheckFacts, _ members: [Int], order: [Int32]) -> String {
        order.map { value in
            var names: [String] = []
            var seen = Set<String>()
            var lastScreen: Int32?
            for position in members where facts.valueID(position) == value {
                // A screen's facts come one after another: its name is written once.
                let screen = facts.screenID(position)
                guard screen != lastScreen else { continue }
                lastScreen = screen
                let name = "\"\(facts.screenName(position))\""
                guard seen.insert(name).inserted else { continue }
                if names.count < 5 { names.append(name) }
            }
            let more = seen.count > names.count ? " and \(seen.count - names.count) more" : ""
            return names.joined(separator: ", ") + more + " (\(facts.text(value)))"
        }.joined(separator: "; ")
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
        for position in (0..<facts.count).sorted(by: facts.precedes) {
            let key = GroupKey(scope: facts.scopeID(position), group: facts.groupID(position))
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(position)
        }
        var results: [(position: Int, finding: CheckFinding)] = []
        for key in order {
            let members = groups[key]!
            var counts: [Int32: Int] = [:]
            var firstSeen: [Int32] = []
            for position in members {
                let value = facts.valueID(position)
                if counts[value] == nil { firstSeen.append(value) }
                counts[value, default: 0] += 1
            }
            guard firstSeen.count > 1 else { continue }
            // The most common appearance is the app's; a tie goes to the one of the first file.
            let expected = firstSeen.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && firstSeen.firstIndex(of: $0)! > firstSeen.firstIndex(of: $1)!) }!
            let screens = Self.screenList(facts, members, order: firstSeen)
            let group = facts.text(key.group)
            for position in members where facts.valueID(position) != expected {
                results.append((position, CheckFinding(["value": facts.text(facts.valueID(position)), "expected": facts.text(expected),
                                                        "screens": screens, "group": group.isEmpty ? "all screens" : group])))
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
