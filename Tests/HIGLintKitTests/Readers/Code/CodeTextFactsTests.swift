import Foundation
import Testing
@testable import HIGLintKit

/// What a project's code titles and sets at run time (`CodeTextFacts`), read by a lexical scan of
/// Swift and Objective-C: comments and strings never count.
struct CodeTextFactsTests {
    static func swift(_ text: String) -> CodeTextFacts { CodeTextFacts.facts(in: Array(text.utf8), language: .swift) }
    static func objc(_ text: String) -> CodeTextFacts { CodeTextFacts.facts(in: Array(text.utf8), language: .objc) }

    @Test("a Swift view controller that sets its title, navigation item's title or title view titles itself")
    func swiftOwnTitles() {
        let facts = Self.swift("""
            final class GuidelinesViewController: BaseViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    navigationItem.title = L10n.Titles.guidelines
                }
            }
            class FeedViewController: UIViewController { func setUp() { title = "Feed" } }
            class AppViewController: UIViewController {
                override func viewDidLoad() { self.navigationItem.titleView = navigationBarTitleView }
            }
            class Quiet: UIViewController {
                // title = "Not code"
                let text = "title = here"
                var title2 = 1
                func f(title: String) { let title = title; print(title == "x") }
            }
            """)
        #expect(facts.titledClasses == ["GuidelinesViewController", "FeedViewController", "AppViewController"])
        #expect(facts.titlesController(ofClass: "FeedViewController"))
        #expect(!facts.titlesController(ofClass: "Quiet"))
        #expect(!facts.titlesController(ofClass: nil))
    }

    @Test("a subclass inherits the title its superclass sets; a module-qualified IB class is found")
    func inheritance() {
        let facts = Self.swift("""
            class BaseTableViewController: UITableViewController { override func viewDidLoad() { title = name } }
            class SettingsViewController: BaseTableViewController {}
            """)
        #expect(facts.titlesController(ofClass: "SettingsViewController"))
        #expect(facts.titlesController(ofClass: "Habitica.SettingsViewController"))
        #expect(!facts.titlesController(ofClass: "OtherViewController"))
    }

    @Test("a helper of a UIKit class's category or extension titles the classes that call it on themselves, in other files")
    func titlingHelpers() throws {
        let directory = try DevelopmentOnlyTypesTests.project([
            "App/UIViewController+Search.m": """
                @implementation UIViewController (Search)
                - (void)showSearch:(BOOL)animated { self.navigationItem.titleView = searchBar; }
                + (void)logTitle { self.navigationItem.titleView = nil; }
                @end
                """,
            "App/UnifiedSearchViewController.m": """
                @implementation UnifiedSearchViewController
                - (void)viewDidLoad { [super viewDidLoad]; [super showSearch:NO]; }
                @end
                @implementation RoomSearchViewController
                - (void)viewWillAppear:(BOOL)animated { if (x) { [self showSearch:NO]; } }
                @end
                @implementation QuietViewController
                - (void)viewDidLoad { [other showSearch:NO]; [QuietViewController logTitle]; /* [self showSearch:NO]; */ }
                @end
                @implementation MITNewsCategoryViewController
                - (void)update { [self.navigationItem setTitle:self.categoryTitle]; }
                @end
                """,
            "App/Picker.swift": """
                extension UIViewController { func setUpTitle() { navigationItem.title = "Pick" } }
                class PickerViewController: UIViewController { override func viewDidLoad() { setUpTitle() } }
                class ContactsViewModel { func make() { let contacts = ContactsViewController(); contacts.setUpTitle() } }
                class Other: UIViewController { func setUpTitle() {} }
                // A navigation item's own helper titles the item it is called on, no controller of its own.
                extension UINavigationItem { func configure(title: String) { self.title = title } }
                class Plain: UIViewController { func f() { configure(title: "x") } }
                """,
        ])
        let urls = try FileManager.default.contentsOfDirectory(at: directory.url.appendingPathComponent("App"), includingPropertiesForKeys: nil)
        let facts = CodeTextFacts.read(urls, maxFileSize: 1 << 20, jobs: 1)
        #expect(facts.titlingHelpers == ["showSearch", "setUpTitle"])
        #expect(facts.titlesController(ofClass: "UnifiedSearchViewController"))
        #expect(facts.titlesController(ofClass: "RoomSearchViewController"))
        // An app's class whose prefix is three capitals titles itself as any other does.
        #expect(facts.titlesController(ofClass: "MITNewsCategoryViewController"))
        #expect(facts.titlesController(ofClass: "PickerViewController"))
        #expect(facts.titlesController(ofClass: "ContactsViewController"))
        #expect(!facts.titlesController(ofClass: "QuietViewController"))
        #expect(!facts.titlesController(ofClass: "Other"))
        #expect(!facts.titlesController(ofClass: "ContactsViewModel"))
        #expect(!facts.titlesController(ofClass: "Plain"))
    }

