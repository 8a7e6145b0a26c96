import Testing
@testable import HIGLintKit

/// Names looked up by a token's bytes (`CodeWordTable`).
struct CodeWordTableTests {
    @Test("a name of the table gives its value, whatever bytes are around it; any other name none")
    func lookUp() {
        let table = CodeWordTable([("title", 1), ("text", 2), ("setTitle", 3)])
        let bytes = Array("x.title = setTitle(text)titles".utf8)
        #expect(table.value(bytes, 2..<7) == 1)
        #expect(table.value(bytes, 10..<18) == 3)
        #expect(table.value(bytes, 19..<23) == 2)
        #expect(table.value(bytes, 24..<30) == nil)
        #expect(table.value(bytes, 2..<6) == nil)
        #expect(table.value(bytes, 0..<0) == nil)
        #expect(table.value(of: "text") == 2 && table.value(of: "Text") == nil && table.value(of: "a much longer name") == nil)
        let names = CodeWordTable(["let", "var"])
        #expect(names.contains(Array("var".utf8), 0..<3) && !names.contains(Array("val".utf8), 0..<3))
    }
}
