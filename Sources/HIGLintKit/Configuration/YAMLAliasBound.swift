import CYaml

/// Bounds what YAML aliases (`*name`) may add to a configuration or a project rule file, checked
/// on libyaml's events before Yams builds anything.
///
/// An alias repeats the node its anchor names, and an anchored node may itself hold aliases: nine
/// levels of a mapping whose keys are aliases of the level below fit in a few hundred bytes and
/// stand for billions of nodes. Yams builds them cheaply (an alias shares its node), but compares
/// a mapping's keys by value to find duplicates, which walks every one of those billions.
/// Counting, for each anchor, the nodes it stands for costs one pass over the events.
enum YAMLAliasBound {
    /// The most nodes the aliases of one file may stand for, all together.
    static let maxAliasedNodes = 100_000

    /// Why a file was refused: the alias that went past the limit.
    struct Exceeded: Error, Equatable {
        var line: Int
        var column: Int
        var message: String { "YAML aliases here stand for more than \(maxAliasedNodes.formatted) nodes (the limit is \(maxAliasedNodes.formatted)); write the repeated part out, or repeat less" }
    }

    /// Throws when the aliases of `text` stand for more than `limit` nodes. Text that is not valid
    /// YAML passes: Yams reports its error, with its position, when it composes it.
    static func check(_ text: String, limit: Int = maxAliasedNodes) throws(Exceeded) {
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else { return }
        defer { yaml_parser_delete(&parser) }
        var bytes = Array(text.utf8)
        if let exceeded = bytes.withUnsafeMutableBufferPointer({ buffer -> Exceeded? in
            yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING)
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            return scan(&parser, limit: limit)
        }) {
            throw exceeded
        }
        bytes.removeAll()
    }

    private static func scan(_ parser: inout yaml_parser_t, limit: Int) -> Exceeded? {
        /// How many nodes each anchor stands for (the latest anchor of a name wins, as in YAML).
        var sizes: [String: Int] = [:]
        /// The collections open around the current event: their anchor and nodes so far.
        var open: [(anchor: String?, nodes: Int)] = []
        var aliased = 0
        func finish(_ nodes: Int, anchor: String?) {
            if let anchor { sizes[anchor] = nodes }
            if !open.isEmpty { open[open.count - 1].nodes = min(open[open.count - 1].nodes + nodes, Int.max / 2) }
        }
        var event = yaml_event_t()
        while yaml_parser_parse(&parser, &event) == 1 {
            defer { yaml_event_delete(&event) }
            switch event.type {
            case YAML_STREAM_END_EVENT:
                return nil
            case YAML_SCALAR_EVENT:
                finish(1, anchor: name(event.data.scalar.anchor))
            case YAML_SEQUENCE_START_EVENT:
                open.append((name(event.data.sequence_start.anchor), 1))
            case YAML_MAPPING_START_EVENT:
                open.append((name(event.data.mapping_start.anchor), 1))
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let collection = open.popLast() else { return nil }
                finish(collection.nodes, anchor: collection.anchor)
            case YAML_ALIAS_EVENT:
                // An alias of no anchor is Yams's to report.
                let nodes = name(event.data.alias.anchor).flatMap { sizes[$0] } ?? 1
                aliased = min(aliased + nodes, Int.max / 2)
                if aliased > limit {
                    return Exceeded(line: Int(event.start_mark.line) + 1, column: Int(event.start_mark.column) + 1)
                }
                finish(nodes, anchor: nil)
            default:
                break
            }
        }
        return nil
    }

    private static func name(_ anchor: UnsafeMutablePointer<yaml_char_t>?) -> String? {
        anchor.map { String(cString: $0) }
    }
}

private extension Int {
    /// `100,000`.
    var formatted: String {
        let digits = Array(String(self))
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result += "," }
            result.append(digit)
        }
        return result
    }
}