    @Test("prepare(for:) titles the destination whose class the code casts it to")
    func destinationTitle() {
        let facts = Self.swift("""
            class StudyRoomGroupsTableViewController: UITableViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    if let roomsVC = segue.destination as? StudyRoomTableViewController {
                        roomsVC.title = roomGroup.name
                    }
                    let web = WebViewController(url: url)
                    web.navigationItem.title = "\\(site["name"]) \\("x")"
                }
            }
            """)
        #expect(facts.titledClasses.contains("StudyRoomTableViewController"))
        #expect(facts.titledClasses.contains("WebViewController"))
        #expect(!facts.titledClasses.contains("StudyRoomGroupsTableViewController"))
    }

    @Test("tab bar items made or titled in code, in Swift and Objective-C")
    func tabItems() {
        let swift = Self.swift("""
            class InboxViewController: UIViewController {
                required init?(coder: NSCoder) { super.init(coder: coder); tabBarItem = UITabBarItem(title: L10n.inbox, image: nil, tag: 0) }
            }
            class FeedController: UIViewController { func f() { tabBarItem.title = "Feed" } }
            """)
        #expect(swift.tabItemClasses == ["InboxViewController", "FeedController"])
        let objc = Self.objc("""
            @implementation SeafStarredViewController
            - (void)awakeFromNib { [self setTabBarItem:[[UITabBarItem alloc] initWithTitle:NSLocalizedString(@"Starred", nil) image:nil tag:1]]; }
            @end
            """)
        #expect(objc.tabItemClasses == ["SeafStarredViewController"])
        #expect(!objc.setsTabItemsOfUnnamedClasses)
        // Every tab's item replaced in a loop over controllers of no class of the app's own.
        let loop = Self.objc("""
            @implementation SeafAppDelegate
            - (void)initTabController {
                for (UIViewController *vc in tabs.viewControllers) {
                    vc.tabBarItem = [[UITabBarItem alloc] initWithTitle:titles[idx] image:vc.tabBarItem.image tag:idx];
                }
            }
            @end
            """)
        #expect(loop.setsTabItemsOfUnnamedClasses)
        #expect(!loop.setsTabItem(ofClass: "SeafAppDelegate"))
        // A tab's image set in code, on the controller's own item or through an outlet of a container; an image view's is no tab's.
        let images = Self.swift("""
            class TabBarController: UITabBarController {
                @IBOutlet var browseNavigationController: UINavigationController!
                override func viewDidLoad() { browseNavigationController.tabBarItem.image = UIImage(systemName: "bag") }
            }
            class NewsController: UIViewController { func f() { tabBarItem.selectedImage = UIImage(named: "news.fill"); logoView.image = logo } }
            """)
        #expect(images.setsTabItemsOfUnnamedClasses)
        #expect(images.outletTabItems == ["browseNavigationController"])
        // Through a variable of a UIKit class: a controller of any class of the app's that inherits from it.
        var local = Self.swift("""
            class TabBarController: UITabBarController {
                override func viewDidLoad() {
                    let browse = self.viewControllers![1] as! UINavigationController
                    browse.tabBarItem.image = UIImage(systemName: "bag")
                }
            }
            """)
        local.merge(Self.swift("class ForwardingNavigationController: UINavigationController { func f() { title = nil } }"))
        #expect(local.setsTabItem(ofClass: "ForwardingNavigationController"))
        #expect(!local.setsTabItem(ofClass: "InboxViewController"))
        #expect(images.setsTabItem(ofClass: "ForwardingNavigationController", outlets: [IBOutlet(property: "browseNavigationController", ownerClass: "TabBarController")]))
        #expect(!images.setsTabItem(ofClass: "ForwardingNavigationController", outlets: [IBOutlet(property: "otherController", ownerClass: "TabBarController")]))
        #expect(images.tabItemClasses == ["NewsController"])
        #expect(images.outletTexts.isEmpty && images.outletTextsOfAnyClass.isEmpty)
    }

