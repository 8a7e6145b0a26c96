import Foundation
import Testing
import TestSupport

/// `higlint check` on a xib copied into two language folders: the fault both copies share is
/// reported once, on the English copy, naming the French one; text that differs is judged in each.
struct LocalizedCopiesCommandTests {
    static func xib(title: String) -> String {
        """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="6250" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="main">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button buttonType="custom" id="info">
                            <rect key="frame" x="280" y="440" width="24" height="19"/>
                        </button>
                        <button buttonType="system" id="more">
                            <rect key="frame" x="20" y="200" width="280" height="44"/>
                            <state key="normal" title="\(title)"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>
        """
    }

    @Test("a fault both language copies share is reported once; a title that differs is judged in each language")
    func sharedFinding() throws {
        let directory = try TemporaryDirectory()
        try directory.write("English.lproj/Detail.xib", Self.xib(title: "Read more about this"))
        try directory.write("French.lproj/Detail.xib", Self.xib(title: "Read more about this"))
        let same = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url)
        #expect(same.stdout.contains("English.lproj/Detail.xib:"), "\(same.stdout)")
        #expect(!same.stdout.contains("French.lproj/Detail.xib:"), "\(same.stdout)")
        #expect(same.stdout.contains("(the same in French.lproj)"), "\(same.stdout)")

        try directory.write("French.lproj/Detail.xib", Self.xib(title: "En savoir plus"))
        let differing = try BinaryRun.run(["check", ".", "--no-progress"], in: directory.url)
        #expect(differing.stdout.contains("English.lproj/Detail.xib:"), "\(differing.stdout)")
        let frenchLines = differing.stdout.split(separator: "\n").filter { $0.hasPrefix("French.lproj/Detail.xib:") }
        #expect(frenchLines.allSatisfy { !$0.contains("hit region") }, "\(differing.stdout)")
    }
}
