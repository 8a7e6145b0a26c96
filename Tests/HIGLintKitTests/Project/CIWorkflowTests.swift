import Foundation
import Testing
import TestSupport

/// `.github/workflows/ci.yml`, the CI of the hosted repository: it must be a workflow GitHub
/// accepts (actionlint, and shellcheck on its scripts where installed), and each of its jobs must
/// run the two commands README.md opens with, so that what the README promises is what CI runs.
struct WorkflowTests {
    static let workflow = TestPaths.packageRoot.appendingPathComponent(".github/workflows/ci.yml")

    /// The jobs of the workflow by their id, each with its lines: a job starts at a line of two
    /// spaces, a name and a colon under `jobs:`.
    static func jobs() throws -> [String: [String]] {
        let lines = try String(contentsOf: workflow, encoding: .utf8).components(separatedBy: "\n")
        var jobs: [String: [String]] = [:]
        var current: String?
        var inJobs = false
        for line in lines {
            if !line.hasPrefix(" "), !line.isEmpty, !line.hasPrefix("#") {
                inJobs = line == "jobs:"
                current = nil
            } else if inJobs, let match = line.wholeMatch(of: /[ ]{2}([A-Za-z0-9_-]+):/) {
                current = String(match.1)
                jobs[String(match.1), default: []] = []
            } else if let job = current {
                jobs[job, default: []].append(line)
            }
        }
        return jobs
    }

    /// The commands of README.md's first code block, without their comments.
    static func readmeCommands() throws -> [String] {
        let readme = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent("README.md"), encoding: .utf8)
        let first = try #require(MarkdownBlock.blocks(in: readme).first)
        return first.lines.map { line in
            String(line.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        }.filter { !$0.isEmpty }
    }

    @Test("actionlint finds nothing to report in the workflow", .requires(.tool("actionlint")))
    func actionlintPasses() throws {
        let result = try ExternalTool.run("actionlint", [Self.workflow.path])
        #expect(result.status == 0, "\(result.output)")
    }

    @Test("a Linux job and a macOS job, each running README.md's two commands")
    func jobsRunTheReadmeCommands() throws {
        let commands = try Self.readmeCommands()
        #expect(commands == ["swift run -c release higlint check SampleScreens/", "swift test"])
        let jobs = try Self.jobs()
        let runners = jobs.mapValues { lines in
            lines.first { $0.hasPrefix("    runs-on: ") }.map { String($0.dropFirst("    runs-on: ".count)) } ?? ""
        }
        #expect(runners.values.contains { $0.hasPrefix("ubuntu-") }, "\(runners)")
        #expect(runners.values.contains { $0.hasPrefix("macos-") }, "\(runners)")

        // .ci/run, where a job runs it, ends in the README's test command.
        let ciRun = try String(contentsOf: TestPaths.packageRoot.appendingPathComponent(".ci/run"), encoding: .utf8)
        let ciRunLast = ciRun.split(separator: "\n").last.map(String.init)
        #expect(ciRunLast == "swift test")
        for (job, lines) in jobs {
            let steps = lines.map { $0.trimmingCharacters(in: .whitespaces) }
            for command in commands {
                let runs = steps.contains { $0 == command || $0.hasPrefix(command + " ") || $0 == "run: \(command)" }
                    || (command == "swift test" && steps.contains("run: .ci/run"))
                #expect(runs, "job \(job) does not run `\(command)`")
            }
        }
    }

    @Test("the check of the sample screens expects exit status 1: they hold errors on purpose")
    func sampleScreensExitStatus() throws {
        for (job, lines) in try Self.jobs() {
            let text = lines.joined(separator: "\n")
            #expect(text.contains("swift run -c release higlint check SampleScreens/ || status=$?\n          test \"$status\" -eq 1"),
                    "job \(job) must fail unless the check exits with 1")
        }
    }
}
