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

    /// The screens of each appearance: `"Inbox", "Message" (black); "Settings" (blue)`. An app with
    /// hundreds of screens would make every message as long as the app, so each appearance names
    /// at most five screens and counts the rest.
    static func screenList(_ members: [ScreenFact], order: [String]) -> String {
        order.map { value in
            var names: [String] = []
            var count = 0
            for fact in members where fact.value == value {
                let name = "\"\(fact.screen)\""
                guard !names.contains(name) else { continue }
                count += 1
                if names.count < 5 { names.append(name) }
            }
            let more = count > names.count ? " and \(count - names.count) more" : ""
            return names.joined(separator: ", ") + more + " (\(value))"
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

    func compare(_ facts: [ScreenFact]) -> [(fact: ScreenFact, finding: CheckFinding)] {
        // Indices, not copies: a run of many screens compares hundreds of thousands of facts.
        var groups: [String: [Int]] = [:]
        var order: [String] = []
        // In file order, so that the outcome does not depend on the order files were read in.
        for index in facts.indices.sorted(by: { facts[$0].location < facts[$1].location }) {
            let key = facts[index].scope + "\u{0}" + facts[index].group
            if groups[key] == nil { order.append(key) }
            groups[key, default: []].append(index)
        }
        var results: [(fact: ScreenFact, finding: CheckFinding)] = []
        for key in order {
            let members = groups[key]!.map { facts[$0] }
            let group = members[0].group
            var counts: [String: Int] = [:]
            var firstSeen: [String] = []
            for fact in members {
                if counts[fact.value] == nil { firstSeen.append(fact.value) }
                counts[fact.value, default: 0] += 1
            }
            guard firstSeen.count > 1 else { continue }
            // The most common appearance is the app's; a tie goes to the one of the first file.
            let expected = firstSeen.max { counts[$0]! < counts[$1]! || (counts[$0]! == counts[$1]! && firstSeen.firstIndex(of: $0)! > firstSeen.firstIndex(of: $1)!) }!
            let screens = Self.screenList(members, order: firstSeen)
            for fact in members where fact.value != expected {
                results.append((fact, CheckFinding(["value": fact.value, "expected": expected, "screens": screens,
                                                    "group": group.isEmpty ? "all screens" : group])))
            }
        }
        return results
    }
}
