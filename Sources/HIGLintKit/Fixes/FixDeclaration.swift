/// A check's declared repair (`fix:` in a rule file): one operation, or several made together, on
/// the element a finding is at, and whether it is safe to apply without being asked (`--fix`) or
/// only with `--fix-unsafe`.
///
/// ```yaml
/// fix: { set: title, to: "{corrected}" }           # the check's own suggestion
/// fix: { set: keyboardType, to: emailAddress }     # a literal value
/// fix: { remove: hidesWhenStopped, safety: unsafe }
/// fix: { moveAfter: button, safety: unsafe }       # after the last sibling the selector picks
/// fix: { operations: [{ set: systemItem, toValueNamed: "{text}" }, { remove: title }], safety: unsafe }
/// ```
struct FixDeclaration: RuleReadable, Sendable {
    enum Operation: Sendable {
        /// Give `property` the value `to` renders: a literal, or the check's `{placeholders}`.
        case set(property: String, to: MessageTemplate)
        /// Give `property` the listed value whose name, case, spaces and hyphens aside, is the text
        /// `named` renders ("Fast Forward" → `fastForward`); no fix when none is.
        case setNamed(property: String, named: MessageTemplate)
        /// Leave `property` out, so that it takes UIKit's default.
        case remove(property: String)
        /// Move the element at fault among its siblings: just after the last one `sibling` picks,
        /// or just before the first one.
        case move(MovePlace, sibling: Selector)

        /// The property the operation sets or removes; nil for a move.
        var property: String? {
            switch self {
            case .set(let property, _), .setNamed(let property, _), .remove(let property): return property
            case .move: return nil
            }
        }
    }

    enum MovePlace: String, Sendable {
        /// After the last sibling the selector picks.
        case after
        /// Before the first sibling the selector picks.
        case before
    }

    /// Made together, in this order, as one repair: all of them or none.
    var operations: [Operation]
    var safety: SuggestedFix.Safety

    /// The keys of one operation.
    static let operationKeys: [RuleLanguage.Key] = [
        RuleLanguage.key("set", "The property of the element at fault to set (with `to` or `toValueNamed`)."),
        RuleLanguage.key("to", "With `set`: the new value, literal text or the check's `{placeholders}` (`{corrected}`); a property with listed values takes one of them."),
        RuleLanguage.key("toValueNamed", "With `set`, for a property with listed values: the value whose name, case, spaces and hyphens aside, is this text (`\"{text}\"`: a title \"Fast Forward\" gives `fastForward`); no fix when no value has that name."),
        RuleLanguage.key("remove", "The property of the element at fault to leave out, so that it takes UIKit's default."),
        RuleLanguage.key("moveAfter", "A selector of the element's siblings: the element moves to just after the last of them (the Cancel button to the bottom of an action sheet)."),
        RuleLanguage.key("moveBefore", "A selector of the element's siblings: the element moves to just before the first of them."),
    ]

    /// The keys of a `fix:` mapping, with what each means (the schema and the language reference
    /// are generated from them).
    static let keys: [RuleLanguage.Key] = operationKeys + [
        RuleLanguage.key("operations", "In place of one operation's keys: a list of operations (each a mapping of the keys above), made together as one repair, all or none (`[{ set: systemItem, toValueNamed: \"{text}\" }, { remove: title }]`)."),
        RuleLanguage.key("safety", "`safe` (default): applied by `--fix`; `unsafe`: a repair that may change meaning, applied only with `--fix-unsafe`."),
    ]

    /// The properties the fix sets or removes.
    var properties: [String] { operations.compactMap(\.property) }

    init(reading: RuleReading) throws {
        let fields = try reading.fields(allowed: Self.keys.map(\.name), in: "a fix")
        if let list: [OperationReading] = try fields.optional("operations") {
            guard !Self.operationKeys.contains(where: { fields.contains($0.name) }) else {
                throw reading.problem("a fix gives either one operation's keys or `operations`, not both")
            }
            guard !list.isEmpty else { throw reading.problem("a fix's `operations` lists at least one operation") }
            guard list.filter({ if case .move = $0.operation { return true } else { return false } }).count <= 1 else {
                throw reading.problem("a fix moves its element at most once")
            }
            operations = list.map(\.operation)
        } else {
            operations = [try Self.operation(fields, reading: reading)]
        }
        safety = try fields.optional("safety") ?? .safe
    }

    /// One item of `operations`.
    private struct OperationReading: RuleReadable {
        var operation: Operation
        init(reading: RuleReading) throws {
            let fields = try reading.fields(allowed: FixDeclaration.operationKeys.map(\.name), in: "a fix's operation")
            operation = try FixDeclaration.operation(fields, reading: reading)
        }
    }

    private static func operation(_ fields: RuleFields, reading: RuleReading) throws -> Operation {
        let set: String? = try fields.optional("set")
        let remove: String? = try fields.optional("remove")
        let to: String? = try fields.optional("to")
        let toValueNamed: String? = try fields.optional("toValueNamed")
        let moveAfter: Selector? = try fields.optional("moveAfter")
        let moveBefore: Selector? = try fields.optional("moveBefore")
        let given = [set != nil, remove != nil, moveAfter != nil, moveBefore != nil].filter { $0 }.count
        guard given == 1 else {
            throw reading.problem("a fix's operation either sets a property (`set`, `to`), removes one (`remove`) or moves the element (`moveAfter`, `moveBefore`)")
        }
        if let property = set {
            switch (to, toValueNamed) {
            case (let to?, nil): return .set(property: property, to: MessageTemplate(to))
            case (nil, let named?): return .setNamed(property: property, named: MessageTemplate(named))
            default: throw reading.problem("a fix that sets '\(property)' needs `to` (the new value) or `toValueNamed`")
            }
        }
        guard to == nil, toValueNamed == nil else {
            throw reading.problem("only a fix that sets a property takes `to` or `toValueNamed`")
        }
        if let property = remove { return .remove(property: property) }
        if let sibling = moveAfter { return .move(.after, sibling: sibling) }
        return .move(.before, sibling: moveBefore!)
    }
}

extension SuggestedFix.Safety: RuleReadable {}
