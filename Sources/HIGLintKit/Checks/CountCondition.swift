/// When a count is a violation: `{ greaterThan: 5 }`, `{ lessThan: 1 }` or `{ equals: 1 }`.
struct CountCondition: Decodable, Sendable {
    var greaterThan: Int?
    var lessThan: Int?
    var equals: Int?

    func holds(for count: Int) -> Bool {
        if let greaterThan, count <= greaterThan { return false }
        if let lessThan, count >= lessThan { return false }
        if let equals, count != equals { return false }
        return true
    }

    /// The number the condition names, for messages.
    var limit: Int { greaterThan ?? lessThan ?? equals ?? 0 }

    var summary: String {
        [greaterThan.map { "more than \($0)" }, lessThan.map { "fewer than \($0)" }, equals.map { "exactly \($0)" }]
            .compactMap { $0 }.joined(separator: " and ")
    }
}
