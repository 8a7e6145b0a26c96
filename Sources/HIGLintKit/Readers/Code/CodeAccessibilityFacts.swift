/// Where a project's code gives VoiceOver what a view of its Interface Builder files lacks: the
/// outlets whose accessibility label (or element status) the code sets, and the classes whose own
/// code does. A custom control whose label comes from code is not missing one.
///
/// Found by a lexical scan (comments and strings left out) of the files that name an
/// accessibility property, after a byte search:
/// - `outlet.accessibilityLabel = …`, `outlet.isAccessibilityElement = …`,
///   `outlet.accessibilityElements = …`, `[outlet setAccessibilityLabel:…]`, `[self.outlet
///   setIsAccessibilityElement:…]` (any owner: `cell.playButton.accessibilityLabel` counts for
///   every outlet `playButton`), `_outlet` as `outlet`;
/// - the same on `self`, bare (`accessibilityLabel = …`, `override var accessibilityLabel`,
///   `- (NSString *)accessibilityLabel`), in a class's code: the class, which the nearest
///   declaration before it names (`class Foo`, `extension Foo`, `@implementation Foo`);
/// - the same on another view, in a class's code (`segmentView.accessibilityLabel = title` in a
///   control that builds its segments): the class gives VoiceOver the views it makes, which
///   VoiceOver reads in its place (`labelsItsViews`), when its file gives it none of its own.
///
/// And the classes declared as controls (`class Knob: UIControl`, `@interface Knob : UISlider`),
/// searched for in the files that name `UIControl` or one of the controls people seldom subclass
/// but to draw their own (`UISlider`, `UISwitch`, `UIStepper`, `UISegmentedControl`, `UIPageControl`).
struct CodeAccessibilityFacts: Sendable, Equatable {
    /// Outlets whose accessibility the code sets, by property name.
    var outlets: Set<String> = []
    /// Classes whose own code sets their accessibility.
    var classes: Set<String> = []
    /// Classes whose own code sets the accessibility of another view: one it holds or makes.
    var labelsItsViews: Set<String> = []
    /// Classes the code declares as direct subclasses of a control.
    var controlClasses: Set<String> = []

    var isEmpty: Bool { outlets.isEmpty && classes.isEmpty && labelsItsViews.isEmpty && controlClasses.isEmpty }

    mutating func merge(_ other: CodeAccessibilityFacts) {
        outlets.formUnion(other.outlets)
        classes.formUnion(other.classes)
        labelsItsViews.formUnion(other.labelsItsViews)
        controlClasses.formUnion(other.controlClasses)
    }

    /// The superclasses that make a class a control: `UIControl`, and the controls one subclasses
    /// to draw a control of one's own.
    static let controlSuperclasses: Set<String> = ["UIControl", "UISlider", "UISwitch", "UIStepper", "UISegmentedControl", "UIPageControl"]
    private static let searched = ["ccessibility"] + controlSuperclasses.sorted()

    /// The properties (and Objective-C setters) that give VoiceOver a label or make a view an
    /// element, or give a container its elements.
    static let properties: Set<String> = [
        "accessibilityLabel", "setAccessibilityLabel", "accessibilityAttributedLabel", "setAccessibilityAttributedLabel",
        "isAccessibilityElement", "setIsAccessibilityElement", "accessibilityElements", "setAccessibilityElements",
    ]

    /// What one file's code sets.
    static func find(in bytes: [UInt8], language: CodeLanguage) -> CodeAccessibilityFacts {
        guard mayHold(bytes) else { return CodeAccessibilityFacts() }
        return find(in: CodeTokens(cutting: bytes, language: language))
    }

    /// Whether a file's bytes name an accessibility property or a control's class: the files
    /// `find` reads further.
    static func mayHold(_ bytes: [UInt8]) -> Bool {
        bytes.withUnsafeBufferPointer { ByteSearch.containsAny(of: searched, in: $0) }
    }

    /// The properties, looked up by a token's bytes.
    private static let propertyTable = CodeWordTable(properties.sorted())

    /// What the code of a file cut into `tokens` sets.
    static func find(in tokens: CodeTokens) -> CodeAccessibilityFacts {
        var facts = CodeAccessibilityFacts()
        var currentClass: String?
        for k in 0..<tokens.count {
            guard tokens.kind(k) == .identifier || tokens.kind(k) == .atKeyword else { continue }
            if tokens.isIdentifier(k, "class") || tokens.isIdentifier(k, "extension") || tokens.isIdentifier(k, "struct")
                || (tokens.kind(k) == .atKeyword && (tokens.hasPrefix(k, "@implementation") || tokens.hasPrefix(k, "@interface"))) {
                if let name = tokens.identifier(k + 1), name.first?.isUppercase == true {
                    currentClass = name
                    if tokens.isPunctuation(k + 2, ":"), let superclass = tokens.identifier(k + 3), controlSuperclasses.contains(superclass) {
                        facts.controlClasses.insert(name)
                    }
                }
                continue
            }
            guard tokens.isIdentifier(k, in: propertyTable), let name = tokens.identifier(k) else { continue }
            var receiver: String?
            if tokens.isPunctuation(k - 1, ".") {
                receiver = tokens.identifier(k - 2)
            } else if name.hasPrefix("set"), tokens.kind(k - 1) == .identifier, tokens.isPunctuation(k + 1, ":") {
                receiver = tokens.identifier(k - 1)
            }
            if let receiver, receiver != "self", receiver != "super" {
                facts.outlets.insert(receiver.hasPrefix("_") ? String(receiver.dropFirst()) : receiver)
                // Not an extension of a UIKit class: a helper there labels a view for any caller.
                if let currentClass, !currentClass.hasPrefix("UI"), !currentClass.hasPrefix("NS") { facts.labelsItsViews.insert(currentClass) }
            } else if let currentClass {
                facts.classes.insert(currentClass)
            }
        }
        return facts
    }
}

extension CodeTextFacts {
    /// Whether the code sets the accessibility of outlet `property` (of any owner), or the code
    /// of class `name` (or of a class it inherits from) sets its own; or, for a view that holds
    /// nothing in its file (`holdsNoViews`: what it shows, its code makes), that of views it holds.
    /// A view whose file gives it subviews is not labelled by labelling some of them: the others
    /// are still judged.
    func setsAccessibility(ofOutlets properties: [String], ofClass name: String?, holdsNoViews: Bool = false) -> Bool {
        if properties.contains(where: accessibility.outlets.contains) { return true }
        return lineage(of: name).contains { accessibility.classes.contains($0) || (holdsNoViews && accessibility.labelsItsViews.contains($0)) }
    }

    /// Whether class `name` is a control, as the code declares it: it or a class it inherits
    /// from is declared a subclass of `UIControl` or of a control (`controlSuperclasses`).
    func isControlClass(_ name: String?) -> Bool {
        lineage(of: name).contains(where: accessibility.controlClasses.contains)
    }
}
