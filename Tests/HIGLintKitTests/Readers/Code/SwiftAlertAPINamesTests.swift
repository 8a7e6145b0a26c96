import Testing
@testable import HIGLintKit

/// Which Swift files are sent to the Swift reader: those whose code names a UIKit alert type, or
/// imports SwiftUI and names one of its alerts; never one that names them only in comments or
/// string literals, or under another name.
struct SwiftAlertAPINamesTests {
    static func sent(_ source: String) -> Bool {
        SwiftAlertAPINames.namedInCode(Array(source.utf8))
    }

    @Test("a UIKit alert type named in code sends the file, wherever it stands")
    func uiKitTypes() {
        #expect(Self.sent("let a = UIAlertController(title: nil, message: nil, preferredStyle: .alert)"))
        #expect(Self.sent("extension UIAlertController { convenience init(error: Error) { self.init(title: \"x\", message: nil, preferredStyle: .alert) } }"))
        #expect(Self.sent("let v = UIAlertView(title: \"t\", message: nil, delegate: nil, cancelButtonTitle: \"OK\")"))
        #expect(Self.sent("let s = UIActionSheet(title: \"t\", delegate: nil, cancelButtonTitle: \"Cancel\", destructiveButtonTitle: nil)"))
        #expect(Self.sent("let text = \"\\(UIAlertController.self)\""))  // an interpolation is code
    }

    @Test("SwiftUI's alerts send the file only where it imports SwiftUI")
    func swiftUI() {
        #expect(Self.sent("import SwiftUI\nstruct V: View { var body: some View { Text(\"\").alert(\"T\", isPresented: $p) {} } }"))
        #expect(Self.sent("import SwiftUI\nlet a = Alert(title: Text(\"Done\"))"))
        #expect(Self.sent("import SwiftUI\nlet v = Text(\"\").confirmationDialog(\"T\", isPresented: $p) {}"))
        #expect(Self.sent("import SwiftUI\nlet s = ActionSheet(title: Text(\"T\"))"))
        // Without SwiftUI, `Alert` and `.alert` are a project's own: the reader reads none of them.
        #expect(!Self.sent("import LoopKit\nlet alert = Alert(identifier: id, foregroundContent: content)\nissuer.alert(alert)"))
        #expect(!Self.sent("import SwiftUI\nstruct V: View { var body: some View { Text(\"No alert here\") } }"))
    }

    @Test("names in comments and string literals, and names that only contain the API's, do not send the file")
    func commentsStringsAndLongerNames() {
        #expect(!Self.sent("// Shows a UIAlertController when the sync fails.\nfunc sync() {}"))
        #expect(!Self.sent("/* UIAlertView /* nested */ UIActionSheet */ func f() {}"))
        #expect(!Self.sent("let message = \"UIAlertController is presented\"\nlet raw = #\"UIAlertView\"#"))
        #expect(!Self.sent("let text = \"\"\"\n    UIActionSheet(title: \"x\")\n    \"\"\""))
        #expect(!Self.sent("protocol AlertPresenting { func showAlert(title: String) }\nfinal class UIAlertControllerFactory {}"))
    }
}
