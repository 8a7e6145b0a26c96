import HIGLintCodeModel

/// The parts of an Objective-C file compiled only in a development build: the branches of
/// `#if DEBUG`, `#ifdef DEBUG`, `#if !RELEASE`, the `#else` of `#ifndef DEBUG` (see
/// `BuildCondition`), nested ones with them. What they build is never shown to someone who got the
/// app from the App Store, so the alert reader reads the file without them, as the shipped build
/// is compiled.
enum ObjCDevelopmentOnlyCode {
    /// One `#if` … `#endif` group: its branches' conditions so far, and whether the branch being
    /// read is a development one.
    private struct Group {
        var conditions: [BuildCondition?] = []
        var inDevelopmentBranch = false
    }

    /// The byte ranges (the file's offsets) of the development-only branches, in order, from the
    /// file's preprocessor lines. A branch left open at the end of the file ends there.
    static func ranges(_ directives: [ObjCTokenizer.Directive], fileLength: Int) -> [Range<Int>] {
        var groups: [Group] = []
        var ranges: [Range<Int>] = []
        var start: Int?
        for directive in directives {
            let (keyword, rest) = split(directive.text)
            switch keyword {
            case "if", "ifdef", "ifndef":
                groups.append(Group())
                enter(branch(keyword, rest), in: &groups[groups.count - 1])
            case "elif", "elifdef", "elifndef", "else", "elseif":  // `#elseif`: Swift's, read by `CodeTypeMentions`
                guard !groups.isEmpty else { continue }
                enter(branch(keyword, rest), in: &groups[groups.count - 1])
            case "endif":
                guard !groups.isEmpty else { continue }
                groups.removeLast()
            default:
                continue
            }
            // A development branch runs from the end of the line that opens it to the start of
            // the line that ends it.
            let inDevelopment = groups.contains { $0.inDevelopmentBranch }
            if inDevelopment, start == nil {
                start = directive.offset + directive.text.utf8.count
            } else if !inDevelopment, let begun = start {
                ranges.append(begun..<max(begun, directive.offset))
                start = nil
            }
        }
        if let begun = start { ranges.append(begun..<max(begun, fileLength)) }
        return ranges
    }

    /// The tokens outside `ranges` (both in order of offset).
    static func tokens(_ tokens: [ObjCToken], outside ranges: [Range<Int>]) -> [ObjCToken] {
        guard !ranges.isEmpty else { return tokens }
        var next = 0
        return tokens.filter { token in
            while next < ranges.count, ranges[next].upperBound <= token.offset { next += 1 }
            return !(next < ranges.count && ranges[next].contains(token.offset))
        }
    }

    private static func enter(_ condition: BuildCondition?, in group: inout Group) {
        group.conditions.append(condition)
        group.inDevelopmentBranch = BuildCondition.developmentOnlyBranches(group.conditions).last ?? false
    }

    /// The condition of a branch: `#ifdef NAME` is `NAME`, `#ifndef NAME` is `!NAME`, `#else` none.
    private static func branch(_ keyword: String, _ rest: Substring) -> BuildCondition? {
        switch keyword {
        case "else": return nil
        case "ifdef", "elifdef": return .flag(macroName(rest))
        case "ifndef", "elifndef": return .not(.flag(macroName(rest)))
        default: return BuildCondition(parsing: String(rest))
        }
    }

    /// The name `#ifdef` tests, a comment after it left out.
    private static func macroName(_ rest: Substring) -> String {
        String(rest.drop { $0 == " " || $0 == "\t" }.prefix { $0 == "_" || $0.isLetter || $0.isNumber })
    }

    /// `#  ifdef DEBUG` as `ifdef` and `DEBUG`.
    private static func split(_ line: String) -> (keyword: String, rest: Substring) {
        let body = line.dropFirst().drop { $0 == " " || $0 == "\t" }
        let keyword = body.prefix { $0.isLetter }
        return (String(keyword), body.dropFirst(keyword.count))
    }
}
