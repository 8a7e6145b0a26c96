import Foundation
import Testing
@testable import HIGLintKit

/// Property lists in XML form, read through the libxml2 core (`XMLPropertyList`).
struct XMLPropertyListTests {
    static func read(_ text: String) throws(ReadError) -> PropertyListValue {
        try XMLPropertyList.read(Array(text.utf8), limits: .default)
    }

    static let header = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        """

    @Test("every kind of value, nested; the document type is never loaded")
    func values() throws {
        let value = try Self.read(Self.header + """
            <plist version="1.0">
            <dict>
                <key>UIStatusBarStyle</key><string>UIStatusBarStyleLightContent &amp; more</string>
                <key>UISupportedInterfaceOrientations</key>
                <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
                <key>UIRequiresFullScreen</key><true/>
                <key>UIFileSharingEnabled</key><false/>
                <key>objectVersion</key><integer>46</integer>
                <key>scale</key><real>2.5</real>
                <key>blob</key><data>aGk=</data>
                <key>objects</key><dict><key>A1</key><dict><key>isa</key><string>PBXProject</string></dict></dict>
                <key>empty</key><string></string>
            </dict>
            </plist>
            """)
        #expect(value["UIStatusBarStyle"]?.string == "UIStatusBarStyleLightContent & more")
        #expect(value["UISupportedInterfaceOrientations"]?.strings == ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft"])
        #expect(value["UIRequiresFullScreen"] == .boolean(true) && value["UIFileSharingEnabled"] == .boolean(false))
        #expect(value["objectVersion"] == .number(46) && value["scale"] == .number(2.5))
        #expect(value["blob"] == .data(Data("hi".utf8)))
        #expect(value["objects"]?["A1"]?["isa"]?.string == "PBXProject")
        #expect(value["empty"]?.string == "")
    }

    @Test("an internal subset, a file that is not well-formed and an empty plist are errors, with a position where there is one")
    func refusals() {
        #expect(throws: ReadError.self) { try Self.read("<?xml version=\"1.0\"?><!DOCTYPE plist [<!ENTITY a \"b\">]><plist><string>&a;</string></plist>") }
        do {
            _ = try Self.read(Self.header + "\n<plist>\n<dict>\n<key>a</key><string>b</dict>\n</plist>")
            Issue.record("a list that is not well-formed was read")
        } catch {
            #expect(error.line != nil)
        }
        #expect(throws: ReadError.self) { try Self.read(Self.header + "<plist version=\"1.0\"></plist>") }
    }

    @Test("the same values as Foundation's parser on a project file CocoaPods wrote")
    func sameAsFoundation() throws {
        let text = Self.header + """
            <plist version="1.0"><dict>
            <key>archiveVersion</key><string>1</string>
            <key>objects</key><dict>
                <key>0A</key><dict><key>isa</key><string>PBXFileReference</string><key>path</key><string>Main.xib</string></dict>
                <key>0B</key><dict><key>isa</key><string>PBXGroup</string><key>children</key><array><string>0A</string></array></dict>
            </dict>
            <key>rootObject</key><string>0C</string>
            </dict></plist>
            """
        let ours = try Self.read(text)
        let object = try PropertyListSerialization.propertyList(from: Data(text.utf8), options: [], format: nil)
        let foundation = try #require(object as? [String: Any])
        #expect(ours["rootObject"]?.string == foundation["rootObject"] as? String)
        #expect(ours["objects"]?.dictionary?.count == (foundation["objects"] as? [String: Any])?.count)
        #expect(ours["objects"]?["0B"]?["children"]?.strings == ["0A"])
    }
}
