import ArgumentParser
import HIGLintKit

/// `higlint schema xml|json`: prints the description format as XML Schema or JSON Schema.
struct Schema: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the description format as a schema (XML Schema or JSON Schema) for editors and validators.")

    enum Syntax: String, ExpressibleByArgument, CaseIterable { case xml, json }

    @Argument(help: "xml (XML Schema) or json (JSON Schema).")
    var syntax: Syntax

    func run() {
        print(syntax == .xml ? FormatSchemas.xmlSchema() : FormatSchemas.jsonSchema(), terminator: "")
    }
}
