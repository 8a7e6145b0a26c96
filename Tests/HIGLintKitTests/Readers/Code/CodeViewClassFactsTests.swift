import Testing
@testable import HIGLintKit

/// The classes that size themselves and the outlets a row's selection focuses (`CodeViewClassFacts`),
/// found by the lexical scan of `CodeTextFacts`.
struct CodeViewClassFactsTests {
    typealias Code = CodeTextFactsTests

    @Test("a constraint of the class's own height or width anchor to a constant gives that dimension; a subclass inherits it")
    func ownAnchors() {
        let swift = Code.swift("""
            class ENAButton: UIButton {
                private func setup() {
                    let heightConstraint = heightAnchor.constraint(greaterThanOrEqualToConstant: 50)
                    heightConstraint.isActive = true
                    titleLabel?.widthAnchor.constraint(equalToConstant: 10).isActive = true
                    heightAnchor.constraint(equalTo: titleLabel.heightAnchor, constant: 16).isActive = true
                }
            }
            class PayButton: ENAButton { func configure() { setTitle("Pay", for: .normal) } }
            class Wide: UIButton { func setup() { self.widthAnchor.constraint(equalToConstant: 120).isActive = true } }
            class Badge: UIView { func setup() { label.heightAnchor.constraint(equalTo: heightAnchor).isActive = true } }
            class Pill: UIButton { override var intrinsicContentSize: CGSize { var size = super.intrinsicContentSize; size.height += 3; return size } }
            extension UIView { func pin(height: CGFloat) { heightAnchor.constraint(equalToConstant: 60).isActive = true } }
            """)
        #expect(swift.sizeConstraintsInCode(ofClass: "ENAButton") == [.height: .init(exact: false, points: 50)])
        #expect(swift.sizeConstraintsInCode(ofClass: "ENA.PayButton") == [.height: .init(exact: false, points: 50)])
        #expect(swift.sizeConstraintsInCode(ofClass: "Wide") == [.width: .init(exact: true, points: 120)])
        #expect(swift.sizeConstraintsInCode(ofClass: "Badge").isEmpty)
        #expect(swift.sizeConstraintsInCode(ofClass: "Pill").isEmpty)
        #expect(swift.sizeConstraintsInCode(ofClass: "UIView").isEmpty)
        #expect(swift.sizeConstraintsInCode(ofClass: nil).isEmpty)
        let objc = Code.objc("""
            @implementation TallButton
            - (void)awakeFromNib { [self.heightAnchor constraintEqualToConstant:48].active = YES; [self.icon.widthAnchor constraintEqualToConstant:20].active = YES; }
            @end
            """)
        #expect(objc.sizeConstraintsInCode(ofClass: "TallButton") == [.height: .init(exact: true, points: 48)])
        #expect(CodeViewClassFacts.SizeConstraint(exact: false, points: 50).size(designed: 30) == 50)
        #expect(CodeViewClassFacts.SizeConstraint(exact: false, points: 50).size(designed: 60) == 60)
        #expect(CodeViewClassFacts.SizeConstraint(exact: true, points: 30).size(designed: 60) == 30)
    }

    @Test("a class that overrides hitTest or point(inside:) tests its own hits; a call, a helper or an extension of UIKit does not")
    func hitTesting() {
        let swift = Code.swift("""
            final class TapProxyView: UIView {
                override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { targetView }
            }
            class WideButton: UIButton { override func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true } }
            class Caller: UIView { func f() { _ = hitTest(.zero, with: nil); _ = point(inside: .zero, with: nil) } }
            class Helper: UIView { func hitTestArea() {} }
            extension UIView { override open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { true } }
            """)
        #expect(swift.viewClasses.hitTestingClasses == ["TapProxyView", "WideButton"])
        let objc = Code.objc("""
            @implementation BigButton
            - (BOOL)pointInside:(CGPoint)point withEvent:(UIEvent *)event { return [super pointInside:point withEvent:event]; }
            @end
            @implementation PassThroughView
            - (UIView *)hitTest:(CGPoint)point withEvent:(UIEvent *)event { return nil; }
            @end
            @implementation Plain
            - (void)f { [self.view hitTest:CGPointZero withEvent:nil]; }
            @end
            """)
        #expect(objc.viewClasses.hitTestingClasses == ["BigButton", "PassThroughView"])
        #expect(objc.testsHits(ofClass: "BigButton") && !objc.testsHits(ofClass: "Plain") && !objc.testsHits(ofClass: nil))
    }

