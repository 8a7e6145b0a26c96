import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The old-style property list parser: every construct of the grammar, and a fault reported at its
/// line and column.
struct OldStylePropertyListTests {
    func parse(_ text: String, limits: ReaderLimits = .default) throws -> PropertyListValue {
        try OldStylePropertyList.parse(Data(text.utf8), limits: limits)
    }

    func failure(_ text: String, limits: ReaderLimits = .default) -> ReadError? {
        do {
            _ = try parse(text, limits: limits)
            return nil
        } catch let error as ReadError {
            return error
        } catch {
            return nil
        }
    }

    @Test("Dictionaries, arrays, quoted and unquoted strings, data and comments")
    func grammar() throws {
        let value = try parse("""
            // !$*UTF8*$!
            {
                a = PBXGroup; /* a comment */ "b c" = "";
                list = ( x, "y z", ); none = (
                );
                nested = { k = ( ( ) , { } ); };
                // a line comment
                last = (only);
                path = ../a/b.xib; version = 1.2_3$+:-;
                bytes = <0fBD 77>;
            }
            """)
        #expect(value["a"] == .string("PBXGroup"))
        #expect(value["b c"] == .string(""))
        #expect(value["list"] == .array([.string("x"), .string("y z")]))
        #expect(value["none"] == .array([]))
        #expect(value["nested"]?["k"] == .array([.array([]), .dictionary([:])]))
        #expect(value["last"] == .array([.string("only")]))
        #expect(value["path"] == .string("../a/b.xib"))
        #expect(value["version"] == .string("1.2_3$+:-"))
        #expect(value["bytes"] == .data(Data([0x0F, 0xBD, 0x77])))
    }

    @Test("Escapes: quote, backslash, newline, tab, \\U with surrogate pairs; raw UTF-8")
    func escapes() throws {
        let value = try parse(#"""
            { a = "q\"b\\c\nd\te\U00e9\UD83D\UDE00"; lone = "\UD83Dx"; raw = "© 2022";
              defines = "\"PACKAGE_STRING=\\\"AltServer 1.0\\\"\""; }
            """#)
        #expect(value["a"] == .string("q\"b\\c\nd\teé😀"))
        #expect(value["lone"] == .string("\u{FFFD}x"))
        #expect(value["raw"] == .string("© 2022"))
        #expect(value["defines"] == .string(#""PACKAGE_STRING=\"AltServer 1.0\"""#))
    }

    @Test("A fault is an error at its line and column", arguments: [
        ("{\n  isa = PBXProject\n  name = x; }", "expected ';' after the value of 'isa', found 'n'", 3, 3),
        ("{ a = (b c); }", "expected ',' or ')' after an element of the array opened at 1:7, found 'c'", 1, 10),
        ("{ a = \"abc", "a quoted string that never ends", 1, 7),
        ("{ a = b; ", "expected a key or '}', found the end of the file", 1, 10),
        ("{ = b; }", "expected a key or '}', found '='", 1, 3),
        ("{ a b; }", "expected '=' after the key 'a', found 'b'", 1, 5),
        ("{ a = ; }", "expected a value, found ';'", 1, 7),
        ("{ a = b; } x", "expected the end of the file after the property list, found 'x'", 1, 12),
        ("/* never closed", "a comment that never ends", 1, 1),
        ("{ \"é\" = \"é\" x; }", "expected ';' after the value of 'é', found 'x'", 1, 13),
        ("{ é = b; }", "expected a key or '}', found the byte 0xC3", 1, 3),
        ("{ a = <0f 7>; }", "data with an odd number of hexadecimal digits", 1, 7),
        ("{ a = \"\\U12\"; }", "expected four hexadecimal digits after \\U", 1, 12),
        ("", "expected a value, found the end of the file", 1, 1),
        ("{ a = b;\r\n  c = d\r\n}", "expected ';' after the value of 'c', found '}'", 3, 1),
    ])
    func faults(text: String, message: String, line: Int, column: Int) {
        let error = failure(text)
        #expect(error?.message == message)
        #expect(error?.line == line)
        #expect(error?.column == column)
    }

    @Test("Nesting deeper than the limit is refused, without recursion however deep")
    func depth() {
        let error = failure(String(repeating: "(", count: 1_000_000))
        #expect(error?.message == "the property list is nested deeper than 256 levels")
        #expect(error?.column == 257)
        #expect(failure(String(repeating: "(", count: 256) + String(repeating: ")", count: 256)) == nil)
        #expect(failure(String(repeating: "{a=", count: 10) + "b;" + String(repeating: "};", count: 9) + "}",
                        limits: ReaderLimits(maxDepth: 9))?.message == "the property list is nested deeper than 9 levels")
    }

    @Test("A file above the size limit is refused")
    func size() {
        #expect(failure("{ a = b; }", limits: ReaderLimits(maxFileSize: 5))?.message == "the file is larger than the limit of 5 bytes")
    }
}
