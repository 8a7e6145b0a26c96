import SwiftSyntax

extension SyntaxProtocol {
    /// The name of the innermost type declaration around the node: a class, structure,
    /// enumeration or actor, or the type an extension extends (its last name: `Menu` of
    /// `extension Debug.Menu`); nil at the top level of the file.
    var enclosingTypeName: String? {
        var node = parent
        while let current = node {
            if let declaration = current.as(ClassDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(StructDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(EnumDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ActorDeclSyntax.self) { return declaration.name.text }
            if let declaration = current.as(ExtensionDeclSyntax.self) {
                let type = declaration.extendedType
                if let member = type.as(MemberTypeSyntax.self) { return member.name.text }
                if let identifier = type.as(IdentifierTypeSyntax.self) { return identifier.name.text }
                return nil
            }
            node = current.parent
        }
        return nil
    }

    /// The innermost function around the node as Objective-C's selector names it: its name, then,
    /// for each parameter after the first, its argument label (nothing for `_`), each followed by
    /// a colon (`webView:runJavaScriptAlertPanelWithMessage:initiatedByFrame:completionHandler:`);
    /// a function without parameters is its name alone, an initializer `init…`. Nil outside any.
    var enclosingSelector: String? {
        var node = parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) {
                return Self.selector(function.name.text, function.signature.parameterClause.parameters)
            }
            if let initializer = current.as(InitializerDeclSyntax.self) {
                return Self.selector("init", initializer.signature.parameterClause.parameters)
            }
            node = current.parent
        }
        return nil
    }

    private static func selector(_ name: String, _ parameters: FunctionParameterListSyntax) -> String {
        guard !parameters.isEmpty else { return name }
        let labels = parameters.dropFirst().map { $0.firstName.tokenKind == .wildcard ? "" : $0.firstName.text }
        return ([name] + labels).map { $0 + ":" }.joined()
    }

    /// The name of the innermost function around the node (an initializer is `init`); nil outside any.
    var enclosingFunctionName: String? {
        var node = parent
        while let current = node {
            if let function = current.as(FunctionDeclSyntax.self) { return function.name.text }
            if current.is(InitializerDeclSyntax.self) { return "init" }
            node = current.parent
        }
        return nil
    }
}
