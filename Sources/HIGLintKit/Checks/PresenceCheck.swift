/// Reports every element the check applies to: for things that should not be there at all,
/// such as a More tab declared by hand.
struct PresenceCheck: CheckPrimitive, Decodable {
    static let typeName = "presence"
    static let parameters: [String] = []
    static let variables: [String] = []

    init(from decoder: Decoder) throws {}

    var parameterSummary: [(name: String, value: String)] { [] }

    func evaluate(_ context: ElementContext) -> [CheckFinding] { [CheckFinding()] }
}
