import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint rules`: the rule catalogue.
struct Rules: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "List the rules: id, severity, on or off by default, title, section and page.")

    enum Format: String, ExpressibleByArgument, CaseIterable { case text, json }

    @Option(help: "text (a table) or json.")
    var format: Format = .text

    func run() throws {
        let catalog = try loadBuiltInCatalog()
        print(format == .json ? RuleDocumentation.json(catalog.rules) : RuleDocumentation.table(catalog.rules), terminator: "")
    }
}

/// `higlint explain RULE`: one rule in full.
struct Explain: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Explain a rule: the guideline it cites, what it checks, its parameters and examples.")

    @Argument(help: "A rule id, as `higlint rules` lists them.")
    var rule: String

    func run() throws {
        let catalog = try loadBuiltInCatalog()
        guard let found = catalog[rule] else {
            let suggestion = catalog.rules.map(\.id).min { editDistance($0, rule) < editDistance($1, rule) }
            throw ValidationError("no rule '\(rule)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "") + " (see `higlint rules`)")
        }
        print(RuleDocumentation.explain(found), terminator: "")
    }

    private func editDistance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        var row = Array(0...b.count)
        for i in 1...max(a.count, 1) where !a.isEmpty {
            var previous = row[0]
            row[0] = i
            for j in stride(from: 1, through: b.count, by: 1) {
                let current = row[j]
                row[j] = min(row[j] + 1, row[j - 1] + 1, previous + (a[i - 1] == b[j - 1] ? 0 : 1))
                previous = current
            }
        }
        return row[b.count]
    }
}

func loadBuiltInCatalog() throws -> RuleCatalog {
    do {
        return try RuleCatalog.builtIn()
    } catch {
        FileHandle.standardError.write(Data("higlint: the built-in rules are broken: \(error)\n".utf8))
        throw ExitCode(ExitStatus.usageOrInputError)
    }
}