    @Test("outlets whose title or text code sets, of the class whose code it is or of any class")
    func outlets() {
        let swift = Self.swift("""
            class PromotionInfoViewController: UIViewController {
                @IBOutlet weak var doneButton: UIBarButtonItem!
                @IBOutlet var pickerButton: UIButton!
                override func viewDidLoad() {
                    doneButton.title = L10n.done
                    pickerButton.setTitle(viewModel.pickerButtonTitle, for: .normal)
                    let label = UILabel()
                    label.text = "Local"
                    if let cell = tableView.dequeueReusableCell(withIdentifier: "c") as? ProfileCell {
                        cell.nameButton.titleLabel?.text = user.name
                    }
                }
            }
            """)
        #expect(swift.setsText(ofOutlet: "doneButton", owner: "PromotionInfoViewController"))
        #expect(swift.setsText(ofOutlet: "pickerButton", owner: "PromotionInfoViewController"))
        #expect(!swift.setsText(ofOutlet: "doneButton", owner: "OtherViewController"))
        #expect(swift.setsText(ofOutlet: "nameButton", owner: "AnyCell"))
        #expect(!swift.setsText(ofOutlet: "label", owner: "PromotionInfoViewController"))
        #expect(!swift.titlesController(ofClass: "PromotionInfoViewController"))
        let objc = Self.objc("""
            @interface SeafMkLibAlertController : UIViewController
            @end
            @implementation SeafMkLibAlertController
            - (void)viewDidLoad {
                [self.cancelBtn setTitle:NSLocalizedString(@"Cancel", @"Seafile") forState:UIControlStateNormal];
                [_okBtn setTitle:@"OK" forState:UIControlStateNormal];
                NSString *title = @"x";
                title = @"y";
                /* [self.hidden setTitle:@"no" forState:0]; */
                [[self navigationItem] setTitle:@"Libraries"];
            }
            @end
            """)
        #expect(objc.setsText(ofOutlet: "cancelBtn", owner: "SeafMkLibAlertController"))
        #expect(objc.setsText(ofOutlet: "okBtn", owner: "SeafMkLibAlertController"))
        #expect(!objc.setsText(ofOutlet: "hidden", owner: "SeafMkLibAlertController"))
        #expect(objc.titlesController(ofClass: "SeafMkLibAlertController"))
    }

