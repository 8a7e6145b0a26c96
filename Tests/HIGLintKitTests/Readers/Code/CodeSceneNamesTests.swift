import Testing
@testable import HIGLintKit

/// The names code could instantiate a storyboard scene by, with the types whose code holds them
/// (`CodeSceneNames`).
struct CodeSceneNamesTests {
    static func find(_ text: String) -> CodeSceneNames {
        CodeTextFacts.fileFacts(in: Array(text.utf8), language: .swift).sceneNames
    }

    static func findObjC(_ text: String) -> CodeSceneNames {
        CodeTextFacts.fileFacts(in: Array(text.utf8), language: .objc).sceneNames
    }

    @Test("one-word literals and enum cases with the type whose body holds them; capitalised names with the file's top-level types")
    func namesAndOwners() {
        let names = Self.find("""
            //  OnboardingWidgetsViewController.swift
            // "commented" is no literal
            class OnboardingWidgetsViewController: OnboardingContentViewController {
                func next() {
                    let c = storyboard?.instantiateViewController(withIdentifier: "onboardingWidgetDetails") as? OnboardingWidgetsDetailsViewController
                    track(c, kind: OnboardingWidgetsDetailsViewController.self)
                    label.text = "Add the widget to your home screen"
                }
            }
            extension OnboardingWidgetsViewController { var step: String { "stepTwo" } }
            """)
        let owner: Set<String> = ["OnboardingWidgetsViewController"]
        #expect(names.names["onboardingWidgetDetails"] == owner)
        #expect(names.names["stepTwo"] == owner)
        #expect(names.names["commented"] == nil)
        #expect(names.names["Add the widget to your home screen"] == nil)
        #expect(names.typeNames.map(\.owners) == [owner])
        let isLive = { (o: String) in o != "OnboardingWidgetsViewController" }
        #expect(names.typeNames.first?.names.contains("OnboardingWidgetsDetailsViewController") == true)
        #expect(!names.namesType("OnboardingWidgetsDetailsViewController", isLive: isLive))
        #expect(names.namesType("OnboardingWidgetsDetailsViewController", isLive: { _ in true }))
        // The file's own name in its header comment and its declaration are no use.
        #expect(!names.namesType("OnboardingWidgetsViewController", isLive: { _ in true }))

        let scenes = Self.find("""
            enum Scene: String {
                case settings, about
                case privacyPolicy = "privacy"
            }
            struct Identifiers { static let widget = "onboardingWidget" }
            """)
        #expect(scenes.names["settings"] == ["Scene"])
        #expect(scenes.names["about"] == ["Scene"])
        #expect(scenes.names["privacyPolicy"] == ["Scene"])
        #expect(scenes.names["privacy"] == ["Scene"])
        #expect(scenes.names["onboardingWidget"] == ["Identifiers"])
        #expect(scenes.typeNames.map(\.owners) == [[CodeSceneNames.anyone]])
        // A type private to a class's file is that class's code; one that is not makes the file anyone's.
        #expect(Self.find("class Flow: UIViewController {}\nprivate enum Step: String { case intro }").typeNames.map(\.owners) == [["Flow"]])
        #expect(Self.find("class Flow: UIViewController {}\nenum Step: String { case intro }").typeNames.map(\.owners)
                == [["Flow", CodeSceneNames.anyone]])
        // Code at the top level of a file is anyone's.
        #expect(Self.find("let start = \"intro\"").names["intro"] == [CodeSceneNames.anyone])
        let objc = Self.findObjC("""
            @implementation SettingsController
            - (void)open { [self.storyboard instantiateViewControllerWithIdentifier:@"Licence"]; }
            @end
            """)
        #expect(objc.names["Licence"] == ["SettingsController"])
        #expect(objc.owners == ["SettingsController"])
    }

    @Test("a literal that starts an interpolation, a format or a concatenation starts computed names")
    func computedNames() {
        let swift = Self.find(#"""
            class Flow { func step(_ n: Int) -> String { "step\(n)" }; func page(_ name: String) -> String { "page_" + name } }
            """#)
        #expect(swift.prefixes["step"] == ["Flow"])
        #expect(swift.prefixes["page_"] == ["Flow"])
        let objc = Self.findObjC(#"NSString *name = [NSString stringWithFormat:@"Tutorial%d", index];"#)
        #expect(objc.prefixes["Tutorial"] == [CodeSceneNames.anyone])
        #expect(objc.startsComputedName("Tutorial3", isLive: { _ in true }))
        #expect(!objc.startsComputedName("Intro", isLive: { _ in true }))
        #expect(!swift.startsComputedName("step2", isLive: { $0 != "Flow" }))
    }
}
