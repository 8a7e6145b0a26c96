import Foundation
import Testing
@testable import HIGLintKit

/// Modal presentations that enter the app (a tab bar controller, a login that presents the app)
/// are screens of their own, not modal views; modal tasks stay modal views.
struct IBAppEntrancesTests {
    typealias Reader = InterfaceBuilderReaderTests

    private static func screens(_ scenes: [String], initial: String = "loading") throws -> [String: Element] {
        let text = Reader.storyboard(scenes.map(Reader.scene).joined(separator: "\n"))
            .replacingOccurrences(of: "propertyAccessControl=\"none\"", with: "propertyAccessControl=\"none\" initialViewController=\"\(initial)\"")
        let document = try Reader.read(text)
        return Dictionary(uniqueKeysWithValues: document.screens.map { ($0.root.string("id")!, $0.root) })
    }

    private static func controller(_ id: String, segues: String = "") -> String {
        """
        <viewController id="\(id)" sceneMemberID="viewController">
            <view key="view" id="v-\(id)"/>
            <connections>\(segues)</connections>
        </viewController>
        """
    }

    private static let tabs = """
        <tabBarController id="tabs" sceneMemberID="viewController">
            <tabBar key="tabBar" id="tb"/>
            <connections><segue destination="home" kind="relationship" relationship="viewControllers" id="t1"/></connections>
        </tabBarController>
        """

