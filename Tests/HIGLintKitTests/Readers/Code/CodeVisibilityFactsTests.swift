import Foundation
import Testing
@testable import HIGLintKit

/// The outlets code hides for good (`CodeVisibilityFacts`), found by the lexical scan of `CodeTextFacts`.
struct CodeVisibilityFactsTests {
    typealias Code = CodeTextFactsTests

    static func hidden(_ facts: CodeTextFacts, _ outlet: String, owner: String = "GuildController", viewClass: String? = nil) -> Bool {
        facts.hidesForGood(outlet: outlet, owner: owner, viewClass: viewClass)
    }

    @Test("an outlet hidden at the end of viewDidLoad, and nowhere shown, is hidden for good; shown anywhere, or hidden only sometimes, it is not")
    func hiddenInViewDidLoad() {
        let code = """
            class GuildController: UIViewController {
                @IBOutlet weak var challengesButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    disposable.add(repository.leader().on(value: { [weak self] leader in
                        return self?.nameLabel.text = leader.name
                    }).start())
                    challengesButton.isHidden = true
                }
            }
            """
        #expect(Self.hidden(Code.swift(code), "challengesButton"))
        #expect(!Self.hidden(Code.swift(code), "challengesButton", owner: "OtherController"))
        // Shown again, by the class or through another object.
        let shownLater = code.replacingOccurrences(of: "challengesButton.isHidden = true\n    }", with: """
            challengesButton.isHidden = true
                }
                func update(guild: Guild) { challengesButton.isHidden = guild.challenges.isEmpty }
            """)
        #expect(!Self.hidden(Code.swift(shownLater), "challengesButton"))
        var facts = Code.swift(code)
        facts.merge(Code.swift("func show(_ c: GuildController) { c.challengesButton.isHidden = false }"))
        #expect(!Self.hidden(facts, "challengesButton"))
        // Hidden only under a condition, after an early return, or in a closure that runs later.
        for hiding in ["if isPublic { challengesButton.isHidden = true }", "guard isPublic else { return }\nchallengesButton.isHidden = true",
                       "DispatchQueue.main.async { self.challengesButton.isHidden = true }"] {
            let changed = code.replacingOccurrences(of: "challengesButton.isHidden = true", with: hiding)
            #expect(!Self.hidden(Code.swift(changed), "challengesButton"), "\(hiding)")
        }
        // A view the class shows through a name that is no outlet may be this one.
        let loop = code.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\n[a, b].forEach { $0.isHidden = false }")
        #expect(!Self.hidden(Code.swift(loop), "challengesButton"))
        let local = code.replacingOccurrences(of: "super.viewDidLoad()", with: "super.viewDidLoad()\nfor view in buttons { view.isHidden = false }")
        #expect(!Self.hidden(Code.swift(local), "challengesButton"))
        // A helper that shows the view it is given may be given this one.
        facts = Code.swift(code)
        facts.merge(Code.swift("enum Views { static func reveal(_ view: UIView) { view.isHidden = false } }"))
        #expect(!Self.hidden(facts, "challengesButton"))
        // An instance method that shows the view it is given shows one of its own class's.
        let helper = code.replacingOccurrences(of: "    override func viewDidLoad() {", with: """
                func setVisibility(_ view: UIView, hidden: Bool) { view.isHidden = hidden }
                override func viewDidLoad() {
            """)
        #expect(!Self.hidden(Code.swift(helper), "challengesButton"))
        facts = Code.swift(code)
        facts.merge(Code.swift(helper.replacingOccurrences(of: "GuildController", with: "OmniBar")))
        #expect(Self.hidden(facts, "challengesButton"))
        // A helper on every UIView that shows views.
        facts = Code.swift(code)
        facts.merge(Code.swift("extension UIView { func show() { isHidden = false } }"))
        #expect(!Self.hidden(facts, "challengesButton"))
    }

    @Test("an outlet hidden by the negation of a flag declared false that nothing sets, in a method viewDidLoad calls, is hidden for good")
    func hiddenByFlagNeverSet() {
        let code = """
            class UnprotectedSitesViewController: UITableViewController {
                @IBOutlet var backButton: UIButton!
                var showBackButton = false
                override func viewDidLoad() {
                    super.viewDidLoad()
                    decorate()
                    configureBackButton()
                }
                private func configureBackButton() {
                    backButton.isHidden = !showBackButton
                }
            }
            """
        let owner = "UnprotectedSitesViewController"
        #expect(Self.hidden(Code.swift(code), "backButton", owner: owner))
        // A flag that Interface Builder or key-value coding may set.
        let inspectable = code.replacingOccurrences(of: "var showBackButton = false", with: "@IBInspectable var showBackButton = false")
        #expect(!Self.hidden(Code.swift(inspectable), "backButton", owner: owner))
        let trueByDefault = code.replacingOccurrences(of: "var showBackButton = false", with: "var showBackButton = true")
        #expect(!Self.hidden(Code.swift(trueByDefault), "backButton", owner: owner))
        // The method called only sometimes.
        let sometimes = code.replacingOccurrences(of: "        configureBackButton()", with: "        if isRoot { configureBackButton() }")
        #expect(!Self.hidden(Code.swift(sometimes), "backButton", owner: owner))
        // A subclass inherits the hiding.
        var facts = Code.swift(code)
        facts.merge(Code.swift("class ManagedSitesViewController: UnprotectedSitesViewController { func f() { title = \"Managed\" } }"))
        #expect(Self.hidden(facts, "backButton", owner: "ManagedSitesViewController"))
    }

