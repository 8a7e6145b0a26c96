import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// The traps a new user falls into in the first ten minutes: each used to give a wrong or empty
/// result with exit status 0.
struct FirstTenMinutesTests {
    static let error = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>"

    // MARK: 1. only_rules: []

    @Test("an empty only_rules is an error at its place, not a run of no rule")
    func emptyOnlyRules() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.error)
        try directory.write(".higlint.yml", "strict: false\nonly_rules: []\n")
        let run = try BinaryRun.run(["check", "sync.xml"], in: directory.url)
        #expect(run.status == 2)
        #expect(!run.stdout.contains("no violations"))
        #expect(run.stderr.contains(".higlint.yml:2:13: error: only_rules"), "\(run.stderr)")
        #expect(run.stderr.contains("would run no rule"))
        #expect(run.stderr.contains("remove the key"))

        // A bare key is as empty as [].
        try directory.write(".higlint.yml", "only_rules:\n")
        #expect(try BinaryRun.run(["check", "sync.xml"], in: directory.url).status == 2)

        // Naming a rule still runs just that rule.
        try directory.write(".higlint.yml", "only_rules: [alert-button-count]\n")
        let named = try BinaryRun.run(["check", "sync.xml"], in: directory.url)
        #expect(named.status == 1)
        #expect(named.stdout.contains("[alert-button-count]"))
    }

    // MARK: 2. --format … --format … --output

    @Test("several --format with a bare --output is a usage error showing format:file; one of each still pairs")
    func ambiguousOutput() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.error)
        let run = try BinaryRun.run(["check", "sync.xml", "--format", "text", "--format", "json", "--output", "r.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("--format json:r.json"), "\(run.stderr)")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("r.json").path))

        let single = try BinaryRun.run(["check", "sync.xml", "--format", "json", "--output", "r.json"], in: directory.url)
        #expect(single.status == 1)
        let report = try String(contentsOf: directory.url.appendingPathComponent("r.json"), encoding: .utf8)
        #expect(report.hasPrefix("{"))

        let explicit = try BinaryRun.run(["check", "sync.xml", "--format", "text", "--format", "json:both.json"], in: directory.url)
        #expect(explicit.status == 1)
        #expect(explicit.stdout.contains("[alert-button-count]"))
        #expect(try String(contentsOf: directory.url.appendingPathComponent("both.json"), encoding: .utf8).hasPrefix("{"))
    }

    // MARK: 3. every report in a file

    @Test("with every report in a file, the summary line goes to standard error; with one on standard output it does not")
    func summaryOnStandardError() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.error)
        let toFile = try BinaryRun.run(["check", "sync.xml", "--format", "json", "--output", "r.json"], in: directory.url)
        #expect(toFile.status == 1)
        #expect(toFile.stdout.isEmpty)
        #expect(toFile.stderr.contains("Checked 1 file: 1 error in 1 file."), "\(toFile.stderr)")

        let toStdout = try BinaryRun.run(["check", "sync.xml", "--format", "text", "--format", "json:r.json"], in: directory.url)
        #expect(toStdout.stdout.contains("Checked 1 file"))
        #expect(!toStdout.stderr.contains("Checked"))
    }

    // MARK: 4. ids of findings higlint reports itself

    @Test("--disable schema and --disable unused-suppression are accepted and silence those findings")
    func disableBuiltInFindings() throws {
        let directory = try TemporaryDirectory()
        try directory.write("odd.xml", "<screen name=\"Odd\"><label text=\"Hi\" colour=\"red\"/></screen>")
        try directory.write("unused.xml", """
            <screen name="Quiet"><label text="Hi" higlint:ignore="hit-target-size"/></screen>
            """)
        let plain = try BinaryRun.run(["check", "odd.xml", "unused.xml"], in: directory.url)
        #expect(plain.stdout.contains("[schema]"), "\(plain.stdout)")
        #expect(plain.stdout.contains("[unused-suppression]"), "\(plain.stdout)")

        let disabled = try BinaryRun.run(["check", "odd.xml", "unused.xml", "--disable", "schema", "--disable", "unused-suppression"],
                                         in: directory.url)
        #expect(disabled.status == 0, "\(disabled.stderr)")
        #expect(!disabled.stdout.contains("[schema]"))
        #expect(!disabled.stdout.contains("[unused-suppression]"))
        #expect(disabled.stdout.contains("no violations"))

        let enabled = try BinaryRun.run(["check", "odd.xml", "--enable", "schema"], in: directory.url)
        #expect(enabled.status == 0)
        #expect(enabled.stdout.contains("[schema]"))

        // disabled_rules in .higlint.yml knows them too; --enable undoes it.
        try directory.write(".higlint.yml", "disabled_rules: [schema]\n")
        #expect(try !BinaryRun.run(["check", "odd.xml"], in: directory.url).stdout.contains("[schema]"))
        #expect(try BinaryRun.run(["check", "odd.xml", "--enable", "schema"], in: directory.url).stdout.contains("[schema]"))
    }

    @Test("--disable baseline-fixed silences the fixed entries of a strict baseline")
    func disableBaselineFixed() throws {
        let directory = try TemporaryDirectory()
        try directory.write("sync.xml", Self.error)
        #expect(try BinaryRun.run(["check", "sync.xml", "--write-baseline", "b.json"], in: directory.url).status == 0)
        try directory.write("sync.xml", "<screen name=\"Sync\"><tabBar><tabBarItem title=\"Alarm\"/></tabBar></screen>")
        let strict = try BinaryRun.run(["check", "sync.xml", "--baseline", "b.json", "--strict-baseline"], in: directory.url)
        #expect(strict.stdout.contains("[baseline-fixed]"), "\(strict.stdout)")
        let silenced = try BinaryRun.run(["check", "sync.xml", "--baseline", "b.json", "--strict-baseline", "--disable", "baseline-fixed"],
                                         in: directory.url)
        #expect(silenced.status == 0)
        #expect(!silenced.stdout.contains("[baseline-fixed]"))
    }

    @Test("explain knows schema, unused-suppression and baseline-fixed; rules names them")
    func explainBuiltInFindings() throws {
        let schema = try BinaryRun.run(["explain", "schema"])
        #expect(schema.status == 0, "\(schema.stderr)")
        #expect(schema.stdout.hasPrefix("schema: "))
        #expect(schema.stdout.contains("format"))
        for id in ["unused-suppression", "baseline-fixed"] {
            let run = try BinaryRun.run(["explain", id])
            #expect(run.status == 0, "\(id): \(run.stderr)")
            #expect(run.stdout.hasPrefix("\(id): "))
        }
        let typo = try BinaryRun.run(["explain", "shema"])
        #expect(typo.status == 2)
        #expect(typo.stderr.contains("did you mean 'schema'"))
        let rules = try BinaryRun.run(["rules"])
        for id in ["schema", "unused-suppression", "baseline-fixed"] { #expect(rules.stdout.contains(id)) }
    }

    // MARK: 5. a mistyped subcommand

    @Test("a mistyped subcommand is answered with did-you-mean, exit 2, unless it is an existing path")
    func mistypedCommand() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/sync.xml", Self.error)
        for (typed, meant) in [("chek", "check"), ("rule", "rules"), ("version", "--version"), ("expain", "explain")] {
            let run = try BinaryRun.run([typed, "screens/"], in: directory.url)
            #expect(run.status == 2, "\(typed)")
            #expect(run.stderr.contains("unknown command '\(typed)'; did you mean '\(meant)'?"), "\(typed): \(run.stderr)")
        }
        // A folder that happens to be named like a command is still a path to check.
        try directory.write("rule/sync.xml", Self.error)
        let path = try BinaryRun.run(["rule"], in: directory.url)
        #expect(path.status == 1)
        #expect(path.stdout.contains("[alert-button-count]"))
        // A path far from every command is left to check, as before.
        let missing = try BinaryRun.run(["nowhere-at-all.xml"], in: directory.url)
        #expect(missing.status == 2)
        #expect(!missing.stderr.contains("unknown command"))
        #expect(try BinaryRun.run(["screens"], in: directory.url).status == 1)
    }
}

