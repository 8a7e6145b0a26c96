import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `higlint check` on storyboards that refer to one another: a scene another storyboard pushes
/// is judged inside that storyboard's navigation bar, a container lent to several files is
/// reported once, and `--verbose` names the references not followed.
struct StoryboardReferenceCommandTests {
    static let main = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="tab">
            <scenes>
                <scene sceneID="s1">
                    <objects>
                        <tabBarController id="tab" sceneMemberID="viewController">
                            <tabBar key="tabBar" contentMode="scaleToFill" id="bar"/>
                            <connections>
                                <segue destination="nav" kind="relationship" relationship="viewControllers" id="r1"/>
                                <segue destination="ref-set" kind="relationship" relationship="viewControllers" id="r2"/>
                            </connections>
                        </tabBarController>
                    </objects>
                </scene>
                <scene sceneID="s2">
                    <objects>
                        <navigationController id="nav" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Home" image="house" id="ti1"/>
                            <navigationBar key="navigationBar" contentMode="scaleToFill" id="nav-bar-001"/>
                            <connections>
                                <segue destination="home" kind="relationship" relationship="rootViewController" id="r3"/>
                            </connections>
                        </navigationController>
                    </objects>
                </scene>
                <scene sceneID="s3">
                    <objects>
                        <viewController id="home" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v1"/>
                            <navigationItem key="navigationItem" title="Home" id="ni1"/>
                            <connections>
                                <segue destination="ref-det" kind="show" id="p1"/>
                                <segue destination="ref-gone" kind="show" id="p2"/>
                            </connections>
                        </viewController>
                    </objects>
                </scene>
                <scene sceneID="s4">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Settings" id="ref-set" sceneMemberID="viewController">
                            <tabBarItem key="tabBarItem" title="Settings" id="tab-item-02"/>
                        </viewControllerPlaceholder>
                    </objects>
                </scene>
                <scene sceneID="s5">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Detail" referencedIdentifier="detail" id="ref-det" sceneMemberID="viewController"/>
                    </objects>
                </scene>
                <scene sceneID="s6">
                    <objects>
                        <viewControllerPlaceholder storyboardName="Help" id="ref-gone" sceneMemberID="viewController"/>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let detail = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES">
            <scenes>
                <scene sceneID="d1">
                    <objects>
                        <viewController storyboardIdentifier="detail" id="dvc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="dv"/>
                            <navigationItem key="navigationItem" id="ditem"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static let settings = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES" initialViewController="svc">
            <scenes>
                <scene sceneID="t1">
                    <objects>
                        <viewController title="Settings" id="svc" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="sv"/>
                        </viewController>
                    </objects>
                </scene>
            </scenes>
        </document>

        """

    static func app() throws -> TemporaryDirectory {
        let directory = try TemporaryDirectory()
        try directory.write("App/Base.lproj/Main.storyboard", Self.main)
        try directory.write("App/Detail.storyboard", Self.detail)
        try directory.write("App/Settings.storyboard", Self.settings)
        return directory
    }

    @Test("A scene pushed through a storyboard reference is judged in the referring storyboard's navigation bar")
    func pushedThroughReference() throws {
        let directory = try Self.app()
        let run = try BinaryRun.run(["check", "App", "--verbose", "--no-progress"], in: directory.url)
        #expect(run.stdout.contains("App/Base.lproj/Main.storyboard:19:21: warning: Navigation bar of a pushed screen has no title; show the title of the new location [navbar-pushed-title-and-back #nav-bar-001]"),
                "\(run.stdout)")
        // The tab bar Main lends Settings' scene is judged in both files' screens, and reported once.
        #expect(run.stdout.components(separatedBy: "[tab-item-icon-and-title #tab-item-02]").count == 2, "\(run.stdout)")
        #expect(run.stderr.contains("App/Base.lproj/Main.storyboard: 52:17: storyboard reference ref-gone is not followed: no storyboard named Help is checked with this one (in the same app target, or beside it)"),
                "\(run.stderr)")
    }

    @Test("Without the referring storyboard, the scene stands on its own")
    func referrerNotChecked() throws {
        let directory = try Self.app()
        let run = try BinaryRun.run(["check", "App/Detail.storyboard", "--no-progress"], in: directory.url)
        #expect(!run.stdout.contains("navbar-pushed-title-and-back"), "\(run.stdout)")
    }
}
