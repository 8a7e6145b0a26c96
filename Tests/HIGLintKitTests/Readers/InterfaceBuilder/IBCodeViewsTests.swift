import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Views whose size, taps or use the app's code decides (`CodeViewClassFacts`, `CodeTypeNames`),
/// and views no size class installs: checked as a user checks a project folder, the Interface
/// Builder file beside the code.
struct IBCodeViewsTests {
    typealias Reader = InterfaceBuilderReaderTests
    typealias Bars = IBCodeBarsTests

    /// A xib whose top-level view, of class `viewClass`, holds `subviews`.
    static func viewXib(_ viewClass: String, _ subviews: String, extra: String = "") -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
            <objects>
                <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                <view contentMode="scaleToFill" id="root" customClass="\(viewClass)">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <subviews>
        \(subviews)
                    </subviews>\(extra)
                </view>
            </objects>
        </document>
        """
    }

    static let payButton = """
                        <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="pay" customClass="ENAButton" customModule="ENA">
                            <rect key="frame" x="16" y="100" width="343" height="30"/>
                            <state key="normal" title="Pay"/>
                        </button>
        """

    /// The view's code: used by a controller, so that its xib is loaded.
    static let cardCode = """
        class CardView: UIView { @IBOutlet var title: UILabel! }
        class CardViewController: UIViewController { let card = CardView.fromNib() }
        """

    @Test("a button of a class whose code makes it at least 50 pt tall is judged at 50 pt, not its designable's 30 pt; without that code at 30")
    func selfSizingButton() throws {
        let sizing = """
            class ENAButton: UIButton {
                private func setup() { heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true }
            }
            """
        let xib = Self.viewXib("CardView", Self.payButton)
        let withSizing = try Bars.findings(["CardView.xib": xib, "Card.swift": Self.cardCode, "ENAButton.swift": sizing])
        #expect(Bars.lines("hit-target-size", withSizing).isEmpty)
        let withoutSizing = try Bars.findings(["CardView.xib": xib, "Card.swift": Self.cardCode,
                                               "ENAButton.swift": "class ENAButton: UIButton { func f() { setTitle(\"x\", for: .normal) } }"])
        #expect(Bars.lines("hit-target-size", withoutSizing) == [8])
        let document = try IBCodeTextTests.read(xib, path: "CardView.xib", code: CodeTextFactsTests.swift(sizing))
        let screen = try #require(document.screens.first)
        let button = try #require(Reader.all("button", in: screen.root).first)
        #expect([button.number("width"), button.number("height")] == [343, 50])
        // A class that makes itself exactly 30 pt tall is judged so, whatever its frame.
        let exact = "class ENAButton: UIButton { func setup() { heightAnchor.constraint(equalToConstant: 30).isActive = true } }"
        let tall = xib.replacingOccurrences(of: "height=\"30\"", with: "height=\"50\"")
        #expect(Bars.lines("hit-target-size", try Bars.findings(["CardView.xib": tall, "Card.swift": Self.cardCode, "ENAButton.swift": exact])) == [8])
    }

    @Test("a text field the row's selection focuses is judged by its row: the cell's height, not its own")
    func rowTakesTheTap() throws {
        let cell = { (rowHeight: Int) in
            """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">
                <objects>
                    <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
                    <tableViewCell contentMode="scaleToFill" selectionStyle="default" id="cell" customClass="EditableCell">
                        <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight)"/>
                        <tableViewCellContentView key="contentView" opaque="NO" contentMode="center" tableViewCell="cell" id="content">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="\(rowHeight)"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="none" placeholder="Value" id="field">
                                    <rect key="frame" x="100" y="11" width="201" height="21"/>
                                </textField>
                            </subviews>
                        </tableViewCellContentView>
                        <connections>
                            <outlet property="valueField" destination="field" id="o1"/>
                        </connections>
                    </tableViewCell>
                </objects>
            </document>
            """
        }
        let controller = """
            class SettingsViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    let cell = tableView.cellForRow(at: indexPath) as! EditableCell
                    cell.valueField.becomeFirstResponder()
                }
                override func viewDidLoad() { title = "Settings"; tableView.register(UINib(nibName: "EditableCell", bundle: nil), forCellReuseIdentifier: "c") }
            }
            class EditableCell: UITableViewCell { @IBOutlet var valueField: UITextField! }
            """
        #expect(Bars.lines("hit-target-size", try Bars.findings(["EditableCell.xib": cell(44), "Settings.swift": controller])).isEmpty)
        // A row itself too short is still reported, at the field.
        #expect(Bars.lines("hit-target-size", try Bars.findings(["EditableCell.xib": cell(30), "Settings.swift": controller])) == [10])
        let noFocus = controller.replacingOccurrences(of: "cell.valueField.becomeFirstResponder()", with: "print(cell)")
        #expect(Bars.lines("hit-target-size", try Bars.findings(["EditableCell.xib": cell(44), "Settings.swift": noFocus])) == [10])
    }

    @Test("a view xib whose class no code names is passed over; named by code, by a literal, or without the app's code, it is read")
    func unusedViewXib() throws {
        let xib = Self.viewXib("ChallengeDetailHeaderView", Self.payButton)
        let declared = "class ChallengeDetailHeaderView: UIView { @IBOutlet var title: UILabel! }\n"
        let code = { (text: String) -> CodeTextFacts in
            var facts = CodeTextFactsTests.swift(text)
            facts.namedTypes = Array(text.utf8).withUnsafeBufferPointer { CodeTypeNames.used(in: $0) }
            return facts
        }
        let unused = try IBCodeTextTests.read(xib, path: "ChallengeDetailHeaderView.xib", code: code(declared))
        #expect(unused.screens.isEmpty)
        #expect(unused.passedOverReason == "a xib the app's code never uses: no code names its class, ChallengeDetailHeaderView, nor the nib ChallengeDetailHeaderView")
        let used = declared + "class ChallengeViewController: UIViewController { let header = ChallengeDetailHeaderView() }"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailHeaderView.xib", code: code(used)).passedOverReason == nil)
        // An optional the code declares of the class but never fills makes none.
        let slotOnly = declared + "class ChallengeViewController: UIViewController { var header: ChallengeDetailHeaderView? }"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailHeaderView.xib", code: code(slotOnly)).passedOverReason != nil)
        let literal = declared + "let nib = UINib(nibName: \"ChallengeDetailHeaderView\", bundle: nil)"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailHeaderView.xib", code: code(literal)).passedOverReason == nil)
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailHeaderView.xib", code: nil).passedOverReason == nil)
        // Through a run: the code file read, the xib passed over, its button not judged.
        let findings = try Bars.findings(["ChallengeDetailHeaderView.xib": xib, "ChallengeDetailHeaderView.swift": declared])
        #expect(Bars.lines("hit-target-size", findings).isEmpty)
        #expect(Bars.lines("hit-target-size", try Bars.findings(["ChallengeDetailHeaderView.xib": xib])) == [8])
    }

    @Test("a view xib whose class traps in init(coder:) is passed over, however the code names it; a class that decodes is read")
    func undecodableViewXib() throws {
        let xib = Self.viewXib("InstalledAppsCollectionHeaderView", Self.payButton)
        let madeInCode = """
            class InstalledAppsCollectionHeaderView: UICollectionReusableView {
                let button = UIButton(type: .system)
                override init(frame: CGRect) { super.init(frame: frame); button.setTitle("Refresh All", for: .normal) }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class MyAppsViewController: UICollectionViewController {
                override func viewDidLoad() {
                    collectionView.register(InstalledAppsCollectionHeaderView.self, forSupplementaryViewOfKind: "h", withReuseIdentifier: "ActiveAppsHeader")
                    let nib = UINib(nibName: "InstalledAppsCollectionHeaderView", bundle: nil)
                }
            }
            """
        let read = try IBCodeTextTests.read(xib, path: "InstalledAppsCollectionHeaderView.xib", code: CodeTextFactsTests.swift(madeInCode))
        #expect(read.screens.isEmpty)
        #expect(read.passedOverReason == "a xib no code can load: the init(coder:) of InstalledAppsCollectionHeaderView, which loading it calls, only stops the app")
        // An initializer that does more than stop, or decodes, leaves the xib to be read.
        for body in ["{ super.init(coder: coder) }", "{ print(coder); fatalError() }", "{ fatalError(); super.init(coder: coder) }"] {
            let decodes = madeInCode.replacingOccurrences(of: "{ fatalError(\"init(coder:) has not been implemented\") }", with: body)
            #expect(try IBCodeTextTests.read(xib, path: "InstalledAppsCollectionHeaderView.xib", code: CodeTextFactsTests.swift(decodes)).passedOverReason == nil, "\(body)")
        }
        let facts = CodeTextFactsTests.swift(madeInCode)
        #expect(facts.undecodableClasses == ["InstalledAppsCollectionHeaderView"])
    }

    @Test("a xib whose File's Owner is a class no code makes is passed over; one the code makes, or whose nib it names, is read")
    func unusedOwnerXib() throws {
        let xib = Self.viewXib("", Self.payButton).replacingOccurrences(
            of: "userLabel=\"File's Owner\"/>", with: "userLabel=\"File's Owner\" customClass=\"ChallengeDetailAlert\" customModule=\"Habitica\"/>")
        let declared = "class ChallengeDetailAlert: UIViewController { @IBOutlet var joinButton: UIButton!; func show() { title = \"Challenge\" } }\n"
        let code = { (text: String) -> CodeTextFacts in
            var facts = CodeTextFactsTests.swift(text)
            facts.namedTypes = Array(text.utf8).withUnsafeBufferPointer { CodeTypeNames.used(in: $0) }
            return facts
        }
        let slotOnly = declared + "class ChallengeTableViewController: UITableViewController { var displayedAlert: ChallengeDetailAlert? }"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailAlert.xib", code: code(slotOnly)).passedOverReason
                == "a xib the app's code never uses: no code names its File's Owner, ChallengeDetailAlert, nor the nib ChallengeDetailAlert")
        let made = declared + "let alert = ChallengeDetailAlert()"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailAlert.xib", code: code(made)).passedOverReason == nil)
        let loaded = declared + "let view = Bundle.main.loadNibNamed(\"ChallengeDetailAlert\", owner: self)"
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailAlert.xib", code: code(loaded)).passedOverReason == nil)
        // Another Interface Builder file that makes the controller (its class, or the nib by name) loads the xib.
        for named in ["ChallengeDetailAlert"] {
            var facts = code(slotOnly)
            facts.interfaceNamedClasses = [named: 1]
            #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailAlert.xib", code: facts).passedOverReason == nil)
        }
        // Its own File's Owner is not another file's making: an iPad copy names the same owner.
        var ownOnly = code(slotOnly)
        ownOnly.interfaceNamedClasses = ["UIView": 3]
        #expect(try IBCodeTextTests.read(xib, path: "ChallengeDetailAlert.xib", code: ownOnly).passedOverReason != nil)
    }

    @Test("an archived xib whose File's Owner no code and no other Interface Builder file makes is passed over")
    func unusedOwnerArchive() throws {
        let archive = Reader.archive("""
            \t\t\t<object class="IBUIView" id="200">
            \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
            \t\t\t</object>
            """)
        // The archive's File's Owner (object record -1) is an InboxController.
        let owner = "InboxController"
        let declared = "@implementation \(owner)\n- (void)viewDidLoad { self.title = @\"Chat\"; }\n@end\n"
        let unused = CodeTextFacts.fileFacts(in: Array(declared.utf8), language: .objc)
        #expect(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: unused).passedOverReason
                == "a xib the app's code never uses: no code names its File's Owner, \(owner), nor the nib InboxController")
        #expect(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: nil).passedOverReason == nil)
        // Code commented out makes nothing.
        let commented = CodeTextFacts.fileFacts(in: Array((declared + "// [[\(owner) alloc] init];\n").utf8), language: .objc)
        #expect(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: commented).passedOverReason != nil)
        // Made by code, or by the main window's tab (its nib name), it is read.
        let made = CodeTextFacts.fileFacts(in: Array((declared + "@implementation AppDelegate\n- (void)f { [[\(owner) alloc] init]; }\n@end\n").utf8), language: .objc)
        #expect(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: made).passedOverReason == nil)
        var byTab = unused
        byTab.interfaceNamedClasses = ["InboxController": 1]
        #expect(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: byTab).passedOverReason == nil)
    }

    @Test("the classes and nibs a file names for what it makes, its File's Owner left out")
    func namedClasses() {
        func names(_ text: String) -> Set<String> { Array(text.utf8).withUnsafeBufferPointer { IBNamedClasses.names(in: $0) } }
        #expect(names("""
            <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner" customClass="OwnerController"/>
            <viewController id="t1" customClass="SupportController" nibName="SupportNib"/>
            """) == ["SupportController", "SupportNib"])
        #expect(names("""
            <string key="IBUINibName">SupportController</string>
            <string key="-1.CustomClassName">OwnerController</string>
            <string key="12.CustomClassName">TabController</string>
            """) == ["SupportController", "TabController"])
    }

    @Test("a subview excluded from the default size class and installed in none is no element; one a size class installs is")
    func uninstalledSubviews() throws {
        let subviews = Self.payButton.replacingOccurrences(of: " customClass=\"ENAButton\" customModule=\"ENA\"", with: "")
        let excluded = Self.viewXib("", subviews, extra: """

                    <variation key="default">
                        <mask key="subviews">
                            <exclude reference="pay"/>
                        </mask>
                    </variation>
            """).replacingOccurrences(of: " customClass=\"\"", with: "")
        let root = try #require(try Reader.read(excluded, path: "Picker.xib").screens.first).root
        #expect(Reader.all("button", in: root).isEmpty)
        let installedForRegular = excluded.replacingOccurrences(of: "</variation>", with: """
            </variation>
                    <variation key="heightClass=regular-widthClass=regular">
                        <mask key="subviews">
                            <include reference="pay"/>
                        </mask>
                    </variation>
            """)
        let regular = try #require(try Reader.read(installedForRegular, path: "Picker.xib").screens.first).root
        #expect(Reader.all("button", in: regular).count == 1)
    }

    @Test("a controller shown in a popover, or in a form sheet on iPad, is a panel: its screen says so; an iPhone form sheet does not")
    func panels() throws {
        func storyboard(_ segue: String, device: String) -> String {
            Reader.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="home" title="Home" sceneMemberID="viewController">
                        <view key="view" id="hv">
                            <rect key="frame" x="0.0" y="0.0" width="768" height="1024"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="open">
                                    <rect key="frame" x="20" y="400" width="120" height="44"/>
                                    <state key="normal" title="Open"/>
                                    <connections>\(segue)</connections>
                                </button>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                <scene sceneID="s2"><objects>
                    <navigationController id="nav" sceneMemberID="viewController">
                        <navigationBar key="navigationBar" contentMode="scaleToFill" id="bar">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="44"/>
                        </navigationBar>
                        <connections><segue destination="list" kind="relationship" relationship="rootViewController" id="r"/></connections>
                    </navigationController>
                </objects></scene>
                <scene sceneID="s3"><objects>
                    <tableViewController id="list" title="Favorites" sceneMemberID="viewController">
                        <tableView key="view" contentMode="scaleToFill" style="plain" id="table">
                            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                        </tableView>
                    </tableViewController>
                </objects></scene>
                """).replacingOccurrences(of: "<scenes>", with: "<device id=\"\(device)\" orientation=\"portrait\"/>\n    <scenes>")
        }
        func presentation(_ segue: String, device: String = "ipad9_7") throws -> String? {
            try Reader.read(storyboard(segue, device: device)).screens.first { $0.root.string("id") == "list" }?.root.string("presentation")
        }
        #expect(try presentation("<segue destination=\"nav\" kind=\"popover\" popoverAnchorView=\"open\" id=\"g\"/>") == "popover")
        #expect(try presentation("<segue destination=\"nav\" kind=\"popoverPresentation\" popoverAnchorView=\"open\" id=\"g\"/>") == "popover")
        #expect(try presentation("<segue destination=\"nav\" kind=\"presentation\" modalPresentationStyle=\"formSheet\" id=\"g\"/>") == "sheet")
        #expect(try presentation("<segue destination=\"nav\" kind=\"presentation\" modalPresentationStyle=\"formSheet\" id=\"g\"/>",
                                 device: "retina4_7") == nil)
        #expect(try presentation("<segue destination=\"nav\" kind=\"presentation\" id=\"g\"/>") == nil)
    }

    @Test("InAppSettingsKit's text field cell (archive format): the field its row's selection focuses is judged by the 44 pt row",
          .requires(.shared("corpus")))
    func settingsTextFieldCell() throws {
        let cell = TestPaths.shared.appendingPathComponent("corpus/todotxt__todo.txt-ios/Libraries/InAppSettingsKit/Xibs/IASKPSTextFieldSpecifierViewCell.xib")
        let xib = try String(contentsOf: cell, encoding: .utf8)
        let controller = """
            @implementation IASKAppSettingsViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                IASKPSTextFieldSpecifierViewCell *textFieldCell = (id)[tableView cellForRowAtIndexPath:indexPath];
                [textFieldCell.textField becomeFirstResponder];
            }
            - (void)load { [[NSBundle mainBundle] loadNibNamed:@"IASKPSTextFieldSpecifierViewCell" owner:self options:nil]; self.title = @"Settings"; }
            @end
            """
        let focused = try Bars.findings(["IASKPSTextFieldSpecifierViewCell.xib": xib, "IASKAppSettingsViewController.m": controller])
        #expect(Bars.lines("hit-target-size", focused).isEmpty)
        let unfocused = controller.replacingOccurrences(of: "[textFieldCell.textField becomeFirstResponder];", with: "")
        #expect(Bars.lines("hit-target-size", try Bars.findings(["IASKPSTextFieldSpecifierViewCell.xib": xib, "IASKAppSettingsViewController.m": unfocused])) == [75])
    }

    /// A storyboard whose one scene, of class AddFolderViewController, holds text fields of `height`
    /// (`fields` of them, the first its outlet `nameField`).
    /// Fields 44 pt wide: with less than a 44 x 44 target's area, a field 36 pt tall is short, no near miss.
    static func addFolder(height: Int, fields: Int = 1) -> String {
        let views = (0..<fields).map { n in
            """
                                <textField opaque="NO" contentMode="scaleToFill" borderStyle="none" placeholder="Name" id="field\(n)">
                                    <rect key="frame" x="20" y="\(100 + 60 * n)" width="44" height="\(height)"/>
                                </textField>
            """
        }.joined(separator: "\n")
        return Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="add" customClass="AddFolderViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
            \(views)
                        </subviews>
                    </view>
                    <connections><outlet property="nameField" destination="field0" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """)
    }

    @Test("the lone text field the screen focuses as it appears, short by at most 8 pt, is information; under a condition, smaller, or among others, a warning")
    func fieldFocusedWhenShown() throws {
        let focused = """
            class AddFolderViewController: UIViewController {
                @IBOutlet var nameField: UITextField!
                override func viewDidLoad() { super.viewDidLoad(); title = "Add Folder"; nameField.becomeFirstResponder() }
            }
            """
        func severities(_ storyboard: String, _ code: String) throws -> [Severity] {
            try Bars.findings(["Add.storyboard": storyboard, "Add.swift": code]).filter { $0.ruleID == "hit-target-size" }.map(\.severity)
        }
        #expect(try severities(Self.addFolder(height: 36), focused) == [.info])
        let document = try IBCodeTextTests.read(Self.addFolder(height: 36), code: CodeTextFactsTests.swift(focused))
        let screen = try #require(document.screens.first)
        let field = try #require(Reader.all("textField", in: screen.root).first)
        #expect(field.bool("focusedWhenShown") == true)
        #expect(try severities(Self.addFolder(height: 26), focused) == [.warning])
        #expect(try severities(Self.addFolder(height: 36, fields: 2), focused) == [.warning, .warning])
        let conditional = focused.replacingOccurrences(of: "nameField.becomeFirstResponder()", with: "if isNew { nameField.becomeFirstResponder() }")
        #expect(try severities(Self.addFolder(height: 36), conditional) == [.warning])
    }

    @Test("a small button whose taps code routes (a proxy over it, its own class, or its container tests hits) is information; otherwise a warning")
    func hitTestingInCode() throws {
        let close = """
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="close" customClass="CloseButton">
                                <rect key="frame" x="10" y="40" width="32" height="32"/>
                                <state key="normal" image="xmark"/>
                            </button>
            """
        func proxy(x: Int) -> String {
            """
                            <view contentMode="scaleToFill" id="proxy" customClass="TapProxyView">
                                <rect key="frame" x="\(x)" y="30" width="52" height="52"/>
                            </view>
            """
        }
        let tapProxy = """
            final class TapProxyView: UIView {
                weak var targetView: UIView?
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { bounds.contains(point) ? targetView : nil }
            }
            class CloseButton: UIButton {}
            """
        func severities(_ subviews: String, _ code: String, viewClass: String = "CardView") throws -> [Severity] {
            try Bars.findings(["CardView.xib": Self.viewXib(viewClass, subviews), "Card.swift": Self.cardCode,
                               "Views.swift": code])
                .filter { $0.ruleID == "hit-target-size" }.map(\.severity)
        }
        // A proxy drawn over the button (a later sibling that covers it) routes its taps.
        #expect(try severities(close + proxy(x: 0), tapProxy) == [.info])
        // A proxy beside it, or one drawn under it, does not.
        #expect(try severities(close + proxy(x: 200), tapProxy) == [.warning])
        #expect(try severities(proxy(x: 0) + close, tapProxy) == [.warning])
        // Without the override, the proxy is a plain view.
        #expect(try severities(close + proxy(x: 0), "final class TapProxyView: UIView {}\nclass CloseButton: UIButton {}") == [.warning])
        // The button's own class answers for points beyond its bounds (Objective-C).
        let widened = """
            @implementation CloseButton
            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return CGRectContainsPoint(CGRectInset(self.bounds, -10, -10), point); }
            @end
            """
        #expect(try Bars.findings(["CardView.xib": Self.viewXib("CardView", close), "Card.swift": Self.cardCode, "CloseButton.m": widened])
            .filter { $0.ruleID == "hit-target-size" }.map(\.severity) == [.info])
        // The container's class (a subclass of one that tests hits) decides for everything in it.
        let container = "class HitView: UIView { override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true } }\nclass CardBase: HitView {}"
        #expect(try severities(close, container + "\nclass CloseButton: UIButton {}", viewClass: "CardView") == [.warning])
        let inherited = Self.cardCode.replacingOccurrences(of: "class CardView: UIView", with: "class CardView: CardBase")
        #expect(try Bars.findings(["CardView.xib": Self.viewXib("CardView", close), "Card.swift": inherited, "Views.swift": container])
            .filter { $0.ruleID == "hit-target-size" }.map(\.severity) == [.info])
        // A call of a hit test is no override.
        #expect(try severities(close + proxy(x: 0), "final class TapProxyView: UIView { func f() { _ = hitTest(.zero, with: nil) } }") == [.warning])
    }

    @Test("an archived xib's text field that its File's Owner focuses in viewDidLoad is focused when shown; without that code it is not")
    func archivedFieldFocusedWhenShown() throws {
        let archive = Reader.archive("""
            \t\t\t<object class="IBUIView" id="200">
            \t\t\t\t<string key="NSFrame">{{0, 20}, {320, 460}}</string>
            \t\t\t\t<array class="NSMutableArray" key="NSSubviews">
            \t\t\t\t\t<object class="IBUITextField" id="300">
            \t\t\t\t\t\t<string key="NSFrame">{{20, 30}, {280, 31}}</string>
            \t\t\t\t\t</object>
            \t\t\t\t</array>
            \t\t\t</object>
            """).replacingOccurrences(of: "\t\t\t</array>\n\t\t\t<object class=\"IBMutableOrderedSet\"", with: """
            \t\t\t\t<object class="IBConnectionRecord">
            \t\t\t\t\t<object class="IBCocoaTouchOutletConnection" key="connection">
            \t\t\t\t\t\t<string key="label">nameField</string>
            \t\t\t\t\t\t<reference key="source" ref="100"/>
            \t\t\t\t\t\t<reference key="destination" ref="300"/>
            \t\t\t\t\t</object>
            \t\t\t\t</object>
            \t\t\t</array>
            \t\t\t<object class="IBMutableOrderedSet"
            """)
        // Read as a run reads a file, with the names it uses: the app delegate makes the controller.
        let code = CodeTextFacts.fileFacts(in: Array("""
            @implementation InboxController
            - (void)viewDidLoad { [super viewDidLoad]; self.title = @"Inbox"; [self.nameField becomeFirstResponder]; }
            @end
            @implementation AppDelegate
            - (void)showInbox { [self.window setRootViewController:[[InboxController alloc] init]]; }
            @end
            """.utf8), language: .objc)
        func field(_ code: CodeTextFacts?) throws -> Element {
            let screen = try #require(try IBCodeTextTests.read(archive, path: "InboxController.xib", code: code).screens.first)
            return try #require(Reader.all("textField", in: screen.root).first)
        }
        #expect(try field(code).bool("focusedWhenShown") == true)
        #expect(try field(nil).bool("focusedWhenShown") == nil)
    }

    /// A storyboard whose scene, of class GuildDetailViewController, holds a 24 pt tall button, its outlet `guildChallengesButton`.
    static let smallHiddenButtonStoryboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="guild" customClass="GuildDetailViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="challenges">
                                <rect key="frame" x="20" y="400" width="335" height="24"/>
                                <state key="normal" title="Challenges"/>
                            </button>
                        </subviews>
                    </view>
                    <connections><outlet property="guildChallengesButton" destination="challenges" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """)

    @Test("a small button that its screen's code hides as it loads, and nothing shows, is not judged; shown again in code, it is")
    func buttonHiddenForGood() throws {
        let storyboard = Self.smallHiddenButtonStoryboard
        let hiding = """
            class GuildDetailViewController: UIViewController {
                @IBOutlet weak var guildChallengesButton: UIButton!
                override func viewDidLoad() {
                    super.viewDidLoad()
                    guildChallengesButton.isHidden = true
                }
            }
            """
        func lines(_ code: String) throws -> [Int] {
            Bars.lines("hit-target-size", try Bars.findings(["Social.storyboard": storyboard, "GuildDetailViewController.swift": code]))
        }
        #expect(try lines(hiding).isEmpty)
        let document = try IBCodeTextTests.read(storyboard, code: CodeTextFactsTests.swift(hiding))
        let screen = try #require(document.screens.first)
        #expect(Reader.all("button", in: screen.root).isEmpty)
        #expect(document.notes.contains { $0.contains("view challenges is not judged") && $0.contains("guildChallengesButton") })
        let shown = hiding.replacingOccurrences(of: "        guildChallengesButton.isHidden = true", with: "        guildChallengesButton.isHidden = guild.challenges.isEmpty")
        #expect(try lines(shown).count == 1)
        #expect(try lines("class GuildDetailViewController: UIViewController {}").count == 1)
    }

    @Test("the subviews of a stack view whose code takes them all out are placeholders, not elements; without that code they are read")
    func placeholdersReplacedInCode() throws {
        let storyboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="tips" customClass="TipBoxVC" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" id="stack">
                                <rect key="frame" x="20" y="100" width="335" height="60"/>
                                <subviews>
                                    <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="tip1">
                                        <rect key="frame" x="0.0" y="0.0" width="335" height="30"/>
                                        <state key="normal" title="{$x.xx}"/>
                                    </button>
                                </subviews>
                            </stackView>
                        </subviews>
                    </view>
                    <connections><outlet property="buttonsStackView" destination="stack" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """)
        let replacing = "class TipBoxVC: UIViewController { func update() { buttonsStackView.arrangedSubviews.forEach { $0.removeFromSuperview() } } }"
        let document = try IBCodeTextTests.read(storyboard, code: CodeTextFactsTests.swift(replacing))
        let screen = try #require(document.screens.first)
        #expect(Reader.all("button", in: screen.root).isEmpty)
        #expect(document.notes.contains { $0.contains("the subviews of view stack are not judged") && $0.contains("buttonsStackView") })
        let kept = try IBCodeTextTests.read(storyboard, code: CodeTextFactsTests.swift("class TipBoxVC: UIViewController {}"))
        #expect(Reader.all("button", in: try #require(kept.screens.first).root).count == 1)
    }

    @Test("a control of one point or less across is a stand-in nobody sees or taps: no element; two points is read")
    func standInControl() throws {
        func field(_ size: String) -> String {
            Reader.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="unlock" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <textField opaque="NO" contentMode="scaleToFill" id="fake" userLabel="Fake UserName Field for AutoFill">
                                    <rect key="frame" x="0.0" y="43" \(size)/>
                                    <fontDescription key="fontDescription" type="system" pointSize="14"/>
                                    <textInputTraits key="textInputTraits" textContentType="username"/>
                                </textField>
                            </subviews>
                        </view>
                    </viewController>
                </objects></scene>
                """)
        }
        let document = try IBCodeTextTests.read(field(#"width="1" height="1""#), code: nil)
        #expect(Reader.all("textField", in: try #require(document.screens.first).root).isEmpty)
        #expect(document.notes.contains { $0.contains("textField fake is not judged") && $0.contains("1x1 pt") })
        let visible = try IBCodeTextTests.read(field(#"width="2" height="2""#), code: nil)
        #expect(Reader.all("textField", in: try #require(visible.screens.first).root).count == 1)
    }

    @Test("a button sized by its title, which the file leaves out and the code sets, has no width to judge; pinned at both sides, or titled in the file, it has")
    func titleSizedInCode() throws {
        func storyboard(title: String, constraints: String = "") -> String {
            Reader.storyboard("""
                <scene sceneID="s1"><objects>
                    <viewController id="buy" customClass="BuyModalViewController" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <subviews>
                                <button opaque="NO" contentMode="scaleToFill" buttonType="system" translatesAutoresizingMaskIntoConstraints="NO" id="close">
                                    <rect key="frame" x="20" y="100" width="24" height="38"/>
                                    <state key="normal"\(title)/>
                                </button>
                            </subviews>
                            <constraints>\(constraints)</constraints>
                        </view>
                        <connections><outlet property="closeButton" destination="close" id="o1"/></connections>
                    </viewController>
                </objects></scene>
                """)
        }
        let code = "class BuyModalViewController: UIViewController { func populateText() { closeButton.setTitle(L10n.close, for: .normal) } }"
        func lines(_ storyboard: String) throws -> [Int] {
            Bars.lines("hit-target-size", try Bars.findings(["Buy.storyboard": storyboard, "BuyModalViewController.swift": code]))
        }
        #expect(try lines(storyboard(title: "")).isEmpty)
        #expect(try lines(storyboard(title: #" title="Button""#)).isEmpty)
        #expect(try lines(storyboard(title: #" title="X""#)).count == 1)
        let pinned = #"<constraint firstItem="close" firstAttribute="leading" secondItem="v" secondAttribute="leading" constant="20" id="c1"/><constraint firstAttribute="trailing" secondItem="close" secondAttribute="trailing" constant="331" id="c2"/>"#
        #expect(try lines(storyboard(title: "", constraints: pinned)).count == 1)
        // A frame Interface Builder fixes is the button's.
        #expect(try lines(storyboard(title: "").replacingOccurrences(of: #"translatesAutoresizingMaskIntoConstraints="NO""#,
                                                                       with: #"fixedFrame="YES" translatesAutoresizingMaskIntoConstraints="NO""#)).count == 1)
        // A title only widens a button: a frame already 44 pt wide is judged (here, too short).
        #expect(try lines(storyboard(title: "").replacingOccurrences(of: #"width="24" height="38""#, with: #"width="400" height="29""#)).count == 1)
    }

    @Test("a literal colour that is a named colour is marked so; not when the screen's code sets that view's colour")
    func namedColorLiteralSetInCode() throws {
        let storyboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="feedback" customClass="FeedbackViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <button opaque="NO" contentMode="scaleToFill" buttonType="system" id="done">
                                <rect key="frame" x="20" y="100" width="335" height="44"/>
                                <state key="normal" title="Done">
                                    <color key="titleColor" red="0.404" green="0.561" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                                </state>
                            </button>
                        </subviews>
                    </view>
                    <connections><outlet property="doneButton" destination="done" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """, extra: #"<resources><namedColor name="brand"><color red="0.404" green="0.561" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></namedColor></resources>"#)
        func button(_ code: String) throws -> Element {
            let document = try IBCodeTextTests.read(storyboard, code: CodeTextFactsTests.swift(code))
            let screen = try #require(document.screens.first)
            return try #require(Reader.all("button", in: screen.root).first)
        }
        #expect(try button("class FeedbackViewController: UIViewController {}").string("sameAsNamedColor") == "brand")
        let themed = "class FeedbackViewController: UIViewController { func apply(theme: Theme) { doneButton.setTitleColor(theme.buttonTintColor, for: .normal) } }"
        #expect(try button(themed).string("sameAsNamedColor") == nil)
    }

    @Test("a label whose font the screen's code sets has the code's font, not the file's")
    func fontSetInCode() throws {
        let storyboard = Reader.storyboard("""
            <scene sceneID="s1"><objects>
                <viewController id="news" customClass="NewsViewController" sceneMemberID="viewController">
                    <view key="view" contentMode="scaleToFill" id="v">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                        <subviews>
                            <label opaque="NO" text="Headline" id="headline">
                                <rect key="frame" x="20" y="100" width="335" height="28"/>
                                <fontDescription key="fontDescription" type="system" pointSize="22"/>
                            </label>
                        </subviews>
                    </view>
                    <connections><outlet property="titleLabel" destination="headline" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """)
        func label(_ code: String) throws -> Element {
            let document = try IBCodeTextTests.read(storyboard, code: CodeTextFactsTests.swift(code))
            let screen = try #require(document.screens.first)
            return try #require(Reader.all("label", in: screen.root).first)
        }
        #expect(try label("class NewsViewController: UIViewController {}").number("fontSize") == 22)
        let bold = try label("class NewsViewController: UIViewController { func style() { titleLabel.font = .boldSystemFont(ofSize: 22) } }")
        #expect(bold.number("fontSize") == nil && bold.isSetAtRunTime("fontSize"))
    }
}
