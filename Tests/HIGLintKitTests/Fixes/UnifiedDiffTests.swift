import Foundation
import Testing
@testable import HIGLintKit

/// The diff `--fix-dry-run` prints: git's shape, three lines of context, nearby changes in one hunk.
struct UnifiedDiffTests {
    static func edit(_ bytes: [UInt8], replacing old: String, with new: String, occurrence: Int = 0) -> TextEdit {
        let needle = Array(old.utf8)
        var found: [Int] = []
        for start in 0...(bytes.count - needle.count) where Array(bytes[start..<(start + needle.count)]) == needle { found.append(start) }
        let start = found[occurrence]
        return TextEdit(file: "f", bytes: start..<(start + needle.count), replacement: new, startLine: 0, startColumn: 0, endLine: 0, endColumn: 0)
    }

    @Test("changes on neighbouring lines make one change; far ones make two hunks")
    func hunks() {
        let lines = (1...20).map { "line \($0) x\n" }.joined()
        let bytes = Array(lines.utf8)
        let edits = [Self.edit(bytes, replacing: "line 2 x", with: "line 2 y"), Self.edit(bytes, replacing: "line 3 x", with: "line 3 y"),
                     Self.edit(bytes, replacing: "line 18 x", with: "line 18 y")]
        let diff = UnifiedDiff.diff(path: "App/s.xml", old: bytes, edits: edits)
        #expect(diff == """
            diff --git a/App/s.xml b/App/s.xml
            --- a/App/s.xml
            +++ b/App/s.xml
            @@ -1,6 +1,6 @@
             line 1 x
            -line 2 x
            -line 3 x
            +line 2 y
            +line 3 y
             line 4 x
             line 5 x
             line 6 x
            @@ -15,6 +15,6 @@
             line 15 x
             line 16 x
             line 17 x
            -line 18 x
            +line 18 y
             line 19 x
             line 20 x

            """)
    }

    @Test("a last line without a line break says so; a removal that joins lines shifts later hunks")
    func lastLineAndJoinedLines() {
        let bytes = Array("<a>\n<b\n   c='1'/>\n</a>".utf8)
        let diff = UnifiedDiff.diff(path: "x.xml", old: bytes, edits: [Self.edit(bytes, replacing: "\n   c='1'", with: "")])
        #expect(diff == """
            diff --git a/x.xml b/x.xml
            --- a/x.xml
            +++ b/x.xml
            @@ -1,4 +1,3 @@
             <a>
            -<b
            -   c='1'/>
            +<b/>
             </a>
            \\ No newline at end of file

            """)
        #expect(UnifiedDiff.diff(path: "x.xml", old: bytes, edits: []) == "")
    }
}
