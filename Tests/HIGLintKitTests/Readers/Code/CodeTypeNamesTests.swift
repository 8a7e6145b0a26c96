import Testing
@testable import HIGLintKit

/// The capitalised names code uses outside their declarations (`CodeTypeNames`), and the classes
/// the code declares and never uses (`CodeTextFacts.neverUsesClass`).
struct CodeTypeNamesTests {
    static func used(_ text: String) -> Set<String> {
        Array(text.utf8).withUnsafeBufferPointer { CodeTypeNames.used(in: $0) }
    }

    @Test("a declaration, a comment or an import is no use; a type, a call, a cast and a string's mention are")
    func uses() {
        let names = Self.used("""
            //  ChallengeDetailHeaderView.swift
            #import "ProfileCell.h"
            class ChallengeDetailHeaderView: UIView {}
            extension  ChallengeDetailHeaderView {}
            @implementation ProfileCell
            @end
            @interface ProfileCell ()
            @end
            let header = MemberHeaderView()
            let cell = x as? TaskCell
            // see LegacyView
            var displayedAlert: ChallengeDetailAlert?
            var shown : OptionalOnlyView? = nil
            let sheet: SheetView = .fromNib()
            let outlet: OutletView!
            let maybe = x as? CastView
            """)
        #expect(!names.contains("ChallengeDetailHeaderView"))
        #expect(!names.contains("ChallengeDetailAlert"))
        #expect(!names.contains("OptionalOnlyView"))
        #expect(names.isSuperset(of: ["SheetView", "OutletView", "CastView"]))
        #expect(!names.contains("ProfileCell"))
        #expect(names.isSuperset(of: ["UIView", "MemberHeaderView", "TaskCell"]))
        #expect(!names.contains("LegacyView"))
        #expect(!names.contains("let"))
    }

    @Test("code commented out makes nothing; a comment's start inside a string or a character literal is none")
    func comments() {
        let swift = Self.used("""
            /* let old = ChatController()
               /* nested */ let older = OlderController() */
            let url = "https://example.com/a" ; let live = LiveController()
            let text = "He said \\"//\\" then"; let after = AfterController()
            let shown = NSClassFromString("ByNameController")
            """)
        #expect(!swift.contains("ChatController") && !swift.contains("OlderController"))
        #expect(swift.isSuperset(of: ["LiveController", "AfterController", "ByNameController"]))
        let objC = Array("""
            // [self.navigationController pushViewController:[ChatController new] animated:YES];
            /* [OldController new]; /* not nested */ NewController *c = [NewController new];
            char quote = '"'; NSString *u = @"http://x"; Shown *s = [Shown new];
            """.utf8).withUnsafeBufferPointer { CodeTypeNames.used(in: $0, language: .objc) }
        #expect(!objC.contains("ChatController") && !objC.contains("OldController"))
        #expect(objC.isSuperset(of: ["NewController", "Shown"]))
    }

    @Test("a class the code declares and names nowhere else is never used; one it names, or a literal names, or whose code loads nibs is")
    func neverUsed() {
        func facts(_ text: String) -> CodeTextFacts {
            var facts = CodeTextFactsTests.swift(text)
            facts.namedTypes = Self.used(text)
            return facts
        }
        #expect(facts("class HeaderView: UIView { @IBOutlet var title: UILabel! }").neverUsesClass("Habitica.HeaderView"))
        let header = "class HeaderView: UIView { @IBOutlet var title: UILabel! }\n"
        #expect(!facts(header + "let h = HeaderView.load()").neverUsesClass("HeaderView"))
        #expect(!facts(header + "let n = UINib(nibName: \"HeaderView\", bundle: nil)").neverUsesClass("HeaderView"))
        #expect(!facts("class HeaderView: UIView { @IBOutlet var title: UILabel!; func f() { Bundle.main.loadNibNamed(name, owner: self) } }")
            .neverUsesClass("HeaderView"))
        #expect(!facts("class Other: UIView {}").neverUsesClass("HeaderView"))
        // A nib-loading helper on every UIView loads for a caller, who names the class; a base class's loads
        // for the subclasses something makes, which names them: a subclass no code names is never made.
        let helper = "extension UIView { class func fromNib<T: UIView>() -> T? { Bundle.main.loadNibNamed(String(describing: T.self), owner: nil)?.first as? T } }\n"
        #expect(facts(helper + header).neverUsesClass("HeaderView"))
        let base = "class LoadedView: UIView { func setUp() { Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self) } }\n"
        let subclass = header.replacingOccurrences(of: ": UIView", with: ": LoadedView")
        #expect(facts(base + subclass).neverUsesClass("HeaderView"))
        #expect(!facts(base + subclass + "let h = HeaderView()").neverUsesClass("HeaderView"))
        // Its own code loading a nib by a computed name: its initializer may load its own.
        #expect(!facts("class HeaderView: UIView { func setUp() { Bundle.main.loadNibNamed(String(describing: type(of: self)), owner: self) } }")
            .neverUsesClass("HeaderView"))
    }
}
