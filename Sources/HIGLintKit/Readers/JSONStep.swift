/// The way to a value inside a JSON document: the member names and array indices a decoder
/// names it by (`violations[3].file`).
enum JSONStep: Equatable {
    case key(String)
    case index(Int)

    /// A decoder's coding key: an index when it has one, else a member name.
    init(_ key: any CodingKey) {
        self = key.intValue.map { .index($0) } ?? .key(key.stringValue)
    }

    /// The steps as a reader writes them: `violations[3].file`.
    static func shown(_ steps: [JSONStep]) -> String {
        var out = ""
        for step in steps {
            switch step {
            case .key(let name): out += (out.isEmpty ? "" : ".") + name
            case .index(let index): out += "[\(index)]"
            }
        }
        return out
    }
}

extension JSONValue {
    /// The value the steps lead to, or the deepest one they reach: so that a fault found after
    /// decoding (a value out of range, a path outside the project, a member of the wrong type)
    /// is shown at its line and column as a syntax error is. The last member of a name wins, as
    /// it does for the decoder.
    func deepest(along steps: [JSONStep]) -> JSONValue {
        var current = self
        for step in steps {
            switch (current, step) {
            case (.object(let members, _), .key(let name)):
                guard let member = members.last(where: { $0.key == name }) else { return current }
                current = member.value
            case (.array(let elements, _), .index(let index)):
                guard elements.indices.contains(index) else { return current }
                current = elements[index]
            default:
                return current
            }
        }
        return current
    }
}
