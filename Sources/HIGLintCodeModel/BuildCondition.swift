/// The condition of a conditional-compilation branch (`#if DEBUG`, `#elseif !RELEASE`, Objective-C's
/// `#ifdef DEBUG`), as far as the code readers need it: whether the branch is compiled only in a
/// development build, so that an alert built there is never shown to someone who got the app from
/// the App Store and is not judged.
///
/// Only the names below count as development flags: a project's own flag (`BETA`, `STAGING`,
/// `DEBUG_MENU`) may well be set in the build it ships, and a branch the reader cannot tell about
/// is judged.
public indirect enum BuildCondition: Equatable, Sendable {
    /// A flag or macro by name: `DEBUG`, `defined(DEBUG)`.
    case flag(String)
    case not(BuildCondition)
    case and(BuildCondition, BuildCondition)
    case or(BuildCondition, BuildCondition)
    /// Anything else (`os(iOS)`, `canImport(UIKit)`, `DEBUG == 1`, `__IPHONE_OS_VERSION_MIN_REQUIRED`):
    /// true in some builds, for all the reader knows.
    case unknown

    /// The flags set only in builds made for the developers and testers: Xcode's `DEBUG`, the
    /// usual names for test and in-house builds, and the Simulator's (Swift's
    /// `targetEnvironment(simulator)`, read as the flag `targetEnvironment(simulator)`, and
    /// Objective-C's `TARGET_OS_SIMULATOR`, `TARGET_IPHONE_SIMULATOR`): no one who got the app
    /// from the App Store runs it in the Simulator.
    public static let developmentFlags: Set<String> = ["DEBUG", "TEST", "TESTING", "DEVELOPMENT", "INTERNAL",
                                                       simulatorFlag, "TARGET_OS_SIMULATOR", "TARGET_IPHONE_SIMULATOR"]
    /// Swift's `targetEnvironment(simulator)` as a flag.
    public static let simulatorFlag = "targetEnvironment(simulator)"
    /// The flag set only in the build that ships: a branch where it is not set is a development one.
    public static let releaseFlag = "RELEASE"

    /// Whether the condition holds only in a development build.
    public var holdsOnlyInDevelopment: Bool {
        switch self {
        case .flag(let name): return Self.developmentFlags.contains(name)
        case .not(let inner): return inner.holdsInEveryRelease
        case .and(let left, let right): return left.holdsOnlyInDevelopment || right.holdsOnlyInDevelopment
        case .or(let left, let right): return left.holdsOnlyInDevelopment && right.holdsOnlyInDevelopment
        case .unknown: return false
        }
    }

    /// Whether the condition holds in every build that ships (`RELEASE`, `!DEBUG`): the branches
    /// after it (`#else`) are then development ones. `RELEASE && BETA` does not (a release build
    /// without `BETA` takes the `#else`).
    public var holdsInEveryRelease: Bool {
        switch self {
        case .flag(let name): return name == Self.releaseFlag
        case .not(let inner): return inner.holdsOnlyInDevelopment
        case .and(let left, let right): return left.holdsInEveryRelease && right.holdsInEveryRelease
        case .or(let left, let right): return left.holdsInEveryRelease || right.holdsInEveryRelease
        case .unknown: return false
        }
    }

    /// Of a chain of branches (`#if`, `#elseif`…, `#else`; nil for `#else`), which are compiled
    /// only in a development build: one whose own condition says so, or one reached only when an
    /// earlier condition that holds in every release build is false (the `#else` of `#if !DEBUG`).
    public static func developmentOnlyBranches(_ conditions: [BuildCondition?]) -> [Bool] {
        var earlierHoldsInEveryRelease = false
        return conditions.map { condition in
            defer { if condition?.holdsInEveryRelease == true { earlierHoldsInEveryRelease = true } }
            return earlierHoldsInEveryRelease || condition?.holdsOnlyInDevelopment == true
        }
    }

    /// Reads a condition as written after `#if` in Swift or Objective-C: names, `!`, `&&`, `||`,
    /// parentheses and `defined(NAME)` / `defined NAME`; any other form is `unknown`, and so is
    /// the whole condition when it is not read to its end.
    public init(parsing text: String) {
        var parser = Parser(tokens: Self.tokens(of: text))
        let condition = parser.disjunction()
        self = parser.isAtEnd ? condition : .unknown
    }

    private static func tokens(of text: String) -> [String] {
        var tokens: [String] = []
        let characters = Array(text.unicodeScalars)
        var i = 0
        func isNameCharacter(_ c: Unicode.Scalar) -> Bool { c == "_" || c.properties.isAlphabetic || ("0"..."9").contains(c) }
        while i < characters.count {
            let c = characters[i]
            let next = i + 1 < characters.count ? characters[i + 1] : " "
            if c == " " || c == "\t" || c == "\n" || c == "\r" {
                i += 1
            } else if c == "/", next == "/" {
                break  // a comment to the end of the line
            } else if c == "/", next == "*" {
                i += 2
                while i < characters.count, !(characters[i] == "*" && i + 1 < characters.count && characters[i + 1] == "/") { i += 1 }
                i += 2
            } else if (c == "&" && next == "&") || (c == "|" && next == "|") || (c == "=" && next == "=") || (c == "!" && next == "=") {
                tokens.append(String(c) + String(next))
                i += 2
            } else if isNameCharacter(c) {
                var name = ""
                while i < characters.count, isNameCharacter(characters[i]) {
                    name.unicodeScalars.append(characters[i])
                    i += 1
                }
                tokens.append(name)
            } else {
                tokens.append(String(c))
                i += 1
            }
        }
        return tokens
    }

    private struct Parser {
        let tokens: [String]
        var index = 0

        var isAtEnd: Bool { index == tokens.count }
        private var current: String? { index < tokens.count ? tokens[index] : nil }

        mutating func disjunction() -> BuildCondition {
            var condition = conjunction()
            while current == "||" {
                index += 1
                condition = .or(condition, conjunction())
            }
            return condition
        }

        private mutating func conjunction() -> BuildCondition {
            var condition = operand()
            while current == "&&" {
                index += 1
                condition = .and(condition, operand())
            }
            return condition
        }

        private mutating func operand() -> BuildCondition {
            guard let token = current else {
                index = tokens.count + 1  // an operand missing (`DEBUG &&`): the whole is not read
                return .unknown
            }
            index += 1
            if token == "!" { return .not(operand()) }
            if token == "(" {
                let inner = disjunction()
                guard current == ")" else { return .unknown }
                index += 1
                return inner
            }
            guard let first = token.unicodeScalars.first, first == "_" || first.properties.isAlphabetic else {
                return .unknown  // a number (`#if 0`)
            }
            if token == "defined" {
                let parenthesized = current == "("
                if parenthesized { index += 1 }
                guard let name = current else { return .unknown }
                index += 1
                if parenthesized {
                    guard current == ")" else { return .unknown }
                    index += 1
                }
                return .flag(name)
            }
            if token == "targetEnvironment", current == "(", index + 2 < tokens.count, tokens[index + 1] == "simulator",
               tokens[index + 2] == ")" {
                index += 3
                return .flag(BuildCondition.simulatorFlag)
            }
            if current == "(" {
                // `os(iOS)`, `swift(>=5.9)`, `canImport(UIKit)`: a test of the platform, not a flag.
                var depth = 0
                repeat {
                    if current == "(" { depth += 1 } else if current == ")" { depth -= 1 }
                    index += 1
                } while depth > 0 && !isAtEnd
                return .unknown
            }
            if current == "==" || current == "!=" {
                index += 2  // `DEBUG == 1`: a value compared, not read
                return .unknown
            }
            return .flag(token)
        }
    }
}
