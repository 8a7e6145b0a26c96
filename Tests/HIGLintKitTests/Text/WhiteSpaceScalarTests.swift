import Foundation
import Testing
@testable import HIGLintKit

@Suite struct WhiteSpaceScalarTests {
    /// Every Unicode scalar: `trimmedOfWhitespaceAndNewlines` takes Unicode's White_Space
    /// property and the zero width space for Foundation's `whitespacesAndNewlines` when an end is
    /// not ASCII.
    static let allScalars = (0...0x10FFFF).compactMap(Unicode.Scalar.init(_:))

    @Test("Unicode's White_Space scalars and the zero width space are exactly Foundation's whitespacesAndNewlines")
    func sameSetAsFoundation() {
        let foundation = CharacterSet.whitespacesAndNewlines
        let differing = Self.allScalars.filter { foundation.contains($0) != ($0.properties.isWhitespace || $0 == "\u{200B}") }
        #expect(differing.isEmpty, "\(differing.map { String($0.value, radix: 16) })")
    }

    @Test("trimming any white space scalar beside text that is not ASCII gives what Foundation gives")
    func trimmingEveryWhiteSpaceScalar() {
        let spaces = Self.allScalars.filter { $0.properties.isWhitespace || CharacterSet.whitespacesAndNewlines.contains($0) || $0 == "\u{200B}" }
        #expect(spaces.count > 20)
        for scalar in spaces {
            let space = String(Character(scalar))
            for text in [space + "é" + space, "é" + space, space + "漢字", space + space + "é b" + space + "\n"] {
                #expect(text.trimmedOfWhitespaceAndNewlines == text.trimmingCharacters(in: .whitespacesAndNewlines), "\(Array(text.unicodeScalars))")
            }
        }
    }
}
