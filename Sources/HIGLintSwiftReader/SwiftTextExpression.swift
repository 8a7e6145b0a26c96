import HIGLintCodeModel
import SwiftParser
import SwiftSyntax

/// The text an expression gives an alert, as the Swift alert reader understands it: a string
/// literal, a localized string by key, or a computed text that is never judged.
enum SwiftTextExpression {
    /// How a bare string literal is read where it stands.
    enum LiteralMeaning {
        /// UIKit: the literal is the text shown.
        case shownText
        /// SwiftUI (`Text("…")`, `.alert("…", …)`, `Button("…")`): a `LocalizedStringKey`, looked
        /// up in `Localizable` and shown as written when there is no entry.
        case localizationKey
    }

    /// How many names a text is followed through (`let a = b`, `let b = "…"`): a chain longer
    /// than this, or a name given itself, is taken as made at run time.
    private static let namesFollowed = 4

    /// The text `expression` gives; nil for `nil`. A name given its value once
    /// (`SwiftConstantValue`) gives the text of that value.
    static func text(of expression: ExprSyntax, literal meaning: LiteralMeaning) -> CodeText? {
        text(of: expression, literal: meaning, namesLeft: namesFollowed)
    }

    private static func text(of expression: ExprSyntax, literal meaning: LiteralMeaning, namesLeft: Int) -> CodeText? {
        let expression = expression.withoutUnwrapping
        if expression.is(NilLiteralExprSyntax.self) { return nil }
        if let declared = SwiftConstantValue.value(of: expression) {
            guard namesLeft > 0 else { return .computed }
            // A name's literal is a `String`, shown as written (SwiftUI's `Text(title)` and
            // `.alert(title, …)` take a `StringProtocol` as it is), unless declared a key.
            let isKey = declared.type?.trimmedDescription.hasSuffix("LocalizedStringKey") == true
            return text(of: declared.value, literal: isKey ? .localizationKey : .shownText, namesLeft: namesLeft - 1) ?? .computed
        }
        if let literal = expression.as(StringLiteralExprSyntax.self) {
            guard let value = literal.representedLiteralValue else { return .computed }
            switch meaning {
            case .shownText: return .literal(value)
            case .localizationKey: return .localized(key: value, table: nil, defaultValue: value)
            }
        }
        if let call = expression.as(FunctionCallExprSyntax.self) { return text(of: call) }
        return .computed
    }

    /// A text that cannot be nil: a button's title (`nil` there shows no text: nothing to judge).
    static func buttonTitle(of expression: ExprSyntax, literal meaning: LiteralMeaning) -> CodeText {
        text(of: expression, literal: meaning) ?? .computed
    }

    /// The text a call gives: the localization functions and SwiftUI's text types.
    private static func text(of call: FunctionCallExprSyntax) -> CodeText {
        switch call.constructedTypeName {
        case "NSLocalizedString":
            // NSLocalizedString(_ key:, tableName:, bundle:, value:, comment:)
            guard let key = call.firstUnlabeledArgument.flatMap(literalValue) else { return .computed }
            return .localized(key: key, table: optionalLiteral(call.argument("tableName")),
                              defaultValue: optionalLiteral(call.argument("value")))
        case "String" where call.argumentLabels.first == "localized",
             "LocalizedStringResource":
            // String(localized: key, defaultValue:, table:, bundle:, locale:, comment:)
            let keyArgument = call.argument("localized") ?? call.firstUnlabeledArgument
            guard let key = keyArgument.flatMap(literalValue) else { return .computed }
            return .localized(key: key, table: optionalLiteral(call.argument("table")),
                              defaultValue: optionalLiteral(call.argument("defaultValue")))
        case "Text" where call.argumentLabels.first == "verbatim":
            guard let value = call.argument("verbatim").flatMap(literalValue) else { return .computed }
            return .literal(value)
        case "Text", "LocalizedStringKey", "Label":
            // Text(_ key: LocalizedStringKey, tableName:, bundle:, comment:); Label(_ title:, systemImage:)
            guard let argument = call.firstUnlabeledArgument else { return .computed }
            if let key = literalValue(argument) {
                return .localized(key: key, table: optionalLiteral(call.argument("tableName")), defaultValue: key)
            }
            if argument.withoutUnwrapping.is(FunctionCallExprSyntax.self) || SwiftConstantValue.value(of: argument) != nil {
                return text(of: argument, literal: .localizationKey) ?? .computed
            }
            return .computed
        default:
            return .computed
        }
    }

    /// The value of a string literal without interpolation, escapes resolved.
    private static func literalValue(_ expression: ExprSyntax) -> String? {
        expression.withoutUnwrapping.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    /// A literal argument's value; nil when absent, `nil`, empty or not a literal.
    private static func optionalLiteral(_ expression: ExprSyntax?) -> String? {
        guard let value = expression.flatMap(literalValue), !value.isEmpty else { return nil }
        return value
    }
}
