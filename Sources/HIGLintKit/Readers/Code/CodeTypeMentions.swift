import HIGLintCodeModel

/// Where a Swift or Objective-C file names types, as far as telling who makes a type needs: each
/// mention of a capitalized name in code (comments and string literals left out), whether it is
/// the type's own declaration, the type whose code holds it (the innermost `class`, `struct`,
/// `enum`, `actor` or `extension` body, or the `@implementation`), and whether it lies in a branch
/// compiled only in a development build (`#if DEBUG`, `#if !RELEASE`: `BuildCondition`).
///
/// Swift is cut with the Objective-C tokenizer: both languages share the comments, string
/// literals, braces and `#if` lines this needs. A Swift multi-line string (`"""`) is read as
/// strings and code in turn, which may make a mention of a name inside one count: a mention too
/// many only keeps a type judged.
struct CodeTypeMentions {
    struct Mention: Equatable {
        var offset: Int
        /// `class Name`, `extension Name`, `@implementation Name`, `@interface Name`, `@class Name`.
        var isDeclaration: Bool
        /// The type whose code holds the mention; nil at the top level of the file.
        var enclosingType: String?
        var inDevelopmentBranch: Bool
    }

    /// The mentions of each capitalized name, in order.
    private(set) var mentions: [String: [Mention]] = [:]

    static let declarationKeywords: Set<String> = ["class", "struct", "enum", "extension", "actor", "protocol", "typealias"]

    init(bytes: [UInt8]) {
        let scanned = ObjCTokenizer(bytes).scan()
        let developmentOnly = ObjCDevelopmentOnlyCode.ranges(scanned.directives, fileLength: bytes.count)
        let tokens = scanned.tokens
        var braces: [String?] = []
        var pendingType: String?
        var implementation: String?
        var nextRange = 0
        for (index, token) in tokens.enumerated() {
            switch token.kind {
            case .atKeyword:
                let keyword = token.text.drop { $0 == "@" }
                if keyword == "implementation", index + 1 < tokens.count, tokens[index + 1].kind == .identifier {
                    implementation = tokens[index + 1].text
                } else if keyword == "end" {
                    implementation = nil
                }
            case .punctuation where token.text == "{":
                braces.append(pendingType ?? braces.last ?? nil)
                pendingType = nil
            case .punctuation where token.text == "}":
                _ = braces.popLast()
            case .punctuation where token.text == ";":
                pendingType = nil
            case .identifier:
                if Self.declarationKeywords.contains(token.text), let name = Self.declaredName(after: index, in: tokens) {
                    pendingType = name
                }
                guard let first = token.text.unicodeScalars.first, ("A"..."Z").contains(first) else { continue }
                while nextRange < developmentOnly.count, developmentOnly[nextRange].upperBound <= token.offset { nextRange += 1 }
                let inDevelopment = nextRange < developmentOnly.count && developmentOnly[nextRange].contains(token.offset)
                let previous = index > 0 ? tokens[index - 1] : nil
                let isDeclaration = previous.map {
                    ($0.kind == .identifier && Self.declarationKeywords.contains($0.text))
                        || ($0.kind == .atKeyword && ["implementation", "interface", "class", "protocol"].contains($0.text.drop { $0 == "@" }))
                } ?? false
                mentions[token.text, default: []].append(Mention(
                    offset: token.offset, isDeclaration: isDeclaration,
                    enclosingType: (braces.last ?? nil) ?? implementation, inDevelopmentBranch: inDevelopment))
            default:
                continue
            }
        }
    }

    /// The capitalized name a declaration keyword at `index` declares: `Name` of `class Name`,
    /// the last name of `extension Outer.Name`; nil for `class func`, `class var`.
    private static func declaredName(after index: Int, in tokens: [ObjCToken]) -> String? {
        var k = index + 1
        var name: String?
        while k < tokens.count, tokens[k].kind == .identifier {
            guard let first = tokens[k].text.unicodeScalars.first, ("A"..."Z").contains(first) else { break }
            name = tokens[k].text
            guard k + 2 < tokens.count, tokens[k + 1].isPunctuation("."), tokens[tokens.index(k, offsetBy: 2)].kind == .identifier else { break }
            k += 2
        }
        return name
    }
}
