import HIGLintCodeModel
import SwiftSyntax

/// What the Swift alert reader asks of a call: the type it constructs, its arguments by label,
/// and its closures whether written as arguments or trailing.
extension FunctionCallExprSyntax {
    /// The type a constructor call names: `UIAlertController` for `UIAlertController(…)`,
    /// `UIAlertController.init(…)` and `UIKit.UIAlertController(…)`, `self` for `self.init(…)`;
    /// nil for `.init(…)`, whose type the context gives.
    var constructedTypeName: String? {
        var callee = calledExpression
        if let member = callee.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "init" {
            guard let base = member.base else { return nil }
            callee = base
        }
        if let reference = callee.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        if let member = callee.as(MemberAccessExprSyntax.self), member.base != nil {
            return member.declName.baseName.text
        }
        return nil
    }

    /// True for `.init(…)`: a constructor whose type the context gives.
    var isImplicitTypeInit: Bool {
        guard let member = calledExpression.as(MemberAccessExprSyntax.self) else { return false }
        return member.base == nil && member.declName.baseName.text == "init"
    }

    /// The name of the method called on a value (`addAction` in `alert.addAction(…)`) and that
    /// value, optional chaining and forced unwrapping taken off (`alert?.addAction(…)`).
    var methodCall: (receiver: ExprSyntax?, name: String)? {
        if let member = calledExpression.as(MemberAccessExprSyntax.self) {
            return (member.base.map(\.withoutUnwrapping), member.declName.baseName.text)
        }
        if let reference = calledExpression.as(DeclReferenceExprSyntax.self) {
            return (nil, reference.baseName.text)
        }
        return nil
    }

    /// The labels of the arguments in order (nil for an unlabeled one).
    var argumentLabels: [String?] { arguments.map { $0.label?.text } }

    /// The argument written with `label`, if any.
    func argument(_ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// The first argument when it has no label (`"Title"` in `.alert("Title", isPresented: $x)`).
    var firstUnlabeledArgument: ExprSyntax? {
        guard let first = arguments.first, first.label == nil else { return nil }
        return first.expression
    }

    /// The argument labeled `label` and the unlabeled ones that follow it: a variadic parameter
    /// (`otherButtonTitles: "A", "B"`).
    func variadicArguments(from label: String) -> [ExprSyntax] {
        guard let start = arguments.firstIndex(where: { $0.label?.text == label }) else { return [] }
        var found = [arguments[start].expression]
        var index = arguments.index(after: start)
        while index != arguments.endIndex, arguments[index].label == nil {
            found.append(arguments[index].expression)
            index = arguments.index(after: index)
        }
        return found
    }

    /// The closure given for `label`: as a labeled argument or as a labeled trailing closure.
    func closure(labeled label: String) -> ClosureExprSyntax? {
        if let argument = argument(label) { return argument.as(ClosureExprSyntax.self) }
        return additionalTrailingClosures.first { $0.label.text == label }?.closure
    }
}

extension ExprSyntax {
    /// The expression without `?` and `!` postfixes and enclosing parentheses.
    var withoutUnwrapping: ExprSyntax {
        if let chained = self.as(OptionalChainingExprSyntax.self) { return chained.expression.withoutUnwrapping }
        if let forced = self.as(ForceUnwrapExprSyntax.self) { return forced.expression.withoutUnwrapping }
        if let tuple = self.as(TupleExprSyntax.self), tuple.elements.count == 1,
            let only = tuple.elements.first, only.label == nil
        {
            return only.expression.withoutUnwrapping
        }
        return self
    }

    /// The name of a plain reference (`alert`, `self`), nil for anything else.
    var referencedName: String? { withoutUnwrapping.as(DeclReferenceExprSyntax.self)?.baseName.text }

    /// The last name of a member or enum-case expression: `cancel` for `.cancel`,
    /// `UIAlertAction.Style.cancel` and `ButtonRole.cancel`.
    var lastMemberName: String? {
        if let member = self.as(MemberAccessExprSyntax.self) { return member.declName.baseName.text }
        if let reference = self.as(DeclReferenceExprSyntax.self) { return reference.baseName.text }
        return nil
    }
}

extension ClosureExprSyntax {
    /// The one expression a closure holds (`Text("Body")` in `{ Text("Body") }`), nil when it
    /// holds none or several statements.
    var singleExpression: ExprSyntax? {
        guard statements.count == 1, let item = statements.first else { return nil }
        if let expression = item.item.as(ExprSyntax.self) { return expression }
        if let statement = item.item.as(ExpressionStmtSyntax.self) { return statement.expression }
        if let returned = item.item.as(ReturnStmtSyntax.self) { return returned.expression }
        return nil
    }
}

extension SyntaxProtocol {
    /// The nearest node above this one of type `type`.
    func ancestor<Node: SyntaxProtocol>(_ type: Node.Type) -> Node? {
        var node = parent
        while let current = node {
            if let found = current.as(type) { return found }
            node = current.parent
        }
        return nil
    }
}
