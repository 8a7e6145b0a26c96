/// A value as the JSON its `Encodable` conformance describes: what `PrettyJSONWriter.value`
/// writes, so that the fixed parts of the reports, baselines and shard files are written by the
/// same writer, and escaped by the same escaper, as the findings.
indirect enum EncodedJSON {
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([EncodedJSON])
    case object([String: EncodedJSON])

    /// The JSON `value` encodes to.
    static func of(_ value: some Encodable) throws -> EncodedJSON {
        let node = Node()
        try value.encode(to: TreeEncoder(node: node, codingPath: []))
        return node.json
    }

    /// A value under construction: encoders write into it through their containers.
    private final class Node {
        enum Content {
            case unset
            case value(EncodedJSON)
            case array([Node])
            case object([String: Node])
        }
        var content = Content.unset

        var json: EncodedJSON {
            switch content {
            case .unset: return .object([:])
            case .value(let value): return value
            case .array(let nodes): return .array(nodes.map(\.json))
            case .object(let nodes): return .object(nodes.mapValues(\.json))
            }
        }

        func child(_ key: String) -> Node {
            let child = Node()
            if case .object(var nodes) = content {
                nodes[key] = child
                content = .object(nodes)
            } else {
                content = .object([key: child])
            }
            return child
        }

        func appended() -> Node {
            let child = Node()
            if case .array(var nodes) = content {
                nodes.append(child)
                content = .array(nodes)
            } else {
                content = .array([child])
            }
            return child
        }
    }

    private struct TreeEncoder: Encoder {
        let node: Node
        var codingPath: [any CodingKey]
        var userInfo: [CodingUserInfoKey: Any] { [:] }

        func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
            if case .object = node.content {} else { node.content = .object([:]) }
            return KeyedEncodingContainer(Keyed(node: node, codingPath: codingPath))
        }

        func unkeyedContainer() -> any UnkeyedEncodingContainer {
            if case .array = node.content {} else { node.content = .array([]) }
            return Unkeyed(node: node, codingPath: codingPath)
        }

        func singleValueContainer() -> any SingleValueEncodingContainer { Single(node: node, codingPath: codingPath) }
    }

    private struct Keyed<Key: CodingKey>: KeyedEncodingContainerProtocol {
        let node: Node
        var codingPath: [any CodingKey]

        mutating func encodeNil(forKey key: Key) throws { node.child(key.stringValue).content = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
            try value.encode(to: TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type,
                                                            forKey key: Key) -> KeyedEncodingContainer<NestedKey> {
            TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
            TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key]).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.child("super"), codingPath: codingPath) }

        mutating func superEncoder(forKey key: Key) -> any Encoder {
            TreeEncoder(node: node.child(key.stringValue), codingPath: codingPath + [key])
        }
    }

    private struct Unkeyed: UnkeyedEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]
        var count: Int {
            if case .array(let nodes) = node.content { return nodes.count }
            return 0
        }

        mutating func encodeNil() throws { node.appended().content = .value(.null) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: TreeEncoder(node: node.appended(), codingPath: codingPath))
        }

        mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type) -> KeyedEncodingContainer<NestedKey> {
            TreeEncoder(node: node.appended(), codingPath: codingPath).container(keyedBy: keyType)
        }

        mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
            TreeEncoder(node: node.appended(), codingPath: codingPath).unkeyedContainer()
        }

        mutating func superEncoder() -> any Encoder { TreeEncoder(node: node.appended(), codingPath: codingPath) }
    }

    private struct Single: SingleValueEncodingContainer {
        let node: Node
        var codingPath: [any CodingKey]

        func set(_ value: EncodedJSON) { node.content = .value(value) }

        mutating func encodeNil() throws { set(.null) }
        mutating func encode(_ value: Bool) throws { set(.bool(value)) }
        mutating func encode(_ value: String) throws { set(.string(value)) }
        mutating func encode(_ value: Double) throws { set(.double(value)) }
        mutating func encode(_ value: Float) throws { set(.double(Double(value))) }
        mutating func encode(_ value: Int) throws { set(.int(value)) }
        mutating func encode(_ value: Int8) throws { set(.int(Int(value))) }
        mutating func encode(_ value: Int16) throws { set(.int(Int(value))) }
        mutating func encode(_ value: Int32) throws { set(.int(Int(value))) }
        mutating func encode(_ value: Int64) throws { set(.int(Int(value))) }
        mutating func encode(_ value: UInt) throws { set(.int(Int(clamping: value))) }
        mutating func encode(_ value: UInt8) throws { set(.int(Int(value))) }
        mutating func encode(_ value: UInt16) throws { set(.int(Int(value))) }
        mutating func encode(_ value: UInt32) throws { set(.int(Int(value))) }
        mutating func encode(_ value: UInt64) throws { set(.int(Int(clamping: value))) }

        mutating func encode<T: Encodable>(_ value: T) throws {
            try value.encode(to: TreeEncoder(node: node, codingPath: codingPath))
        }
    }
}
