import HIGLintCodeModel
import SwiftSyntax

/// Walks a parsed file and keeps every alert its calls build, but for those of branches compiled
/// only in a development build (`#if DEBUG`).
final class SwiftAlertFinder: SyntaxVisitor {
    private let uiKit: SwiftUIKitAlerts
    private let swiftUI: SwiftUIAlerts?
    private(set) var alerts: [CodeAlert] = []

    init(positions: SwiftSourcePositions, importsSwiftUI: Bool) {
        uiKit = SwiftUIKitAlerts(positions: positions)
        swiftUI = importsSwiftUI ? SwiftUIAlerts(positions: positions) : nil
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        if var alert = uiKit.alert(madeBy: node) ?? swiftUI?.alert(madeBy: node) {
            alert.enclosingType = node.enclosingTypeName
            alert.enclosingFunction = node.enclosingFunctionName
            alert.enclosingSelector = node.enclosingSelector
            alerts.append(alert)
        }
        return .visitChildren
    }

    /// An alert built in a development build's branch is not one people see: not read.
    override func visit(_ node: IfConfigClauseSyntax) -> SyntaxVisitorContinueKind {
        node.isCompiledOnlyInDevelopment ? .skipChildren : .visitChildren
    }
}
