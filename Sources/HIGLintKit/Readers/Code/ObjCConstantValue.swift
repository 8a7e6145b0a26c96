/// The value an Objective-C name stands for where the code gives it once and for all: a local
/// pointer declared with its value and never assigned again in its block
/// (`NSString *title = NSLocalizedString(@"Delete Photo?", nil);`), or a file-level constant
/// (`static NSString * const kTitle = @"…";`). A name assigned anywhere else in its scope, or
/// whose nearest declaration gives no value, stands for a value made at run time: none is given.
enum ObjCConstantValue {
    /// The tokens of the value the identifier at `use` stands for (up to the `;`), or nil.
    static func value(at use: Int, in source: ObjCSource) -> Range<Int>? {
        let tokens = source.tokens
        guard tokens[use].kind == .identifier else { return nil }
        let name = tokens[use].text
        // The blocks the use sits in, innermost first, and the file's level (-1).
        var visible: Set<Int> = [-1]
        var block = source.enclosingBlock[use]
        while block >= 0 {
            visible.insert(block)
            block = source.enclosingBlock[block]
        }
        var k = use - 1
        while k >= 1 {
            defer { k -= 1 }
            guard tokens[k].isIdentifier(name), visible.contains(source.enclosingBlock[k]) else { continue }
            let next = k + 1 < tokens.count ? tokens[k + 1] : nil
            guard let next, next.kind == .punctuation, ["=", "+=", "-="].contains(next.text) else { continue }
            // `name = …` without a type before it: given again, made at run time.
            guard next.text == "=", isDeclaration(endingAt: k, in: source) else { return nil }
            let isFileLevel = source.enclosingBlock[k] < 0
            if isFileLevel && !tokens[k - 1].isIdentifier("const") { return nil }
            if !isFileLevel && isChanged(name, after: k + 1, in: source) { return nil }
            return valueRange(from: k + 2, in: source)
        }
        return nil
    }

    /// Whether the tokens before the name at `index` declare it as a pointer: `NSString *name`,
    /// `NSString * const name`, `__block NSString *name`.
    private static func isDeclaration(endingAt index: Int, in source: ObjCSource) -> Bool {
        let tokens = source.tokens
        var k = index - 1
        if k >= 0, tokens[k].isIdentifier("const") { k -= 1 }
        guard k >= 1, tokens[k].isPunctuation("*"), tokens[k - 1].kind == .identifier else { return false }
        return true
    }

    /// Whether `name` is assigned (`name = …`, `name += …`) or its address taken (`&name`) from
    /// `start` to the end of the block it is declared in.
    private static func isChanged(_ name: String, after start: Int, in source: ObjCSource) -> Bool {
        let tokens = source.tokens
        let block = source.enclosingBlock[start - 1]
        let end = block < 0 ? tokens.count : min(source.partner[block], tokens.count)
        for k in start..<end where tokens[k].isIdentifier(name) {
            if k + 1 < tokens.count, tokens[k + 1].kind == .punctuation,
               ["=", "+=", "-=", "++", "--"].contains(tokens[k + 1].text) {
                return true
            }
            if k >= 1, tokens[k - 1].isPunctuation("&") || tokens[k - 1].isPunctuation("++") || tokens[k - 1].isPunctuation("--") {
                return true
            }
        }
        return false
    }

    /// The tokens from `start` to the `;` that ends the statement, groups skipped whole.
    private static func valueRange(from start: Int, in source: ObjCSource) -> Range<Int>? {
        let tokens = source.tokens
        var end = start
        while end < tokens.count, !tokens[end].isPunctuation(";") {
            if tokens[end].isPunctuation(",") || tokens[end].isPunctuation("}") { return nil }  // `a = x, b = y`; a stray end
            end = source.skip(end)
        }
        guard end < tokens.count, end > start else { return nil }
        return start..<end
    }
}
