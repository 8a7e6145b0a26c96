import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint rules`: the rule catalogue.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rules",
        abstract: "List the rules: id, severity, on or off by default, title, section and page.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text (a table) or json.")
    var format: Format = .text

    func run() throws {
        let catalog = try loadBuiltInCatalog()
        print(format == .json ? RuleDocumentation.json(catalog.rules) : RuleDocumentation.table(catalog.rules, width: Self.terminalWidth()),
              terminator: "")
        if format == .text {
            let ids = BuiltInFindings.all.map(\.id).joined(separator: ", ")
            print("\nhiglint's own findings, always on: \(ids)\n(--disable ID silences one; higlint explain ID describes it)")
        }
    }
}

/// `higlint explain RULE`: one rule in full.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain a rule: the guideline it cites, what it checks, its parameters and examples.")

    @Argument(help: "A rule id, as `higlint rules` lists them.")
    var rule: String

    func run() throws {
        let catalog = try loadBuiltInCatalog()
        if catalog[rule] == nil, let kind = BuiltInFindings.named(rule) {
            print(BuiltInFindings.explain(kind), terminator: "")
            return
        }
        guard let found = catalog[rule] else {
            let ids = catalog.rules.map(\.id) + BuiltInFindings.all.map(\.id)
            throw ValidationError("no rule '\(rule)'\(suggestion(for: rule, among: ids)) (see `higlint rules`)")
        }
        print(RuleDocumentation.explain(found), terminator: "")
    }

}

func loadBuiltInCatalog() throws -> RuleCatalog {
    do {
        return try RuleCatalog.builtIn()
    } catch {
        throw HigLintError("higlint: the built-in rules are broken: \(error)")
    }
}

/// "; did you mean 'x'?" for a misspelt rule id, or nothing.
func suggestion(for word: String, among candidates: some Sequence<String>) -> String {
    RuleIDSuggestion.didYouMean(word, among: candidates)
}

extension Rules {
    /// The width of the terminal standard output goes to, or nil when it goes to a pipe or a
    /// file (where long lines are wanted whole).
    static func terminalWidth() -> Int? {
        guard isatty(STDOUT_FILENO) == 1 else { return nil }
        var size = winsize()
        if ioctl(STDOUT_FILENO, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 0 { return Int(size.ws_col) }
        return ProcessInfo.processInfo.environment["COLUMNS"].flatMap(Int.init) ?? 80
    }
}
