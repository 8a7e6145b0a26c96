import HIGLintCodeModel

/// What an argument of an alert call says about a text: none (`nil`), or a `CodeText`. Only a
/// string literal and the Foundation localization macros with a literal key are known, written
/// there or held in a constant; anything else (a variable, a project's macro, `stringWithFormat:`,
/// a ternary) is computed.
enum ObjCTextArgument {
    /// The names that stand for no text.
    static let noText: Set<String> = ["nil", "Nil", "NULL"]

    /// How many names a text is followed through (`NSString *a = b;`, `NSString *b = @"…";`).
    private static let namesFollowed = 4

    /// nil when the argument gives no text (`nil`, or nothing at all). A name given its value
    /// once (`ObjCConstantValue`) gives the text of that value.
    static func text(of range: Range<Int>, in source: ObjCSource) -> CodeText? {
        text(of: range, in: source, namesLeft: namesFollowed)
    }

    private static func text(of range: Range<Int>, in source: ObjCSource, namesLeft: Int) -> CodeText? {
        let range = source.unparenthesized(range)
        guard !range.isEmpty else { return nil }
        let tokens = source.tokens
        if range.count == 1, tokens[range.lowerBound].kind == .identifier, noText.contains(tokens[range.lowerBound].text) {
            return nil
        }
        if range.count == 1, let value = ObjCConstantValue.value(at: range.lowerBound, in: source) {
            guard namesLeft > 0 else { return .computed }
            return text(of: value, in: source, namesLeft: namesLeft - 1) ?? .computed
        }
        if let literal = literal(range, in: source) { return .literal(literal) }
        return localized(range, in: source) ?? .computed
    }

    /// The value of adjacent string literals (`@"a" @"b"`, `@"a" "b"`), joined as the compiler
    /// joins them; nil when the range holds anything else.
    static func literal(_ range: Range<Int>, in source: ObjCSource) -> String? {
        let range = source.unparenthesized(range)
        guard !range.isEmpty, source.tokens[range].allSatisfy({ $0.kind == .string }) else { return nil }
        return source.tokens[range].map(\.text).joined()
    }

    /// `NSLocalizedString(@"key", comment)`, `NSLocalizedStringFromTable(@"key", @"Table", comment)`,
    /// `NSLocalizedStringFromTableInBundle(@"key", @"Table", bundle, comment)` and
    /// `NSLocalizedStringWithDefaultValue(@"key", @"Table", bundle, @"value", comment)`, with a
    /// literal key; a table or value that is not a literal is taken as absent (the table then
    /// `Localizable`, as when it is `nil`).
    private static func localized(_ range: Range<Int>, in source: ObjCSource) -> CodeText? {
        let tokens = source.tokens
        let name = range.lowerBound
        guard range.count >= 3, tokens[name].kind == .identifier, tokens[name + 1].isPunctuation("("),
              source.partner[name + 1] == range.upperBound - 1 else { return nil }
        let arguments = source.commaSeparated((name + 2)..<(range.upperBound - 1))
        func argument(_ index: Int) -> String? { index < arguments.count ? literal(arguments[index], in: source) : nil }
        switch tokens[name].text {
        case "NSLocalizedString" where arguments.count == 2:
            return argument(0).map { .localized(key: $0, table: nil, defaultValue: nil) }
        case "NSLocalizedStringFromTable" where arguments.count == 3,
             "NSLocalizedStringFromTableInBundle" where arguments.count == 4:
            return argument(0).map { .localized(key: $0, table: argument(1), defaultValue: nil) }
        case "NSLocalizedStringWithDefaultValue" where arguments.count == 5:
            return argument(0).map { .localized(key: $0, table: argument(1), defaultValue: argument(3)) }
        default:
            return nil
        }
    }
}
