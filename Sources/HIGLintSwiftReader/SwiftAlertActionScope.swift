import HIGLintCodeModel
import SwiftSyntax

/// What the code does to one alert-controller variable after making it, in the same scope:
/// the `addAction(…)` calls and `preferredAction = …` assignments, in source order.
///
/// The scope is the rest of the block that declares the variable, with the blocks nested in it
/// (`if`, `for`, `switch`, `do`, `#if` but for a development build's branch), up to where a declaration of the same name hides it.
/// Closures and nested functions are left out: they run later, or not at all.
final class SwiftAlertActionScope: SyntaxVisitor {
    enum Event {
        /// `variable.addAction(argument)`.
        case addAction(ExprSyntax)
        /// `variable.addCancelAction()` and the like: a helper defined elsewhere adds an action.
        case helperAction(name: String, call: FunctionCallExprSyntax)
        /// `variable.preferredAction = value`.
        case preferredAction(ExprSyntax)
        /// Actions added in a loop or a closure: how many, the code does not say.
        case actionsOfUnknownNumber
    }

    /// The variable's name; `self` in an initializer of an extension of `UIAlertController`,
    /// where `addAction(…)` needs no receiver.
    private let variable: String
    private(set) var events: [Event] = []
    /// The item that declares the variable: a loop around it makes a new alert each time.
    private var declaration: CodeBlockItemSyntax?

    private init(variable: String) {
        self.variable = variable
        super.init(viewMode: .sourceAccurate)
    }

    /// The events on `variable` in the items of `list` after `item`.
    static func events(on variable: String, after item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> [Event] {
        let scope = SwiftAlertActionScope(variable: variable)
        scope.declaration = item
        let following = list.drop { $0.id != item.id }.dropFirst()
        scope.walkItems(following)
        return scope.events
    }

    private func walkItems(_ items: some Sequence<CodeBlockItemSyntax>) {
        for item in items {
            if SwiftAlertActionScope.hides(variable, item.item) { return }
            walk(item)
        }
    }

    override func visit(_ node: CodeBlockItemListSyntax) -> SyntaxVisitorContinueKind {
        walkItems(node)
        return .skipChildren
    }

    override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind {
        // `options.forEach { alert.addAction(…) }`: the closure's actions are added, but how many
        // times, the code does not say.
        if Self.addsAction(to: variable, in: node) { events.append(.actionsOfUnknownNumber) }
        return .skipChildren
    }
    /// An action added only in a development build (`#if DEBUG`) is not among the buttons people see.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isCompiledOnlyInDevelopment ? .skipChildren : .visitChildren
    }
    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    override func visit(_ node: AccessorBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }

    /// `if let variable = …` and `while let variable = …` hide the variable in their bodies.
    override func visit(_ node: IfExprSyntax) -> SyntaxVisitorContinueKind {
        if binds(node.conditions) {
            if let elseBody = node.elseBody { walk(elseBody) }
            return .skipChildren
        }
        return .visitChildren
    }

    override func visit(_ node: WhileStmtSyntax) -> SyntaxVisitorContinueKind {
        binds(node.conditions) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: ForStmtSyntax) -> SyntaxVisitorContinueKind {
        SwiftAlertActionScope.names(in: node.pattern).contains(variable) ? .skipChildren : .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        guard let (receiver, name) = node.methodCall, isVariable(receiver) else { return .visitChildren }
        if name == "addAction", let argument = node.arguments.first?.expression {
            events.append(isRepeated(node) ? .actionsOfUnknownNumber : .addAction(argument))
            return .skipChildren
        }
        if name.hasPrefix("add"), name.hasSuffix("Action"), node.arguments.isEmpty || node.trailingClosure != nil {
            events.append(.helperAction(name: name, call: node))
            return .skipChildren
        }
        return .visitChildren
    }

    /// Whether `node` runs in a loop that does not also make the alert (`for option in options {
    /// alert.addAction(…) }`).
    private func isRepeated(_ node: some SyntaxProtocol) -> Bool {
        var ancestor = node.parent
        while let current = ancestor {
            if current.is(ForStmtSyntax.self) || current.is(WhileStmtSyntax.self) || current.is(RepeatStmtSyntax.self) {
                guard let declaration else { return true }
                let holdsDeclaration = current.position <= declaration.position && declaration.endPosition <= current.endPosition
                if !holdsDeclaration { return true }
            }
            ancestor = current.parent
        }
        return false
    }

    /// Whether `node` holds a call `variable.addAction(…)`.
    private static func addsAction(to variable: String, in node: ClosureExprSyntax) -> Bool {
        final class AddActionFinder: SyntaxVisitor {
            let variable: String
            let closure: ClosureExprSyntax
            var found = false
            init(variable: String, closure: ClosureExprSyntax) {
                self.variable = variable
                self.closure = closure
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                // An alert of the same name the closure declares is another alert.
                if let (receiver, name) = node.methodCall, name == "addAction",
                   receiver.map({ $0.referencedName == variable }) ?? (variable == "self"),
                   !SwiftConstantValue.isBoundAnew(variable, at: Syntax(node), below: Syntax(closure)) {
                    found = true
                }
                return found ? .skipChildren : .visitChildren
            }
        }
        let finder = AddActionFinder(variable: variable, closure: node)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        if elements.count == 3, elements[1].is(AssignmentExprSyntax.self),
            let target = elements[0].as(MemberAccessExprSyntax.self),
            target.declName.baseName.text == "preferredAction",
            isVariable(target.base.map(\.withoutUnwrapping))
        {
            events.append(.preferredAction(elements[2]))
            return .skipChildren
        }
        return .visitChildren
    }

    /// Whether a call's receiver is the variable (no receiver counts for `self`).
    private func isVariable(_ receiver: ExprSyntax?) -> Bool {
        guard let receiver else { return variable == "self" }
        return receiver.referencedName == variable
    }

    private func binds(_ conditions: ConditionElementListSyntax) -> Bool {
        conditions.contains { element in
            guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
            return SwiftAlertActionScope.names(in: binding.pattern).contains(variable)
        }
    }

    /// Whether a statement of a block declares `name` anew (or assigns it a new value), hiding
    /// the alert from that statement on.
    static func hides(_ name: String, _ item: CodeBlockItemSyntax.Item) -> Bool {
        if let declaration = item.as(VariableDeclSyntax.self) {
            return declaration.bindings.contains { names(in: $0.pattern).contains(name) }
        }
        if let guardStatement = item.as(GuardStmtSyntax.self) {
            return guardStatement.conditions.contains { element in
                guard let binding = element.condition.as(OptionalBindingConditionSyntax.self) else { return false }
                return names(in: binding.pattern).contains(name)
            }
        }
        if let sequence = item.as(SequenceExprSyntax.self) ?? item.as(ExpressionStmtSyntax.self)?.expression.as(SequenceExprSyntax.self) {
            let elements = Array(sequence.elements)
            return elements.count >= 3 && elements[1].is(AssignmentExprSyntax.self) && elements[0].referencedName == name
        }
        return false
    }

    /// The names a pattern binds: `a` in `a`, `(a, b)`, `let a`.
    static func names(in pattern: PatternSyntax) -> [String] {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) { return [identifier.identifier.text] }
        if let tuple = pattern.as(TuplePatternSyntax.self) { return tuple.elements.flatMap { names(in: $0.pattern) } }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) { return names(in: binding.pattern) }
        return []
    }
}
