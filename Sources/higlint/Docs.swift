import ArgumentParser
import HIGLintKit

/// `higlint docs kinds`: the generated parts of the documentation.
struct Docs: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print generated documentation: the table of element kinds of docs/format.md.",
        shouldDisplay: false)

    enum Part: String, ExpressibleByArgument, CaseIterable { case kinds }

    @Argument(help: "kinds")
    var part: Part

    func run() {
        switch part {
        case .kinds: print(FormatDocumentation.kindsTable(), terminator: "")
        }
    }
}
