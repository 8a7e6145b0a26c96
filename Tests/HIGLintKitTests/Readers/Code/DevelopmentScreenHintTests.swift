import Testing
@testable import HIGLintKit

/// The names that suggest a screen made for developers: words of a type, a file or a folder of
/// the project, never parts of words.
@Suite struct DevelopmentScreenHintTests {
    @Test("a name's words", arguments: [
        ("AutofillCredentialsDebugViewController", ["autofill", "credentials", "debug", "view", "controller"]),
        ("DMViewController", ["dm", "view", "controller"]),
        ("Developer Menu", ["developer", "menu"]),
        ("internal_settings-view", ["internal", "settings", "view"]),
    ])
    func words(name: String, words: [String]) {
        #expect(DevelopmentScreenHint.nameWords(name) == words)
    }

    @Test("the type first, then the file and its folders inside the project; parts of words do not count")
    func hints() {
        #expect(DevelopmentScreenHint.hint(type: "OnboardingDebugView", relativePath: "App/OnboardingDebugView.swift") == "OnboardingDebugView")
        #expect(DevelopmentScreenHint.hint(type: "DMCrashAppViewController", relativePath: "ENA/Source/Developer Menu/Features/DMCrash.swift")
            == "Developer Menu")
        #expect(DevelopmentScreenHint.hint(type: "DevicesViewController", relativePath: "App/Debugger/Devices.swift") == nil)
        #expect(DevelopmentScreenHint.hint(type: nil, relativePath: "App/Settings/SettingsView.swift") == nil)
        #expect(DevelopmentScreenHint.hint(type: "StatusTableViewController", function: "presentDebugMenu",
                                           relativePath: "Loop/View Controllers/StatusTableViewController.swift") == "presentDebugMenu")
    }
}
