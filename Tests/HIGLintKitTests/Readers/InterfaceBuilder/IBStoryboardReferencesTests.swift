import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Storyboard references followed across files: the containers of the referring storyboard lend
/// their bars and tabs to the scene a reference names, and its segues push or present it.
struct IBStoryboardReferencesTests {
    /// A storyboard of `scenes`, starting at `initial` when given.
    static func storyboard(_ scenes: String, initial: String? = nil) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17503" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none"\(initial.map { " initialViewController=\"\($0)\"" } ?? "")>
            <scenes>
        \(scenes)
            </scenes>
        </document>
        """
    }

    /// Main: a tab bar controller whose first tab is a navigation stack (root "Home", which
    /// pushes the scene `detail` of Detail.storyboard and presents Account.storyboard's initial
    /// scene) and whose second tab is Settings.storyboard's initial scene.
    static let main = storyboard("""
        <scene sceneID="s1"><objects>
            <tabBarController id="tab" sceneMemberID="viewController">
                <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                <connections>
                    <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                    <segue destination="refSettings" kind="relationship" relationship="viewControllers" id="r2"/>
                </connections>
            </tabBarController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Home" id="ti1"/>
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"/>
                <connections><segue destination="home" kind="relationship" relationship="rootViewController" id="r3"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="home" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="v1"/>
                <navigationItem key="navigationItem" title="Home" id="ni1"/>
                <connections>
                    <segue destination="refDetail" kind="show" id="p1"/>
                    <segue destination="refUntitled" kind="show" id="p2"/>
                    <segue destination="refAccount" kind="presentation" modalPresentationStyle="formSheet" id="m1"/>
                    <segue destination="refMissing" kind="show" id="p3"/>
                </connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s4"><objects>
            <viewControllerPlaceholder storyboardName="Settings" id="refSettings" sceneMemberID="viewController">
                <tabBarItem key="tabBarItem" title="Settings" id="ti2"/>
            </viewControllerPlaceholder>
        </objects></scene>
        <scene sceneID="s5"><objects>
            <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="detail" id="refDetail" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s6"><objects>
            <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="untitled" id="refUntitled" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s7"><objects>
            <viewControllerPlaceholder storyboardName="Account" id="refAccount" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="s8"><objects>
            <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="gone" id="refMissing" sceneMemberID="viewController"/>
        </objects></scene>
        """, initial: "tab")

    static let settings = storyboard("""
        <scene sceneID="t1"><objects>
            <navigationController id="sNav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="sBar"/>
                <connections><segue destination="sRoot" kind="relationship" relationship="rootViewController" id="t2"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="t3"><objects>
            <tableViewController id="sRoot" sceneMemberID="viewController">
                <tableView key="view" style="grouped" id="tv"/>
                <navigationItem key="navigationItem" title="Preferences" id="sItem"/>
            </tableViewController>
        </objects></scene>
        """, initial: "sNav")

    static let detail = storyboard("""
        <scene sceneID="d1"><objects>
            <viewController storyboardIdentifier="detail" id="dVC" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="dv"/>
                <navigationItem key="navigationItem" title="Detail" id="dItem"/>
            </viewController>
        </objects></scene>
        <scene sceneID="d2"><objects>
            <viewController storyboardIdentifier="untitled" id="uVC" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="uv"/>
            </viewController>
        </objects></scene>
        """)

    static let account = storyboard("""
        <scene sceneID="a1"><objects>
            <viewController id="aVC" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="av"/>
            </viewController>
        </objects></scene>
        """, initial: "aVC")

    /// The app's four storyboards in a folder (Main in `Base.lproj`), the references among them
    /// found, and each file's screens read with what it is lent.
    struct App {
        var lending: IBStoryboardReferences.Lending
        var screens: [String: [ScreenDescription]] = [:]
        var notes: [String: [String]] = [:]

        init(lend: Bool = true, code: CodeTextFacts? = nil) throws {
            let directory = try TemporaryDirectory()
            let files = [("App/Base.lproj/Main.storyboard", main), ("App/Settings.storyboard", settings),
                         ("App/Detail.storyboard", detail), ("App/Account.storyboard", account)]
            var storyboards: [IBStoryboardReferences.Storyboard] = []
            for (path, text) in files {
                storyboards.append(.init(url: try directory.write(path, text), path: path, targets: nil))
            }
            lending = lend ? IBStoryboardReferences.lend(storyboards, limits: .default, jobs: 2, code: code) : .init()
            for (path, text) in files {
                let document = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(ReadError) in
                    try InterfaceBuilderReader.read(buffer, path: path, limits: .default, lent: lending.lent[path])
                }
                screens[path] = document.screens
                notes[path] = document.notes
            }
        }

        func screen(_ path: String, _ index: Int = 0) -> Element { screens[path]![index].root }
    }

    static func all(_ kind: String, in element: Element) -> [Element] {
        (element.kind == kind ? [element] : []) + element.children.flatMap { all(kind, in: $0) }
    }

    @Test("A lent tab bar is read with the app's code: a tab's image set in code is the code's in the scene it is lent to")
    func tabLentWithCode() throws {
        let code = CodeTextFactsTests.swift("""
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    let home = self.viewControllers![0] as! UINavigationController
                    home.tabBarItem.image = UIImage(systemName: "house")
                }
            }
            """)
        func homeItem(_ app: App) throws -> Element {
            try #require(Self.all("tabBarItem", in: app.screen("App/Settings.storyboard")).first { $0.string("title") == "Home" })
        }
        #expect(try homeItem(App(code: code)).string(Vocabulary.setAtRunTime)?.contains("image") == true)
        #expect(try homeItem(App()).string(Vocabulary.setAtRunTime) == nil)
    }

    @Test("A scene that is a tab of another storyboard's tab bar controller shows its tab bar, with the reference's tab item")
    func tabLent() throws {
        let app = try App()
        let screen = app.screen("App/Settings.storyboard")
        let items = Self.all("tabBarItem", in: screen).map { $0.string("title") }
        #expect(items == ["Home", "Settings"])
        #expect(Self.all("tabBar", in: screen).first?.location.file == "App/Base.lproj/Main.storyboard")
        // Its own navigation controller still titles its bar.
        #expect(Self.all("navigationBar", in: screen).map { $0.string("title") } == ["Preferences"])
        #expect(screen.string("navigation") == "root")

        let alone = try App(lend: false).screen("App/Settings.storyboard")
        #expect(Self.all("tabBar", in: alone).isEmpty)
    }

    @Test("A scene pushed from another storyboard's navigation stack gets its bar, its title and a back button")
    func pushLent() throws {
        let app = try App()
        let screen = app.screen("App/Detail.storyboard")
        #expect(screen.string("navigation") == "pushed")
        let bar = try #require(Self.all("navigationBar", in: screen).first)
        #expect(bar.string("title") == "Detail")
        #expect(bar.string("backButton") == "Home")
        #expect(bar.location.file == "App/Base.lproj/Main.storyboard")
        // The tab bar of the stack's tab bar controller too.
        #expect(Self.all("tabBarItem", in: screen).map { $0.string("title") } == ["Home", "Settings"])
    }

    @Test("A scene pushed from another storyboard with no navigation item of its own is titled in code")
    func lentBarTitledInCode() throws {
        let app = try App()
        let bar = try #require(Self.all("navigationBar", in: app.screen("App/Detail.storyboard", 1)).first)
        #expect(bar.string("title") == nil)
        #expect(bar.isSetAtRunTime("title"))
    }

    @Test("A scene another storyboard presents as a sheet is a modal view; the presenter's file makes no screen of its own there")
    func modalLent() throws {
        let app = try App()
        let screens = try #require(app.screens["App/Account.storyboard"])
        #expect(screens.count == 1)
        #expect(screens[0].root.children.map(\.kind) == ["modalView"])
        let alone = try App(lend: false).screen("App/Account.storyboard")
        #expect(!alone.children.map(\.kind).contains("modalView"))
    }

    @Test("A reference that names no scene, or a storyboard not checked with it, is not followed, and --verbose says why")
    func unfollowed() throws {
        let app = try App()
        let notes = app.notes["App/Detail.storyboard"] ?? []
        #expect(notes.contains { $0.contains("is not followed: Detail has no scene with storyboard identifier 'gone'") }, "\(notes)")
        let directory = try TemporaryDirectory()
        let url = try directory.write("Main.storyboard", Self.main)
        let lending = IBStoryboardReferences.lend([.init(url: url, path: "Main.storyboard", targets: nil)], limits: .default, jobs: 1)
        #expect(lending.lent.isEmpty)
        #expect(lending.notes.contains { $0.hasPrefix("Main.storyboard: ")
            && $0.hasSuffix(": storyboard reference refSettings is not followed: no storyboard named Settings is checked with this one (in the same app target, or beside it)") },
                "\(lending.notes)")
    }

    @Test("A storyboard is read again only when it holds a storyboard reference")
    func onlyReferrersRead() throws {
        let directory = try TemporaryDirectory()
        let plain = try directory.write("Detail.storyboard", Self.detail)
        #expect(IBStoryboardReferences.referrer(at: .init(url: plain, path: "Detail.storyboard", targets: nil), limits: .default) == nil)
        let referring = try directory.write("Main.storyboard", Self.main)
        let found = try #require(IBStoryboardReferences.referrer(at: .init(url: referring, path: "Main.storyboard", targets: nil), limits: .default))
        #expect(found.references.map(\.placeholder) == ["refSettings", "refDetail", "refUntitled", "refAccount", "refMissing"])
        #expect(found.controllers.allSatisfy { $0.content.isEmpty })
    }

    @Test("Which storyboard a reference names: one shipped by the same target, or one beside it when no project holds them")
    func belongTogether() {
        func board(_ path: String, _ targets: Set<String>?) -> IBStoryboardReferences.Storyboard {
            .init(url: URL(fileURLWithPath: "/" + path), path: path, targets: targets)
        }
        #expect(IBStoryboardReferences.belongTogether(board("App/Base.lproj/Main.storyboard", nil), board("App/Settings.storyboard", nil)))
        #expect(IBStoryboardReferences.belongTogether(board("App/Base.lproj/Main.storyboard", nil), board("App/fr.lproj/Settings.storyboard", nil)))
        #expect(!IBStoryboardReferences.belongTogether(board("App/Main.storyboard", nil), board("Other/Settings.storyboard", nil)))
        #expect(IBStoryboardReferences.belongTogether(board("A/Main.storyboard", ["P App"]), board("B/Settings.storyboard", ["P App", "P Ext"])))
        #expect(!IBStoryboardReferences.belongTogether(board("A/Main.storyboard", ["P App"]), board("A/Settings.storyboard", ["P Ext"])))
        #expect(!IBStoryboardReferences.belongTogether(board("A/Main.storyboard", ["P App"]), board("A/Settings.storyboard", nil)))
    }

    @Test("A reference to a scene of the same storyboard leads to that scene: its container lends it its bar")
    func sameStoryboard() throws {
        let text = Self.storyboard("""
            <scene sceneID="s1"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="navBar"/>
                    <connections><segue destination="ref" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewControllerPlaceholder referencedIdentifier="list" id="ref" sceneMemberID="viewController"/>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController storyboardIdentifier="list" id="list" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v"/>
                    <navigationItem key="navigationItem" title="List" id="ni"/>
                </viewController>
            </objects></scene>
            """, initial: "nav")
        let document = try Array(text.utf8).withUnsafeBufferPointer { buffer throws(ReadError) in
            try InterfaceBuilderReader.read(buffer, path: "Main.storyboard", limits: .default)
        }
        #expect(document.screens.count == 1)
        #expect(Self.all("navigationBar", in: document.screens[0].root).map { $0.string("title") } == ["List"])
    }

    @Test("A reference's tab item as Interface Builder leaves it (\"Item\", no image) stands for the referenced scene's: not judged; an item given an image or a title is the reference's")
    func placeholderTabItem() throws {
        func tabItems(_ item: String) throws -> [Element] {
            let text = Self.storyboard("""
                <scene sceneID="s1"><objects>
                    <tabBarController id="tab" sceneMemberID="viewController">
                        <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                        <connections>
                            <segue destination="home" kind="relationship" relationship="viewControllers" id="r1"/>
                            <segue destination="refSources" kind="relationship" relationship="viewControllers" id="r2"/>
                        </connections>
                    </tabBarController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <viewController id="home" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v1"/>
                        <tabBarItem key="tabBarItem" title="Home" image="house" id="ti1"/>
                    </viewController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <viewControllerPlaceholder storyboardName="Sources" id="refSources" sceneMemberID="viewController">
                        \(item)
                    </viewControllerPlaceholder>
                </objects></scene>
                """, initial: "tab")
            let document = try IBCodeTextTests.read(text, path: "Main.storyboard", code: nil)
            let screen = try #require(document.screens.first)
            return Self.all("tabBarItem", in: screen.root)
        }
        let standIns = try tabItems(#"<tabBarItem key="tabBarItem" title="Item" id="ti2"/>"#)
        let standIn = try #require(standIns.last)
        #expect(standIn.string(Vocabulary.setAtRunTime)?.split(separator: " ").sorted() == ["image", "title"])
        let editedItems = try tabItems(#"<tabBarItem key="tabBarItem" title="Sources" id="ti2"/>"#)
        let edited = try #require(editedItems.last)
        #expect(edited.string("title") == "Sources" && edited.string(Vocabulary.setAtRunTime) == nil)
    }
}
