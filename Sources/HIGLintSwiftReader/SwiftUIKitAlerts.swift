import HIGLintCodeModel
import SwiftSyntax

/// The UIKit alerts a Swift file builds: `UIAlertController` with the actions added to its
/// variable, `UIAlertView` and `UIActionSheet` with their button titles as arguments.
struct SwiftUIKitAlerts {
    let positions: SwiftSourcePositions

    /// The alert `call` makes, when it is one of UIKit's alert constructors.
    func alert(madeBy call: FunctionCallExprSyntax) -> CodeAlert? {
        switch call.constructedTypeName {
        case "UIAlertController":
            return alertController(call)
        case "self":
            return isInAlertControllerExtension(call) ? alertController(call) : nil
        case "UIAlertView":
            return alertView(call)
        case "UIActionSheet":
            return actionSheet(call)
        default:
            return nil
        }
    }

    // MARK: UIAlertController

    /// `UIAlertController(title:message:preferredStyle:)`; another initializer (a project's
    /// convenience initializer, `UIAlertController()`) is not understood.
    private func alertController(_ call: FunctionCallExprSyntax) -> CodeAlert? {
        guard call.argumentLabels == ["title", "message", "preferredStyle"],
            let title = call.argument("title"), let message = call.argument("message"),
            let styleExpression = call.argument("preferredStyle")
        else { return nil }
        let style: CodeAlert.Style
        switch styleExpression.withoutUnwrapping.lastMemberName {
        case "alert": style = .alert
        case "actionSheet": style = .actionSheet
        default: return nil  // chosen at run time: which one UIKit shows is unknown
        }
        var alert = CodeAlert(
            api: .alertController, style: style,
            title: SwiftTextExpression.text(of: title, literal: .shownText),
            message: SwiftTextExpression.text(of: message, literal: .shownText),
            buttons: [], preferredButton: nil, location: positions.location(of: call),
            titleLocation: positions.location(of: title), messageLocation: positions.location(of: message))
        if let (variable, item, list) = Self.binding(of: call) {
            let countKnown = addActions(SwiftAlertActionScope.events(on: variable, after: item, in: list), to: &alert)
            if variable == "self" || Self.returns(variable, after: item, in: list) {
                // Built by a convenience initializer or a function that returns it: read as
                // complete where it adds its actions itself and no caller in the file adds more.
                // One that adds none is a start its callers finish.
                alert.buttonsAreKnown = countKnown && !alert.buttons.isEmpty
                    && SwiftAlertMaker(around: list).map { !$0.isFinishedByCallers(in: call.root) } ?? false
            } else {
                alert.buttonsAreKnown = countKnown
            }
            if variable != "self" { alert.showsProgress = SwiftAlertProgress.shown(with: variable, after: item, in: list) }
        } else {
            alert.buttonsAreKnown = false  // returned or passed on as it is made
        }
        return alert
    }