    @Test("becomeFirstResponder in a row or item selection method: the cell class's outlet, the controller's own, or any class's")
    func focusOnSelection() {
        let objc = Code.objc("""
            @implementation IASKAppSettingsViewController
            - (void)tableView:(UITableView *)tableView didSelectRowAtIndexPath:(NSIndexPath *)indexPath {
                if (YES) {
                    IASKPSTextFieldSpecifierViewCell *textFieldCell = (id)[tableView cellForRowAtIndexPath:indexPath];
                    [textFieldCell.textField becomeFirstResponder];
                }
            }
            - (void)viewDidAppear:(BOOL)animated { [self.searchField becomeFirstResponder]; }
            @end
            """)
        #expect(objc.focusesOnRowSelection(outlet: "textField", owner: "IASKPSTextFieldSpecifierViewCell"))
        #expect(!objc.focusesOnRowSelection(outlet: "textField", owner: "OtherCell"))
        #expect(!objc.focusesOnRowSelection(outlet: "searchField", owner: "IASKAppSettingsViewController"))
        let swift = Code.swift("""
            class AccountViewController: UITableViewController {
                override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                    if indexPath.row == 0 { nameField.becomeFirstResponder() }
                    let cell = tableView.cellForRow(at: indexPath) as! EditableCell
                    cell.valueField.becomeFirstResponder()
                    DispatchQueue.main.async { tableView.cellForRow(at: indexPath)?.contentView.entry.becomeFirstResponder() }
                }
                override func viewDidLoad() { passwordField.becomeFirstResponder() }
            }
            """)
        #expect(swift.focusesOnRowSelection(outlet: "nameField", owner: "AccountViewController"))
        #expect(swift.focusesOnRowSelection(outlet: "valueField", owner: "EditableCell"))
        #expect(swift.focusesOnRowSelection(outlet: "entry", owner: "AnyCell"))
        #expect(!swift.focusesOnRowSelection(outlet: "passwordField", owner: "AccountViewController"))
    }

    @Test("facts of two files merge")
    func merge() {
        var facts = Code.swift("class A: UIButton { func f() { heightAnchor.constraint(greaterThanOrEqualToConstant: 44).isActive = true } }")
        facts.merge(Code.swift("class A: UIButton { func f() { widthAnchor.constraint(equalToConstant: 9).isActive = true } }"))
        facts.merge(Code.swift("class A: UIButton { func g() { heightAnchor.constraint(greaterThanOrEqualToConstant: 50).isActive = true } }"))
        #expect(facts.sizeConstraintsInCode(ofClass: "A") == [.width: .init(exact: true, points: 9), .height: .init(exact: false, points: 50)])
    }

    @Test("becomeFirstResponder whenever the screen appears: the class's own outlet; under a condition, or elsewhere, not")
    func focusWhenShown() {
        let swift = Code.swift("""
            class AddFolderViewController: UITableViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if let selectedAccount, let index = accounts.firstIndex(of: selectedAccount) {
                        accountPickerView.selectRow(index, inComponent: 0, animated: false)
                    } else {
                        accountPickerView.isHidden = true
                    }
                    NotificationCenter.default.addObserver(self, selector: #selector(textDidChange(_:)),
                                                           name: UITextField.textDidChangeNotification, object: nameTextField)
                    nameTextField.becomeFirstResponder()
                }
            }
            class SearchViewController: UIViewController {
                override func viewDidAppear(_ animated: Bool) {
                    super.viewDidAppear(animated)
                    DispatchQueue.main.async { self.searchField?.becomeFirstResponder() }
                }
            }
            class FindInPageView: UIView {
                override func becomeFirstResponder() -> Bool { return inputText.becomeFirstResponder() }
            }
            class PromptController: UIViewController {
                func present(_ alert: Alert) {
                    UIView.animate(withDuration: 0.2) { self.box.alpha = 1 } completion: { _ in
                        if !self.textFieldBox.isHidden { self.textField.becomeFirstResponder() }
                    }
                }
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    guard isNew else { return }
                    titleField.becomeFirstResponder()
                }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    if editing { bodyField.becomeFirstResponder() }
                    let field = isNew ? titleField : bodyField
                    field.becomeFirstResponder()
                }
            }
            """)
        #expect(swift.focusesWhenShown(outlet: "nameTextField", owner: "AddFolderViewController"))
        #expect(swift.focusesWhenShown(outlet: "searchField", owner: "SearchViewController"))
        #expect(swift.focusesWhenShown(outlet: "inputText", owner: "FindInPageView"))
        #expect(!swift.focusesWhenShown(outlet: "nameTextField", owner: "SearchViewController"))
        for outlet in ["textField", "titleField", "bodyField"] {
            #expect(!swift.focusesWhenShown(outlet: outlet, owner: "PromptController"), "\(outlet)")
        }
        let objc = Code.objc("""
            @implementation IOCTitleBodyFormController
            - (void)viewWillAppear:(BOOL)animated {
                [super viewWillAppear:animated];
                [(self.resource.isNew ? self.titleField : self.bodyField) becomeFirstResponder];
            }
            - (BOOL)textFieldShouldReturn:(UITextField *)textField {
                if (textField == self.titleField) [self.bodyField becomeFirstResponder];
                return YES;
            }
            @end
            @implementation LoginController
            - (void)viewDidAppear:(BOOL)animated {
                [super viewDidAppear:animated];
                [_loginField becomeFirstResponder];
            }
            - (void)viewDidLoad { if (self.remembered) [self.passwordField becomeFirstResponder]; }
            @end
            """)
        #expect(!objc.focusesWhenShown(outlet: "titleField", owner: "IOCTitleBodyFormController"))
        #expect(!objc.focusesWhenShown(outlet: "bodyField", owner: "IOCTitleBodyFormController"))
        #expect(objc.focusesWhenShown(outlet: "loginField", owner: "LoginController"))
        #expect(!objc.focusesWhenShown(outlet: "passwordField", owner: "LoginController"))
    }
}
