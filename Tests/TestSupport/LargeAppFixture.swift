import Foundation

/// A large app for the tests of whole runs, in the library and on the command line.
package enum LargeAppFixture {
    /// Writes 1,100 screens of one app: one has a navigation bar of another color, which only the
    /// whole run can tell; the first file also has a suppression of that cross-screen rule on
    /// another element (it silences nothing) and the second one a suppression that silences the
    /// cross-screen finding.
    package static func write(in directory: TemporaryDirectory) throws {
        for index in 0..<1_100 {
            let name = String(format: "screen%04d.screen.xml", index)
            var bar = "<navigationBar title=\"S\(index)\" style=\"black\"/>"
            var extra = ""
            if index == 0 { extra = "<toolbar higlint:ignore=\"navbar-consistent-per-orientation\"/>" }
            if index == 1 { bar = "<navigationBar title=\"S1\" style=\"blue\" higlint:ignore=\"navbar-consistent-per-orientation\"/>" }
            if index == 2 { bar = "<navigationBar title=\"S2\" style=\"blue\"/>" }
            try directory.write(name, "<screen name=\"S\(index)\" app=\"A\">\(bar)\(extra)</screen>\n")
        }
    }
}
