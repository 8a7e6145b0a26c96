import HIGLintCodeModel
import SwiftSyntax

extension IfConfigClauseSyntax {
    /// Whether the branch is compiled only in a development build (`#if DEBUG`, `#if !RELEASE`,
    /// the `#else` of `#if !DEBUG`; see `BuildCondition`): what it builds is never shown to
    /// someone who got the app from the App Store.
    var isCompiledOnlyInDevelopment: Bool {
        guard let clauses = parent?.as(IfConfigClauseListSyntax.self) else { return false }
        var conditions: [BuildCondition?] = []
        for clause in clauses {
            conditions.append(clause.condition.map { BuildCondition(parsing: $0.trimmedDescription) })
            if clause.id == id { return BuildCondition.developmentOnlyBranches(conditions).last ?? false }
        }
        return false
    }
}
