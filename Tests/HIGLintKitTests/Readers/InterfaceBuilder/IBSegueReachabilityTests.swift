import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// A controller's own segue (a manual segue, which only code performs) leads nowhere when the code
/// names its identifier only in methods nothing calls (`IBSceneReachability`, `CodeSceneNames.uncalledSegues`).
struct IBSegueReachabilityTests {
    typealias Reader = InterfaceBuilderReaderTests

    /// A tab as DuckDuckGo's: the initial scene presents the Dax dialog by a segue of its own
    /// (`manual`) or of a button in its view, with the identifier `DaxDialog`.
    static func tab(manual: Bool = true, destination: String = "dax", extra: String = "") -> String {
        let segue = "<segue destination=\"\(destination)\" kind=\"presentation\" identifier=\"DaxDialog\" modalPresentationStyle=\"overFullScreen\" id=\"toDax\"/>"
        return Reader.storyboard("""
            <scene sceneID="s-tab"><objects>
                <viewController id="tab" customClass="TabViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-tab">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="more">
                                <rect key="frame" x="20" y="20" width="100" height="44"/>
                                <state key="normal" title="More"/>
                                \(manual ? "" : "<connections>\(segue)</connections>")
                            </button>
                        </subviews>
                    </view>
                    \(manual ? "<connections>\(segue)</connections>" : "")
                </viewController>
            </objects></scene>
            <scene sceneID="s-dax"><objects>
                <viewController id="dax" customClass="FullscreenDaxDialogViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-dax">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    </view>
                </viewController>
            </objects></scene>
            \(extra)
            """).replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"tab\"")
    }

    static let tabCode = """
        class TabViewController: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
        }
        class FullscreenDaxDialogViewController: UIViewController {}
        """

    /// The presenter: the segue is performed in a private method that no line calls.
    static let presenter = """
        final class ContextualOnboardingPresenter {
            func present(in vc: TabViewController) { presentExperiment(in: vc) }
        }
        private extension ContextualOnboardingPresenter {
            func presentControlContextualOnboarding(in vc: TabViewController) {
                vc.performSegue(withIdentifier: "DaxDialog", sender: nil)
            }
            func presentExperiment(in vc: TabViewController) {}
        }
        """

    /// The code of `files` (name, text), read as a run reads it, with the storyboard's segue identifiers.
    static func code(_ files: [(String, String)], storyboard: String = tab()) throws -> CodeTextFacts {
        let directory = try TemporaryDirectory()
        let urls = try files.map { try directory.write($0.0, $0.1) }
        let segues = Array(storyboard.utf8).withUnsafeBufferPointer { IBSceneIdentifiers.segueIdentifiers(in: $0) }
        return CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1, segueIdentifiers: Set(segues))
    }

    static func judged(_ storyboard: String, code: CodeTextFacts?) throws -> (ids: Set<String>, notes: [String]) {
        let document = try IBCodeTextTests.read(storyboard, path: "Tab.storyboard", code: code)
        return (Set(document.screens.compactMap { $0.root.string("id") }), document.notes)
    }

    @Test("a manual segue that only a method no line calls performs leads nowhere: its scene is not judged")
    func performedOnlyByUncalledMethod() throws {
        let code = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter)])
        #expect(code.sceneNames.uncalledSegues == ["DaxDialog"])
        let judged = try Self.judged(Self.tab(), code: code)
        #expect(judged.ids == ["tab"])
        #expect(judged.notes.contains { $0.contains("scene dax is not judged") && $0.contains("only the segue 'DaxDialog'") })
        // Without the code, the segue may be performed: nothing changes.
        #expect(try Self.judged(Self.tab(), code: nil).ids == ["tab", "dax"])
        // Only the segues' identifiers are searched for: without them, none is.
        let directory = try TemporaryDirectory()
        let urls = [try directory.write("Tab.swift", Self.tabCode), try directory.write("Presenter.swift", Self.presenter)]
        #expect(try Self.judged(Self.tab(), code: CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1)).ids == ["tab", "dax"])
    }

    @Test("a manual segue performed by a method something calls, or by an action, override or delegate method, is reached")
    func performedByLiveCode() throws {
        let called = Self.presenter.replacingOccurrences(of: "presentExperiment(in: vc) }", with: "presentControlContextualOnboarding(in: vc) }")
        #expect(try Self.judged(Self.tab(), code: Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", called)])).ids == ["tab", "dax"])
        for method in ["@IBAction func showDax(_ sender: Any)", "override func viewDidAppear(_ animated: Bool)",
                       "func searchBarSearchButtonClicked(_ searchBar: UISearchBar)"] {
            let live = "extension TabViewController { \(method) { performSegue(withIdentifier: \"DaxDialog\", sender: nil) } }"
            let code = try Self.code([("Tab.swift", Self.tabCode), ("Live.swift", live)])
            #expect(try Self.judged(Self.tab(), code: code).ids == ["tab", "dax"], "\(method)")
        }
        // A constant outside any method may be used anywhere.
        let constant = "enum Segues { static let dax = \"DaxDialog\" }"
        let withConstant = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter), ("Segues.swift", constant)])
        #expect(try Self.judged(Self.tab(), code: withConstant).ids == ["tab", "dax"])
        // A name computed from a literal that starts the identifier may be it.
        let computed = "extension TabViewController { func show(_ name: String) { performSegue(withIdentifier: \"Dax\\(name)\", sender: nil) } }"
        let withComputed = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter), ("Computed.swift", computed)])
        #expect(try Self.judged(Self.tab(), code: withComputed).ids == ["tab", "dax"])
    }

    @Test("a scene instantiated by the same word in a called method does not perform the segue")
    func sameWordInstantiated() throws {
        let loader = """
            final class DaxLoader {
                static func loadFromStoryboard() -> UIViewController {
                    UIStoryboard(name: "DaxOnboarding", bundle: nil).instantiateViewController(identifier: "DaxDialog")
                }
                func show() { _ = DaxLoader.loadFromStoryboard() }
            }
            """
        let code = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter), ("Loader.swift", loader)])
        #expect(try Self.judged(Self.tab(), code: code).ids == ["tab"])
        // Anywhere else, the word in a called method may perform it.
        let held = loader.replacingOccurrences(of: "instantiateViewController(identifier: \"DaxDialog\")", with: "instantiateViewController(identifier: name(\"DaxDialog\"))")
        #expect(try Self.judged(Self.tab(), code: Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter), ("Loader.swift", held)])).ids == ["tab", "dax"])
    }

    @Test("a manual segue whose identifier the code does not name may be performed by a computed name: it is reached")
    func identifierNotInCode() throws {
        let code = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter.replacingOccurrences(of: "\"DaxDialog\"", with: "segueName"))])
        #expect(code.sceneNames.uncalledSegues.isEmpty)
        #expect(try Self.judged(Self.tab(), code: code).ids == ["tab", "dax"])
    }

    @Test("a manual segue whose identifier no code holds, where every segue the code performs is named by a literal, leads nowhere")
    func identifierNowhere() throws {
        let elsewhere = "extension TabViewController { @IBAction func more(_ sender: Any) { performSegue(withIdentifier: \"ShowSettings\", sender: nil) } }"
        let code = try Self.code([("Tab.swift", Self.tabCode), ("More.swift", elsewhere)])
        #expect(code.sceneNames.uncalledSegues == ["DaxDialog"])
        let judged = try Self.judged(Self.tab(), code: code)
        #expect(judged.ids == ["tab"])
        // The identifier as a word anywhere (a generated constant, a comment) may be what performs it.
        for mention in ["let segue = R.segue.tab.DaxDialog", "// DaxDialog is shown by the onboarding"] {
            let named = try Self.code([("Tab.swift", Self.tabCode), ("More.swift", elsewhere), ("Named.swift", mention)])
            #expect(named.sceneNames.uncalledSegues.isEmpty, "\(mention)")
        }
        // Objective-C's literals count as literals; a segue performed by a variable may be any.
        let objC = "@implementation TabViewController\n- (void)more { [self performSegueWithIdentifier:@\"ShowSettings\" sender:self]; }\n@end\n"
        #expect(try Self.code([("Tab.swift", Self.tabCode), ("Tab.m", objC)]).sceneNames.uncalledSegues == ["DaxDialog"])
        let fromMenu = "@implementation MenuViewController\n- (void)open:(NSDictionary *)row { [self performSegueWithIdentifier: row[@\"segue\"] sender:self]; }\n@end\n"
        #expect(try Self.code([("Tab.swift", Self.tabCode), ("Tab.m", objC), ("Menu.m", fromMenu)]).sceneNames.uncalledSegues.isEmpty)
    }

    @Test("a segue a control triggers is reached, whatever the code does with its identifier")
    func triggeredByControl() throws {
        let storyboard = Self.tab(manual: false)
        let code = try Self.code([("Tab.swift", Self.tabCode), ("Presenter.swift", Self.presenter)], storyboard: storyboard)
        #expect(code.sceneNames.uncalledSegues == ["DaxDialog"])
        #expect(try Self.judged(storyboard, code: code).ids == ["tab", "dax"])
    }

    @Test("Objective-C: a segue performed only by a method no line calls leads nowhere; called, it leads to its scene")
    func objectiveC() throws {
        let implementation = """
            @implementation TabViewController
            - (void)viewDidLoad { [super viewDidLoad]; }
            - (void)showDaxDialog {
                [self performSegueWithIdentifier:@"DaxDialog" sender:self];
            }
            @end
            @implementation FullscreenDaxDialogViewController
            @end
            """
        let uncalled = try Self.code([("TabViewController.m", implementation)])
        #expect(try Self.judged(Self.tab(), code: uncalled).ids == ["tab"])
        let called = implementation.replacingOccurrences(of: "[super viewDidLoad]; }", with: "[super viewDidLoad]; [self showDaxDialog]; }")
        #expect(try Self.judged(Self.tab(), code: Self.code([("TabViewController.m", called)])).ids == ["tab", "dax"])
        // A delegate's method takes the framework's object: the framework calls it by name.
        let delegate = implementation.replacingOccurrences(of: "- (void)showDaxDialog {", with: "- (void)searchBarSearchButtonClicked:(UISearchBar *)searchBar {")
        #expect(try Self.judged(Self.tab(), code: Self.code([("TabViewController.m", delegate)])).ids == ["tab", "dax"])
    }

    @Test("a storyboard reference only an uncalled segue leads to names no scene: the referenced scene is not judged")
    func referenceReachedOnlyByUncalledSegue() throws {
        let placeholder = """
            <scene sceneID="s-ref"><objects>
                <viewControllerPlaceholder storyboardName="DaxOnboarding" referencedIdentifier="FullscreenDaxDialog" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            """
        let tab = Self.tab(destination: "ref", extra: placeholder)
        let onboarding = Reader.storyboard("""
            <scene sceneID="o1"><objects>
                <viewController id="intro" customClass="OnboardingViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-intro"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                </viewController>
            </objects></scene>
            <scene sceneID="o2"><objects>
                <viewController storyboardIdentifier="FullscreenDaxDialog" id="full" customClass="FullscreenDialogViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v-full"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                </viewController>
            </objects></scene>
            """).replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"intro\"")
        let classes = Self.tabCode + "\nclass OnboardingViewController: UIViewController {}\nclass FullscreenDialogViewController: UIViewController {}"
        func judgedOnboarding(_ code: CodeTextFacts) throws -> (ids: Set<String>, notes: [String]) {
            let referrer = Array(tab.utf8).withUnsafeBufferPointer { IBStoryboardReferences.referrer($0, path: "Tab.storyboard", limits: .default, code: code) }
            let document = try Array(onboarding.utf8).withUnsafeBufferPointer { buffer in
                try InterfaceBuilderReader.read(buffer, path: "DaxOnboarding.storyboard", limits: .default,
                                                lent: referrer.map { IBLentContainers(referrers: [$0]) }, code: code)
            }
            return (Set(document.screens.compactMap { $0.root.string("id") }), document.notes)
        }
        let dead = try Self.code([("Tab.swift", classes), ("Presenter.swift", Self.presenter)], storyboard: tab)
        let unreached = try judgedOnboarding(dead)
        #expect(unreached.ids == ["intro"])
        #expect(unreached.notes.contains { $0.contains("scene full is not judged") })
        #expect(try Self.judged(tab, code: dead).notes.contains { $0.contains("storyboard reference ref is not followed") && $0.contains("'DaxDialog'") })
        // Performed by a called method, the segue leads through the reference to the scene.
        let called = Self.presenter.replacingOccurrences(of: "presentExperiment(in: vc) }", with: "presentControlContextualOnboarding(in: vc) }")
        #expect(try judgedOnboarding(Self.code([("Tab.swift", classes), ("Presenter.swift", called)], storyboard: tab)).ids == ["intro", "full"])
    }

    @Test("the segues' identifiers are found in a storyboard's bytes, relationships and embeddings left out")
    func segueIdentifiersByBytes() {
        let storyboard = Self.tab() + """
            <segue destination="a" kind="relationship" relationship="rootViewController" identifier="root" id="r"/>
            <segue destination="b" kind="embed" identifier="embedded" id="e"/>
            <segue kind="show" destination="c" identifier="Details" id="d"/>
            """
        let found = Array(storyboard.utf8).withUnsafeBufferPointer { IBSceneIdentifiers.segueIdentifiers(in: $0) }
        #expect(found == ["DaxDialog", "Details"])
    }
}
