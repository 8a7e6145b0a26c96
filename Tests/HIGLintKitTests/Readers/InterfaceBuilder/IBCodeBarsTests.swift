import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Navigation bars whose items or look the app's code sets (`CodeNavigationBarFacts`), checked as a
/// user checks a project folder: the storyboard beside the code.
struct IBCodeBarsTests {
    typealias Reader = InterfaceBuilderReaderTests

    static func findings(_ files: [String: String]) throws -> [Violation] {
        let directory = try TemporaryDirectory()
        for (name, text) in files { _ = try directory.write(name, text) }
        return LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["."], workingDirectory: directory.url.path).violations
    }

    static func lines(_ rule: String, _ findings: [Violation]) -> [Int] {
        findings.filter { $0.ruleID == rule }.map(\.location.line)
    }

    /// A profile presented modally: a text field, two items on the right, no Cancel or Done in the file.
    static let profile = Reader.storyboard("""
        <scene sceneID="s1"><objects>
            <viewController id="home" title="Home" sceneMemberID="viewController">
                <view key="view" id="hv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="open">
                            <rect key="frame" x="20" y="400" width="120" height="44"/>
                            <state key="normal" title="Profile"/>
                            <connections><segue destination="nav" kind="presentation" id="g"/></connections>
                        </button>
                    </subviews>
                </view>
            </viewController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                    <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                </navigationBar>
                <connections><segue destination="profile" kind="relationship" relationship="rootViewController" id="r"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="profile" customClass="UserProfileViewController" sceneMemberID="viewController">
                <view key="view" id="pv">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <textField opaque="NO" contentMode="scaleToFill" placeholder="Name" id="name">
                            <rect key="frame" x="10" y="74" width="300" height="44"/>
                        </textField>
                    </subviews>
                </view>
                <navigationItem key="navigationItem" title="Profile" id="item">
                    <rightBarButtonItems>
                        <barButtonItem systemItem="action" id="share"/>
                        <barButtonItem title="More" id="more"/>
                    </rightBarButtonItems>
                </navigationItem>
            </viewController>
        </objects></scene>
        """, extra: "").replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"home\"")

    @Test("a modal whose class adds its Done in code, and sets its right side to one item, is not judged on those sides")
    func itemsInCode() throws {
        let without = try Self.findings(["Social.storyboard": Self.profile])
        #expect(!Self.lines("modal-cancel-and-done", without).isEmpty)
        #expect(!Self.lines("navbar-one-item-per-side", without).isEmpty)

        let code = """
            final class UserProfileViewController: UITableViewController {
                override func viewDidLoad() {
                    if isModal { navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(done)) }
                    navigationItem.setRightBarButtonItems([moreButton], animated: false)
                }
            }
            """
        let with = try Self.findings(["Social.storyboard": Self.profile, "UserProfileViewController.swift": code])
        #expect(Self.lines("modal-cancel-and-done", with).isEmpty)
        #expect(Self.lines("navbar-one-item-per-side", with).isEmpty)

        // Code that adds a third item on the right leaves the side's two items judged; the left
        // side it sets still makes the modal's Cancel and Done unknown.
        let adding = code.replacingOccurrences(of: "navigationItem.setRightBarButtonItems([moreButton], animated: false)",
                                               with: "navigationItem.rightBarButtonItems?.append(filterButton)")
        let added = try Self.findings(["Social.storyboard": Self.profile, "UserProfileViewController.swift": adding])
        #expect(Self.lines("modal-cancel-and-done", added).isEmpty)
        #expect(!Self.lines("navbar-one-item-per-side", added).isEmpty)
    }

    /// Four tabs, each a navigation controller; the first's bar is opaque, and two screens (its
    /// root and a pushed one) show it.
    static func tabs(firstBar: String) -> String {
        func stack(_ n: Int, bar: String, pushed: Bool) -> String {
            """
            <scene sceneID="n\(n)"><objects>
                <navigationController id="nav\(n)" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" \(bar) id="bar\(n)">
                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                    </navigationBar>
                    <connections><segue destination="root\(n)" kind="relationship" relationship="rootViewController" id="r\(n)"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="c\(n)"><objects>
                <viewController id="root\(n)" title="Root \(n)" sceneMemberID="viewController">
                    <view key="view" id="v\(n)"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                    \(pushed ? "<connections><segue destination=\"pushed\(n)\" kind=\"show\" id=\"p\(n)\"/></connections>" : "")
                </viewController>
            </objects></scene>
            \(pushed ? """
            <scene sceneID="d\(n)"><objects>
                <viewController id="pushed\(n)" title="Pushed \(n)" sceneMemberID="viewController">
                    <view key="view" id="w\(n)"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/></view>
                </viewController>
            </objects></scene>
            """ : "")
            """
        }
        let tabs = (1...4).map { "<segue destination=\"nav\($0)\" kind=\"relationship\" relationship=\"viewControllers\" id=\"t\($0)\"/>" }
        return Reader.storyboard("""
            <scene sceneID="tabs"><objects>
                <tabBarController id="tabBar" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections>\(tabs.joined())</connections>
                </tabBarController>
            </objects></scene>
            \(stack(1, bar: firstBar, pushed: true))
            \(stack(2, bar: "", pushed: false))
            \(stack(3, bar: "", pushed: false))
            \(stack(4, bar: "", pushed: false))
            """).replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"tabBar\"")
    }

    @Test("a bar that differs is reported once, not once per screen of its stack; a look set in code is not compared")
    func barLookInCode() throws {
        let storyboard = Self.tabs(firstBar: "translucent=\"NO\"")
        let plain = try Self.findings(["Main.storyboard": storyboard])
        let lines = Self.lines("navbar-consistent-per-orientation", plain)
        #expect(lines.count == 1)
        let themed = try Self.findings(["Main.storyboard": storyboard, "Theme.swift": """
            func applyTheme() {
                let bars = UINavigationBar.appearance()
                bars.isTranslucent = false
            }
            """])
        #expect(Self.lines("navbar-consistent-per-orientation", themed).isEmpty)
        // A class's own theming leaves the other bars compared.
        let one = try Self.findings(["Main.storyboard": storyboard, "Theme.swift": """
            class ThemedViewController: UIViewController {
                override func viewDidLoad() { navigationController?.navigationBar.isTranslucent = false }
            }
            """])
        #expect(Self.lines("navbar-consistent-per-orientation", one) == lines)
    }
}

extension IBCodeBarsTests {
    @Test("a run over two projects' folders gives each project's bars only its own code's look")
    func twoProjects() throws {
        let directory = try TemporaryDirectory()
        let storyboard = Self.tabs(firstBar: "translucent=\"NO\"")
        for app in ["Themed", "Plain"] {
            try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("\(app)/\(app).xcodeproj"),
                                                    withIntermediateDirectories: true)
            _ = try directory.write("\(app)/Main.storyboard", storyboard)
        }
        _ = try directory.write("Themed/Theme.swift", "func theme() { UINavigationBar.appearance().isTranslucent = false }")
        let findings = LintRun(linter: Linter(catalog: try RuleCatalog.builtIn())).run(paths: ["Themed/Main.storyboard", "Plain/Main.storyboard", "Themed/Theme.swift"],
                                                                                    workingDirectory: directory.url.path).violations
        let files = Set(findings.filter { $0.ruleID == "navbar-consistent-per-orientation" }.map(\.location.file))
        #expect(files == ["Plain/Main.storyboard"])
    }
}
