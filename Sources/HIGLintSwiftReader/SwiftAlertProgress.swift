import SwiftSyntax

/// Whether the code uses an alert-controller variable to show a task in progress: after making
/// it, it puts a view in it (`alert.view.addSubview(spinner)`, a helper such as
/// `alert.addActivityIndicator()`), or dismisses it itself (`alert.dismiss(animated:)`, most often
/// in the closure that runs when the work ends). Closures are searched too, unlike for the
/// actions (`SwiftAlertActionScope`): the dismissal is what runs later.
final class SwiftAlertProgress: SyntaxVisitor {
    private let variable: String
    private var found = false

    private init(variable: String) {
        self.variable = variable
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether the items of `list` after `item` show progress with `variable`.
    static func shown(with variable: String, after item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Bool {
        let finder = SwiftAlertProgress(variable: variable)
        for later in list.drop(while: { $0.id != item.id }).dropFirst() {
            if SwiftAlertActionScope.hides(variable, later.item) { break }
            finder.walk(later)
            if finder.found { return true }
        }
        return false
    }

    /// Names of helpers that put an activity indicator or a progress view in the alert.
    static func isProgressHelper(_ name: String) -> Bool {
        let lowered = name.lowercased()
        return lowered.hasPrefix("add") && ["activityindicator", "progress", "spinner", "loadingindicator"].contains { lowered.contains($0) }
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard !found, let (receiver, name) = node.methodCall, let receiver else { return .visitChildren }
        if receiver.referencedName == variable, name == "dismiss" || Self.isProgressHelper(name) {
            found = true
        } else if name == "addSubview", let view = receiver.as(MemberAccessExprSyntax.self),
            view.declName.baseName.text == "view", view.base?.withoutUnwrapping.referencedName == variable
        {
            found = true
        }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
}
