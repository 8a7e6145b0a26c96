/// When a count is a violation: `{ greaterThan: 5 }`, `{ lessThan: 1 }`, `{ equals: 1 }` or
/// `{ notEquals: 2 }`.
struct CountCondition: RuleReadable, Sendable {
    var greaterThan: Int?
    var lessThan: Int?
    var equals: Int?
    var notEquals: Int?

    init(reading: RuleReading) throws {
        let fields = try reading.fields(allowed: ["greaterThan", "lessThan", "equals", "notEquals"], in: "a count condition")
        greaterThan = try fields.optional("greaterThan")
        lessThan = try fields.optional("lessThan")
        equals = try fields.optional("equals")
        notEquals = try fields.optional("notEquals")
        guard greaterThan != nil || lessThan != nil || equals != nil || notEquals != nil else {
            throw reading.problem("a count condition needs greaterThan, lessThan, equals or notEquals")
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
