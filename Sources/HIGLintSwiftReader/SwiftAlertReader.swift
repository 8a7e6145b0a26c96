import HIGLintCodeModel
import SwiftParser
import SwiftSyntax

/// Reads the alerts and action sheets a Swift file builds (UIKit's `UIAlertController`,
/// `UIAlertView`, `UIActionSheet`; SwiftUI's `.alert`, `.confirmationDialog`, `Alert`,
/// `ActionSheet`) with swift-syntax, the parser of the Swift compiler.
///
/// A file with a syntax error is read as far as the parser's recovery lets it: what it could make
/// of the rest is read all the same.
///
/// It runs in `higlint-swift-reader`, a process of its own, so that `higlint` itself does not
/// carry the parser: higlint hands it the text of the files that may build an alert.
public enum SwiftAlertReader {
    /// The alerts `source` builds, in source order, their buttons in the order the code gives them.
    public static func alerts(in source: String) -> [CodeAlert] {
        var source = source
        return source.withUTF8 { alerts(inUTF8: $0) }
    }

    /// The alerts a text in UTF-8 builds. Bytes that are not UTF-8 are read as U+FFFD: the text
    /// is still read.
    public static func alerts(inUTF8 bytes: UnsafeBufferPointer<UInt8>) -> [CodeAlert] {
        // higlint searched the file's bytes for the API's names before asking.
        let tree = Parser.parse(source: bytes)
        let positions = SwiftSourcePositions(positions: CodePositions(Array(bytes)))
        let finder = SwiftAlertFinder(positions: positions, importsSwiftUI: importsSwiftUI(tree))
        finder.walk(tree)
        return finder.alerts.sorted { $0.location < $1.location }
    }

    /// SwiftUI's names (`Alert`, `Button`, `.alert`) are read as SwiftUI's only in a file that
    /// imports it: elsewhere they are a project's own.
    private static func importsSwiftUI(_ tree: SourceFileSyntax) -> Bool {
        final class ImportFinder: SyntaxVisitor {
            var found = false
            override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
                if node.path.first?.name.text == "SwiftUI" { found = true }
                return .skipChildren
            }
            override func visit(_ node: MemberBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
            override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
        }
        let finder = ImportFinder(viewMode: .sourceAccurate)
        finder.walk(tree)
        return finder.found
    }
}
