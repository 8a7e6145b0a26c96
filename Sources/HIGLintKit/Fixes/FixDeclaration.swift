/// A check's declared repair (`fix:` in a rule file): one operation on the element a finding is
/// at, and whether it is safe to apply without being asked (`--fix`) or only with `--fix-unsafe`.
///
/// ```yaml
/// fix: { set: title, to: "{corrected}" }           # the check's own suggestion
/// fix: { set: keyboardType, to: emailAddress }     # a literal value
/// fix: { remove: hidesWhenStopped, safety: unsafe }
/// ```
struct FixDeclaration: RuleReadable, Sendable {
    enum Operation: Sendable {
        /// Give `property` the value `to` renders: a literal, or the check's `{placeholders}`.
        case set(property: String, to: MessageTemplate)
        /// Leave `property` out, so that it takes UIKit's default.
        case remove(property: String)
    }

    var operation: Operation
    var safety: SuggestedFix.Safety

    /// The keys of a `fix:` mapping, with what each means (the schema and the language reference
    /// are generated from them).
    static let keys: [RuleLanguage.Key] = [
        RuleLanguage.key("set", "The property of the element at fault to set (with `to`)."),
        RuleLanguage.key("to", "With `set`: the new value, literal text or the check's `{placeholders}` (`{corrected}`); a property with listed values takes one of them."),
        RuleLanguage.key("remove", "The property of the element at fault to leave out, so that it takes UIKit's default."),
        RuleLanguage.key("safety", "`safe` (default): applied by `--fix`; `unsafe`: a repair that may change meaning, applied only with `--fix-unsafe`."),
    ]

    var property: String {
        switch operation {
        case .set(let property, _), .remove(let property): return property
        }
    }

    init(reading: RuleReading) throws {
        let fields = try reading.fields(allowed: Self.keys.map(\.name), in: "a fix")
        let set: String? = try fields.optional("set")
        let remove: String? = try fields.optional("remove")
        let to: String? = try fields.optional("to")
        switch (set, remove) {
        case (let property?, nil):
            guard let to else { throw reading.problem("a fix that sets '\(property)' needs `to`: the new value") }
            operation = .set(property: property, to: MessageTemplate(to))
        case (nil, let property?):
            guard to == nil else { throw reading.problem("a fix that removes a property takes no `to`") }
            operation = .remove(property: property)
        default:
            throw reading.problem("a fix either sets a property (`set`, `to`) or removes one (`remove`)")
        }
        safety = try fields.optional("safety") ?? .safe
    }
}

extension SuggestedFix.Safety: RuleReadable {}