    @Test("a flag that any code file of the app sets, scanned or not, shows the views it hides; one only named or declared does not")
    func flagInUnscannedFile() throws {
        let controller = """
            class UnprotectedSitesViewController: UITableViewController {
                var showBackButton = false
                override func viewDidLoad() { super.viewDidLoad(); backButton.isHidden = !showBackButton }
            }
            """
        let directory = try DevelopmentOnlyTypesTests.project(["App/Sites.swift": controller])
        func read() throws -> CodeTextFacts {
            let urls = try FileManager.default.contentsOfDirectory(at: directory.url.appendingPathComponent("App"), includingPropertiesForKeys: nil)
            return CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1)
        }
        #expect(Self.hidden(try read(), "backButton", owner: "UnprotectedSitesViewController"))
        // Named without being set: a protocol's requirement, another type's constant, a comparison.
        _ = try directory.write("App/State.swift", """
            protocol OmniBarState { var showBackButton: Bool { get } }
            struct Small: OmniBarState { let showBackButton: Bool = false; func same(_ o: Small) -> Bool { o.showBackButton == showBackButton } }
            """)
        #expect(Self.hidden(try read(), "backButton", owner: "UnprotectedSitesViewController"))
        _ = try directory.write("App/Router.swift", "func openSites() { let c = UnprotectedSitesViewController(); c.showBackButton = true; show(c) }")
        #expect(!Self.hidden(try read(), "backButton", owner: "UnprotectedSitesViewController"))
        // Set by the class's own code, in a file the scan reads.
        _ = try directory.write("App/Router.swift", "")
        _ = try directory.write("App/Sites.swift", controller.replacingOccurrences(of: "override func viewDidLoad()", with: "func reveal() { title = \"Sites\"; showBackButton.toggle() }\n    override func viewDidLoad()"))
        #expect(!Self.hidden(try read(), "backButton", owner: "UnprotectedSitesViewController"))
    }

    @Test("Objective-C: an outlet hidden in viewDidLoad by setHidden: or the dot syntax is hidden for good; shown with NO anywhere, it is not")
    func objectiveC() {
        let code = """
            @implementation ProfileViewController
            - (void)viewDidLoad {
                [super viewDidLoad];
                [self.logoutButton setHidden:YES animated:NO];
                _badgeView.hidden = YES;
            }
            - (void)refresh {
                for (UIView *view in self.rows) { view.hidden = NO; }
            }
            @end
            """
        let owner = "ProfileViewController"
        #expect(!Self.hidden(Code.objc(code), "logoutButton", owner: owner), "a local shows a view of the class")
        let plain = code.replacingOccurrences(of: "for (UIView *view in self.rows) { view.hidden = NO; }", with: "[self reload];")
        #expect(Self.hidden(Code.objc(plain), "logoutButton", owner: owner))
        #expect(Self.hidden(Code.objc(plain), "badgeView", owner: owner))
        let braceless = plain.replacingOccurrences(of: "_badgeView.hidden = YES;", with: "if (self.editing) _badgeView.hidden = YES;")
        #expect(!Self.hidden(Code.objc(braceless), "badgeView", owner: owner))
        let shown = plain.replacingOccurrences(of: "[self reload];", with: "self.badgeView.hidden = NO;")
        #expect(!Self.hidden(Code.objc(shown), "badgeView", owner: owner))
        #expect(Self.hidden(Code.objc(shown), "logoutButton", owner: owner))
    }

    @Test("a view class whose own code shows itself is never hidden for good")
    func viewShowsItself() {
        var facts = Code.swift("""
            class GuildController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); banner.isHidden = true }
            }
            """)
        #expect(Self.hidden(facts, "banner", viewClass: "BannerView"))
        facts.merge(Code.swift("class BannerView: UIView { func present() { isHidden = false } }"))
        #expect(!Self.hidden(facts, "banner", viewClass: "BannerView"))
        #expect(Self.hidden(facts, "banner", viewClass: "OtherView"))
    }

    @Test("an outlet whose subviews the code takes out (forEach, for-in, makeObjectsPerformSelector) is emptied; a removal of something else is not")
    func emptiedOutlets() {
        let forEach = Code.swift("""
            class TipBoxVC: UIViewController {
                private func updatePurchaseButtons() {
                    buttonsStackView.arrangedSubviews.forEach {
                        buttonsStackView.removeArrangedSubview($0)
                        $0.removeFromSuperview()
                    }
                }
            }
            """)
        #expect(forEach.emptiesSubviews(ofOutlet: "buttonsStackView", owner: "TipBoxVC"))
        #expect(!forEach.emptiesSubviews(ofOutlet: "buttonsStackView", owner: "OtherVC"))
        let loop = Code.swift("class CardVC: UIViewController { func reload() { for view in self.cardsView.subviews { view.removeFromSuperview() } } }")
        #expect(loop.emptiesSubviews(ofOutlet: "cardsView", owner: "CardVC"))
        let objc = Code.objc("""
            @implementation MenuController
            - (void)viewDidLoad { [self.itemsStack.arrangedSubviews makeObjectsPerformSelector:@selector(removeFromSuperview)]; }
            @end
            """)
        #expect(objc.emptiesSubviews(ofOutlet: "itemsStack", owner: "MenuController"))
        // Another view taken out, beside a mention of subviews; a local stack view.
        let other = Code.swift("""
            class BannerVC: UIViewController {
                func close() { let count = container.subviews.count; banner.removeFromSuperview() }
                func rebuild() { let stack = UIStackView(); stack.arrangedSubviews.forEach { $0.removeFromSuperview() } }
            }
            """)
        #expect(!other.emptiesSubviews(ofOutlet: "container", owner: "BannerVC"))
        #expect(!other.emptiesSubviews(ofOutlet: "stack", owner: "BannerVC"))
    }
}
