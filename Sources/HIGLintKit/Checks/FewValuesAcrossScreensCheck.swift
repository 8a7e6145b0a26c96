/// The elements this check applies to take at most `max` distinct values of `properties` across
/// the screens of an app (see `ScreenFact.scope`): a small system of type styles, say. When an app
/// has more, each value beyond the `max` most used is reported once, at its first element in file
/// order, with how many elements use it and where the others are: those are the candidates to
/// fold into the system. Each element counts once, however many screens show it; a screen made for
/// the app's developers (`ScreenDescription.developmentHint`) counts for nothing.
struct FewValuesAcrossScreensCheck: CrossScreenPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "fewValuesAcrossScreens",
        summary: "The elements the check applies to take at most `max` distinct values of `properties` across the screens of an app; when there are more, each value beyond the `max` most used is reported at its first element (each element counted once, however many screens show it). A cross-screen check.",
        parameters: [
            .required("properties", .properties(.element), "The properties that together make a value (UIKit's defaults count); an element whose value is set at run time or not known is left out."),
            .required("max", .integer, "How many distinct values an app may use."),
            .optional("format", .template(.element), "How a value is written in messages, with `{property}` placeholders (default: the values, separated by spaces)."),
        ],
        variables: [("value", "this element's value, as `format` writes it"), ("count", "how many distinct values the app uses"),
                    ("max", "the number allowed"), ("uses", "how many elements of the app use this value"),
                    ("common", "the five most used values, with their counts"), ("screens", "the screens whose elements use this value")])

    var properties: [String]
    var max: Int
    var format: MessageTemplate?

    init(_ parameters: RuleFields) throws {
        properties = try parameters.required("properties")
        max = try parameters.required("max")
        format = try parameters.optional("format", as: String.self).map(MessageTemplate.init)
    }

    var parameterSummary: [(name: String, value: String)] {
        [("properties", properties.joined(separator: ", ")), ("max", String(max))] + (format.map { [("format", $0.text)] } ?? [])
    }

    func fact(_ context: ElementContext) -> ScreenFact? {
        // A screen made for the app's developers (`Debug.storyboard`) is no part of what its users see.
        if context.description.developmentHint != nil { return nil }
        var values: [String: String] = [:]
        for property in properties {
            if context.element.isSetAtRunTime(property) { return nil }
            guard let value = Vocabulary.value(of: property, in: context.element) else { return nil }
            values[property] = value
        }
        let value = format?.render { values[$0] } ?? properties.compactMap { values[$0] }.joined(separator: " ")
        return ScreenFact(screen: context.root.label ?? context.description.path, location: context.element.location,
                          path: context.path, scope: ScreenFact.scope(of: context), group: "", value: value)
    }

    func compare(_ facts: CheckFacts) -> [(position: Int, finding: CheckFinding)] {
        var apps: [Int32: [Int]] = [:]
        var order: [Int32] = []
        for position in facts.positionsInFileOrder() {
            let scope = facts.scopeID(position)
            if apps[scope] == nil { order.append(scope) }
            apps[scope, default: []].append(position)
        }
        var results: [(position: Int, finding: CheckFinding)] = []
        for scope in order {
            // Each element once, in file order: an element that several screens show is one use.
            var uses: [Int32: [Int]] = [:]
            var firstSeen: [Int32] = []
            var counted: [Int64: [Int]] = [:]
            for position in apps[scope]! {
                let place = facts.lineAndColumn(position)
                if counted[place, default: []].contains(where: { facts.samePlace($0, position) }) { continue }
                counted[place, default: []].append(position)
                let value = facts.valueID(position)
                if uses[value] == nil { firstSeen.append(value) }
                uses[value, default: []].append(position)
            }
            guard firstSeen.count > max else { continue }
            // The most used first; among equals, the one the files show first.
            let ranked = firstSeen.enumerated().sorted { a, b in
                let (x, y) = (uses[a.element]!.count, uses[b.element]!.count)
                return x != y ? x > y : a.offset < b.offset
            }.map(\.element)
            let common = ranked.prefix(5).map { "\(facts.text($0)) (\(uses[$0]!.count))" }.joined(separator: ", ")
            for value in ranked.dropFirst(max) {
                let positions = uses[value]!
                var seen = Set<String>()
                let names = positions.map { "\"\(facts.screenName($0))\"" }.filter { seen.insert($0).inserted }
                let listed = names.prefix(5).joined(separator: ", ") + (names.count > 5 ? " and \(names.count - 5) more" : "")
                var finding = CheckFinding(["value": facts.text(value), "count": String(firstSeen.count), "max": String(max),
                                            "uses": String(positions.count), "common": common, "screens": listed])
                finding.related = Array(positions.dropFirst().prefix(5))
                results.append((positions[0], finding))
            }
        }
        return results
    }
}
