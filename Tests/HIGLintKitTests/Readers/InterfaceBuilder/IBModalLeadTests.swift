import Testing
@testable import HIGLintKit

/// What a modal's content shows first: a heading names the task, a banner may; anything else, a
/// backdrop or a table, says nothing of a title.
struct IBModalLeadTests {
    static let location = SourceLocation(file: "m.storyboard", line: 1, column: 1)

    static func element(_ kind: String, _ properties: [String: String] = [:], _ children: [Element] = []) -> Element {
        Element(kind: kind, properties: properties.sorted { $0.key < $1.key }.map {
            Element.Property(name: $0.key, value: .string($0.value), location: location)
        }, children: children, location: location)
    }

    static func framed(_ kind: String, y: Int, width: Int = 280, height: Int = 30, _ extra: [String: String] = [:],
                       _ children: [Element] = []) -> Element {
        element(kind, ["x": "20", "y": "\(y)", "width": "\(width)", "height": "\(height)"].merging(extra) { $1 }, children)
    }

    static func lead(_ content: [Element]) -> IBModalLead.Lead? {
        IBModalLead.lead(of: content, screenWidth: 320, screenHeight: 568)
    }

    @Test("a label in a title's font at the top is a heading; body text is not")
    func headings() {
        let field = Self.framed("textField", y: 200)
        #expect(Self.lead([field, Self.framed("label", y: 80, ["fontSize": "28"])]) == .heading)
        #expect(Self.lead([field, Self.framed("label", y: 80, ["textStyle": "title2"])]) == .heading)
        #expect(Self.lead([field, Self.framed("label", y: 80, ["fontSize": "17", "fontWeight": "semibold"])]) == .heading)
        #expect(Self.lead([field, Self.framed("label", y: 80, ["fontSize": "17"])]) == nil)
        // The heading must come first: a field above it leads.
        #expect(Self.lead([Self.framed("textField", y: 40), Self.framed("label", y: 80, ["fontSize": "28"])]) == nil)
    }

    @Test("a strip across the top (an image, or a view of the app's class with nothing inside) is a banner; a backdrop is not")
    func banners() {
        let field = Self.framed("textField", y: 200)
        #expect(Self.lead([Self.framed("imageView", y: 64, width: 320, height: 120), field]) == .banner)
        #expect(Self.lead([Self.framed("view", y: 64, width: 320, height: 103, ["customClass": "PromoBannerView"]), field]) == .banner)
        // A narrow image (an icon), and an image behind the whole screen, are not banners.
        #expect(Self.lead([Self.framed("imageView", y: 64, width: 60, height: 60), field]) == nil)
        #expect(Self.lead([Self.framed("imageView", y: 0, width: 320, height: 568), field]) == nil)
    }

    @Test("plain containers are looked into; a hidden one (no frame), and a table, are not")
    func containers() {
        let heading = Self.framed("label", y: 90, ["fontSize": "24"])
        let stack = Self.framed("stackView", y: 80, height: 300, [:], [heading, Self.framed("textField", y: 140)])
        #expect(Self.lead([stack]) == .heading)
        let hidden = Self.element("view", [:], [Self.framed("label", y: 10, ["fontSize": "24"])])
        #expect(Self.lead([hidden, stack]) == .heading)
        #expect(Self.lead([Self.framed("tableView", y: 0, width: 320, height: 568)]) == nil)
        #expect(Self.lead([]) == nil)
    }

    @Test("a web view across the screen is a web page; a small one is not")
    func webPages() {
        #expect(Self.lead([Self.framed("webView", y: 64, width: 320, height: 504)]) == .webPage)
        #expect(Self.lead([Self.framed("webView", y: 64, width: 320, height: 120), Self.framed("textField", y: 300)]) == nil)
        #expect(Self.lead([Self.framed("webView", y: 64, width: 100, height: 504)]) == nil)
    }

    @Test("where nothing has a known place (a misplaced scroll view), a web page that size still leads")
    func unplacedWebPages() {
        func sized(_ kind: String, width: Int, height: Int, _ extra: [String: String] = [:], _ children: [Element] = []) -> Element {
            Self.element(kind, ["width": "\(width)", "height": "\(height)"].merging(extra) { $1 }, children)
        }
        let footer = sized("view", width: 280, height: 120, [:], [sized("label", width: 260, height: 22, ["fontSize": "18"])])
        let page = sized("webView", width: 320, height: 400)
        #expect(Self.lead([Self.element("scrollView", [:], [page, footer])]) == .webPage)
        // A small web view is not a page; a hidden one is not on the screen.
        #expect(Self.lead([Self.element("scrollView", [:], [sized("webView", width: 320, height: 120), footer])]) == nil)
        var hidden = page
        hidden.properties.append(Element.Property(name: "hidden", value: .bool(true), location: Self.location))
        #expect(Self.lead([Self.element("scrollView", [:], [hidden, footer])]) == nil)
        // Where something has a place, the place decides: a field above the page leads.
        #expect(Self.lead([Self.element("scrollView", [:], [page]), Self.framed("textField", y: 40)]) == nil)
    }

    @Test("a pushed screen whose content leads with a web page or a heading says so; the root screen does not")
    func pushedScreens() throws {
        let storyboard = InterfaceBuilderReaderTests.storyboard("""
            <scene sceneID="s0"><objects>
                <navigationController id="nav" sceneMemberID="viewController">
                    <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                        <rect key="frame" x="0.0" y="20" width="320" height="44"/>
                    </navigationBar>
                    <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r1"/></connections>
                </navigationController>
            </objects></scene>
            <scene sceneID="s1"><objects>
                <tableViewController id="list" title="News" sceneMemberID="viewController">
                    <tableView key="view" id="t1"><rect key="frame" x="0.0" y="0.0" width="320" height="568"/></tableView>
                    <navigationItem key="navigationItem" title="News" id="n1"/>
                    <connections><segue destination="story" kind="show" id="p1"/></connections>
                </tableViewController>
            </objects></scene>
            <scene sceneID="s2"><objects>
                <viewController id="story" sceneMemberID="viewController">
                    <view key="view" id="v2">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="568"/>
                        <subviews>
                            <wkWebView contentMode="scaleToFill" id="w1">
                                <rect key="frame" x="0.0" y="64" width="320" height="504"/>
                                <wkWebViewConfiguration key="configuration"/>
                            </wkWebView>
                        </subviews>
                    </view>
                    <navigationItem key="navigationItem" id="n2"/>
                </viewController>
            </objects></scene>
            """)
        let document = try InterfaceBuilderReaderTests.read(storyboard)
        let pushed = document.screens.map(\.root).filter { $0.string("navigation") == "pushed" }
        let root = document.screens.map(\.root).filter { $0.string("navigation") == "root" }
        #expect(pushed.map { $0.string("leadingContent") } == ["webPage"])
        #expect(root.count == 1 && root.allSatisfy { $0.string("leadingContent") == nil })
    }
}
