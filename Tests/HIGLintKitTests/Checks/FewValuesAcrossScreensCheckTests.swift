import Foundation
import Testing
@testable import HIGLintKit

/// `fewValuesAcrossScreens` through the `type-styles` rule: the values an app's screens use are
/// counted once an element, and each beyond the most used `max` is reported at its first element.
struct FewValuesAcrossScreensCheckTests {
    static func findings(_ files: [String: String]) throws -> [Violation] {
        try IBCodeBarsTests.findings(files).filter { $0.ruleID == "type-styles" }
    }

    /// A screen of labels, one for each (size, weight), in order.
    static func screen(_ name: String, _ styles: [(Int, String)], top: Int = 20) -> String {
        let labels = styles.enumerated().map { index, style in
            #"<label text="Text \#(index)" fontSize="\#(style.0)" fontWeight="\#(style.1)" x="20" y="\#(top + index * 30)" width="280" height="24"/>"#
        }
        return "<screen name=\"\(name)\">\n" + labels.joined(separator: "\n") + "\n</screen>\n"
    }

    static let eleven: [(Int, String)] = [(34, "regular"), (28, "regular"), (22, "regular"), (20, "regular"), (17, "semibold"),
                                          (17, "regular"), (16, "regular"), (15, "regular"), (13, "regular"), (12, "regular"),
                                          (11, "regular")]

    @Test("eleven sizes and weights pass; a twelfth, the least used, is reported once, at its first text, with its uses and the app's most used")
    func beyondTheSystem() throws {
        #expect(try Self.findings(["a.screen.xml": Self.screen("Feed", Self.eleven)]).isEmpty)
        let found = try Self.findings([
            "a.screen.xml": Self.screen("Feed", Self.eleven + [(17, "regular")]),
            "b.screen.xml": Self.screen("Profile", [(17, "regular"), (19, "medium")]),
        ])
        #expect(found.count == 1)
        let finding = try #require(found.first)
        #expect(finding.location.file.hasSuffix("b.screen.xml") && finding.location.line == 3)
        #expect(finding.message.hasPrefix("Text is set in 19 pt medium, one of 12 sizes and weights"))
        #expect(finding.message.contains("1 text(s) use it, on \"Profile\""))
        #expect(finding.message.contains("the most used are 17 pt regular (3), 34 pt regular (1)"))
    }

    @Test("among values used as often, the one the files show last is reported; screens of another app are not counted")
    func tiesAndApps() throws {
        let twelve = Self.eleven + [(40, "bold")]
        let found = try Self.findings(["app/a.screen.xml": Self.screen("Feed", twelve)])
        #expect(found.map(\.location.line) == [13])
        // Two folders are two apps: six styles each.
        let split = try Self.findings([
            "one/a.screen.xml": Self.screen("Feed", Array(twelve.prefix(6))),
            "two/b.screen.xml": Self.screen("Profile", Array(twelve.suffix(6))),
        ])
        #expect(split.isEmpty)
    }

    @Test("a text without a frame, or whose size code sets, is left out")
    func leftOut() throws {
        let hidden = #"<label text="Hidden" fontSize="40" fontWeight="bold"/>"#
        let runtime = #"<label text="Runtime" fontSize="41" fontWeight="bold" setAtRunTime="fontSize" x="20" y="600" width="280" height="24"/>"#
        let xml = Self.screen("Feed", Self.eleven).replacingOccurrences(of: "</screen>", with: hidden + runtime + "</screen>")
        #expect(try Self.findings(["a.screen.xml": xml]).isEmpty)
    }

    @Test("a text whose font the screen's code sets, and a developers' screen, count for no style")
    func fontsInCodeAndDeveloperScreens() throws {
        let twelve = Self.eleven + [(40, "bold")]
        let labels = twelve.enumerated().map { index, style in
            #"<label text="Text \#(index)" id="l\#(index)"><rect key="frame" x="20" y="\#(20 + index * 30)" width="280" height="24"/>"#
                + #"<fontDescription key="fontDescription" type="system" weight="\#(style.1)" pointSize="\#(style.0)"/></label>"#
        }.joined(separator: "\n")
        let xib = InterfaceBuilderReaderTests.xib(#"<view contentMode="scaleToFill" id="main"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>"#
                                                  + labels + "</subviews></view>")
        #expect(try Self.findings(["Styles.xib": xib]).count == 1)
        #expect(try Self.findings(["Debug.xib": xib]).isEmpty)
        let facts = CodeTextFactsTests.swift("class NewsCell: UICollectionViewCell { func configure() { titleLabel.font = .boldSystemFont(ofSize: 22) } }")
        #expect(facts.colors.sets(.font, ofOutlet: "titleLabel", lineage: ["NewsCell"]))
        let objc = CodeTextFactsTests.objc("@implementation NewsCell\n- (void)awakeFromNib { [self.captionLabel setFont:[UIFont systemFontOfSize:12]]; }\n@end")
        #expect(objc.colors.sets(.font, ofOutlet: "captionLabel", lineage: ["NewsCell"]))
    }
}