/// A description whose root is misspelt, or a file named as a description whatever its root, is
/// judged and reported rather than passed over; a folder with nothing to check says so.
struct MisspeltDescriptionTests {
    @Test("a near miss of <screen> or <app>, or a root in a *.screen.* file, is a schema finding with did-you-mean")
    func misspeltRoots() throws {
        let directory = try TemporaryDirectory()
        try directory.write("mail.xml", "<Screen name=\"Mail\">\n  <toolbar/>\n</Screen>\n")
        try directory.write("clock.json", "{\"type\": \"scren\", \"name\": \"Clock\"}\n")
        try directory.write("bar.screen.xml", "<toolbar/>\n")
        try directory.write("weather.app.json", "{\"name\": \"Weather\"}\n")
        try directory.write("package.json", "{\"name\": \"site\"}\n")
        let run = try BinaryRun.run(["check", "."], in: directory.url)
        #expect(run.stdout.contains("mail.xml:1:1: error: the root <Screen> is neither <screen> nor <app>, so nothing in the file is checked; did you mean 'screen'? [schema]"))
        #expect(run.stdout.contains("clock.json:1:1: error: the root <scren> is neither <screen> nor <app>, so nothing in the file is checked; did you mean 'screen'? [schema]"))
        #expect(run.stdout.contains("bar.screen.xml:1:1: error: <toolbar> cannot be the root of a description; the root is <screen> or <app> [schema]"))
        #expect(run.stdout.contains("weather.app.json:1:1: error: the root object of a description needs a \"type\" of \"screen\" or \"app\""))
        #expect(!run.stdout.contains("package.json"))
        #expect(run.stdout.contains("Checked 3 files (1 passed over)"))
        #expect(run.status == 2, "weather.app.json cannot be read as a description")
        let misspeltOnly = try BinaryRun.run(["check", "mail.xml"], in: directory.url)
        #expect(misspeltOnly.status == 1, "a file no rule could judge must not pass")
    }

