import HIGLintCodeModel
import Testing

/// Which `#if` conditions hold only in a development build, or only in the build that ships.
@Suite struct BuildConditionTests {
    static func development(_ text: String) -> Bool { BuildCondition(parsing: text).holdsOnlyInDevelopment }
    static func release(_ text: String) -> Bool { BuildCondition(parsing: text).holdsOnlyInRelease }

    @Test("development flags, !RELEASE, a conjunction with one, a disjunction of them only")
    func development() {
        for text in ["DEBUG", "!RELEASE", "TESTING", "defined(DEBUG)", "defined DEBUG", "(DEBUG)", "DEBUG && os(iOS)",
                     "DEBUG || TEST", "!(!DEBUG)", "DEBUG // menu", "INTERNAL /* builds */ && canImport(UIKit)"] {
            #expect(Self.development(text), "\(text)")
        }
        for text in ["RELEASE", "!DEBUG", "BETA", "DEBUG || BETA", "os(iOS)", "DEBUG == 1", "debug", "0", "", "DEBUG &&",
                     "swift(>=5.9)", "(DEBUG", "DEBUG_MENU", "targetEnvironment(simulator)"] {
            #expect(!Self.development(text), "\(text)")
        }
    }

    @Test("the build that ships: RELEASE, !DEBUG")
    func release() {
        #expect(Self.release("RELEASE") && Self.release("!DEBUG") && Self.release("!defined(DEBUG) && os(iOS)"))
        #expect(!Self.release("DEBUG") && !Self.release("!BETA") && !Self.release("RELEASE || BETA"))
    }

    @Test("a chain of branches: its own condition, or after one that holds only in release")
    func branches() {
        let debug = BuildCondition(parsing: "DEBUG"), notDebug = BuildCondition(parsing: "!DEBUG")
        let iOS = BuildCondition(parsing: "os(iOS)")
        #expect(BuildCondition.developmentOnlyBranches([debug, nil]) == [true, false])
        #expect(BuildCondition.developmentOnlyBranches([notDebug, iOS, nil]) == [false, true, true])
        #expect(BuildCondition.developmentOnlyBranches([iOS, debug, nil]) == [false, true, false])
    }
}
