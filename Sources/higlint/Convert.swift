import ArgumentParser
import Foundation
import HIGLintKit

/// `higlint convert FILE [--to json|xml]`: the same description in the other syntax, or the screens
/// higlint sees in an Interface Builder file.
struct Convert: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "convert",
        abstract: "Write a screen or app description in the other syntax (XML to JSON, or JSON to XML), or the screens higlint sees in a storyboard or xib.",
        discussion: """
            A storyboard or xib gives one description per scene or top-level view, each element \
            carrying its Interface Builder id. Several are written one after the other, each after a \
            line that names it (an XML comment, or a JSON array of descriptions).
            """)

    @Argument(help: "A description file (.xml or .json), or an Interface Builder file (.storyboard or .xib).")
    var file: String

    @Option(help: "The syntax to write: xml or json (default: the other one; xml for a storyboard or xib).")
    var to: Syntax?

    @Option(help: ArgumentHelp("Write to this file (atomically) instead of standard output.", valueName: "file"))
    var output: String?

    enum Syntax: String, ExpressibleByArgument, CaseIterable { case xml, json }

    func run() throws {
        let url = URL(fileURLWithPath: file)
        switch InputFormats.read(url: url, path: file) {
        case .descriptions(let descriptions, _):
            // One other syntax to go to: that one, unless asked otherwise.
            let to = self.to ?? (descriptions.first?.syntax == .xml ? .json : .xml)
            var texts: [String] = []
            for description in descriptions {
                // What the reader read past (text inside an element, a duplicate member) is not
                // in the tree, so not in the conversion either: said, never dropped in silence.
                for warning in description.formatWarnings {
                    let location = warning.location
                    let place = TextReporter.place(FileError(file: location.file, line: location.line, column: location.column, message: warning.message))
                    FileHandle.standardError.write(Data("\(place): warning: \(DisplayText.escaped(warning.message)); it is not in the conversion\n".utf8))
                }
                do {
                    texts.append(try DescriptionWriter.convert(description.root, to: to == .xml ? .xml : .json))
                } catch {
                    // A name or a character the other syntax cannot hold: nothing is written.
                    let location = error.location
                    let place = TextReporter.place(FileError(file: location.file, line: location.line, column: location.column, message: error.message))
                    throw HigLintError("\(place): error: \(DisplayText.escaped(error.message))")
                }
            }
            let text: String
            if texts.count == 1 {
                text = texts[0]
            } else if to == .json {
                text = "[\n" + texts.map { $0.trimmingCharacters(in: .newlines) }.joined(separator: ",\n") + "\n]\n"
            } else {
                text = zip(descriptions, texts).enumerated().map { index, pair in
                    "<!-- \(index + 1) of \(texts.count): \(DescriptionWriter.commentText(pair.0.root.label ?? "screen")) -->\n" + pair.1
                }.joined(separator: "\n")
            }
            if let output {
                do {
                    try AtomicFile.write(text, to: output, workingDirectory: FileManager.default.currentDirectoryPath)
                } catch {
                    throw HigLintError("higlint: \(DisplayText.escaped(String(describing: error)))")
                }
            } else {
                print(text, terminator: "")
            }
        case .passedOver(let reason):
            throw HigLintError("\(DisplayText.escaped(file)): error: \(DisplayText.escaped(reason))")
        case .notRead(let reason):
            throw HigLintError("\(DisplayText.escaped(file)): error: not read: \(reason)", exitStatus: ExitStatus.filesNotRead)
        case .failure(let error):
            // As the text report shows it: the name and the message may hold anything.
            let place = TextReporter.place(FileError(file: file, line: error.line, column: error.column, message: error.message))
            throw HigLintError("\(place): error: \(DisplayText.escaped(error.message))")
        }
    }
}
