import Foundation
import Testing
@testable import HIGLintKit

/// The outlets and classes whose accessibility an app's code sets.
struct CodeAccessibilityFactsTests {
    static func swift(_ text: String) -> CodeAccessibilityFacts { CodeAccessibilityFacts.find(in: Array(text.utf8), language: .swift) }
    static func objc(_ text: String) -> CodeAccessibilityFacts { CodeAccessibilityFacts.find(in: Array(text.utf8), language: .objc) }

    @Test("Swift: an outlet's label or element status set through it, a class's own, comments and strings left out")
    func swift() {
        let facts = Self.swift("""
            class FindInPageView: UIView {
                @IBOutlet weak var nextButton: UIButton!
                override func awakeFromNib() {
                    nextButton.accessibilityLabel = UserText.findNext
                    cell.playButton.isAccessibilityElement = true
                    // closeButton.accessibilityLabel = "Close"
                    let text = "shareButton.accessibilityLabel = x"
                }
            }
            final class RatingView: UIControl {
                override var accessibilityLabel: String? { get { "Rating" } set {} }
            }
            extension StarView {
                func configure() { self.accessibilityElements = [] }
            }
            """)
        #expect(facts.outlets == ["nextButton", "playButton"])
        #expect(facts.classes == ["RatingView", "StarView"])
        #expect(facts.labelsItsViews == ["FindInPageView"])
    }

    @Test("a control that labels the views it makes (its segments) gives VoiceOver what it holds; a UIKit extension's helper does not")
    func labelsItsViews() {
        var facts = CodeTextFacts()
        facts.superclasses = ["CustomSegmentedControl": "UIControl", "Plain": "UIView"]
        facts.accessibility = Self.swift("""
            class CustomSegmentedControl: UIControl {
                func setup(actions: [SegmentAction]) {
                    for action in actions {
                        let actionView = UIView()
                        actionView.isAccessibilityElement = true
                        actionView.accessibilityLabel = action.accessibilityLabel
                    }
                }
            }
            extension UIView { func label(_ button: UIButton, _ text: String) { button.accessibilityLabel = text } }
            """)
        #expect(facts.accessibility.labelsItsViews == ["CustomSegmentedControl"])
        #expect(facts.setsAccessibility(ofOutlets: [], ofClass: "CustomSegmentedControl", holdsNoViews: true))
        #expect(!facts.setsAccessibility(ofOutlets: [], ofClass: "Plain", holdsNoViews: true))
        // A view its file fills (a cell whose code labels two of its buttons) is not labelled: its other views are judged.
        #expect(!facts.setsAccessibility(ofOutlets: [], ofClass: "CustomSegmentedControl", holdsNoViews: false))
    }

    @Test("Objective-C: setters on outlets and self, a getter method, an instance variable's underscore")
    func objc() {
        let facts = Self.objc("""
            @implementation MealSelectionView
            - (void)awakeFromNib {
                [self.nextMealButton setAccessibilityLabel:@"Next meal"];
                _previousMealButton.accessibilityLabel = @"Previous meal";
            }
            @end
            @implementation KnobControl
            - (NSString *)accessibilityLabel { return @"Volume"; }
            @end
            """)
        #expect(facts.outlets == ["nextMealButton", "previousMealButton"])
        #expect(facts.classes == ["KnobControl"])
    }

    @Test("a file that names no accessibility property gives nothing; a subclass inherits its class's code, and a control is one by descent")
    func lineage() {
        #expect(Self.swift("class A: UIView { var title = \"x\" }").isEmpty)
        var facts = CodeTextFacts()
        facts.superclasses = ["Knob": "Base", "Base": "UIControl", "Plain": "UIView"]
        facts.accessibility = Self.swift("class Base: UIControl { override var accessibilityLabel: String? { get { nil } set {} } }")
        #expect(facts.accessibility.controlClasses == ["Base"])
        #expect(facts.setsAccessibility(ofOutlets: [], ofClass: "Knob"))
        #expect(!facts.setsAccessibility(ofOutlets: ["other"], ofClass: "Plain"))
        #expect(facts.setsAccessibility(ofOutlets: ["other", "nextButton"], ofClass: nil) == false)
        #expect(facts.isControlClass("Knob") && facts.isControlClass("Base") && !facts.isControlClass("Plain") && !facts.isControlClass("UIControl"))
    }
}
