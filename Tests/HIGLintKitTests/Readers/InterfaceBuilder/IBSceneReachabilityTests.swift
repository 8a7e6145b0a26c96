import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Which scenes of a storyboard the app can show, with and without its code (`IBSceneReachability`).
struct IBSceneReachabilityTests {
    typealias Reader = InterfaceBuilderReaderTests

    static func scene(_ id: String, identifier: String? = nil, customClass: String, segue: String = "") -> String {
        """
        <scene sceneID="s-\(id)"><objects>
            <viewController \(identifier.map { "storyboardIdentifier=\"\($0)\" " } ?? "")id="\(id)" customClass="\(customClass)" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v-\(id)">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                </view>
                \(segue.isEmpty ? "" : "<connections><segue destination=\"\(segue)\" kind=\"show\" id=\"sg-\(id)\"/></connections>")
            </viewController>
        </objects></scene>
        """
    }

    /// An onboarding storyboard as DuckDuckGo's: the initial scene instantiates the steps its
    /// code names; the widget step is named by no code, and its details only by the widget step's.
    static let onboarding = Reader.storyboard(
        scene("intro", customClass: "OnboardingViewController")
            + scene("browser", identifier: "onboardingDefaultBrowser", customClass: "DefaultBrowserViewController", segue: "browserHelp")
            + scene("browserHelp", customClass: "BrowserHelpViewController")
            + scene("widget", identifier: "onboardingWidget", customClass: "WidgetsViewController")
            + scene("details", identifier: "onboardingWidgetDetails", customClass: "WidgetsDetailsViewController"),
        extra: "").replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"intro\"")

    static let intro = """
        class OnboardingViewController: UIViewController {
            private lazy var controllerNames: [String] = ["onboardingDefaultBrowser"]
            func next(_ name: String) { _ = storyboard?.instantiateViewController(withIdentifier: name) }
        }
        class DefaultBrowserViewController: UIViewController {}
        class BrowserHelpViewController: UIViewController {}
        """
    static let widget = """
        class WidgetsViewController: UIViewController {
            func more() { _ = storyboard?.instantiateViewController(withIdentifier: "onboardingWidgetDetails") as? WidgetsDetailsViewController }
        }
        """
    static let details = "class WidgetsDetailsViewController: UIViewController {}"

    static func facts(_ files: [String]) -> CodeTextFacts {
        var all = CodeTextFacts()
        for file in files { all.merge(CodeTextFacts.fileFacts(in: Array(file.utf8), language: .swift)) }
        return all
    }

    static func judged(_ storyboard: String, code: CodeTextFacts?) throws -> (ids: Set<String>, notes: [String]) {
        let document = try IBCodeTextTests.read(storyboard, path: "Onboarding.storyboard", code: code)
        return (Set(document.screens.compactMap { $0.root.string("id") }), document.notes)
    }

    @Test("with the app's code, a scene whose identifier only an unreachable scene's code names is unreachable, and so is what it leads to")
    func unreachableSteps() throws {
        let withCode = try Self.judged(Self.onboarding, code: Self.facts([Self.intro, Self.widget, Self.details]))
        #expect(withCode.ids == ["intro", "browser", "browserHelp"])
        #expect(withCode.notes.contains { $0.contains("scene widget is not judged: it is unreachable") && $0.contains("'onboardingWidget'") })
        #expect(withCode.notes.contains { $0.contains("scene details is not judged") && $0.contains("WidgetsDetailsViewController") })
        // Without code, every scene with an identifier may be instantiated.
        #expect(try Self.judged(Self.onboarding, code: nil).ids == ["intro", "browser", "browserHelp", "widget", "details"])
        // Code of none of the file's classes says nothing of it.
        #expect(try Self.judged(Self.onboarding, code: Self.facts(["class Other: UIView {}"])).ids.count == 5)
    }

    @Test("a literal, an enum case, a computed name's start or the class's name in live code reaches a scene")
    func namedByCode() throws {
        let base = [Self.intro, Self.widget, Self.details]
        for naming in ["enum Step: String { case onboardingWidget, other }",
                       "struct Steps { static let all = [\"onboardingDefaultBrowser\", \"onboardingWidget\"] }",
                       #"extension OnboardingViewController { func name(_ n: String) -> String { "onboarding\(n)" } }"#,
                       "extension OnboardingViewController { func make() { _ = WidgetsViewController.instantiate() } }"] {
            let judged = try Self.judged(Self.onboarding, code: Self.facts(base + [naming]))
            #expect(judged.ids == ["intro", "browser", "browserHelp", "widget", "details"], "\(naming)")
        }
        // The widget step's own code naming itself does not reach it.
        let selfNamed = Self.widget.replacingOccurrences(of: "func more()", with: "static let id = \"onboardingWidget\"\n    func more()")
        #expect(try Self.judged(Self.onboarding, code: Self.facts([Self.intro, selfNamed, Self.details])).ids == ["intro", "browser", "browserHelp"])
        // An identifier that is not one word cannot be told from a sentence: it is taken as named.
        let spaced = Self.onboarding.replacingOccurrences(of: "storyboardIdentifier=\"onboardingWidget\"", with: "storyboardIdentifier=\"Onboarding Widget\"")
        #expect(try Self.judged(spaced, code: Self.facts(base)).ids.contains("widget"))
    }

    @Test("a class only a cast tests or a parameter takes instantiates no scene; a variable's type or a plain `as` may")
    func classTestedOrTaken() throws {
        let base = [Self.intro, Self.widget, Self.details]
        for naming in ["extension OnboardingViewController { func check(_ c: UIViewController) { if let w = c as? WidgetsViewController { print(w) } } }",
                       "extension OnboardingViewController { func check(_ c: UIViewController) { _ = c as! WidgetsViewController; _ = c is WidgetsViewController } }",
                       "protocol WidgetsDelegate: AnyObject { func closed(controller: WidgetsViewController, animated: Bool) }"] {
            #expect(try Self.judged(Self.onboarding, code: Self.facts(base + [naming])).ids == ["intro", "browser", "browserHelp"], "\(naming)")
        }
        for naming in ["extension OnboardingViewController { func show() { let w: WidgetsViewController = instantiate(); present(w, animated: true) } }",
                       "extension OnboardingViewController { func show() { present(instantiate() as WidgetsViewController, animated: true) } }",
                       "extension OnboardingViewController { func make() -> WidgetsViewController { instantiate() } }"] {
            #expect(try Self.judged(Self.onboarding, code: Self.facts(base + [naming])).ids.count == 5, "\(naming)")
        }
        // The class counts as used all the same (a cell's class a cast tests is the code's).
        let used = Array("if let w = c as? WidgetsViewController {}".utf8).withUnsafeBufferPointer { CodeTypeNames.uses(in: $0) }
        #expect(used.names.contains("WidgetsViewController") && !used.instantiating.contains("WidgetsViewController"))
    }

    @Test("a scene another storyboard's reference names is reached")
    func referencedFromAnotherStoryboard() throws {
        let main = Reader.storyboard("""
            <scene sceneID="m1"><objects>
                <viewController id="home" customClass="OnboardingViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="hv"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    <connections><segue destination="ref" kind="show" id="toRef"/></connections>
                </viewController>
            </objects></scene>
            <scene sceneID="m2"><objects>
                <viewControllerPlaceholder storyboardName="Onboarding" referencedIdentifier="onboardingWidget" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """).replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"home\"")
        let bytes = Array(main.utf8)
        let referrer = try #require(bytes.withUnsafeBufferPointer { IBStoryboardReferences.referrer($0, path: "Main.storyboard", limits: .default) })
        let document = try Array(Self.onboarding.utf8).withUnsafeBufferPointer { buffer in
            try InterfaceBuilderReader.read(buffer, path: "Onboarding.storyboard", limits: .default,
                                            lent: IBLentContainers(referrers: [referrer]),
                                            code: Self.facts([Self.intro, Self.widget, Self.details]))
        }
        let ids = Set(document.screens.compactMap { $0.root.string("id") })
        #expect(ids.isSuperset(of: ["intro", "browser", "widget", "details"]))
    }

    @Test("an identifier held only by a method no line calls reaches no scene; called, or an action or override, it does")
    func uncalledFactory() throws {
        let directory = try TemporaryDirectory()
        var urls = [try directory.write("Intro.swift", Self.intro), try directory.write("Widget.swift", Self.widget),
                    try directory.write("Details.swift", Self.details)]
        let factory = """
            enum NavigationManager {
                static func getWidgetViewController() -> UIViewController {
                    UIStoryboard(name: "Onboarding", bundle: nil).instantiateViewController(withIdentifier: "onboardingWidget")
                }
            }
            """
        urls.append(try directory.write("NavigationManager.swift", factory))
        let identifiers: Set<String> = ["onboardingWidget"]
        let uncalled = CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1, sceneIdentifiers: identifiers)
        #expect(try Self.judged(Self.onboarding, code: uncalled).ids == ["intro", "browser", "browserHelp"])
        // Only a method that holds a scene's identifier is searched for: without the identifiers, none is.
        #expect(try Self.judged(Self.onboarding, code: CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1)).ids.count == 5)
        let caller = try directory.write("Caller.swift", "extension OnboardingViewController { func widget() { present(NavigationManager.getWidgetViewController(), animated: true) } }")
        let called = CodeTextFacts.read(urls + [caller], maxFileSize: 1 << 20, jobs: 1, sceneIdentifiers: identifiers)
        #expect(try Self.judged(Self.onboarding, code: called).ids.count == 5)
        // UIKit calls an action (Interface Builder connects it by name), which no line of code does.
        try directory.write("NavigationManager.swift", factory.replacingOccurrences(
            of: "static func getWidgetViewController() -> UIViewController {", with: "@IBAction func showWidget(_ sender: Any) {"))
        #expect(try Self.judged(Self.onboarding, code: CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1,
                                                                         sceneIdentifiers: identifiers)).ids.count == 5)
        // The identifiers are found in the storyboard's bytes, before it is read.
        let found = Array(Self.onboarding.utf8).withUnsafeBufferPointer { IBSceneIdentifiers.identifiers(in: $0) }
        #expect(found.contains("onboardingWidget"))
    }

    @Test("a scene's class named only in its own code reaches no scene, though another scene of that class is reached")
    func classNamedByItself() throws {
        let storyboard = Reader.storyboard(
            Self.scene("intro", customClass: "OnboardingViewController", segue: "shared")
                + Self.scene("shared", customClass: "SharedNavigationController")
                + Self.scene("upgrade", identifier: "upgradePlanView", customClass: "SharedNavigationController"),
            extra: "").replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"intro\"")
        let own = "class SharedNavigationController: UINavigationController { override var childForStatusBarStyle: UIViewController? { topViewController } }"
        #expect(try Self.judged(storyboard, code: Self.facts([Self.intro, own])).ids == ["intro", "shared"])
        let elsewhere = "extension OnboardingViewController { func upgrade() { _ = SharedNavigationController.instantiate() } }"
        #expect(try Self.judged(storyboard, code: Self.facts([Self.intro, own, elsewhere])).ids == ["intro", "shared", "upgrade"])
    }
}
