import SwiftSyntax

/// Turns a syntax node's place in the parsed UTF-8 buffer into our `SourceLocation`: swift-syntax
/// counts columns in UTF-8 bytes, higlint in Unicode scalars.
struct SwiftSourcePositions {
    let path: String
    let lines: LineIndex

    /// Where `node` begins, its leading comments and white space left out.
    func location(of node: some SyntaxProtocol) -> SourceLocation {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        let position = lines.position(of: offset)
        return SourceLocation(file: path, line: position.line, column: position.column)
    }
}
