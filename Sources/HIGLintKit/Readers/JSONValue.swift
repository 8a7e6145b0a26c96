/// A JSON value with the byte offset where it starts; objects keep member order and the offset
/// of each key, so every property can point at its own line and column. Not `indirect`: objects
/// and arrays hold their values in arrays already, and a box for every value would cost an
/// allocation each.
enum JSONValue {
    struct Member {
        var key: String
        var keyOffset: Int
        var value: JSONValue
    }

    case object([Member], offset: Int)
    case array([JSONValue], offset: Int)
    case string(String, offset: Int)
    case number(Double, offset: Int)
    case bool(Bool, offset: Int)
    case null(offset: Int)

    var offset: Int {
        switch self {
        case .object(_, let o), .array(_, let o), .string(_, let o), .number(_, let o), .bool(_, let o), .null(let o):
            return o
        }
    }
}
