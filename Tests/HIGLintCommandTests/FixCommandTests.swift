import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// `check --fix`, `--fix-unsafe` and `--fix-dry-run` as a user runs them: only the values fixed
/// change, the diff applies with git, the reports carry the fixes, and a hook's run fixes the working tree alone.
struct FixCommandTests {
    static let screen = """
        <?xml version="1.0" encoding="UTF-8"?>
        <screen name="Photos">\r
          <navigationBar title="Camera Roll">
            <barButtonItem title='add to album' style="bordered"/>
          </navigationBar>
          <textField placeholder="Email"/>
          <alert title="Saved">
            <button title="Ok"/>
          </alert>
        </screen>

        """

    static let xib = """
        <?xml version="1.0" encoding="UTF-8"?>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" targetRuntime="iOS.CocoaTouch">
            <objects>
                <view contentMode="scaleToFill" id="main">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" buttonType="roundedRect" id="qqX-Vf-jnU">
                            <rect key="frame" x="20" y="400" width="200" height="44"/>
                            <state key="normal" title="cancel &amp; close"/>
                        </button>
                    </subviews>
                </view>
            </objects>
        </document>

        """

    static func read(_ directory: TemporaryDirectory, _ name: String) throws -> String {
        try String(contentsOf: directory.url.appendingPathComponent(name), encoding: .utf8)
    }

