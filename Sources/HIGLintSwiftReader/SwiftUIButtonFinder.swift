import HIGLintCodeModel
import SwiftSyntax

/// The `Button(…)` calls of a SwiftUI alert's `actions` closure, in source order; the closures
/// of a button (its action, its label) are not looked into.
final class SwiftUIButtonFinder: SyntaxVisitor {
    private var found: [FunctionCallExprSyntax] = []

    static func buttons(in actions: ClosureExprSyntax) -> [FunctionCallExprSyntax] {
        let finder = SwiftUIButtonFinder(viewMode: .sourceAccurate)
        finder.walk(actions.statements)
        return finder.found
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard node.constructedTypeName == "Button" else { return .visitChildren }
        found.append(node)
        return .skipChildren
    }
}
