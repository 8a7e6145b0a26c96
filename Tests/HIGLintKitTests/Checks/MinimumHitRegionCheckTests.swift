import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `minimumHitRegion` as hit-target-size uses it: a point of give for Interface Builder's
/// fractional frames, and UIKit's fixed-size buttons reported as information only.
struct MinimumHitRegionCheckTests {
    static func findings(_ text: String, path: String = "t.xml") throws -> [Violation] {
        let description: ScreenDescription
        if text.hasPrefix("<?xml") {
            description = try #require(InterfaceBuilderReaderTests.read(text, path: path).screens.first)
        } else {
            guard case .description(let read) = DescriptionReader.read(data: Data(text.utf8), syntax: .xml, path: path) else {
                throw CancellationError()
            }
            description = read
        }
        return IBJudgementTests.linter.check(description).filter { $0.ruleID == "hit-target-size" }
    }

    @Test("a region short by a point or less passes; one short by more does not", arguments: [
        ("44", false), ("43.67", false), ("43.5", false), ("43", false), ("42.9", true), ("30", true),
    ])
    func tolerance(height: String, reported: Bool) throws {
        let found = try Self.findings("<screen name=\"A\"><button title=\"Go\" x=\"0\" y=\"0\" width=\"44\" height=\"\(height)\"/></screen>")
        #expect(!found.isEmpty == reported)
    }

    @Test("\"about 44 x 44\": a region 40 pt or more on its short side with a 44 x 44 area passes; a smaller one is reported", arguments: [
        ("300", "40", false), ("80", "40", false), ("40", "300", false), ("49", "40", false),
        ("40", "40", true), ("48", "40", true), ("300", "39", true), ("300", "30", true), ("22", "22", true),
    ])
    func aboutTheMinimum(width: String, height: String, reported: Bool) throws {
        let found = try Self.findings("<screen name=\"A\"><button title=\"Go\" x=\"0\" y=\"0\" width=\"\(width)\" height=\"\(height)\"/></screen>")
        #expect(!found.isEmpty == reported)
    }

    @Test("the give for \"about\" holds in a cell and for each segment's share of a segmented control")
    func aboutTheMinimumInCellsAndSegments() throws {
        let cell = try Self.findings("""
            <screen name="A"><tableView x="0" y="0" width="320" height="480"><cell title="Name">
            <textField placeholder="Name" x="20" y="2" width="280" height="40"/></cell></tableView></screen>
            """)
        #expect(cell.isEmpty)
        let segments = try Self.findings("""
            <screen name="A"><segmentedControl x="0" y="0" width="200" height="40"><segment title="A"/><segment title="B"/></segmentedControl></screen>
            """)
        #expect(segments.isEmpty)
        let crowded = try Self.findings("""
            <screen name="A"><segmentedControl x="0" y="0" width="200" height="40"><segment title="A"/><segment title="B"/><segment title="C"/><segment title="D"/><segment title="E"/></segmentedControl></screen>
            """)
        #expect(!crowded.isEmpty)
    }

    @Test("info, detail disclosure and contact add buttons are UIKit's size: information, whatever the frame", arguments: [
        "infoLight", "infoDark", "detailDisclosure", "contactAdd",
    ])
    func fixedSizeButtons(type: String) throws {
        let found = try Self.findings("<screen name=\"A\"><button buttonType=\"\(type)\" x=\"0\" y=\"0\" width=\"18\" height=\"19\"/></screen>")
        #expect(found.map(\.severity) == [.info])
        #expect(found.first?.message.contains("the size UIKit itself draws it at") == true)
    }

    @Test("a custom or rounded-rect button of the same size is a warning")
    func otherButtons() throws {
        for type in ["custom", "roundedRect"] {
            let found = try Self.findings("<screen name=\"A\"><button buttonType=\"\(type)\" x=\"0\" y=\"0\" width=\"22\" height=\"22\"/></screen>")
            #expect(found.map(\.severity) == [.warning], "\(type)")
        }
    }

    @Test("an archive xib's info button (IBUIButtonType 3, 18 x 19) is information")
    func archiveInfoButton() throws {
        let text = InterfaceBuilderReaderTests.archive("""
                    <object class="IBUIView" id="200">
                        <array class="NSMutableArray" key="NSSubviews">
                            <object class="IBUIButton" id="300">
                                <string key="NSFrame">{{274, 414}, {18, 19}}</string>
                                <int key="IBUIButtonType">3</int>
                            </object>
                        </array>
                        <string key="NSFrame">{{0, 0}, {320, 480}}</string>
                    </object>
            """)
        let found = try Self.findings(text, path: "About.xib")
        #expect(found.map(\.severity) == [.info])
    }
}
