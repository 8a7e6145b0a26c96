import Testing
@testable import HIGLintKit

/// The bar button items and navigation bar looks a project's code sets (`CodeNavigationBarFacts`,
/// part of `CodeTextFacts`), read by the same lexical scan: comments, strings and reads never count.
struct CodeNavigationBarFactsTests {
    static func swift(_ text: String) -> CodeTextFacts { CodeTextFactsTests.swift(text) }
    static func objc(_ text: String) -> CodeTextFacts { CodeTextFactsTests.objc(text) }

    @Test("a Swift controller that sets a side's item, or a list it computes, sets that side; a subclass inherits it")
    func swiftSetSides() {
        let facts = Self.swift("""
            class UserProfileViewController: BaseTableViewController {
                override func viewDidLoad() {
                    if isModal {
                        navigationItem.leftBarButtonItem = UIBarButtonItem(barButtonSystemItem: .done, target: self, action: #selector(doneTapped))
                    }
                }
            }
            class InboxChatViewController: UIViewController {
                func setUp() { navigationItem.setRightBarButtonItems([doneBarButton], animated: false) }
            }
            class ChildProfileViewController: UserProfileViewController {}
            class Quiet: UIViewController {
                func f() {
                    // navigationItem.rightBarButtonItem = nil
                    navigationItem.rightBarButtonItem?.title = L10n.filter
                    let text = "navigationItem.leftBarButtonItem = x"
                    if navigationItem.leftBarButtonItem == nil { return }
                }
            }
            """)
        #expect(facts.barItemsSet(ofClass: "UserProfileViewController") == [.left: .set])
        #expect(facts.barItemsSet(ofClass: "Habitica.ChildProfileViewController") == [.left: .set])
        #expect(facts.barItemsSet(ofClass: "InboxChatViewController") == [.right: .set])
        #expect(facts.barItemsSet(ofClass: "Quiet").isEmpty)
        #expect(facts.barItemsSet(ofClass: nil).isEmpty)
    }

    @Test("a class that shows or hides its navigation controller's toolbar, in either language, decides its visibility; a read does not")
    func toolbarVisibility() {
        let swift = Self.swift("""
            class FilesViewController: UIViewController {
                override func viewWillAppear(_ animated: Bool) { navigationController?.setToolbarHidden(false, animated: animated) }
            }
            class EditorNavigationController: UINavigationController {
                override func viewDidLoad() { isToolbarHidden = true }
            }
            class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let detail = segue.destination as? DetailViewController
                    detail?.navigationController?.isToolbarHidden = true
                }
            }
            class ChildFilesViewController: FilesViewController {}
            class Quiet: UIViewController {
                func f() {
                    // navigationController?.setToolbarHidden(true, animated: false)
                    if navigationController?.isToolbarHidden == true { return }
                    let text = "navigationController?.isToolbarHidden = true"
                }
            }
            """)
        #expect(swift.setsToolbarVisibility(ofClass: "FilesViewController"))
        #expect(swift.setsToolbarVisibility(ofClass: "App.ChildFilesViewController"))
        #expect(swift.setsToolbarVisibility(ofClass: "EditorNavigationController"))
        #expect(swift.setsToolbarVisibility(ofClass: "DetailViewController"))
        #expect(!swift.setsToolbarVisibility(ofClass: "ListViewController"))
        #expect(!swift.setsToolbarVisibility(ofClass: "Quiet"))
        #expect(!swift.setsToolbarVisibility(ofClass: nil))
        let objc = Self.objc("""
            @implementation SeafFileViewController
            - (void)viewDidLoad { [self.navigationController setToolbarHidden:YES animated:NO]; }
            @end
            @implementation SeafDetailViewController
            - (void)viewWillAppear:(BOOL)animated { self.navigationController.toolbarHidden = NO; }
            @end
            @implementation SeafQuiet
            - (void)f { BOOL hidden = self.navigationController.toolbarHidden; }
            @end
            """)
        #expect(objc.setsToolbarVisibility(ofClass: "SeafFileViewController"))
        #expect(objc.setsToolbarVisibility(ofClass: "SeafDetailViewController"))
        #expect(!objc.setsToolbarVisibility(ofClass: "SeafQuiet"))
    }

    @Test("two or more items set at once, or items added, are added: the side holds several")
    func swiftAddedSides() {
        let facts = Self.swift("""
            class ChallengeTableViewController: UITableViewController {
                override func viewDidLoad() {
                    navigationItem.rightBarButtonItems = [UIBarButtonItem(customView: filterButton), searchButton, addButton]
                    navigationItem.leftBarButtonItems?.append(menuButton)
                }
            }
            class ShopViewController: UIViewController {
                func f() { navigationItem.rightBarButtonItems = (navigationItem.rightBarButtonItems ?? []) + [more] }
            }
            class ListViewController: UIViewController {
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let detail = segue.destination as? DetailViewController
                    detail?.navigationItem.rightBarButtonItem = shareButton
                }
            }
            """)
        #expect(facts.barItemsSet(ofClass: "ChallengeTableViewController") == [.right: .added, .left: .added])
        #expect(facts.barItemsSet(ofClass: "ShopViewController") == [.right: .added])
        #expect(facts.barItemsSet(ofClass: "DetailViewController") == [.right: .set])
        #expect(facts.barItemsSet(ofClass: "ListViewController").isEmpty)
    }