    @Test("a login presented full screen that presents the app's tab bar controller is no modal view, nor is the tab bar controller")
    func loginBeforeTabs() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: """
                <segue destination="login" kind="presentation" modalPresentationStyle="fullScreen" modalTransitionStyle="crossDissolve" id="s1"/>
                """),
            Self.controller("login", segues: "<segue destination=\"tabs\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"s2\"/>"),
            Self.tabs,
            Self.controller("home"),
        ])
        #expect(screens["login"]?.children.contains { $0.kind == "modalView" } == false)
        #expect(screens["home"]?.children.map(\.kind) == ["tabBar"])
    }

    @Test("an intro that presents the login that presents the app is a step towards the app too")
    func introBeforeLogin() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"intro\" kind=\"modal\" id=\"s0\"/>"),
            Self.controller("intro", segues: "<segue destination=\"login\" kind=\"modal\" id=\"s1\"/>"),
            Self.controller("login", segues: "<segue destination=\"tabs\" kind=\"modal\" id=\"s2\"/>"),
            Self.tabs,
            Self.controller("home"),
        ])
        for id in ["intro", "login", "home"] {
            #expect(screens[id]?.children.contains { $0.kind == "modalView" } == false, "\(id)")
        }
    }

    @Test("a scene of another storyboard presented full screen is the app; presented as a sheet it may be a task")
    func storyboardReference() throws {
        let placeholder = "<viewControllerPlaceholder storyboardName=\"Main\" id=\"main\" sceneMemberID=\"viewController\"/>"
        let fullScreen = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"login\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"s1\"/>"),
            Self.controller("login", segues: "<segue destination=\"main\" kind=\"presentation\" modalPresentationStyle=\"fullScreen\" id=\"s2\"/>"),
            placeholder,
        ])
        #expect(fullScreen["login"]?.children.contains { $0.kind == "modalView" } == false)
        let sheet = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"login\" kind=\"presentation\" id=\"s1\"/>"),
            Self.controller("login", segues: "<segue destination=\"main\" kind=\"presentation\" id=\"s2\"/>"),
            placeholder,
        ])
        #expect(sheet["login"]?.children.map(\.kind) == ["modalView"])
    }

    @Test("a modal task stays a modal view: a compose view, and a photo picker it presents")
    func modalTask() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"compose\" kind=\"modal\" id=\"s1\"/>"),
            Self.controller("compose", segues: "<segue destination=\"picker\" kind=\"modal\" id=\"s2\"/>"),
            Self.controller("picker"),
        ])
        #expect(screens["compose"]?.children.map(\.kind) == ["modalView"])
        #expect(screens["picker"]?.children.map(\.kind) == ["modalView"])
    }

    @Test("presentations in a loop that never reach the app end, and stay modal views")
    func presentationLoop() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"a\" kind=\"modal\" id=\"s1\"/>"),
            Self.controller("a", segues: "<segue destination=\"b\" kind=\"modal\" id=\"s2\"/>"),
            Self.controller("b", segues: "<segue destination=\"a\" kind=\"modal\" id=\"s3\"/>"),
        ])
        #expect(screens["a"]?.children.map(\.kind) == ["modalView"])
        #expect(screens["b"]?.children.map(\.kind) == ["modalView"])
    }

    @Test("in a presented navigation stack the root is the modal view; a screen pushed onto it is a step of its task, judged as pushed")
    func pushedInModalStack() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: "<segue destination=\"nav\" kind=\"presentation\" modalPresentationStyle=\"formSheet\" id=\"s1\"/>"),
            """
            <navigationController id="nav" sceneMemberID="viewController">
                <navigationBar key="navigationBar" id="nb"/>
                <connections><segue destination="settings" kind="relationship" relationship="rootViewController" id="r1"/></connections>
            </navigationController>
            """,
            Self.controller("settings", segues: "<segue destination=\"account\" kind=\"show\" id=\"s2\"/>"),
            Self.controller("account"),
        ])
        #expect(screens["settings"]?.children.map(\.kind) == ["modalView"])
        #expect(screens["account"]?.children.map(\.kind) == ["navigationBar"])
        #expect(screens["account"]?.string("navigation") == "pushed")
    }

    @Test("a card laid over the presenter (over current context, by the segue or by the controller) is no modal view; a sheet is")
    func overlay() throws {
        let screens = try Self.screens([
            Self.controller("loading", segues: """
                <segue destination="card" kind="presentation" modalPresentationStyle="overCurrentContext" modalTransitionStyle="crossDissolve" id="s1"/>
                <segue destination="alert" kind="presentation" id="s2"/>
                <segue destination="sheet" kind="presentation" modalPresentationStyle="formSheet" id="s3"/>
                """),
            Self.controller("card"),
            """
            <viewController modalPresentationStyle="overFullScreen" id="alert" sceneMemberID="viewController">
                <view key="view" id="v-alert"/>
            </viewController>
            """,
            Self.controller("sheet"),
        ])
        #expect(screens["card"]?.children.contains { $0.kind == "modalView" } == false)
        #expect(screens["alert"]?.children.contains { $0.kind == "modalView" } == false)
        #expect(screens["sheet"]?.children.map(\.kind) == ["modalView"])
    }

    // MARK: Gates

    private static func login(_ id: String = "login", customClass: String? = "LoginScreenViewController",
                              storyboardIdentifier: String? = nil, cancel: Bool = false) -> String {
        let attributes = (customClass.map { " customClass=\"\($0)\"" } ?? "")
            + (storyboardIdentifier.map { " storyboardIdentifier=\"\($0)\"" } ?? "")
        let item = cancel ? "<navigationItem key=\"navigationItem\" id=\"i-\(id)\"><barButtonItem key=\"leftBarButtonItem\" systemItem=\"cancel\" id=\"c-\(id)\"/></navigationItem>" : ""
        return """
            <viewController id="\(id)"\(attributes) sceneMemberID="viewController">
                <view key="view" id="v-\(id)"/>
                \(item)
            </viewController>
            """
    }

    private static let start = """
        <navigationController id="start" sceneMemberID="viewController">
            <navigationBar key="navigationBar" id="nb-start"/>
            <connections>
                <segue destination="tasks" kind="relationship" relationship="rootViewController" id="r-start"/>
                <segue destination="login" kind="modal" identifier="LoginScreenSegue" id="g-login"/>
            </connections>
        </navigationController>
        """

    @Test("a login gate presented full screen from the initial scene is no modal view (todo.txt's LoginScreenViewController)")
    func loginGateFromInitialScene() throws {
        let screens = try Self.screens([Self.start, Self.controller("tasks"), Self.login()], initial: "start")
        #expect(screens["login"]?.children.contains { $0.kind == "modalView" } == false)
    }

    @Test("a gate is named by its class, its storyboard identifier or the segue's identifier, in any case and spelling")
    func gateNames() throws {
        for (customClass, identifier, segue) in [(nil, "Onboarding", "s"), ("WelcomeViewController", nil, "s"), (nil, nil, "showSignIn"),
                                                  ("IntroPagesController", nil, "s"), (nil, "sign-up", "s")] as [(String?, String?, String)] {
            let start = Self.controller("tasks", segues: "<segue destination=\"login\" kind=\"modal\" identifier=\"\(segue)\" id=\"g\"/>")
            let screens = try Self.screens([start, Self.login(customClass: customClass, storyboardIdentifier: identifier)], initial: "tasks")
            #expect(screens["login"]?.children.contains { $0.kind == "modalView" } == false, "\(customClass ?? identifier ?? segue)")
        }
    }

    @Test("a login with a Cancel, shown as a sheet, or presented with animation from a later screen stays a modal task")
    func loginTasks() throws {
        let withCancel = try Self.screens([Self.start, Self.controller("tasks"), Self.login(cancel: true)], initial: "start")
        #expect(withCancel["login"]?.children.map(\.kind) == ["modalView"])
        let sheet = try Self.screens([
            Self.controller("tasks", segues: "<segue destination=\"login\" kind=\"presentation\" modalPresentationStyle=\"formSheet\" id=\"g\"/>"),
            Self.login(),
        ], initial: "tasks")
        #expect(sheet["login"]?.children.map(\.kind) == ["modalView"])
        let later = try Self.screens([
            Self.controller("tasks", segues: "<segue destination=\"settings\" kind=\"modal\" id=\"g1\"/>"),
            Self.controller("settings", segues: "<segue destination=\"login\" kind=\"modal\" id=\"g2\"/>"),
            Self.login(),
        ], initial: "tasks")
        #expect(later["login"]?.children.map(\.kind) == ["modalView"])
        let unnamed = try Self.screens([Self.start.replacingOccurrences(of: "LoginScreenSegue", with: "ShowAccount"), Self.controller("tasks"),
                                        Self.login(customClass: "AccountViewController")], initial: "start")
        #expect(unnamed["login"]?.children.map(\.kind) == ["modalView"])
    }

    @Test("a gate presented without animation from any screen, and one in a navigation controller, is no modal view")
    func gateWithoutAnimation() throws {
        let screens = try Self.screens([
            Self.controller("tasks", segues: "<segue destination=\"settings\" kind=\"modal\" id=\"g1\"/>"),
            Self.controller("settings", segues: "<segue destination=\"gate\" kind=\"modal\" animates=\"NO\" id=\"g2\"/>"),
            """
            <navigationController id="gate" sceneMemberID="viewController">
                <navigationBar key="navigationBar" id="nb-gate"/>
                <connections><segue destination="login" kind="relationship" relationship="rootViewController" id="r-gate"/></connections>
            </navigationController>
            """,
            Self.login(),
        ], initial: "tasks")
        #expect(screens["login"]?.children.contains { $0.kind == "modalView" } == false)
        #expect(screens["settings"]?.children.map(\.kind) == ["modalView"])
    }
}

