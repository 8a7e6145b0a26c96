import SwiftSyntax

/// The value a name stands for where the code gives it once and for all: a local constant
/// (`let title = NSLocalizedString("Theme Installed", comment: "")`), a local variable given a
/// value where it is declared and never changed after, or a `let` property of the type around
/// the use with a value written in its declaration (`private let title = "Sign In"`, read as
/// `title` or `self.title`).
///
/// A name something else may bind on the way (a parameter, a closure's parameter, an `if let`,
/// a `guard let`, a `for` pattern, a `catch`, a `case let`) stands for a value made at run time:
/// none is given.
enum SwiftConstantValue {
    /// What the declaration gives: the value and the type written for it, if any.
    struct Declared {
        var value: ExprSyntax
        var type: TypeSyntax?
    }

    /// The value `expression` stands for, when it is a bare name or `self.name` given once.
    static func value(of expression: ExprSyntax) -> Declared? {
        let expression = expression.withoutUnwrapping
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.argumentNames == nil {
            let name = reference.baseName.text
            guard name != "self" else { return nil }
            return lookUp(name, from: Syntax(reference))
        }
        if let member = expression.as(MemberAccessExprSyntax.self), member.declName.argumentNames == nil,
           let base = member.base?.withoutUnwrapping.as(DeclReferenceExprSyntax.self),
           base.baseName.tokenKind == .keyword(.`self`)
        {
            return property(member.declName.baseName.text, around: Syntax(member))
        }
        return nil
    }

