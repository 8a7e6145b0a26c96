import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// README.md cannot drift: its fenced code blocks are extracted and run. The first two commands,
/// every command line of its `sh` blocks (in a temporary folder holding the files it names; the
/// lines that cannot run here are listed below with the reason), every example configuration,
/// every description, the abridged rule file and every sample of output are checked against what
/// the built binary and the library do today.
struct ReadmeTests {
    static func blocks() throws -> [MarkdownBlock] { try MarkdownBlock.blocks(inFile: "README.md") }

    /// The lines of `sh` blocks a test does not run, and why. A new line must either run or be
    /// listed here.
    static let notRun: [String: String] = [
        "swift run -c release higlint check SampleScreens/": "run as the built binary by firstCommands (swift run would build the package again)",
        "swift test": "the test suite itself; firstCommands asserts its text",
        "swift build -c release --static-swift-stdlib": "install: a release build of the package takes minutes",
        "cp .build/release/higlint .build/release/higlint-swift-reader /usr/local/bin/": "install: writes outside any temporary folder",
        "higlint install-hook": "git hooks: writes a repository's hooks (HookTests runs it in a repository of its own)",
        "higlint install-hook --fix": "git hooks: writes a repository's hooks (HookTests runs it in a repository of its own)",
    ]

    /// The files and folders a README command may name, made in the command's temporary folder.
    static let fixtures: [String: @Sendable (URL) throws -> Void] = [
        "SampleScreens/": { try copySamples(to: $0.appendingPathComponent("SampleScreens")) },
        "MyApp/": { try copySamples(to: $0.appendingPathComponent("MyApp")) },
        "screens/": { try copySamples(to: $0.appendingPathComponent("screens")) },
        "mail.screen.xml": { try copySample("mail-message.screen.xml", to: $0.appendingPathComponent("mail.screen.xml")) },
        "settings.screen.json": { try copySample("notes-note.screen.json", to: $0.appendingPathComponent("settings.screen.json")) },
        "Main.storyboard": { try Data(InterfaceBuilderCommandTests.storyboard.utf8).write(to: $0.appendingPathComponent("Main.storyboard")) },
        "Settings.swift": { try Data(settingsSwift.utf8).write(to: $0.appendingPathComponent("Settings.swift")) },
    ]

    /// A Swift file that builds one alert, for `convert Settings.swift --to xml`.
    static let settingsSwift = """
        import UIKit

        final class SettingsViewController: UIViewController {
            func confirmSignOut() {
                let alert = UIAlertController(title: "Sign Out?", message: "You can sign in again at any time.", preferredStyle: .alert)
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
                alert.addAction(UIAlertAction(title: "Sign Out", style: .destructive))
                present(alert, animated: true)
            }
        }

        """

    static func copySamples(to destination: URL) throws {
        try FileManager.default.copyItem(at: TestPaths.sampleScreens, to: destination)
    }

    static func copySample(_ name: String, to destination: URL) throws {
        try FileManager.default.copyItem(at: TestPaths.sampleScreens.appendingPathComponent(name), to: destination)
    }

