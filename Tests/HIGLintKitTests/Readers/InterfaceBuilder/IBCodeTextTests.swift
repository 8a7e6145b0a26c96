import Testing
@testable import HIGLintKit

/// Text the app's code sets on the objects of an Interface Builder file (`CodeTextFacts`), in
/// both formats: the controller's title and tab item, an outlet's title; and a standalone bar's
/// default translucency, which code styles too.
struct IBCodeTextTests {
    typealias Reader = InterfaceBuilderReaderTests

    static func read(_ text: String, path: String = "t.storyboard", code: CodeTextFacts?) throws -> InterfaceBuilderDocument {
        let bytes = Array(text.utf8)
        return try bytes.withUnsafeBufferPointer { buffer in
            try InterfaceBuilderReader.read(buffer, path: path, limits: .default, code: code)
        }
    }

    static let stack = Reader.storyboard("""
        <scene sceneID="s1"><objects>
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" id="navbar"/>
                <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
        </objects></scene>
        <scene sceneID="s2"><objects>
            <viewController id="list" customClass="ListViewController" sceneMemberID="viewController">
                <view key="view" id="lv"/>
                <navigationItem key="navigationItem" title="Rooms" id="ln"/>
                <connections><segue destination="rooms" kind="show" id="p"/></connections>
            </viewController>
        </objects></scene>
        <scene sceneID="s3"><objects>
            <viewController id="rooms" customClass="StudyRoomTableViewController" sceneMemberID="viewController">
                <view key="view" id="rv"/>
            </viewController>
        </objects></scene>
        """)

    @Test("a pushed scene whose class code titles has its title set at run time; without the code it has none")
    func pushedTitle() throws {
        let code = CodeTextFacts.facts(in: Array("""
            class ListViewController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    guard let rooms = segue.destination as? StudyRoomTableViewController else { return }
                    rooms.title = group.name
                }
            }
            """.utf8), language: .swift)
        func bar(_ document: InterfaceBuilderDocument) throws -> Element {
            let screen = try #require(document.screens.first { $0.root.string("id") == "rooms" }).root
            return try #require(screen.children.first { $0.kind == "navigationBar" })
        }
        let withCode = try bar(Self.read(Self.stack, code: code))
        #expect(withCode.isSetAtRunTime("title"))
        #expect(withCode.string("title") == nil)
        let without = try bar(Self.read(Self.stack, code: nil))
        #expect(!without.isSetAtRunTime("title"))
    }

