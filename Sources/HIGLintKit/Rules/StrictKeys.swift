/// Rule files are read strictly at every level: a mapping with a key the reader does not know is
/// an error with a suggestion, never silently ignored (a misspelt `wher:` would otherwise select
/// every element).
struct AnyCodingKey: CodingKey {
    var stringValue: String
    var intValue: Int?
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { self.stringValue = String(intValue); self.intValue = intValue }
}

extension Decoder {
    func rejectUnknownKeys(_ allowed: [String], in context: String) throws {
        guard let container = try? container(keyedBy: AnyCodingKey.self) else { return }
        for key in container.allKeys where !allowed.contains(key.stringValue) {
            throw DecodingError.dataCorrupted(.init(
                codingPath: codingPath + [key],
                debugDescription: "unknown key '\(key.stringValue)' in \(context)\(Suggestions.didYouMean(key.stringValue, among: allowed))"))
        }
    }
}
