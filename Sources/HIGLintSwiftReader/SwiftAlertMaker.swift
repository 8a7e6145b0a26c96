import SwiftSyntax

/// The function or convenience initializer that builds an alert controller and hands it on:
/// `func makeAlert() -> UIAlertController { … return alert }`, `static func make…`, or
/// `convenience init(error: Error)` in an `extension UIAlertController`. Its callers may add
/// actions of their own (`let alert = makeAlert(); alert.addAction(…)`); those in the same file
/// are searched for it.
struct SwiftAlertMaker {
    enum Kind: Equatable {
        /// Called by its name: `makeAlert(…)`, `UIAlertController.make(…)`, `self.makeAlert(…)`.
        case function(name: String, labels: [String?])
        /// Called as `UIAlertController(label: …)`, `.init(label: …)` or `Self(label: …)`.
        case initializer(labels: [String?])
    }

    let kind: Kind

    /// The maker whose body is `list`; nil when the block is not a function's or an
    /// initializer's own (a closure's, a computed property's).
    init?(around list: CodeBlockItemListSyntax) {
        guard let body = list.parent?.as(CodeBlockSyntax.self), let declaration = body.parent else { return nil }
        if let function = declaration.as(FunctionDeclSyntax.self) {
            kind = .function(name: function.name.text, labels: Self.labels(function.signature.parameterClause.parameters))
        } else if let initializer = declaration.as(InitializerDeclSyntax.self) {
            kind = .initializer(labels: Self.labels(initializer.signature.parameterClause.parameters))
        } else {
            return nil
        }
    }

    /// The argument labels a call gives; parameters with a default value may be left out, so
    /// only the labels a call writes are compared (`SwiftAlertMaker.isCalled(by:)`).
    private static func labels(_ parameters: FunctionParameterListSyntax) -> [String?] {
        parameters.map { $0.firstName.tokenKind == .wildcard ? nil : $0.firstName.text }
    }

    /// Whether a call in `root` (the file) of this maker has actions added to what it returns.
    func isFinishedByCallers(in root: Syntax) -> Bool {
        final class CallFinder: SyntaxVisitor {
            let maker: SwiftAlertMaker
            var finished = false
            init(_ maker: SwiftAlertMaker) {
                self.maker = maker
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
                guard !finished, maker.isCalled(by: node) else { return .visitChildren }
                if let (variable, item, list) = SwiftUIKitAlerts.binding(of: node) {
                    let events = SwiftAlertActionScope.events(on: variable, after: item, in: list)
                    if !events.isEmpty { finished = true }
                } else if let member = node.parent?.as(MemberAccessExprSyntax.self),
                          member.declName.baseName.text == "addAction" {
                    finished = true  // `makeAlert().addAction(…)`
                }
                return .visitChildren
            }
        }
        let finder = CallFinder(self)
        finder.walk(root)
        return finder.finished
    }

    /// Whether `call` calls this maker: its name (or `UIAlertController`'s for an initializer)
    /// and labels that the parameters' labels hold in order.
    func isCalled(by call: FunctionCallExprSyntax) -> Bool {
        let written = call.argumentLabels
        switch kind {
        case .function(let name, let labels):
            guard call.calledExpression.lastMemberName == name else { return false }
            return Self.fits(written, labels)
        case .initializer(let labels):
            let type = call.constructedTypeName
            guard type == "UIAlertController" || type == "Self" || call.isImplicitTypeInit else { return false }
            return Self.fits(written, labels)
        }
    }

    /// Whether the labels written are the parameters' labels with some left out (defaults).
    private static func fits(_ written: [String?], _ labels: [String?]) -> Bool {
        var remaining = labels[...]
        for label in written {
            guard let index = remaining.firstIndex(where: { $0 == label }) else { return false }
            remaining = remaining[(index + 1)...]
        }
        return true
    }
}
