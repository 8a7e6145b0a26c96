/// When a count is a violation: `{ greaterThan: 5 }`, `{ lessThan: 1 }`, `{ equals: 1 }` or
/// `{ notEquals: 2 }`.
struct CountCondition: Decodable, Sendable {
    var greaterThan: Int?
    var lessThan: Int?
    var equals: Int?
    var notEquals: Int?

    enum CodingKeys: String, CodingKey, CaseIterable { case greaterThan, lessThan, equals, notEquals }

    init(from decoder: Decoder) throws {
        try decoder.rejectUnknownKeys(CodingKeys.allCases.map(\.rawValue), in: "a count condition")
        let c = try decoder.container(keyedBy: CodingKeys.self)
        greaterThan = try c.decodeIfPresent(Int.self, forKey: .greaterThan)
        lessThan = try c.decodeIfPresent(Int.self, forKey: .lessThan)
        equals = try c.decodeIfPresent(Int.self, forKey: .equals)
        notEquals = try c.decodeIfPresent(Int.self, forKey: .notEquals)
        guard greaterThan != nil || lessThan != nil || equals != nil || notEquals != nil else {
            throw DecodingError.dataCorrupted(.init(codingPath: decoder.codingPath,
                                                    debugDescription: "a count condition needs greaterThan, lessThan, equals or notEquals"))
        }
    }

    func holds(for count: Int) -> Bool {
        if let greaterThan, count <= greaterThan { return false }
        if let lessThan, count >= lessThan { return false }
        if let equals, count != equals { return false }
        if let notEquals, count == notEquals { return false }
        return true
    }

    /// The number the condition names, for messages.
    var limit: Int { greaterThan ?? lessThan ?? equals ?? notEquals ?? 0 }

    var summary: String {
        [greaterThan.map { "more than \($0)" }, lessThan.map { "fewer than \($0)" }, equals.map { "exactly \($0)" }, notEquals.map { "other than \($0)" }]
            .compactMap { $0 }.joined(separator: " and ")
    }
}