    /// The command of a line of a shell block, without its comment.
    static func command(_ line: String) -> String {
        let code = line.firstRange(of: /\s+#\s/).map { String(line[..<$0.lowerBound]) } ?? line
        return code.trimmingCharacters(in: .whitespaces)
    }

    /// Runs a README command line with `sh`, the built `higlint` first on PATH, in a new temporary
    /// folder that holds the files the line names. The folder goes away with the result.
    static func run(_ line: String, environment: [String: String] = [:]) throws -> (BinaryRun, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        for word in line.split(separator: " ") {
            try fixtures[String(word)]?(directory.url)
        }
        var env = environment
        env["PATH"] = TestPaths.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        env["NO_COLOR"] = "1"
        let result = try BinaryRun.run(["-c", line], in: directory.url, environment: env, executable: URL(fileURLWithPath: "/bin/sh"))
        return (result, directory)
    }

    /// The status the README's "Exit status" paragraph gives for a run: 0, or 1 for a `check` whose
    /// summary counts an error (or a warning, with `--strict`). Nil when a check printed no summary.
    static func documentedStatus(of line: String, _ run: BinaryRun) -> Int32? {
        guard line.hasPrefix("higlint check ") else { return 0 }
        guard let summary = (run.stdout + run.stderr).firstMatch(of: /Checked \d+ files?: ([^\n]*)/) else { return nil }
        let counts = String(summary.1)
        let errors = counts.firstMatch(of: /(\d+) errors?/).map { Int($0.1)! } ?? 0
        let warnings = counts.firstMatch(of: /(\d+) warnings?/).map { Int($0.1)! } ?? 0
        return errors > 0 || (line.contains(" --strict") && warnings > 0) ? 1 : 0
    }

    @Test("the README opens with the sample check and `swift test`, and says why the first exits 1")
    func firstCommands() throws {
        let first = try #require(try Self.blocks().first)
        #expect(first.language == "sh")
        let commands = first.lines.map(Self.command).filter { !$0.isEmpty }
        #expect(commands == ["swift run -c release higlint check SampleScreens/", "swift test"])
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let opening = String(readme.prefix(800))
        #expect(opening.contains("exits with status 1") && opening.contains("errors on purpose"))

        // The first command, as the built binary (swift run would build the package again).
        let (run, _) = try Self.run("higlint check SampleScreens/")
        #expect(run.status == 1, "\(run.stderr)")
        #expect(run.stdout.contains(#/\nChecked \d+ files: [1-9]\d* errors?, /#))
        #expect(run.stderr.isEmpty, "\(run.stderr)")
    }

    @Test("every higlint command line of the README's sh blocks runs and exits with a documented status")
    func shellCommandsRun() throws {
        var ran = 0
        for block in try Self.blocks() where block.language == "sh" {
            for line in block.lines.map(Self.command) where !line.isEmpty {
                if Self.notRun[line] != nil { continue }
                #expect(line.hasPrefix("higlint "), "README.md:\(block.line): \(line) is neither run nor listed in ReadmeTests.notRun")
                guard line.hasPrefix("higlint ") else { continue }
                let (run, directory) = try Self.run(line)
                ran += 1
                #expect(run.status == 0 || run.status == 1, "\(line) exited \(run.status): \(run.stderr)")
                #expect(!run.stderr.contains("Usage:") && !run.stderr.contains("Error:"), "\(line): \(run.stderr)")
                #expect(!run.stderr.contains("cannot read"), "\(line) names a file the test does not make: \(run.stderr)")
                #expect(run.status == Self.documentedStatus(of: line, run), "\(line) exited \(run.status); the README's exit status says otherwise: \(run.stdout.suffix(200)) \(run.stderr)")
                // What the line writes (`> file`, `--output file`) is there.
                for output in line.matches(of: /(?:> |--output )(\S+)/).map({ String($0.1) }) {
                    let size = (try? FileManager.default.attributesOfItem(atPath: directory.url.appendingPathComponent(output).path)[.size] as? Int) ?? 0
                    #expect(size > 0, "\(line) did not write \(output)")
                }
                if line == "higlint init" {
                    #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(Configuration.fileName).path))
                }
            }
        }
        #expect(ran >= 13)
        // The listed lines are still in the README: the list does not outlive them.
        let shown = try Self.blocks().filter { $0.language == "sh" }.flatMap { $0.lines.map(Self.command) }
        for line in Self.notRun.keys { #expect(shown.contains(line), "ReadmeTests.notRun lists \(line), which README.md no longer shows") }
    }

    @Test("the GitHub Actions example's higlint step runs")
    func workflowCommandRuns() throws {
        let workflow = try #require(try Self.blocks().first { $0.language == "yaml" && $0.lines.first == "jobs:" })
        // The folded `run: >` scalars: their indented lines joined by spaces, as YAML folds them.
        var commands: [String] = []
        var index = 0
        while index < workflow.lines.count {
            let line = workflow.lines[index]
            index += 1
            guard line.trimmingCharacters(in: .whitespaces) == "run: >" else { continue }
            let indent = line.prefix(while: { $0 == " " }).count
            var parts: [String] = []
            while index < workflow.lines.count, workflow.lines[index].prefix(while: { $0 == " " }).count > indent {
                parts.append(workflow.lines[index].trimmingCharacters(in: .whitespaces))
                index += 1
            }
            commands.append(parts.joined(separator: " "))
        }
        let checks = commands.filter { $0.hasPrefix("higlint ") }
        #expect(checks.count == 1)
        for line in checks {
            let summary = try TemporaryDirectory()
            let summaryFile = summary.url.appendingPathComponent("step-summary.md")
            let (run, directory) = try Self.run(line, environment: ["GITHUB_STEP_SUMMARY": summaryFile.path])
            #expect(run.status == 1, "\(line): \(run.stderr)")
            #expect(run.stdout.contains("::error file=screens/"), "\(run.stdout.prefix(300))")
            for report in ["higlint.sarif", "higlint-report.json"] {
                #expect(FileManager.default.fileExists(atPath: directory.url.appendingPathComponent(report).path), "\(report)")
            }
            #expect(((try? String(contentsOf: summaryFile, encoding: .utf8)) ?? "").contains("|"))
        }
    }

    @Test("the README names the pre-commit hook's entry as .pre-commit-hooks.yaml has it, and every CI command passes its paths after --")
    func pathsAfterTerminator() throws {
        let hooks = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".pre-commit-hooks.yaml"), encoding: .utf8)
        let entry = try #require(hooks.firstMatch(of: /\n  entry: ([^\n]+)\n/)).1
        #expect(entry.hasSuffix(" --"), "pre-commit appends file names to the entry: it must end the options")
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("runs `\(entry) FILE…`"), "the README says what the hook runs")
        var commands: [String] = []
        for block in try Self.blocks() where block.language == "yaml" && block.lines.first == "jobs:" {
            // `run:` lines and folded `run: >` scalars, joined as YAML folds them.
            var index = 0
            while index < block.lines.count {
                let line = block.lines[index].trimmingCharacters(in: .whitespaces)
                index += 1
                if line == "run: >" {
                    var parts: [String] = []
                    while index < block.lines.count, block.lines[index].hasPrefix("          ") {
                        parts.append(block.lines[index].trimmingCharacters(in: .whitespaces))
                        index += 1
                    }
                    commands.append(parts.joined(separator: " "))
                } else if line.hasPrefix("run: higlint ") {
                    commands.append(String(line.dropFirst("run: ".count)))
                }
            }
        }
        let higlint = commands.filter { $0.hasPrefix("higlint check") || $0.hasPrefix("higlint merge") }
        #expect(higlint.count == 3, "\(commands)")
        for command in higlint {
            #expect(command.contains(/\s--\s[^-][^ ]*$/), "\(command): the paths go after --, last")
        }
    }

    @Test("every example configuration of the README loads, and none holds only_rules: []")
    func configurationsLoad() throws {
        let builtIn = try RuleCatalog.builtIn()
        // YAML blocks that are not a .higlint.yml, by their first key.
        let others = ["jobs:": "a GitHub Actions workflow", "repos:": "a .pre-commit-config.yaml", "id:": "a rule file"]
        var texts: [(String, String)] = []
        for block in try Self.blocks() where block.language == "yaml" {
            guard let first = block.lines.first, !others.keys.contains(where: { first.hasPrefix($0) }) else { continue }
            texts.append(("README.md:\(block.line)", block.text))
        }
        #expect(!texts.isEmpty)
        // Settings shown inline in the text (`only_rules: [a, b]`).
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        for span in readme.matches(of: /`([a-z_]+: [^`]+)`/) where Configuration.keys.contains(String(span.1.prefix(while: { $0 != ":" }))) {
            texts.append(("README.md: `\(span.1)`", String(span.1) + "\n"))
        }
        #expect(texts.contains { $0.1.hasPrefix("only_rules:") })
        for (name, text) in texts {
            #expect(!text.contains(/only_rules:\s*\[\s*\]/), "\(name) holds only_rules: []")
            let directory = try TemporaryDirectory()
            // The folders a configuration names for its own rules exist, empty.
            for folder in text.matches(of: /rules_paths: \[([^\]]*)\]/).flatMap({ $0.1.split(separator: ",") }) {
                try FileManager.default.createDirectory(at: directory.url.appendingPathComponent(folder.trimmingCharacters(in: .whitespaces)),
                                                        withIntermediateDirectories: true)
            }
            let file = try directory.write(Configuration.fileName, text)
            do {
                _ = try Configuration.load(file, displayPath: Configuration.fileName, builtIn: builtIn)
            } catch {
                Issue.record("\(name) does not load: \(error)")
            }
        }
    }

    @Test("the README's abridged rule file is the rule's own, line for line where it is not abridged")
    func ruleFileExcerpt() throws {
        let excerpt = try #require(try Self.blocks().first { $0.language == "yaml" && $0.lines.first?.hasPrefix("id: ") == true })
        let id = String(try #require(excerpt.lines.first).dropFirst(4))
        let file = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("Rules/\(id).yml"), encoding: .utf8)
        let lines = file.components(separatedBy: "\n")
        for line in excerpt.lines where !line.contains("…") && !line.isEmpty {
            #expect(lines.contains(line), "Rules/\(id).yml has no line \(line)")
        }
    }

    @Test("every description in the README is read without a schema finding")
    func descriptionsRead() throws {
        let linter = Linter(catalog: try RuleCatalog.builtIn())
        var count = 0
        for block in try Self.blocks() {
            guard let syntax = ScreenDescription.Syntax(rawValue: block.language) else { continue }
            count += 1
            guard case .description(let description) = DescriptionReader.read(data: Data(block.text.utf8), syntax: syntax, path: "README.md") else {
                Issue.record("README.md:\(block.line) is not read as a description")
                continue
            }
            let schema = linter.check(description).filter { $0.ruleID == SchemaCheck.ruleID }.map(\.message)
            #expect(schema.isEmpty, "README.md:\(block.line): \(schema)")
        }
        #expect(count >= 4)
    }

    @Test("every sample of output in the README names real rules, and samples of SampleScreens are what the binary prints")
    func outputSamples() throws {
        let ids = Set(try RuleCatalog.builtIn().rules.map(\.id)).union(BuiltInFindings.ids)
        let finding = /^(\S+):(\d+):(\d+): (error|warning|info): .* \[([a-z0-9-]+)\]$/
        var samples = 0
        var sampleOutput: [String]?
        for block in try Self.blocks() where block.language.isEmpty || block.language == "text" {
            let findings = block.lines.compactMap { $0.wholeMatch(of: finding) }
            guard !findings.isEmpty else { continue }
            samples += 1
            for match in findings {
                #expect(ids.contains(String(match.5)), "README.md:\(block.line) shows an unknown rule \(match.5)")
            }
            guard findings.allSatisfy({ $0.1.hasPrefix("SampleScreens/") }) else { continue }
            if sampleOutput == nil {
                let (run, _) = try Self.run("higlint check SampleScreens/")
                sampleOutput = run.stdout.components(separatedBy: "\n")
            }
            // The block is a run of consecutive lines of today's output.
            let shown = block.lines.filter { !$0.isEmpty }
            let output = sampleOutput ?? []
            let found = output.indices.contains { start in
                start + shown.count <= output.count && Array(output[start..<start + shown.count]) == shown
            }
            #expect(found, "README.md:\(block.line) is not what `higlint check SampleScreens/` prints today")
        }
        #expect(samples >= 1)
    }
}