    /// Walks out from `use`: the blocks around it (their statements before it), then the type's
    /// members.
    private static func lookUp(_ name: String, from use: Syntax) -> Declared? {
        var node = use
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    if let declaration = earlier.item.as(VariableDeclSyntax.self),
                       let binding = declaration.bindings.first(where: { SwiftAlertActionScope.names(in: $0.pattern).contains(name) })
                    {
                        return declared(binding, of: declaration, named: name, declaredBy: earlier, in: list)
                    }
                    // `guard let name = …`, or `name = …` given it again: made at run time.
                    if SwiftAlertActionScope.hides(name, earlier.item) { return nil }
                }
                // Top-level code of the file: its constants are globals, visible anywhere.
                if parent.parent?.is(SourceFileSyntax.self) == true { return nil }
            }
            if binds(parent, name, inside: node) { return nil }
            if let members = parent.as(MemberBlockSyntax.self) {
                return storedProperty(name, in: members)
            }
            node = parent
        }
        return nil
    }

    /// Whether `name` at `use` is bound by something between it and `boundary` (a node around
    /// it): declared anew in a block, or bound as a parameter or by a pattern. `alert.addAction(…)`
    /// in a closure that declares its own `let alert` adds to that one.
    static func isBoundAnew(_ name: String, at use: Syntax, below boundary: Syntax) -> Bool {
        var node = use
        while let parent = node.parent, node.id != boundary.id {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self),
               list.prefix(while: { $0.id != item.id }).contains(where: { SwiftAlertActionScope.hides(name, $0.item) })
            {
                return true
            }
            if binds(parent, name, inside: node) { return true }
            node = parent
        }
        return false
    }

    /// The `let` property `name` of the type around `use`.
    private static func property(_ name: String, around use: Syntax) -> Declared? {
        var node = use
        while let parent = node.parent {
            if let members = parent.as(MemberBlockSyntax.self) { return storedProperty(name, in: members) }
            node = parent
        }
        return nil
    }

    private static func storedProperty(_ name: String, in members: MemberBlockSyntax) -> Declared? {
        for member in members.members {
            guard let declaration = member.decl.as(VariableDeclSyntax.self) else { continue }
            for binding in declaration.bindings where SwiftAlertActionScope.names(in: binding.pattern).contains(name) {
                // A `var` may be changed by any method; a computed property is made at run time.
                guard declaration.bindingSpecifier.tokenKind == .keyword(.let), binding.accessorBlock == nil,
                      let value = binding.initializer?.value else { return nil }
                return Declared(value: value, type: binding.typeAnnotation?.type)
            }
        }
        return nil
    }

    /// What a local declaration gives: a `let`'s value; a `var`'s when nothing after changes it.
    private static func declared(_ binding: PatternBindingSyntax, of declaration: VariableDeclSyntax, named name: String,
                                 declaredBy item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Declared? {
        guard binding.pattern.is(IdentifierPatternSyntax.self), binding.accessorBlock == nil,
              let value = binding.initializer?.value else { return nil }
        if declaration.bindingSpecifier.tokenKind != .keyword(.let) {
            let later = list.drop { $0.id != item.id }.dropFirst()
            if later.contains(where: { SwiftMutationFinder.changes(name, in: Syntax($0)) }) { return nil }
        }
        return Declared(value: value, type: binding.typeAnnotation?.type)
    }

    /// Whether `parent` binds `name` for `child` (one of its parts): as a parameter of a function,
    /// an initializer, a subscript or a closure, in the conditions of an `if`, `while` or `guard`,
    /// in a `for` pattern, a `catch` or a `case`; or is an accessor (`newValue`).
    private static func binds(_ parent: Syntax, _ name: String, inside child: Syntax) -> Bool {
        if let function = parent.as(FunctionDeclSyntax.self) {
            return parameters(function.signature.parameterClause.parameters).contains(name)
        }
        if let initializer = parent.as(InitializerDeclSyntax.self) {
            return parameters(initializer.signature.parameterClause.parameters).contains(name)
        }
        if let subscriptDecl = parent.as(SubscriptDeclSyntax.self) {
            return parameters(subscriptDecl.parameterClause.parameters).contains(name)
        }
        if let closure = parent.as(ClosureExprSyntax.self) {
            guard let signature = closure.signature?.parameterClause else { return false }
            switch signature {
            case .simpleInput(let shorthand): return shorthand.contains { $0.name.text == name }
            case .parameterClause(let clause):
                return clause.parameters.contains { ($0.secondName ?? $0.firstName).text == name }
            }
        }
        if parent.is(AccessorDeclSyntax.self) { return ["newValue", "oldValue"].contains(name) || patternNames(in: parent).contains(name) }
        if let ifExpression = parent.as(IfExprSyntax.self) { return patternNames(in: Syntax(ifExpression.conditions)).contains(name) }
        if let whileStatement = parent.as(WhileStmtSyntax.self) { return patternNames(in: Syntax(whileStatement.conditions)).contains(name) }
        if let guardStatement = parent.as(GuardStmtSyntax.self) { return patternNames(in: Syntax(guardStatement.conditions)).contains(name) }
        if let forStatement = parent.as(ForStmtSyntax.self) { return patternNames(in: Syntax(forStatement.pattern)).contains(name) }
        if let catchClause = parent.as(CatchClauseSyntax.self) {
            return name == "error" || patternNames(in: Syntax(catchClause.catchItems)).contains(name)
        }
        if let switchCase = parent.as(SwitchCaseSyntax.self) { return patternNames(in: Syntax(switchCase.label)).contains(name) }
        return false
    }

    private static func parameters(_ list: FunctionParameterListSyntax) -> [String] {
        list.map { ($0.secondName ?? $0.firstName).text }
    }

    /// Every name a pattern in `node` binds.
    private static func patternNames(in node: Syntax) -> Set<String> {
        final class Collector: SyntaxVisitor {
            var names: Set<String> = []
            override func visit(_ node: IdentifierPatternSyntax) -> SyntaxVisitorContinueKind {
                names.insert(node.identifier.text)
                return .skipChildren
            }
            // `if let name {` binds `name` without a pattern of its own.
            override func visit(_ node: OptionalBindingConditionSyntax) -> SyntaxVisitorContinueKind {
                names.formUnion(SwiftAlertActionScope.names(in: node.pattern))
                return .visitChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let collector = Collector(viewMode: .sourceAccurate)
        collector.walk(node)
        return collector.names
    }
}

/// Whether code changes a variable: assigns it (`name = …`, `name += …`), passes it `inout`
/// (`&name`) or calls a method on it that may change it (`name.append(…)`).
final class SwiftMutationFinder: SyntaxVisitor {
    private let name: String
    private var found = false

    private init(_ name: String) {
        self.name = name
        super.init(viewMode: .sourceAccurate)
    }

    static func changes(_ name: String, in node: Syntax) -> Bool {
        let finder = SwiftMutationFinder(name)
        finder.walk(node)
        return finder.found
    }

    override func visit(_ node: SequenceExprSyntax) -> SyntaxVisitorContinueKind {
        let elements = Array(node.elements)
        for (index, element) in elements.enumerated().dropFirst() where index + 1 < elements.count {
            let isAssignment = element.is(AssignmentExprSyntax.self)
                || (element.as(BinaryOperatorExprSyntax.self)?.operator.text.hasSuffix("=") == true
                    && !["==", "!=", "<=", ">=", "===", "!=="].contains(element.as(BinaryOperatorExprSyntax.self)?.operator.text ?? ""))
            if isAssignment, elements[index - 1].referencedName == name { found = true }
        }
        return found ? .skipChildren : .visitChildren
    }

    override func visit(_ node: InOutExprSyntax) -> SyntaxVisitorContinueKind {
        if node.expression.referencedName == name { found = true }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if let (receiver, _) = node.methodCall, let receiver, receiver.referencedName == name { found = true }
        return found ? .skipChildren : .visitChildren
    }
}