    @Test("a tab whose controller (or its navigation controller's root) is titled or given a tab item in code")
    func tabItems() throws {
        let text = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="starred" kind="relationship" relationship="viewControllers" id="t2"/>
                        <segue destination="plain" kind="relationship" relationship="viewControllers" id="t3"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <tabBarItem key="tabBarItem" title="" image="tab-libraries" id="i1"/>
                    <navigationBar key="navigationBar" id="nb"/>
                    <connections><segue destination="libraries" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="libraries" customClass="LibrariesViewController" sceneMemberID="viewController">
                    <view key="view" id="lv"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <viewController id="starred" customClass="StarredViewController" sceneMemberID="viewController">
                    <view key="view" id="sv"/>
                    <tabBarItem key="tabBarItem" title="" id="i2"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s5"><objects>
                <viewController id="plain" customClass="PlainViewController" sceneMemberID="viewController">
                    <view key="view" id="pv"/>
                    <tabBarItem key="tabBarItem" title="" id="i3"/>
                </viewController>
            </objects></scene>
            """)
        let code = CodeTextFacts.facts(in: Array("""
            @implementation LibrariesViewController
            - (void)viewDidLoad { self.title = NSLocalizedString(@"Libraries", nil); }
            @end
            @implementation StarredViewController
            - (void)awakeFromNib { self.tabBarItem = [[UITabBarItem alloc] initWithTitle:@"Starred" image:[UIImage imageNamed:@"star"] tag:0]; }
            @end
            """.utf8), language: .objc)
        let document = try Self.read(text, code: code)
        let screen = try #require(document.screens.first { $0.root.string("id") == "plain" }).root
        let items = try #require(screen.children.first { $0.kind == "tabBar" }).children
        #expect(items.map { $0.isSetAtRunTime("title") } == [true, true, false])
        #expect(items.map { $0.isSetAtRunTime("image") } == [false, true, false])
        #expect(items.first?.string("image") == "tab-libraries")
    }

    @Test("a navigation controller's shown toolbar whose screen's class (or its own) shows or hides it in code says so; without the code it does not")
    func toolbarVisibility() throws {
        let text = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <tabBarController id="tabs" sceneMemberID="viewController">
                    <tabBar key="tabBar" contentMode="scaleToFill" id="tb"/>
                    <connections>
                        <segue destination="nav" kind="relationship" relationship="viewControllers" id="t1"/>
                        <segue destination="nav2" kind="relationship" relationship="viewControllers" id="t2"/>
                    </connections>
                </tabBarController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <navigationController id="nav" toolbarHidden="NO" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="nb"/>
                    <toolbar key="toolbar" id="tool"/>
                    <connections><segue destination="files" kind="relationship" relationship="rootViewController" id="r"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s3"><objects>
                <viewController id="files" customClass="SeafFileViewController" sceneMemberID="viewController">
                    <view key="view" id="fv"/>
                </viewController>
            </objects></scene>
            <scene sceneID="s4"><objects>
                <navigationController id="nav2" toolbarHidden="NO" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" id="nb2"/>
                    <toolbar key="toolbar" id="tool2"/>
                    <connections><segue destination="starred" kind="relationship" relationship="rootViewController" id="r2"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s5"><objects>
                <viewController id="starred" customClass="StarredViewController" sceneMemberID="viewController">
                    <view key="view" id="sv"/>
                </viewController>
            </objects></scene>
            """)
        let code = CodeTextFacts.facts(in: Array("""
            @implementation SeafFileViewController
            - (void)viewDidLoad { [super viewDidLoad]; [self.navigationController setToolbarHidden:YES animated:NO]; }
            @end
            @implementation StarredViewController
            - (void)viewDidLoad { if (self.navigationController.toolbarHidden) { return; } }
            @end
            """.utf8), language: .objc)
        func toolbar(_ id: String, _ document: InterfaceBuilderDocument) throws -> Element {
            let screen = try #require(document.screens.first { $0.root.string("id") == id }).root
            return try #require(screen.children.first { $0.kind == "toolbar" })
        }
        let withCode = try Self.read(text, code: code)
        #expect(try toolbar("files", withCode)["visibilityInCode"] == .bool(true))
        #expect(try toolbar("starred", withCode)["visibilityInCode"] == nil, "reading the visibility decides nothing")
        #expect(try toolbar("files", Self.read(text, code: nil))["visibilityInCode"] == nil)
    }

    @Test("a button whose title code sets through an outlet: document format and archive format")
    func outletTitles() throws {
        var code = CodeTextFacts.facts(in: Array("""
            @implementation MailViewController
            - (void)viewDidLoad { [self.cancelBtn setTitle:NSLocalizedString(@"Cancel", nil) forState:UIControlStateNormal]; }
            @end
            """.utf8), language: .objc)
        // Another file makes one (`[MailViewController new]`), so the xib is the owner's.
        code.namedTypes = ["MailViewController"]
        let document = Reader.xib("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="cancel">
                        <rect key="frame" x="20" y="400" width="120" height="44"/>
                        <state key="normal" title="cancel"/>
                    </button>
                    <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="ok">
                        <rect key="frame" x="180" y="400" width="120" height="44"/>
                        <state key="normal" title="ok"/>
                    </button>
                </subviews>
            </view>
            """).replacingOccurrences(of: "<outlet property=\"view\" destination=\"1\" id=\"3\"/>",
                                      with: "<outlet property=\"view\" destination=\"1\" id=\"3\"/><outlet property=\"cancelBtn\" destination=\"cancel\" id=\"4\"/><outlet property=\"okBtn\" destination=\"ok\" id=\"5\"/>")
        let buttons = Reader.all("button", in: try #require(Self.read(document, path: "MailViewController.xib", code: code).screens.first).root)
        #expect(buttons.map { $0.string("title") } == [nil, "ok"])
        #expect(buttons.map { $0.isSetAtRunTime("title") } == [true, false])

        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                <data>
                    <int key="IBDocument.SystemTarget">1056</int>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBProxyObject" id="owner">
                            <string key="IBProxiedObjectIdentifier">IBFilesOwner</string>
                        </object>
                        <object class="IBUIView" id="100">
                            <string key="NSFrame">{{0, 0}, {320, 480}}</string>
                            <array class="NSMutableArray" key="NSSubviews">
                                <object class="IBUIButton" id="300">
                                    <string key="NSFrame">{{20, 400}, {120, 44}}</string>
                                    <int key="IBUIButtonType">1</int>
                                    <string key="IBUINormalTitle">cancel</string>
                                </object>
                            </array>
                        </object>
                    </array>
                    <object class="IBObjectContainer" key="IBDocument.Objects">
                        <array class="NSMutableArray" key="connectionRecords">
                            <object class="IBConnectionRecord">
                                <object class="IBCocoaTouchOutletConnection" key="connection">
                                    <string key="label">view</string>
                                    <reference key="source" ref="owner"/>
                                    <reference key="destination" ref="100"/>
                                </object>
                            </object>
                            <object class="IBConnectionRecord">
                                <object class="IBCocoaTouchOutletConnection" key="connection">
                                    <string key="label">cancelBtn</string>
                                    <reference key="source" ref="owner"/>
                                    <reference key="destination" ref="300"/>
                                </object>
                            </object>
                        </array>
                    </object>
                </data>
            </archive>
            """
        let anyClass = CodeTextFacts.facts(in: Array("""
            @implementation Presenter
            - (void)show { [controller.cancelBtn setTitle:@"Cancel" forState:UIControlStateNormal]; }
            @end
            """.utf8), language: .objc)
        let archived = Reader.all("button", in: try #require(Self.read(archive, path: "Old.xib", code: anyClass).screens.first).root)
        #expect(archived.map { $0.isSetAtRunTime("title") } == [true])
        let unmarked = Reader.all("button", in: try #require(Self.read(archive, path: "Old.xib", code: nil).screens.first).root)
        #expect(unmarked.map { $0.string("title") } == ["cancel"])
    }

    @Test("a standalone navigation bar that leaves translucency to iOS 7's default has it unknown; a written one is kept")
    func standaloneTranslucency() throws {
        let document = Reader.xib("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                <subviews>
                    <navigationBar contentMode="scaleToFill" id="default"><rect key="frame" x="0.0" y="20" width="320" height="44"/></navigationBar>
                    <navigationBar contentMode="scaleToFill" translucent="NO" id="opaque"><rect key="frame" x="0.0" y="100" width="320" height="44"/></navigationBar>
                </subviews>
            </view>
            """).replacingOccurrences(of: "toolsVersion=\"6250\"", with: "toolsVersion=\"14460\"")
        let bars = Reader.all("navigationBar", in: try #require(Self.read(document, path: "Bars.xib", code: nil).screens.first).root)
        #expect(bars.map { $0.isSetAtRunTime("translucent") } == [true, false])
        #expect(bars.map { $0.bool("translucent") } == [nil, false])
    }

    @Test("a document-format xib the app's code never loads is passed over with the reason; without code it is read")
    func unloadedXib() throws {
        let xib = Reader.xib("""
            <view contentMode="scaleToFill" id="1">
                <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
            </view>
            """)
        var code = CodeTextFacts.facts(in: Array("""
            @implementation MailViewController
            - (void)viewDidLoad { self.title = @"Mail"; }
            @end
            """.utf8), language: .objc)
        // Another file makes one (`[MailViewController new]`): the question is which nib it loads.
        code.namedTypes = ["MailViewController"]
        let unloaded = try Self.read(xib, path: "Mail_iPad.xib", code: code)
        #expect(unloaded.passedOverReason?.contains("never loads") == true)
        #expect(unloaded.screens.isEmpty)
        #expect(try Self.read(xib, path: "MailViewController.xib", code: code).passedOverReason == nil)
        #expect(try Self.read(xib, path: "Mail_iPad.xib", code: nil).passedOverReason == nil)
    }

    @Test("a screen of a custom class whose code the run did not read says so (codeRead false); a class the code declares, or UIKit's, does not")
    func classCodeRead() throws {
        let code = CodeTextFacts.facts(in: Array("""
            class ListViewController: UITableViewController { override func viewDidLoad() { title = "Rooms" } }
            """.utf8), language: .swift)
        func codeRead(_ id: String, _ code: CodeTextFacts?) throws -> Bool? {
            try #require(Self.read(Self.stack, code: code).screens.first { $0.root.string("id") == id }).root.bool("codeRead")
        }
        #expect(try codeRead("list", code) == nil)
        #expect(try codeRead("rooms", code) == false)
        #expect(try codeRead("list", nil) == false)
        #expect(try codeRead("rooms", nil) == false)
        #expect(IBController.classCodeRead(nil, code: nil))
        #expect(IBController.classCodeRead("UITableViewController", code: nil))
        #expect(IBController.classCodeRead("App.ListViewController", code: code))
    }
}


/// The documents higlint passes over for their platform, by the markers of their type and runtime.
struct IBPlatformTests {
    @Test("watchOS, tvOS and macOS documents are passed over, named; an iOS one is read", arguments: [
        ("com.apple.InterfaceBuilder.WatchKit.Storyboard", "watchKit", "an Interface Builder file for watchOS, not iOS"),
        ("com.apple.InterfaceBuilder.AppleTV.Storyboard", "AppleTV", "an Interface Builder file for tvOS, not iOS"),
        ("com.apple.InterfaceBuilder3.Cocoa.XIB", "MacOSX.Cocoa", "an Interface Builder file for macOS, not iOS"),
        ("com.apple.InterfaceBuilder3.Cocoa.Storyboard.XIB", "", "an Interface Builder file for macOS, not iOS"),
        ("com.apple.InterfaceBuilder3.Other.XIB", "", "not an iOS Interface Builder file (document type 'com.apple.InterfaceBuilder3.Other.XIB')"),
        ("com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB", "iOS.CocoaTouch", nil),
        ("com.apple.InterfaceBuilder3.Storyboard.XIB", "iOS.CocoaTouch", nil),
    ] as [(String, String, String?)])
    func platforms(type: String, runtime: String, reason: String?) throws {
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="\(type)" version="3.0" toolsVersion="21701" targetRuntime="\(runtime)"><scenes/></document>
            """
        #expect(try IBCodeTextTests.read(text, code: nil).passedOverReason == reason)
    }
}
