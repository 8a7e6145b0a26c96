extension DisplayText {
    /// `text` escaped as `escaped` escapes it and, past `limit` characters, cut in the middle
    /// with `…`: for a value read from a file a stranger wrote (a path in a baseline or a shard's
    /// report), so that a message about it stays a line long whatever the file holds.
    static func brief(_ text: String, limit: Int = 120) -> String {
        let shown = escaped(text.count > limit * 2 ? String(text.prefix(limit)) + String(text.suffix(limit)) : text)
        guard shown.count > limit else { return shown }
        let head = limit * 2 / 3, tail = limit - head - 1
        return String(shown.prefix(head)) + "…" + String(shown.suffix(tail))
    }
}