    @Test("checking a folder with nothing higlint reads is an error that says so; a hook's run is not")
    func nothingToCheck() throws {
        let directory = try TemporaryDirectory()
        try directory.write("web/package.json", "{\"name\": \"site\"}\n")
        let run = try BinaryRun.run(["check", "web"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("higlint: nothing to check: no storyboard, xib, screen or app description, or asset catalog set in web (1 file passed over; --verbose says why)"))
        let hook = try BinaryRun.run(["check", "--pass-over-non-descriptions", "web/package.json"], in: directory.url)
        #expect(hook.status == 0)
    }
}

/// `convert` goes to the one other syntax unless told, and says what it cannot carry.
struct ConvertDefaultsTests {
    @Test("convert without --to writes the other syntax; text the reader passed over is named on standard error")
    func convertDefaults() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\">\n  <label>Hello</label>\n</screen>\n")
        let toJSON = try BinaryRun.run(["convert", "a.screen.xml"], in: directory.url)
        #expect(toJSON.status == 0)
        #expect(toJSON.stdout.hasPrefix("{\n  \"type\": \"screen\""))
        #expect(toJSON.stderr == "a.screen.xml:2:5: warning: text inside <label> is ignored; write properties as attributes; it is not in the conversion\n")
        try directory.write("b.screen.json", toJSON.stdout)
        let toXML = try BinaryRun.run(["convert", "b.screen.json"], in: directory.url)
        #expect(toXML.status == 0)
        #expect(toXML.stdout.contains("<screen name=\"A\">"))
        #expect(toXML.stderr.isEmpty)
    }

    @Test("a suppression converted to XML declares its namespace and validates against the XSD", .requires(.tool("xmllint")))
    func convertedSuppressionValidates() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.json", """
            {"type": "screen", "name": "A", "children": [
              {"type": "toolbar", "higlint:ignore": ["toolbar-item-count"]}
            ]}
            """)
        let converted = try BinaryRun.run(["convert", "a.screen.json", "--output", "a.screen.xml"], in: directory.url)
        #expect(converted.status == 0, "\(converted.stderr)")
        let xml = try String(contentsOf: directory.url.appendingPathComponent("a.screen.xml"), encoding: .utf8)
        #expect(xml.hasPrefix("<screen xmlns:higlint=\"https://higlint.dev/suppressions\" name=\"A\">"), "\(xml)")
        let schema = TestPaths.packageRoot.appendingPathComponent("schemas/description.xsd").path
        let valid = try ExternalTool.run("xmllint", ["--noout", "--schema", schema, directory.url.appendingPathComponent("a.screen.xml").path])
        #expect(valid.status == 0, "\(valid.output)")
        let checked = try BinaryRun.run(["check", "a.screen.xml"], in: directory.url)
        #expect(checked.status == 0, "\(checked.stdout)")
    }
}

/// README.md's install section names every system library the binary links.
struct InstallTruthTests {
    /// Libraries every Linux program has, and Swift's own runtime (linked statically by
    /// `--static-swift-stdlib`, the README's build).
    static func isImplied(_ name: String) -> Bool {
        ["linux-vdso", "ld-linux", "libc.so", "libm.so", "libgcc_s", "libz.so", "liblzma", "libicudata",
         "libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime"].contains { name.hasPrefix($0) }
    }

    @Test("every system library `ldd` shows for the binary is named in README.md", .requires(.tool("ldd")))
    func linkedLibrariesAreNamed() throws {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let result = try ExternalTool.run("ldd", [TestPaths.binary.path])
        #expect(result.status == 0, "\(result.output)")
        let linked = result.output.split(separator: "\n").compactMap { $0.split(whereSeparator: \.isWhitespace).first.map(String.init) }
            .map { $0.split(separator: "/").last.map(String.init) ?? $0 }
        let named = linked.filter { !Self.isImplied($0) }
        #expect(!named.isEmpty)
        for library in named {
            let stem = library.components(separatedBy: ".so").first ?? library
            #expect(readme.contains("`\(stem)`") || readme.contains(" \(stem),") || readme.contains(" \(stem) "),
                    "README.md's install section does not name \(library)")
        }
    }
}
