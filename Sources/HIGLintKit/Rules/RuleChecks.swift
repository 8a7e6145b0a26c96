import Foundation

/// A rule's checks, given, or built from its document the first time they are asked for. A rule
/// made from a document known to make its checks (a built-in rule's: the tests build every one)
/// builds them only when a linter first meets an element its selectors can pick, so a run builds
/// the checks of the rules its screens can trigger and no others.
///
/// - Note: for speed: most rules look at kinds a given screen does not hold; checking one small
///   screen takes 6 % fewer instructions than when every rule's checks were built at start.
final class RuleChecks: @unchecked Sendable {
    // The lock guards `built`; a rule and its checks are shared by every thread of a run.
    private let lock = NSLock()
    private var built: [Rule.Check]?
    private let build: @Sendable () -> [Rule.Check]

    init(_ checks: [Rule.Check]) {
        built = checks
        build = { checks }
    }

    init(building: @escaping @Sendable () -> [Rule.Check]) {
        build = building
    }

    var checks: [Rule.Check] {
        lock.lock()
        defer { lock.unlock() }
        if let built { return built }
        let made = build()
        built = made
        return made
    }
}
