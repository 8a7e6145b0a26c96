import Testing
@testable import HIGLintKit

/// The outlets whose colours code sets (`CodeColorFacts`), and the contrast left unjudged for them.
struct CodeColorFactsTests {
    typealias Code = CodeTextFactsTests
    typealias Reader = InterfaceBuilderReaderTests
    typealias Bars = IBCodeBarsTests

    @Test("text and background colours code sets: an outlet of the class's own, past titleLabel and layer, another object's, or the root view; not a local")
    func scanned() {
        let swift = Code.swift("""
            class ChallengeFilterAlert: UIView {
                @IBOutlet weak var groupsLabel: UILabel!
                func applyTheme(theme: Theme) {
                    groupsLabel.textColor = theme.ternaryTextColor
                    self.doneButton.setTitleColor(theme.tintColor, for: .normal)
                    headerView.layer.backgroundColor = theme.windowBackgroundColor.cgColor
                    cell.nameLabel.textColor = .red
                    let badge = UILabel(); badge.textColor = .white
                    view.backgroundColor = .black
                }
            }
            """)
        let owner = ["ChallengeFilterAlert"]
        #expect(swift.colors.sets(.text, ofOutlet: "groupsLabel", lineage: owner))
        #expect(swift.colors.sets(.text, ofOutlet: "doneButton", lineage: owner))
        #expect(swift.colors.sets(.background, ofOutlet: "headerView", lineage: owner))
        #expect(!swift.colors.sets(.text, ofOutlet: "headerView", lineage: owner))
        #expect(swift.colors.sets(.text, ofOutlet: "nameLabel", lineage: ["AnyCell"]))
        #expect(!swift.colors.sets(.text, ofOutlet: "badge", lineage: owner))
        // The root view of a controller is its outlet `view`.
        #expect(swift.colors.sets(.background, ofOutlet: "view", lineage: owner))
        #expect(!swift.colors.sets(.text, ofOutlet: "groupsLabel", lineage: ["OtherView"]))
        let objc = Code.objc("""
            @implementation DetailViewController
            - (void)viewDidLoad { [_statusLabel setTextColor:[UIColor grayColor]]; self.footer.backgroundColor = UIColor.clearColor; }
            @end
            """)
        #expect(objc.colors.sets(.text, ofOutlet: "statusLabel", lineage: ["DetailViewController"]))
        #expect(objc.colors.sets(.background, ofOutlet: "footer", lineage: ["DetailViewController"]))
    }

    @Test("a faint label whose colour the screen's code sets is not judged for contrast; without that code it is")
    func contrastLeftToCode() throws {
        let storyboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="filter" customClass="FilterViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" text="GROUPS" id="groups">
                                <rect key="frame" x="20" y="100" width="200" height="21"/>
                                <fontDescription key="fontDescription" type="system" pointSize="13"/>
                                <color key="textColor" white="0.0" alpha="0.35" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                            </label>
                        </subviews>
                        <color key="backgroundColor" white="1" alpha="1" colorSpace="custom" customColorSpace="genericGamma22GrayColorSpace"/>
                    </view>
                    <connections><outlet property="groupsLabel" destination="groups" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """)
        func contrast(_ code: String) throws -> [Int] {
            Bars.lines("text-contrast", try Bars.findings(["Filter.storyboard": storyboard, "FilterViewController.swift": code]))
        }
        let themed = "class FilterViewController: UIViewController { override func viewDidLoad() { title = nil; groupsLabel.textColor = theme.ternaryTextColor } }"
        #expect(try contrast(themed).isEmpty)
        #expect(try contrast("class FilterViewController: UIViewController { override func viewDidLoad() { title = nil } }").count == 1)
        // The screen's own background, painted by the controller's code (a pattern image, a theme).
        let painted = "class FilterViewController: UIViewController { override func viewDidLoad() { view.backgroundColor = UIColor(patternImage: tile) } }"
        #expect(try contrast(painted).isEmpty)
        let paintedElsewhere = "class OtherViewController: UIViewController { override func viewDidLoad() { self.view.backgroundColor = .black } }"
        #expect(try contrast(paintedElsewhere).count == 1)
    }
}