    @Test("a file that names no title, text or tab item is not scanned; strings and comments never count")
    func nothing() {
        #expect(Self.swift("class A: UIViewController { func f() { count = 1 } }").isEmpty)
        #expect(Self.swift(#"""
            class B: UIViewController {
                let s = """
                    title = "x"
                    """
                let r = #"self.title = "y""#
                /* nested /* comment */ title = "z" */
            }
            """#).isEmpty)
        // Unfinished input ends the scan without a fault.
        #expect(Self.swift("class C: UIViewController { func f() { title = \"\\(").titledClasses == ["C"])
    }

    @Test("a xib whose owner class is the code's own and that the code never names is never loaded")
    func unloadedNibs() {
        let objc = Self.objc("""
            @implementation SeafMkLibAlertController
            - (void)viewDidLoad { self.view.backgroundColor = nil; NSString *text = @"x"; }
            @end
            @implementation SeafDetailViewController
            - (instancetype)init { return [super initWithNibName:(IsIpad() ? @"SeafDetailViewController~ipad" : @"SeafDetailView") bundle:nil]; }
            @end
            """)
        #expect(objc.neverLoadsNib(named: "SeafMkLibAlertController_iPad", owner: "SeafMkLibAlertController"))
        // UIKit's default nib for the class: its name, or its name less "Controller".
        #expect(!objc.neverLoadsNib(named: "SeafMkLibAlertController", owner: "SeafMkLibAlertController"))
        #expect(!objc.neverLoadsNib(named: "SeafMkLibAlert", owner: "SeafMkLibAlertController"))
        #expect(!objc.neverLoadsNib(named: "SeafDetailViewController~ipad", owner: "SeafDetailViewController"))
        #expect(!objc.neverLoadsNib(named: "SeafDetailView", owner: "SeafDetailViewController"))
        // A class that loads a nib by a computed name (`className_iPad`) may load any of its xibs.
        let computed = Self.objc("""
            @implementation SeafAccountViewController
            - (id)init { return [self initWithAutoPlatformNibName]; }
            @end
            @implementation Presenter
            - (void)show { Viewer *v = [[Viewer alloc] initWithNibName:name bundle:nil]; }
            @end
            """)
        #expect(!computed.neverLoadsNib(named: "SeafAccountViewController_iPad", owner: "SeafAccountViewController"))
        #expect(!computed.neverLoadsNib(named: "Viewer_iPhone", owner: "Viewer"))
        // A UIKit class's category that loads by a computed name loads for its callers alone, not for
        // every class whose lineage (through its header) reaches UIViewController.
        var viaCategory = Self.objc("""
            @implementation UIViewController (Extend)
            - (id)initWithAutoNibName { return [self initWithNibName:self.nibNameForDevice bundle:nil]; }
            @end
            @implementation SeafMkLibAlertController
            - (void)viewDidLoad { NSString *text = @"x"; }
            @end
            """)
        viaCategory.superclasses["SeafMkLibAlertController"] = "UIViewController"
        #expect(viaCategory.nibLoadingClasses.contains("UIViewController"))
        #expect(viaCategory.neverLoadsNib(named: "SeafMkLibAlertController_iPad", owner: "SeafMkLibAlertController"))
        // An owner the code does not declare (UIKit's, or code not read): loaded, for all we know.
        #expect(!objc.neverLoadsNib(named: "MainWindow", owner: "UIApplication"))
        let swift = Self.swift("""
            final class ProfileViewController: UIViewController {
                static func make() -> ProfileViewController { ProfileViewController(nibName: "ProfileScreen", bundle: nil) }
            }
            final class ProfileCell: UITableViewCell {}
            final class OldViewController: UIViewController {}
            let nib = UINib(nibName: String(describing: ProfileCell.self), bundle: nil)
            """)
        #expect(!swift.neverLoadsNib(named: "ProfileScreen", owner: "ProfileViewController"))
        #expect(!swift.neverLoadsNib(named: "ProfileCell", owner: "ProfileViewController"))
        // A class that loads a nib itself may load any of its xibs; one that never does, only its default.
        #expect(!swift.neverLoadsNib(named: "ProfileOld", owner: "ProfileViewController"))
        #expect(swift.neverLoadsNib(named: "Old_iPad", owner: "OldViewController"))
    }
}

extension CodeTextFactsTests {
    @Test("a literal names a nib by its value: an Objective-C escape is resolved, a Swift literal with one names none")
    func nibNamesByValue() {
        #expect(Self.objc(#"self.title = t; x = @"Pro\x66ileCell"; y = @"Settings View"; z = @"Tab_iPad";"#).nibNames == ["ProfileCell", "Tab_iPad"])
        #expect(Self.swift(##"let title = 1; let x = "Pro\u{66}ileCell"; let y = "ProfileCell~ipad"; let z = #"Raw"#"##).nibNames == ["ProfileCell~ipad"])
    }
}
