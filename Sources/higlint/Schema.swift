import ArgumentParser
import HIGLintKit

/// `higlint schema xml|json|rule`: prints the description format as XML Schema or JSON Schema, or
/// the JSON Schema of rule files.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "schema",
        abstract: "Print the description format as a schema (XML Schema or JSON Schema), or the JSON Schema of rule files, for editors and validators.")

    enum Syntax: String, ExpressibleByArgument, CaseIterable { case xml, json, rule }

    @Argument(help: "xml (XML Schema of descriptions), json (JSON Schema of descriptions) or rule (JSON Schema of rule files).")
    var syntax: Syntax

    func run() {
        switch syntax {
        case .xml: print(FormatSchemas.xmlSchema(), terminator: "")
        case .json: print(FormatSchemas.jsonSchema(), terminator: "")
        case .rule: print(RuleSchema.jsonSchema(), terminator: "")
        }
    }
}