    /// Whether a `return` statement after `item` in `list` (or in a block within it) returns
    /// `variable`.
    static func returns(_ variable: String, after item: CodeBlockItemSyntax, in list: CodeBlockItemListSyntax) -> Bool {
        final class ReturnFinder: SyntaxVisitor {
            let variable: String
            var found = false
            init(_ variable: String) {
                self.variable = variable
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: ReturnStmtSyntax) -> SyntaxVisitorContinueKind {
                if node.expression?.trimmedDescription == variable { found = true }
                return .skipChildren
            }
            override func visit(_ node: ClosureExprSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = ReturnFinder(variable)
        for later in list where later.position > item.position { finder.walk(later) }
        return finder.found
    }

    /// The variable the controller is put in and the block statement that does it:
    /// `let v = UIAlertController(…)`, `v = UIAlertController(…)`, or `self.init(…)` in a
    /// convenience initializer.
    static func binding(of call: FunctionCallExprSyntax) -> (String, CodeBlockItemSyntax, CodeBlockItemListSyntax)? {
        let name: String
        if call.constructedTypeName == "self" {
            name = "self"
        } else if let initializer = call.parent?.as(InitializerClauseSyntax.self),
            let binding = initializer.parent?.as(PatternBindingSyntax.self),
            let identifier = binding.pattern.as(IdentifierPatternSyntax.self)
        {
            name = identifier.identifier.text
        } else if let sequence = call.parent?.parent?.as(SequenceExprSyntax.self),
            case let elements = Array(sequence.elements), elements.count == 3,
            elements[1].is(AssignmentExprSyntax.self), elements[2].id == call.id,
            let target = elements[0].referencedName
        {
            name = target
        } else {
            return nil
        }
        guard let item = call.ancestor(CodeBlockItemSyntax.self),
            let list = item.parent?.as(CodeBlockItemListSyntax.self)
        else { return nil }
        return (name, item, list)
    }

    /// Adds the buttons the events make; false when actions are added a number of times the code
    /// does not say (in a loop or a closure).
    private func addActions(_ events: [SwiftAlertActionScope.Event], to alert: inout CodeAlert) -> Bool {
        var countKnown = true
        var buttonOfName: [String: Int] = [:]
        for event in events {
            switch event {
            case .addAction(let argument):
                if let name = argument.referencedName { buttonOfName[name] = alert.buttons.count }
                alert.buttons.append(button(addedAs: argument))
            case .helperAction(let name, let call):
                alert.buttons.append(CodeAlertButton(
                    title: .computed, role: Self.roleGuessed(fromName: name), location: positions.location(of: call)))
            case .preferredAction(let value):
                if let name = value.referencedName, let index = buttonOfName[name] {
                    alert.preferredButton = index
                }
            case .actionsOfUnknownNumber:
                countKnown = false
            }
        }
        return countKnown
    }

    /// The button an `addAction` argument makes: a `UIAlertAction(…)` written there or bound
    /// to a local before; anything else (`.cancel`, `UIAlertAction.ok`, a parameter) is an
    /// action whose title the code does not show.
    private func button(addedAs argument: ExprSyntax) -> CodeAlertButton {
        var action = argument.withoutUnwrapping
        if let name = action.referencedName, let initial = Self.localValue(named: name, before: argument) {
            action = initial.withoutUnwrapping
        }
        if let call = action.as(FunctionCallExprSyntax.self),
            call.constructedTypeName == "UIAlertAction" || call.isImplicitTypeInit,
            let title = call.argument("title")
        {
            let role = Self.role(ofStyle: call.argument("style"))
            return CodeAlertButton(
                title: SwiftTextExpression.buttonTitle(of: title, literal: .shownText),
                role: role, location: positions.location(of: title))
        }
        let name = action.as(FunctionCallExprSyntax.self)?.calledExpression.lastMemberName ?? action.lastMemberName ?? ""
        return CodeAlertButton(title: .computed, role: Self.roleGuessed(fromName: name), location: positions.location(of: argument))
    }

    /// The value a local constant or variable `name` is given where it is declared, looked for
    /// in the blocks around `use`, before it, nearest first.
    static func localValue(named name: String, before use: some SyntaxProtocol) -> ExprSyntax? {
        var node = Syntax(use)
        while let parent = node.parent {
            if let list = parent.as(CodeBlockItemListSyntax.self), let item = node.as(CodeBlockItemSyntax.self) {
                for earlier in list.prefix(while: { $0.id != item.id }).reversed() {
                    guard let declaration = earlier.item.as(VariableDeclSyntax.self) else { continue }
                    for binding in declaration.bindings
                    where binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text == name {
                        return binding.initializer?.value
                    }
                }
            }
            if parent.is(FunctionDeclSyntax.self) || parent.is(InitializerDeclSyntax.self) { return nil }
            node = parent
        }
        return nil
    }

    /// The role an action's `style:` argument gives: `.cancel`, `UIAlertAction.Style.destructive`,
    /// or the style of another action, by that action's name (`UIAlertAction.cancel.style`).
    static func role(ofStyle style: ExprSyntax?) -> CodeAlertButton.Role {
        guard let style = style?.withoutUnwrapping else { return .default }
        if style.lastMemberName == "style", let base = style.as(MemberAccessExprSyntax.self)?.base,
           let owner = base.withoutUnwrapping.lastMemberName ?? base.referencedName {
            return roleGuessed(fromName: owner)
        }
        return role(style.lastMemberName)
    }

    /// A role from an action's `style:` (`.cancel`, `UIAlertAction.Style.destructive`).
    static func role(_ style: String?) -> CodeAlertButton.Role {
        switch style {
        case "cancel": return .cancel
        case "destructive": return .destructive
        default: return .default
        }
    }

    /// The role of an action made elsewhere, from its name: `.cancel`, `cancelAction()`,
    /// `addCancelAction()` cancel; any other is taken as a default action.
    static func roleGuessed(fromName name: String) -> CodeAlertButton.Role {
        name.lowercased().contains("cancel") ? .cancel : .default
    }

    private func isInAlertControllerExtension(_ call: FunctionCallExprSyntax) -> Bool {
        guard call.ancestor(InitializerDeclSyntax.self) != nil,
            let extensionDecl = call.ancestor(ExtensionDeclSyntax.self)
        else { return false }
        return extensionDecl.extendedType.trimmedDescription.hasSuffix("UIAlertController")
    }

    // MARK: UIAlertView and UIActionSheet

    /// `UIAlertView(title:message:delegate:cancelButtonTitle:otherButtonTitles:…)`: the cancel
    /// button, then the others.
    private func alertView(_ call: FunctionCallExprSyntax) -> CodeAlert? {
        guard call.argumentLabels.first == "title", let title = call.argument("title") else { return nil }
        var buttons = titleButtons(call, label: "cancelButtonTitle", role: .cancel)
        buttons += titleButtons(call, label: "otherButtonTitles", role: .default)
        return CodeAlert(
            api: .alertView, style: .alert,
            title: SwiftTextExpression.text(of: title, literal: .shownText),
            message: call.argument("message").flatMap { SwiftTextExpression.text(of: $0, literal: .shownText) },
            buttons: buttons, preferredButton: nil, location: positions.location(of: call),
            titleLocation: positions.location(of: title), messageLocation: call.argument("message").map { positions.location(of: $0) })
    }

    /// `UIActionSheet(title:delegate:cancelButtonTitle:destructiveButtonTitle:otherButtonTitles:…)`.
    private func actionSheet(_ call: FunctionCallExprSyntax) -> CodeAlert? {
        guard call.argumentLabels.first == "title", let title = call.argument("title") else { return nil }
        var buttons = titleButtons(call, label: "cancelButtonTitle", role: .cancel)
        buttons += titleButtons(call, label: "destructiveButtonTitle", role: .destructive)
        buttons += titleButtons(call, label: "otherButtonTitles", role: .default)
        return CodeAlert(
            api: .actionSheet, style: .actionSheet,
            title: SwiftTextExpression.text(of: title, literal: .shownText), message: nil,
            buttons: buttons, preferredButton: nil, location: positions.location(of: call),
            titleLocation: positions.location(of: title))
    }

    /// The buttons the argument `label` (and, for a variadic one, the unlabeled arguments after
    /// it) names; a `nil` names none.
    private func titleButtons(_ call: FunctionCallExprSyntax, label: String, role: CodeAlertButton.Role) -> [CodeAlertButton] {
        call.variadicArguments(from: label).compactMap { argument in
            guard let title = SwiftTextExpression.text(of: argument, literal: .shownText) else { return nil }
            return CodeAlertButton(title: title, role: role, location: positions.location(of: argument))
        }
    }
}
