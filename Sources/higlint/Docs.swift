import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint docs rules|kinds|language`: the generated parts of the documentation.
///
///     higlint docs rules > docs/rules.md      (reads docs/coverage.yml)
///     higlint docs kinds                      (the table between the markers of docs/format.md)
///     higlint docs language > docs/rule-language.md
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "docs",
        abstract: "Print generated documentation: docs/rules.md, the table of element kinds of docs/format.md, or docs/rule-language.md.",
        shouldDisplay: false)

    enum Part: String, ExpressibleByArgument, CaseIterable { case rules, kinds, language }

    @Argument(help: "rules, kinds or language")
    var part: Part

    @Option(help: ArgumentHelp("The catalogue coverage file, for `rules`.", valueName: "file"))
    var coverage = "docs/coverage.yml"

    func run() throws {
        switch part {
        case .kinds:
            print(FormatDocumentation.kindsTable(), terminator: "")
        case .language:
            print(RuleLanguageDocument.markdown(), terminator: "")
        case .rules:
            let text: String
            do {
                text = try String(contentsOfFile: coverage, encoding: .utf8)
            } catch {
                throw ValidationError("cannot read \(coverage): \(error.localizedDescription)")
            }
            let rows = try RuleCatalogDocument.coverage(from: text)
            print(RuleCatalogDocument.markdown(rules: try loadBuiltInCatalog().rules, coverage: rows), terminator: "")
        }
    }
}