    @Test("Objective-C: property assignments and setter messages, array literals counted")
    func objcSides() {
        let facts = Self.objc("""
            @implementation FeedViewController
            - (void)viewDidLoad {
                self.navigationItem.rightBarButtonItem = [[UIBarButtonItem alloc] initWithBarButtonSystemItem:UIBarButtonSystemItemDone target:self action:@selector(done:)];
                [self.navigationItem setLeftBarButtonItems:@[edit, add] animated:NO];
            }
            @end
            @implementation OtherViewController
            - (void)viewDidLoad { self.navigationItem.rightBarButtonItem.enabled = NO; }
            @end
            """)
        #expect(facts.barItemsSet(ofClass: "FeedViewController") == [.right: .set, .left: .added])
        #expect(facts.barItemsSet(ofClass: "OtherViewController").isEmpty)
    }

    @Test("the look code gives navigation bars: every bar through the proxy or a UIKit extension, or a class's own")
    func appearance() {
        let facts = Self.swift("""
            extension UIViewController {
                func decorateNavigationBar(with theme: Theme) {
                    navigationController?.navigationBar.barTintColor = theme.barBackgroundColor
                }
            }
            class SettingsViewController: UITableViewController {
                override func viewDidLoad() { navigationController?.navigationBar.isTranslucent = false }
            }
            class MainNavigationController: UINavigationController {
                override func viewDidLoad() { navigationBar.standardAppearance = appearance }
            }
            """)
        #expect(facts.navigationBars.globalAppearance == ["style"])
        #expect(facts.barAppearanceSet(screenClass: "SettingsViewController", navigationClass: nil) == ["style", "translucent"])
        #expect(facts.barAppearanceSet(screenClass: nil, navigationClass: "MainNavigationController") == ["style", "translucent"])

        let proxy = Self.swift("""
            func style() {
                let bars = UINavigationBar.appearance()
                bars.isTranslucent = false
                UINavigationBar.appearance(whenContainedInInstancesOf: [Sheet.self]).barTintColor = .red
            }
            """)
        #expect(proxy.navigationBars.globalAppearance == ["style", "translucent"])
        let objcProxy = Self.objc("""
            @implementation AppDelegate
            - (void)style { [[UINavigationBar appearance] setBarStyle:UIBarStyleBlack]; [[UINavigationBar appearance] setTintColor:red]; }
            @end
            @implementation MapViewController
            - (void)show { UINavigationController *nav = [[UINavigationController alloc] init]; nav.navigationBar.translucent = NO; }
            @end
            """)
        // The tint colours the items, not the bar; a navigation controller made in code has a bar no file holds.
        #expect(objcProxy.navigationBars.globalAppearance == ["style"])
        #expect(objcProxy.navigationBars.appearanceByClass.isEmpty)
    }

    @Test("a helper that styles the bar of whatever controller it is handed styles every bar; a screen's own navigation item styles its bar")
    func handedInController() {
        let branding = Self.objc("""
            @implementation NCAppBranding
            + (void)styleViewController:(UIViewController *)controller {
                controller.navigationController.navigationBar.translucent = NO;
                controller.navigationItem.standardAppearance = appearance;
            }
            @end
            """)
        #expect(branding.navigationBars.globalAppearance == ["style", "translucent"])
        let swiftHelper = Self.swift("""
            enum Theme {
                static func apply(to controller: UIViewController) { controller.navigationController?.navigationBar.barTintColor = .teal }
            }
            """)
        #expect(swiftHelper.navigationBars.globalAppearance == ["style"])

        let own = Self.swift("""
            class ProfileViewController: UIViewController {
                override func viewDidLoad() { navigationItem.scrollEdgeAppearance = appearance }
                override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
                    let detail = segue.destination as? DetailViewController
                    detail?.navigationItem.standardAppearance = appearance
                }
            }
            """)
        #expect(own.navigationBars.globalAppearance.isEmpty)
        #expect(own.barAppearanceSet(screenClass: "ProfileViewController", navigationClass: nil) == ["style", "translucent"])
        #expect(own.barAppearanceSet(screenClass: "DetailViewController", navigationClass: nil) == ["style", "translucent"])
        #expect(own.barAppearanceSet(screenClass: "ListViewController", navigationClass: nil).isEmpty)
    }
}
