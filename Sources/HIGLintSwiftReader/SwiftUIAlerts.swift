import HIGLintCodeModel
import SwiftSyntax

/// The SwiftUI alerts a Swift file builds: the `.alert(…)` and `.confirmationDialog(…)`
/// modifiers with their `Button`s, and the older `Alert(…)` and `ActionSheet(…)` values.
struct SwiftUIAlerts {
    let positions: SwiftSourcePositions

    /// The alert `call` makes, when it is one of SwiftUI's.
    func alert(madeBy call: FunctionCallExprSyntax) -> CodeAlert? {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            switch member.declName.baseName.text {
            case "alert": return modifier(call, at: member.period, api: .swiftUIAlert, style: .alert)
            case "confirmationDialog":
                return modifier(call, at: member.period, api: .swiftUIConfirmationDialog, style: .actionSheet)
            default: break
            }
        }
        switch call.constructedTypeName {
        case "Alert": return alertValue(call)
        case "ActionSheet": return actionSheetValue(call)
        default: return nil
        }
    }

    // MARK: Modifiers

    /// `.alert(_ title:, isPresented:, presenting:, actions:, message:)`, `.alert(isPresented:,
    /// error:, actions:)` and the same shapes of `.confirmationDialog` (with `titleVisibility:`).
    /// `.alert(isPresented:content:)` and `.alert(item:content:)` are not alerts themselves:
    /// the `Alert(…)` they return is.
    private func modifier(_ call: FunctionCallExprSyntax, at period: TokenSyntax, api: CodeAlert.API, style: CodeAlert.Style) -> CodeAlert? {
        let labels = call.argumentLabels
        guard labels.contains("isPresented") || labels.contains("item") else { return nil }
        var title: CodeText?
        let titleArgument = call.firstUnlabeledArgument
        if let titleArgument {
            title = SwiftTextExpression.text(of: titleArgument, literal: .localizationKey)
        } else if labels.contains("error") {
            title = .computed
        } else {
            return nil
        }
        if api == .swiftUIConfirmationDialog, call.argument("titleVisibility")?.withoutUnwrapping.lastMemberName != "visible" {
            // An iPhone shows a confirmation dialog's title only when it is asked to be visible.
            title = nil
        }
        let actions = call.closure(labeled: "actions") ?? call.trailingClosure
        let messageBody = call.closure(labeled: "message")?.singleExpression
        let message = call.closure(labeled: "message").map { _ -> CodeText? in
            guard let messageBody else { return .computed }
            return SwiftTextExpression.text(of: messageBody, literal: .localizationKey)
        } ?? nil
        var buttons: [CodeAlertButton] = []
        if let actions {
            buttons = SwiftUIButtonFinder.buttons(in: actions).map(button)
            if actions.statements.isEmpty, api == .swiftUIAlert {
                // An alert given no action shows one OK button.
                buttons = [CodeAlertButton(title: .literal("OK"), role: .default, location: positions.location(of: period))]
            }
        }
        return CodeAlert(api: api, style: style, title: title, message: message, buttons: buttons,
                         preferredButton: nil, location: positions.location(of: period),
                         titleLocation: titleArgument.map { positions.location(of: $0) }, messageLocation: messageBody.map { positions.location(of: $0) })
    }

    /// A `Button`: its title from `Button("Title")`, or from the label (`Text`, `Label`), and
    /// its `role:`.
    private func button(_ call: FunctionCallExprSyntax) -> CodeAlertButton {
        let role = SwiftUIKitAlerts.role(call.argument("role")?.withoutUnwrapping.lastMemberName)
        if let titleArgument = call.firstUnlabeledArgument, !titleArgument.is(ClosureExprSyntax.self) {
            return CodeAlertButton(title: SwiftTextExpression.buttonTitle(of: titleArgument, literal: .localizationKey),
                                   role: role, location: positions.location(of: titleArgument))
        }
        let label = call.closure(labeled: "label") ?? (call.argument("action") != nil ? call.trailingClosure : nil)
        if let body = label?.singleExpression {
            return CodeAlertButton(title: SwiftTextExpression.buttonTitle(of: body, literal: .localizationKey),
                                   role: role, location: positions.location(of: body))
        }
        return CodeAlertButton(title: .computed, role: role, location: positions.location(of: call))
    }

    // MARK: Values

    /// `Alert(title:message:dismissButton:)` and `Alert(title:message:primaryButton:secondaryButton:)`:
    /// SwiftUI shows the buttons given, no Cancel of its own; with none given, one OK button.
    private func alertValue(_ call: FunctionCallExprSyntax) -> CodeAlert? {
        guard call.argumentLabels.first == "title", let title = call.argument("title") else { return nil }
        var buttons = ["primaryButton", "secondaryButton", "dismissButton"].compactMap { label in
            call.argument(label).map(alertButton)
        }
        if buttons.isEmpty {
            buttons = [CodeAlertButton(title: .literal("OK"), role: .default, location: positions.location(of: call))]
        }
        return CodeAlert(
            api: .swiftUIAlertValue, style: .alert,
            title: SwiftTextExpression.text(of: title, literal: .localizationKey),
            message: call.argument("message").flatMap { SwiftTextExpression.text(of: $0, literal: .localizationKey) },
            buttons: buttons, preferredButton: nil, location: positions.location(of: call),
            titleLocation: positions.location(of: title), messageLocation: call.argument("message").map { positions.location(of: $0) })
    }

    /// `ActionSheet(title:message:buttons:)`, its buttons an array literal.
    private func actionSheetValue(_ call: FunctionCallExprSyntax) -> CodeAlert? {
        guard call.argumentLabels.first == "title", let title = call.argument("title") else { return nil }
        var buttons: [CodeAlertButton] = []
        let array = call.argument("buttons")?.withoutUnwrapping.as(ArrayExprSyntax.self)
        if let array { buttons = array.elements.map { alertButton($0.expression) } }
        var alert = CodeAlert(
            api: .swiftUIConfirmationDialog, style: .actionSheet,
            title: SwiftTextExpression.text(of: title, literal: .localizationKey),
            message: call.argument("message").flatMap { SwiftTextExpression.text(of: $0, literal: .localizationKey) },
            buttons: buttons, preferredButton: nil, location: positions.location(of: call),
            titleLocation: positions.location(of: title), messageLocation: call.argument("message").map { positions.location(of: $0) })
        alert.buttonsAreKnown = array != nil
        return alert
    }

    /// `.default(Text("…"))`, `.cancel()`, `.cancel(Text("…"))`, `.destructive(Text("…"))`, also
    /// written `Alert.Button.default(…)`; anything else is a button whose title is unknown.
    private func alertButton(_ expression: ExprSyntax) -> CodeAlertButton {
        guard let call = expression.withoutUnwrapping.as(FunctionCallExprSyntax.self),
            let kind = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text,
            ["default", "cancel", "destructive"].contains(kind)
        else {
            return CodeAlertButton(title: .computed, role: .default, location: positions.location(of: expression))
        }
        let role = SwiftUIKitAlerts.role(kind)
        guard let label = call.firstUnlabeledArgument, !label.is(ClosureExprSyntax.self) else {
            // `.cancel()`: the system's own, localized, Cancel.
            return CodeAlertButton(title: kind == "cancel" ? .literal("Cancel") : .computed,
                                   role: role, location: positions.location(of: call))
        }
        return CodeAlertButton(title: SwiftTextExpression.buttonTitle(of: label, literal: .localizationKey),
                               role: role, location: positions.location(of: label))
    }
}
