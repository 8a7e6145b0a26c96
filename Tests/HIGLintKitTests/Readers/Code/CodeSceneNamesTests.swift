import Testing
@testable import HIGLintKit

/// The names code could instantiate a storyboard scene by, with the classes whose code holds
/// them (`CodeSceneNames`).
struct CodeSceneNamesTests {
    static func find(_ text: String) -> CodeSceneNames {
        CodeTextFacts.fileFacts(in: Array(text.utf8), language: .swift).sceneNames
    }

    static func findObjC(_ text: String) -> CodeSceneNames {
        CodeTextFacts.fileFacts(in: Array(text.utf8), language: .objc).sceneNames
    }

    @Test("one-word literals, enum cases and capitalised names, each with the top-level classes of its file")
    func namesAndOwners() {
        let names = Self.find("""
            //  OnboardingWidgetsViewController.swift
            // "commented" is no literal
            class OnboardingWidgetsViewController: OnboardingContentViewController {
                func next() {
                    let c = storyboard?.instantiateViewController(withIdentifier: "onboardingWidgetDetails") as? OnboardingWidgetsDetailsViewController
                    label.text = "Add the widget to your home screen"
                }
            }
            extension OnboardingWidgetsViewController { var step: String { "step.two" } }
            """)
        let owner: Set<String> = ["OnboardingWidgetsViewController"]
        #expect(names.names["onboardingWidgetDetails"] == owner)
        #expect(names.names["step.two"] == owner)
        #expect(names.names["OnboardingWidgetsDetailsViewController"] == owner)
        #expect(names.names["OnboardingContentViewController"] == owner)
        #expect(names.names["commented"] == nil)
        #expect(names.names["Add the widget to your home screen"] == nil)
        // The file's own name in its header comment and its declaration are no use.
        #expect(names.names["OnboardingWidgetsViewController"] == nil)

        let scenes = Self.find("""
            enum Scene: String {
                case settings, about
                case privacyPolicy = "privacy"
            }
            struct Identifiers { static let widget = "onboardingWidget" }
            """)
        for name in ["settings", "about", "privacyPolicy", "privacy", "onboardingWidget"] {
            #expect(scenes.names[name] == [CodeSceneNames.anyone], "\(name)")
        }
        // A file that declares no type is anyone's code, as is an Objective-C file's literal
        // outside an implementation.
        #expect(Self.find("let start = \"intro\"").names["intro"] == [CodeSceneNames.anyone])
        let objc = Self.findObjC("""
            @implementation SettingsController
            - (void)open { char c = '{'; [self.storyboard instantiateViewControllerWithIdentifier:@"Licence"]; }
            @end
            """)
        #expect(objc.names["Licence"] == ["SettingsController"])
    }

    @Test("a literal that starts an interpolation, a format or a concatenation starts computed names")
    func computedNames() {
        let swift = Self.find(#"""
            class Flow { func step(_ n: Int) -> String { "step\(n)" }; func page(_ name: String) -> String { "page_" + name } }
            """#)
        #expect(swift.prefixes["step"] == ["Flow"])
        #expect(swift.prefixes["page_"] == ["Flow"])
        let objc = Self.findObjC(#"[NSString stringWithFormat:@"Tutorial%d", index];"#)
        #expect(objc.prefixes["Tutorial"] == [CodeSceneNames.anyone])
        #expect(objc.startsComputedName("Tutorial3", isLive: { _ in true }))
        #expect(!objc.startsComputedName("Intro", isLive: { _ in true }))
        #expect(!swift.startsComputedName("step2", isLive: { $0 != "Flow" }))
    }
}
