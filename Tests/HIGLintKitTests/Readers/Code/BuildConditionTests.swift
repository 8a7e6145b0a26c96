import HIGLintCodeModel
import Testing

/// Which `#if` conditions hold only in a development build, or in every build that ships.
@Suite struct BuildConditionTests {
    static func development(_ text: String) -> Bool { BuildCondition(parsing: text).holdsOnlyInDevelopment }
    static func release(_ text: String) -> Bool { BuildCondition(parsing: text).holdsInEveryRelease }

    @Test("development flags, !RELEASE, a conjunction with one, a disjunction of them only")
    func development() {
        for text in ["DEBUG", "!RELEASE", "TESTING", "defined(DEBUG)", "defined DEBUG", "(DEBUG)", "DEBUG && os(iOS)",
                     "DEBUG || TEST", "!(!DEBUG)", "DEBUG // menu", "INTERNAL /* builds */ && canImport(UIKit)",
                     "targetEnvironment(simulator)", "TARGET_OS_SIMULATOR", "targetEnvironment(simulator) && DEBUG"] {
            #expect(Self.development(text), "\(text)")
        }
        for text in ["RELEASE", "!DEBUG", "BETA", "DEBUG || BETA", "os(iOS)", "DEBUG == 1", "debug", "0", "", "DEBUG &&",
                     "swift(>=5.9)", "(DEBUG", "DEBUG_MENU", "targetEnvironment(macCatalyst)", "!targetEnvironment(simulator)",
                     "!(RELEASE && BETA)"] {
            #expect(!Self.development(text), "\(text)")
        }
    }

    @Test("every build that ships: RELEASE, !DEBUG, a disjunction with one; not a conjunction with a condition some release lacks")
    func release() {
        #expect(Self.release("RELEASE") && Self.release("!DEBUG") && Self.release("RELEASE || BETA") && Self.release("!DEBUG && !TESTING"))
        #expect(!Self.release("DEBUG") && !Self.release("!BETA") && !Self.release("RELEASE && BETA")
            && !Self.release("!defined(DEBUG) && os(iOS)"))
    }

    @Test("a chain of branches: its own condition, or after one that holds in every release build")
    func branches() {
        let debug = BuildCondition(parsing: "DEBUG"), notDebug = BuildCondition(parsing: "!DEBUG")
        let iOS = BuildCondition(parsing: "os(iOS)")
        #expect(BuildCondition.developmentOnlyBranches([debug, nil]) == [true, false])
        #expect(BuildCondition.developmentOnlyBranches([notDebug, iOS, nil]) == [false, true, true])
        #expect(BuildCondition.developmentOnlyBranches([iOS, debug, nil]) == [false, true, false])
        // The `#else` of `RELEASE && BETA` is compiled in a release build without BETA.
        #expect(BuildCondition.developmentOnlyBranches([BuildCondition(parsing: "RELEASE && BETA"), nil]) == [false, false])
        #expect(BuildCondition.developmentOnlyBranches([BuildCondition(parsing: "!targetEnvironment(simulator)"), nil]) == [false, true])
    }
}
