import HIGLintCodeModel
import SwiftSyntax

/// Walks a parsed file and keeps every alert its calls build.
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
        if let alert = uiKit.alert(madeBy: node) ?? swiftUI?.alert(madeBy: node) {
            alerts.append(alert)
        }
        return .visitChildren
    }
}