    @Test("--fix makes the safe fixes, byte for byte, and reports what is left; --fix-unsafe makes the others; a second run changes nothing")
    func fix() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/s.xml", Self.screen)
        try directory.write("App/v.xib", Self.xib)
        let run = try BinaryRun.run(["check", "App", "--fix", "--no-progress"], in: directory.url)
        #expect(run.stderr.contains("fixed 3 findings in 2 files"), "\(run.stderr)")
        #expect(run.stderr.contains("1 finding has a fix that may change meaning"), "\(run.stderr)")
        #expect(run.stdout.contains("text-field-keyboard-type"), "\(run.stdout)")
        #expect(!run.stdout.contains("button-title-title-case"), "\(run.stdout)")
        #expect(try Self.read(directory, "App/s.xml") == Self.screen
            .replacingOccurrences(of: "'add to album'", with: "'Add to Album'")
            .replacingOccurrences(of: "title=\"Ok\"", with: "title=\"OK\""))
        #expect(try Self.read(directory, "App/v.xib") == Self.xib.replacingOccurrences(of: "cancel &amp; close", with: "Cancel &amp; Close"))
        let unsafe = try BinaryRun.run(["check", "App", "--fix-unsafe", "--no-progress"], in: directory.url)
        #expect(unsafe.status == 0, "\(unsafe.stdout)\(unsafe.stderr)")
        #expect(try Self.read(directory, "App/s.xml").contains("<textField placeholder=\"Email\" keyboardType=\"emailAddress\"/>"))
        let again = try BinaryRun.run(["check", "App", "--fix-unsafe", "--no-progress"], in: directory.url)
        #expect(again.stderr.contains("fixed 0 findings in 0 files"), "\(again.stderr)")
    }

    @Test("--fix-dry-run writes nothing and prints a diff that git apply makes into what --fix writes", .requires(.tool("git")))
    func dryRun() throws {
        let directory = try TemporaryDirectory()
        try directory.write("App/s.xml", Self.screen)
        try directory.write("App/v.xib", Self.xib)
        let run = try BinaryRun.run(["check", "App", "--fix-dry-run", "--no-progress"], in: directory.url)
        #expect(try Self.read(directory, "App/s.xml") == Self.screen)
        #expect(run.stdout.hasPrefix("diff --git a/App/s.xml b/App/s.xml\n--- a/App/s.xml\n+++ b/App/s.xml\n"), "\(run.stdout)")
        let patch = try directory.write("fix.diff", run.stdout)
        let check = try ExternalTool.run("git", ["-C", directory.url.path, "apply", "--check", patch.path])
        #expect(check.status == 0, "\(check.output)")
        let apply = try ExternalTool.run("git", ["-C", directory.url.path, "apply", patch.path])
        #expect(apply.status == 0, "\(apply.output)")
        let applied = (try Self.read(directory, "App/s.xml"), try Self.read(directory, "App/v.xib"))
        let other = try TemporaryDirectory()
        try other.write("App/s.xml", Self.screen)
        try other.write("App/v.xib", Self.xib)
        _ = try BinaryRun.run(["check", "App", "--fix", "--no-progress"], in: other.url)
        #expect(applied.0 == (try Self.read(other, "App/s.xml")))
        #expect(applied.1 == (try Self.read(other, "App/v.xib")))
    }

    @Test("--fix with --staged fixes the working tree, never what is staged, and refuses the commit; a file changed since it was staged is left alone",
          .requires(.tool("git")))
    func staged() throws {
        let repository = try GitRepository()
        try repository.write("a.screen.xml", Self.screen)
        try repository.write("b.screen.xml", Self.screen.replacingOccurrences(of: "Photos", with: "Albums"))
        try repository.git("add", "a.screen.xml", "b.screen.xml")
        // b's working copy changes after it was staged: the fixes' places are the staged bytes'.
        let changedSinceStaged = Self.screen.replacingOccurrences(of: "Photos", with: "Albums").replacingOccurrences(of: "Camera Roll", with: "Recents")
        try repository.write("b.screen.xml", changedSinceStaged)
        let dryRun = try repository.higlint("check", "--staged", "--fix-dry-run", "--no-progress")
        #expect(dryRun.stdout.hasPrefix("diff --git a/a.screen.xml b/a.screen.xml\n"), "\(dryRun.stdout)")
        #expect(!dryRun.stdout.contains("b.screen.xml"), "\(dryRun.stdout)")
        #expect(try Self.read(repository.directory, "a.screen.xml") == Self.screen)

        let run = try repository.higlint("check", "--staged", "--fix", "--no-progress")
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stderr.contains("fixed 2 findings in 1 file of the working tree"), "\(run.stderr)")
        #expect(run.stderr.contains("b.screen.xml is not fixed: its working tree copy differs from what is staged"), "\(run.stderr)")
        #expect(run.stderr.contains("the commit is refused"), "\(run.stderr)")
        let fixed = Self.screen
            .replacingOccurrences(of: "'add to album'", with: "'Add to Album'")
            .replacingOccurrences(of: "title=\"Ok\"", with: "title=\"OK\"")
        #expect(try Self.read(repository.directory, "a.screen.xml") == fixed)
        #expect(try Self.read(repository.directory, "b.screen.xml") == changedSinceStaged)
        // The index holds what was staged; the report is of the staged content.
        #expect(try repository.git("show", ":a.screen.xml").stdout == Self.screen)
        #expect(run.stdout.contains("button-title-title-case"), "\(run.stdout)")

        // Once the fixes are staged, a run finds nothing left to fix and lets the commit through.
        try repository.git("add", "a.screen.xml")
        try repository.git("rm", "--cached", "-f", "-q", "b.screen.xml")
        let again = try repository.higlint("check", "--staged", "--fix", "--no-progress")
        #expect(again.stderr.contains("fixed 0 findings"), "\(again.stderr)")
        #expect(!again.stderr.contains("the commit is refused"), "\(again.stderr)")
        #expect(again.status == 0, "\(again.stdout)\(again.stderr)")
    }

    @Test("the JSON report's fix and SARIF's fixes give the edit, and both validate",
          .requires(.tool("check-jsonschema")), .requires(.shared("schemas/sarif-schema-2.1.0.json")))
    func reports() throws {
        let directory = try TemporaryDirectory()
        try directory.write("s.xml", Self.screen)
        _ = try BinaryRun.run(["check", "s.xml", "--format", "json:r.json", "--format", "sarif:r.sarif", "--no-progress"], in: directory.url)
        let json = try Self.read(directory, "r.json")
        #expect(json.contains("\"replacement\" : \"Add to Album\"") || json.contains("\"replacement\": \"Add to Album\""), "\(json)")
        let sarif = try Self.read(directory, "r.sarif")
        #expect(sarif.contains("\"insertedContent\""), "\(sarif)")
        #expect(sarif.contains("\"safety\": \"unsafe\"") || sarif.contains("\"safety\" : \"unsafe\""), "\(sarif)")
        let sarifSchema = TestPaths.shared.appendingPathComponent("schemas/sarif-schema-2.1.0.json")
        let validSARIF = try ExternalTool.run("check-jsonschema", ["--schemafile", sarifSchema.path, directory.url.appendingPathComponent("r.sarif").path])
        #expect(validSARIF.status == 0, "\(validSARIF.output)")
        let reportSchema = TestPaths.packageRoot.appendingPathComponent("schemas/report.schema.json")
        let validJSON = try ExternalTool.run("check-jsonschema", ["--schemafile", reportSchema.path, directory.url.appendingPathComponent("r.json").path])
        #expect(validJSON.status == 0, "\(validJSON.output)")
    }

    @Test("merge keeps the shards' fixes: its reports are the single run's, byte for byte; a file changed since is refused")
    func mergeKeepsFixes() throws {
        let directory = try TemporaryDirectory()
        try directory.write("app/a.screen.xml", Self.screen)
        try directory.write("app/b.screen.xml", Self.screen.replacingOccurrences(of: "Photos", with: "Albums"))
        try directory.write("app/c.xib", Self.xib)
        // The reports are written beside the app, so that no run checks another's report.
        _ = try BinaryRun.run(["check", "app", "--format", "json:single.json", "--format", "sarif:single.sarif", "--no-progress"], in: directory.url)
        for shard in 1...2 {
            _ = try BinaryRun.run(["check", "app", "--shard", "\(shard)/2", "--format", "json:s\(shard).json", "--no-progress"], in: directory.url)
        }
        _ = try BinaryRun.run(["merge", "s1.json", "s2.json", "--format", "json:merged.json", "--format", "sarif:merged.sarif"], in: directory.url)
        let single = try Self.read(directory, "single.json")
        #expect(single.components(separatedBy: "\"fix\"").count - 1 >= 3)
        #expect(try Self.read(directory, "merged.json") == single)
        #expect(try Self.read(directory, "merged.sarif") == Self.read(directory, "single.sarif"))

        // A line added above the fixed values: the edits' lines no longer hold them.
        try directory.write("app/a.screen.xml", "\n\n\n\n\n\n\n\n\n\n" + Self.screen)
        let refused = try BinaryRun.run(["merge", "s1.json", "s2.json", "--format", "json:again.json"], in: directory.url)
        #expect(refused.status == 2, "\(refused.stderr)")
        #expect(refused.stderr.contains("was the file changed since the shard ran?"), "\(refused.stderr)")
    }

    @Test("a fix that cannot be made in its file (the archive format) is named in the JSON report with why, and counted by --fix; the file is left alone")
    func notMade() throws {
        let directory = try TemporaryDirectory()
        let archive = """
            <?xml version="1.0" encoding="UTF-8"?>
            <archive type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="7.10">
                <data>
                    <int key="IBDocument.SystemTarget">1056</int>
                    <array class="NSMutableArray" key="IBDocument.RootObjects" id="1000">
                        <object class="IBUIView" id="100">
                            <string key="NSFrame">{{0, 0}, {320, 480}}</string>
                            <array class="NSMutableArray" key="NSSubviews">
                                <object class="IBUIToolbar" id="300">
                                    <string key="NSFrame">{{0, 436}, {320, 44}}</string>
                                    <array class="NSMutableArray" key="IBUIItems">
                                        <object class="IBUIBarButtonItem" id="302">
                                            <string key="IBUITitle">Trash</string>
                                            <int key="IBUIStyle">1</int>
                                        </object>
                                    </array>
                                </object>
                            </array>
                        </object>
                    </array>
                </data>
            </archive>

            """
        try directory.write("old.xib", archive)
        let report = try BinaryRun.run(["check", "old.xib", "--format", "json", "--no-progress"], in: directory.url)
        let json = try JSONSerialization.jsonObject(with: Data(report.stdout.utf8)) as? [String: Any]
        let fixes = (json?["violations"] as? [[String: Any]] ?? []).compactMap { $0["fix"] as? [String: Any] }
        #expect(fixes.count == 1, "\(report.stdout)")
        #expect((fixes.first?["notMade"] as? String)?.contains("archive format") == true, "\(fixes)")
        #expect(fixes.first?["edit"] == nil)
        #expect(fixes.first?["summary"] as? String == "set systemItem to \"trash\", remove title")
        let run = try BinaryRun.run(["check", "old.xib", "--fix-unsafe", "--no-progress"], in: directory.url)
        #expect(run.stderr.contains("1 finding has a fix that cannot be made in its file"), "\(run.stderr)")
        #expect(try Self.read(directory, "old.xib") == archive)
    }

    /// The corpus's apps, copied and committed to a repository of their own, fixed.
    @Test("--fix-unsafe on a copy of the corpus changes only the attributes fixed, leaves every file well-formed and reading back as the same tree but the fixed properties, and a second run finds nothing to fix; the dry run's diff applies",
          .requires(.shared("corpus")), .requires(.tool("git")), .requires(.tool("xmllint")))
    func corpus() throws {
        let directory = try TemporaryDirectory()
        let copy = directory.url.appendingPathComponent("corpus")
        try FileManager.default.copyItem(at: TestPaths.shared.appendingPathComponent("corpus"), to: copy)
        func git(_ arguments: [String]) throws -> ExternalTool.Result {
            try ExternalTool.run("git", ["-C", copy.path, "-c", "user.name=t", "-c", "user.email=t@example.com", "-c", "core.autocrlf=false"] + arguments)
        }
        #expect(try git(["init", "-q"]).status == 0)
        #expect(try git(["add", "-A"]).status == 0)
        #expect(try git(["commit", "-qm", "corpus"]).status == 0)
        // Every fix, those that may change meaning too.
        let dry = try BinaryRun.run(["check", ".", "--fix-dry-run", "--fix-unsafe", "--no-progress"], in: copy)
        #expect(try git(["status", "--porcelain"]).output.isEmpty, "the dry run wrote")
        let patch = try directory.write("fix.diff", dry.stdout)
        #expect(try git(["apply", "--check", patch.path]).status == 0)

        let run = try BinaryRun.run(["check", ".", "--fix-unsafe", "--no-progress"], in: copy)
        #expect(run.stderr.contains("fixed "), "\(run.stderr)")
        let diff = try git(["diff", "-U0", "--no-color"]).output
        #expect(!diff.isEmpty, "nothing was fixed")
        // Each changed line is the old line with attributes changed, added or taken out (a
        // system item for a title): the same once every attribute is taken out.
        let attributesTakenOut = { (line: Substring) in
            line.dropFirst().replacingOccurrences(of: "\\s+[A-Za-z:]+=(\"[^\"]*\"|'[^']*')", with: "", options: .regularExpression)
        }
        let removed = diff.split(separator: "\n").filter { $0.hasPrefix("-") && !$0.hasPrefix("---") }
        let added = diff.split(separator: "\n").filter { $0.hasPrefix("+") && !$0.hasPrefix("+++") }
        #expect(removed.count == added.count)
        #expect(removed.map(attributesTakenOut) == added.map(attributesTakenOut), "\(diff)")
        let changed = try git(["diff", "--name-only"]).output.split(separator: "\n")
        let fixedProperties = try Self.propertiesFixesSet()
        for file in changed {
            let wellFormed = try ExternalTool.run("xmllint", ["--noout", copy.appendingPathComponent(String(file)).path])
            #expect(wellFormed.status == 0, "\(file): \(wellFormed.output)")
            // Read back, the file is the same tree but the properties fixes set: the same elements,
            // each with the same other properties, under the same parents (a move reorders them).
            let before = try git(["show", "HEAD:\(file)"]).output
            let original = directory.url.appendingPathComponent("original").appendingPathComponent(String(file))
            try FileManager.default.createDirectory(at: original.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(before.utf8).write(to: original)
            let fixedTree = Self.elementSignatures(copy.appendingPathComponent(String(file)), ignoring: fixedProperties)
            let originalTree = Self.elementSignatures(original, ignoring: fixedProperties)
            #expect(fixedTree != nil && fixedTree == originalTree, "\(file) reads back as another tree")
        }
        // What --fix wrote is what the dry run's diff gives.
        #expect(try git(["diff", "--no-color"]).output.isEmpty == false)
        let again = try BinaryRun.run(["check", ".", "--fix-dry-run", "--fix-unsafe", "--no-progress"], in: copy)
        #expect(again.stdout.isEmpty, "a second run still fixes:\n\(again.stdout)")
        #expect(try git(["stash", "-q"]).status == 0)
        #expect(try git(["apply", patch.path]).status == 0)
        #expect(try git(["diff", "--name-only"]).output.split(separator: "\n") == changed)
    }

    /// Every property a built-in rule's fix sets or takes out.
    static func propertiesFixesSet() throws -> Set<String> {
        Set(try RuleCatalog.builtIn().rules.flatMap { rule in
            rule.checks.flatMap { $0.fix?.operations.compactMap(\.property) ?? [] }
        })
    }

    /// The elements of the screens read from `url`, each as its kind, its properties but those
    /// `ignoring` names, and its parent's kind: a multiset, so that a move among siblings keeps it.
    static func elementSignatures(_ url: URL, ignoring: Set<String>) -> [String: Int]? {
        guard case .descriptions(let screens, _) = InputFormats.read(url: url, path: url.lastPathComponent) else { return nil }
        var signatures: [String: Int] = [:]
        func visit(_ element: Element, parent: String) {
            let properties = element.properties.filter { !ignoring.contains($0.name) }
                .map { "\($0.name)=\($0.value)" }.sorted().joined(separator: " ")
            signatures["\(parent) > \(element.kind) [\(properties)]", default: 0] += 1
            for child in element.children { visit(child, parent: element.kind) }
        }
        for screen in screens { visit(screen.root, parent: "") }
        return signatures
    }
}
