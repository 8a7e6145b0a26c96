import HIGLintCodeModel
import SwiftSyntax

/// Turns a syntax node's place in the parsed UTF-8 buffer into a `CodePosition`: swift-syntax
/// counts columns in UTF-8 bytes, higlint in Unicode scalars.
struct SwiftSourcePositions {
    let positions: CodePositions

    /// Where `node` begins, its leading comments and white space left out.
    func location(of node: some SyntaxProtocol) -> CodePosition {
        location(ofOffset: node.positionAfterSkippingLeadingTrivia.utf8Offset)
    }

    func location(ofOffset offset: Int) -> CodePosition {
        positions.position(ofOffset: offset)
    }
}
