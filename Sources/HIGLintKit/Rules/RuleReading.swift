import HIGLintRuleFormat

/// A value of a rule document with the place it has in the rule, read into the types rules are
/// made of (`RuleReadable`). Every reader checks the kind of value it is given, and a problem
/// names its place, which a rule file read from YAML turns into a line and column.
struct RuleReading {
    var value: RuleValue
    /// Keys and list positions from the rule's top.
    var path: [RulePathStep]
    /// Whether the rule's regular expressions are known to compile (the built-in rules'), so that
    /// each is compiled only when a check first uses it.
    var compilesPatternsOnFirstUse: Bool

    /// The reading of `value`, one step further into the rule.
    func at(_ step: RulePathStep, _ value: RuleValue) -> RuleReading {
        var reading = self
        reading.value = value
        reading.path.append(step)
        return reading
    }

    func problem(_ message: String) -> RuleProblem { RuleProblem(path: path, message: message) }

    func read<T: RuleReadable>(_ type: T.Type = T.self) throws -> T { try T(reading: self) }

    var scalar: RuleScalar? {
        if case .scalar(let scalar) = value { return scalar }
        return nil
    }

    /// The value's entries, when it is a mapping whose keys are all among `allowed`.
    func fields(allowed: [String], in context: String) throws -> RuleFields {
        guard case .map(let entries) = value else { throw problem("expected a mapping (\(context)), found \(kindName)") }
        for entry in entries where !allowed.contains(entry.key) {
            var problem = at(.key(entry.key), entry.value)
                .problem("unknown key '\(entry.key)' in \(context)\(Suggestions.didYouMean(entry.key, among: allowed))")
            problem.isAboutKey = true
            throw problem
        }
        return RuleFields(reading: self, entries: entries)
    }

    /// The value in words, for a problem.
    var kindName: String {
        switch value {
        case .scalar(.text): return "text"
        case .scalar(.integer), .scalar(.number): return "a number"
        case .scalar(.boolean): return "true or false"
        case .scalar(.null): return "nothing"
        case .list: return "a list"
        case .map: return "a mapping"
        }
    }
}

/// One step into a rule document: a mapping's key or a list's position.
enum RulePathStep: Sendable {
    case key(String)
    case index(Int)
}

/// What is wrong with a rule document, and where.
struct RuleProblem: Error {
    var path: [RulePathStep]
    var message: String
    /// Whether the problem is the last key of `path` itself (a misspelt key), not its value.
    var isAboutKey = false

    /// The message with the place in words, as `.checks[0].when`.
    var description: String {
        let place = path.map { step -> String in
            switch step {
            case .key(let key): return "." + key
            case .index(let index): return "[\(index)]"
            }
        }.joined()
        return place.isEmpty ? message : "\(place): \(message)"
    }
}

/// The entries of a mapping of a rule document, read by key.
struct RuleFields {
    var reading: RuleReading
    var entries: [(key: String, value: RuleValue)]

    func contains(_ key: String) -> Bool { entries.contains { $0.key == key } }

    func optional<T: RuleReadable>(_ key: String, as type: T.Type = T.self) throws -> T? {
        guard let entry = entries.first(where: { $0.key == key }) else { return nil }
        return try reading.at(.key(key), entry.value).read(T.self)
    }

    func required<T: RuleReadable>(_ key: String, as type: T.Type = T.self) throws -> T {
        guard let value = try optional(key, as: T.self) else { throw reading.problem("missing key '\(key)'") }
        return value
    }
}

/// A type a value of a rule document reads as.
protocol RuleReadable {
    init(reading: RuleReading) throws
}

extension String: RuleReadable {
    init(reading: RuleReading) throws {
        guard case .text(let text)? = reading.scalar else { throw reading.problem("expected text, found \(reading.kindName)") }
        self = text
    }
}

extension Int: RuleReadable {
    init(reading: RuleReading) throws {
        guard case .integer(let n)? = reading.scalar else { throw reading.problem("expected a whole number, found \(reading.kindName)") }
        self = n
    }
}

extension Double: RuleReadable {
    init(reading: RuleReading) throws {
        switch reading.scalar {
        case .integer(let n)?: self = Double(n)
        case .number(let n)?: self = n
        default: throw reading.problem("expected a number, found \(reading.kindName)")
        }
    }
}

extension Bool: RuleReadable {
    init(reading: RuleReading) throws {
        guard case .boolean(let b)? = reading.scalar else { throw reading.problem("expected true or false, found \(reading.kindName)") }
        self = b
    }
}

/// One value, or a list of them.
extension Array: RuleReadable where Element: RuleReadable {
    init(reading: RuleReading) throws {
        guard case .list(let items) = reading.value else {
            self = [try reading.read(Element.self)]
            return
        }
        self = try items.enumerated().map { try reading.at(.index($0.offset), $0.element).read(Element.self) }
    }
}

/// A mapping of names to values.
extension Dictionary: RuleReadable where Key == String, Value: RuleReadable {
    init(reading: RuleReading) throws {
        guard case .map(let entries) = reading.value else { throw reading.problem("expected a mapping, found \(reading.kindName)") }
        self = [:]
        for entry in entries { self[entry.key] = try reading.at(.key(entry.key), entry.value).read(Value.self) }
    }
}

/// A word of a fixed set (`enum Style: String, RuleReadable`).
extension RuleReadable where Self: RawRepresentable, Self: CaseIterable, RawValue == String {
    init(reading: RuleReading) throws {
        let word = try String(reading: reading)
        guard let value = Self(rawValue: word) else {
            let words = Self.allCases.map(\.rawValue)
            throw reading.problem("'\(word)' is not one of \(words.joined(separator: ", "))\(Suggestions.didYouMean(word, among: words))")
        }
        self = value
    }
}

/// A scalar of any kind, as the text it would have in an XML attribute.
struct ScalarText: RuleReadable {
    var text: String
    init(reading: RuleReading) throws {
        switch reading.scalar {
        case .text(let s)?: text = s
        case .boolean(let b)?: text = b ? "true" : "false"
        case .integer(let n)?: text = String(n)
        case .number(let n)?: text = PropertyValue.format(n)
        default: throw reading.problem("expected a value, found \(reading.kindName)")
        }
    }
}

/// `{ property: value }` or `{ property: [value, value] }`, values read as text.
struct ValueLists: RuleReadable {
    var lists: [String: [String]]
    init(reading: RuleReading) throws {
        lists = try [String: [ScalarText]](reading: reading).mapValues { $0.map(\.text) }
    }
}
