/// Reports every element the check applies to: for things that should not be there at all,
/// such as a More tab declared by hand.
struct PresenceCheck: CheckPrimitive {
    static let declaration = PrimitiveDeclaration(
        name: "presence",
        summary: "Reports every element the check applies to: for things that should not be there at all, such as a More tab declared by hand.",
        parameters: [], variables: [])

    init(_ parameters: RuleFields) {}

    var parameterSummary: [(name: String, value: String)] { [] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] { [CheckFinding()] }
}
