import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint convert FILE --to json|xml`: the same description in the other syntax.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Write a screen or app description in the other syntax (XML to JSON, or JSON to XML).")

    @Argument(help: "A description file (.xml or .json).")
    var file: String

    @Option(help: "The syntax to write: xml or json.")
    var to: Syntax

    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    enum Syntax: String, ExpressibleByArgument, CaseIterable { case xml, json }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        switch DescriptionReader.read(url: url, path: file) {
        case .description(let description):
            let text: String
            do {
                text = try DescriptionWriter.convert(description.root, to: to == .xml ? .xml : .json)
            } catch {
                // A name or a character the other syntax cannot hold: nothing is written.
                let location = error.location
                let place = TextReporter.place(FileError(file: location.file, line: location.line, column: location.column, message: error.message))
                FileHandle.standardError.write(Data("\(place): error: \(DisplayText.escaped(error.message))\n".utf8))
                throw ExitCode(ExitStatus.usageOrInputError)
            }
            if let output {
                do {
                    try AtomicFile.write(text, to: output)
                } catch {
                    FileHandle.standardError.write(Data("higlint: \(DisplayText.escaped(String(describing: error)))\n".utf8))
                    throw ExitCode(ExitStatus.usageOrInputError)
                }
            } else {
                print(text, terminator: "")
            }
        case .notADescription:
            FileHandle.standardError.write(Data("\(DisplayText.escaped(file)): error: not a screen or app description\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        case .failure(let error):
            // As the text report shows it: the name and the message may hold anything.
            let place = TextReporter.place(FileError(file: file, line: error.line, column: error.column, message: error.message))
            FileHandle.standardError.write(Data("\(place): error: \(DisplayText.escaped(error.message))\n".utf8))
            throw ExitCode(ExitStatus.usageOrInputError)
        }
    }
}
