import Testing
import TestSupport

extension Trait where Self == ConditionTrait {
    /// Runs the test only where `requirement` is met; elsewhere it is skipped with its reason.
    static func requires(_ requirement: Requirement) -> Self { .enabled(if: requirement.isMet, Comment(rawValue: requirement.reason)) }
}
