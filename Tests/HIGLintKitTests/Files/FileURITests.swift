import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Report fields that are URIs (SARIF's `uri`) percent-encode the bytes the system knows a file
/// by, per RFC 3986, while display fields (JSON's `file`, the text report) show a byte that is not
/// UTF-8 as `\xE9`. The display form is reversible, so a report made from display text alone (a
/// merge of shard reports) gives the same URI.
@Suite struct FileURITests {

    @Test("the display form of a path gives back its bytes, whatever they are")
    func displayReversible() {
        var generator = SystemRandomNumberGenerator()
        let pieces: [[UInt8]] = [Array("\\x".utf8), Array("E9".utf8), Array("e9".utf8), [0xE9], [0xC3, 0xA9], [0xC3], Array("\\".utf8),
                                 Array("x".utf8), Array("/".utf8), [0xFF], Array("a".utf8)]
        for _ in 0..<2000 {
            let bytes = (0..<Int.random(in: 0...8, using: &generator)).flatMap { _ in pieces.randomElement(using: &generator)! }
            let path = SystemPath.string(bytes)
            #expect(SystemPath.bytes(path) == bytes)
            #expect(SystemPath.bytes(displayed: SystemPath.display(path)) == bytes, "\(SystemPath.display(path))")
            #expect(SystemPath.path(displayed: SystemPath.display(path)) == path)
        }
        #expect(SystemPath.display(SystemPath.string(Array("caf".utf8) + [0xE9])) == "caf\\xE9")
        #expect(SystemPath.display("a\\b\\x") == "a\\b\\x", "a backslash not followed by x and two hex digits is shown as it is")
    }

    @Test("a URI path percent-encodes every byte outside RFC 3986's path characters, and a colon, as two upper-case hex digits")
    func percentEncoding() {
        #expect(FileURI.percentEncoded(displayed: "a b/c:d/é~!$&'()*+,;=@-._") == "a%20b/c%3Ad/%C3%A9~!$&'()*+,;=@-._")
        #expect(FileURI.percentEncoded(displayed: "caf\\xE9?#[]%") == "caf%E9%3F%23%5B%5D%25")
    }
}
