import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Safe by default: the pre-commit gate cannot be opened by a configuration, nothing outside the
/// project is read, and nothing but the reports asked for is written (see docs/security.md).
@Suite(.requires(.tool("git")))
struct GateTests {
    static let error = "<screen name=\"Sync\"><alert title=\"Sync Complete\"/></screen>\n"

    @Test("--staged: include and exclude match the repository paths of staged files, as they match the working tree's")
    func stagedIncludeExclude() throws {
        let repository = try GitRepository()
        try repository.write(".higlint.yml", "include: [screens/**]\nexclude: [screens/legacy/**]\n")
        try repository.write("screens/sync.screen.xml", Self.error)
        try repository.write("screens/legacy/old.screen.xml", Self.error)
        try repository.write("other/elsewhere.screen.xml", Self.error)
        try repository.git("add", ".")
        let staged = try repository.higlint("check", "--staged")
        #expect(staged.status == 1, "\(staged.stdout)\(staged.stderr)")
        #expect(staged.stdout.contains("screens/sync.screen.xml:1:21: error: Alert has no button"), "\(staged.stdout)")
        #expect(!staged.stdout.contains("legacy/old.screen.xml"), "excluded: \(staged.stdout)")
        #expect(!staged.stdout.contains("elsewhere.screen.xml"), "not included: \(staged.stdout)")
        #expect(staged.stdout.contains("Checked 1 file"), "\(staged.stdout)")
        // The same files, checked in the working tree, give the same answer.
        let working = try repository.higlint("check", ".")
        #expect(working.stdout.split(separator: "\n").first == staged.stdout.split(separator: "\n").first)
    }

    @Test("the configuration is looked for up to the repository's root, not above it; --verbose names it")
    func configurationStopsAtRepositoryRoot() throws {
        let outer = try TemporaryDirectory()
        // A configuration above the repository that would switch the rule off.
        try outer.write(".higlint.yml", "disabled_rules: [alert-button-count]\n")
        let repository = outer.url.appendingPathComponent("project")
        try FileManager.default.createDirectory(at: repository, withIntermediateDirectories: true)
        _ = try BinaryRun.run(["init", "-q"], in: repository, environment: GitRepository.isolated, executable: GitRepository.gitExecutable)
        try outer.write("project/screens/sync.screen.xml", Self.error)
        let run = try BinaryRun.run(["check", "screens", "--verbose"], in: repository.appendingPathComponent("screens").deletingLastPathComponent())
        #expect(run.status == 1, "\(run.stdout)\(run.stderr)")
        #expect(run.stdout.contains("[alert-button-count]"))
        #expect(run.stderr.contains("no .higlint.yml at the project root or above it"), "\(run.stderr)")
        // Inside the repository it is found, and named.
        try outer.write("project/.higlint.yml", "disabled_rules: [alert-button-count]\n")
        let found = try BinaryRun.run(["check", "screens", "--verbose"], in: repository)
        #expect(found.status == 0, "\(found.stdout)\(found.stderr)")
        #expect(found.stderr.contains("configuration: .higlint.yml"), "\(found.stderr)")
        // Outside a repository the search goes on to the file system's root.
        let plain = try TemporaryDirectory()
        try plain.write(".higlint.yml", "disabled_rules: [alert-button-count]\n")
        try plain.write("a/b/sync.screen.xml", Self.error)
        let above = try BinaryRun.run(["check", "."], in: plain.url.appendingPathComponent("a/b"))
        #expect(above.status == 0, "\(above.stdout)")
    }

    @Test("install-hook --force replaces a symbolic link, never the script it points to")
    func forceReplacesLinkNotTarget() throws {
        let repository = try GitRepository()
        let script = "#!/bin/sh\necho 'tracked checks'\n"
        let tracked = try repository.write("tools/pre-commit.sh", script)
        chmod(tracked.path, 0o644)
        try repository.git("add", "tools")
        try FileManager.default.createDirectory(at: repository.url.appendingPathComponent(".git/hooks"), withIntermediateDirectories: true)
        let hook = repository.url.appendingPathComponent(".git/hooks/pre-commit")
        try FileManager.default.createSymbolicLink(atPath: hook.path, withDestinationPath: "../../tools/pre-commit.sh")
        let forced = try repository.higlint("install-hook", "--force")
        #expect(forced.status == 0, "\(forced.stderr)")
        #expect(try String(contentsOf: tracked, encoding: .utf8) == script, "the tracked script is untouched")
        var info = stat()
        #expect(lstat(tracked.path, &info) == 0 && info.st_mode & 0o111 == 0, "and not made executable")
        #expect(lstat(hook.path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG, "the link is now the hook itself")
        #expect(try String(contentsOf: hook, encoding: .utf8).contains(PreCommitHook.marker))
        #expect(try repository.git("diff", "--stat").stdout.isEmpty, "the tracked script is as staged")
    }

    @Test("a staged file whose name is not UTF-8 is checked and named with its bytes escaped; so is one found in a walk")
    func namesThatAreNotUTF8() throws {
        let repository = try GitRepository()
        try repository.write("screens/good.screen.xml", "<screen name=\"Good\"/>\n")
        let name = Array("screens/caf".utf8) + [0xE9] + Array(".screen.xml".utf8)
        let path = repository.url.path + "/" + String(decoding: name, as: UTF8.self)
        let raw = Array(repository.url.path.utf8) + [UInt8(ascii: "/")] + name + [0]
        let descriptor = raw.withUnsafeBufferPointer { $0.withMemoryRebound(to: CChar.self) { open($0.baseAddress!, O_WRONLY | O_CREAT, 0o644) } }
        #expect(descriptor >= 0, "\(path)")
        _ = Self.error.withCString { write(descriptor, $0, strlen($0)) }
        close(descriptor)
        try repository.git("add", ".")
        let staged = try repository.higlint("check", "--staged")
        #expect(staged.status == 1, "\(staged.stdout)\(staged.stderr)")
        #expect(staged.stdout.contains("screens/caf\\xE9.screen.xml:1:21: error: Alert has no button"), "\(staged.stdout)\(staged.stderr)")
        #expect(staged.stdout.contains("Checked 2 files"), "\(staged.stdout)")
        let walked = try repository.higlint("check", "screens")
        #expect(walked.status == 1, "\(walked.stdout)\(walked.stderr)")
        #expect(walked.stdout.contains("screens/caf\\xE9.screen.xml:1:21: error: Alert has no button"), "\(walked.stdout)")
        #expect(walked.stdout.contains("Checked 2 files"), "\(walked.stdout)")
    }
}

/// Nothing outside the project is read.
struct ProjectBoundaryTests {
    /// A folder beside the project, holding a real PNG: opened, it would give findings about its
    /// size and transparency.
    static func secretFolder() throws -> TemporaryDirectory {
        let secret = try TemporaryDirectory()
        try secret.write("secret.png", PNGFixture.rgba(width: 13, height: 17) { x, _ in x == 0 ? 0 : 255 })
        return secret
    }

    @Test("an image reference that leaves the project is a finding that says so, and the file is not opened")
    func imageReferencesStayInside() throws {
        let secret = try Self.secretFolder()
        let project = try TemporaryDirectory()
        let up = String(repeating: "../", count: project.url.pathComponents.count)
        try project.write("app/notes.app.xml", """
            <app name="Notes" devices="iphone">
              <icon kind="app" device="iphone" scale="1" file="\(up)\(secret.url.path.dropFirst())/secret.png" width="57" height="57"/>
              <icon kind="app" device="iphone" scale="2" file="\(secret.url.path)/secret.png" width="114" height="114"/>
              <icon kind="appStore" file="/etc/passwd" width="512" height="512"/>
              <icon kind="spotlight" device="iphone" file="link.png" width="29" height="29"/>
              <launchImage device="iphone" scale="1" file="../../../../../../../../../etc/shadow" width="320" height="480"/>
            </app>
            """)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("app/link.png").path,
                                                   withDestinationPath: secret.url.appendingPathComponent("secret.png").path)
        let run = try BinaryRun.run(["check", "app", "--format", "json"], in: project.url)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as! [String: Any]
        let violations = report["violations"] as! [[String: Any]]
        let messages = violations.map { $0["message"] as! String }
        let refused = messages.filter { $0.contains("higlint does not open it") }
        #expect(refused.count == 5, "\(messages)")
        #expect(refused.filter { $0.contains("lies outside the project") }.count == 4, "\(refused)")
        #expect(refused.contains { $0.contains("link.png") && $0.contains("symbolic link leads it outside the project") }, "\(refused)")
        // Nothing is said about the files themselves: not their size, format, transparency or existence.
        for message in messages {
            #expect(!message.contains("13x17") && !message.contains("transparent") && !message.contains("does not exist")
                    && !message.contains("not a PNG"), "\(message)")
        }
        #expect(!run.stdout.contains("root:"), "no content of /etc/passwd")
    }

    @Test("an asset catalog entry that names a file outside the project is refused the same way")
    func assetCatalogEntriesStayInside() throws {
        let project = try TemporaryDirectory()
        try project.write("Assets.xcassets/AppIcon.appiconset/Contents.json", """
            { "images": [ { "idiom": "iphone", "size": "57x57", "scale": "1x", "filename": "/proc/self/environ" },
                          { "idiom": "iphone", "size": "57x57", "scale": "2x", "filename": "../../../../../../../../etc/passwd" } ] }
            """)
        let run = try BinaryRun.run(["check", "."], in: project.url)
        #expect(run.stdout.components(separatedBy: "higlint does not open it: it lies outside the project").count == 3, "\(run.stdout)")
        #expect(!run.stdout.contains("not a PNG"), "\(run.stdout)")
    }

    @Test("a symbolic link in a walk is followed only while it stays inside the project; --verbose says so")
    func walkStaysInside() throws {
        let secret = try TemporaryDirectory()
        try secret.write("outside.screen.xml", GateTests.error)
        let project = try TemporaryDirectory()
        try project.write("screens/inside.screen.xml", "<screen name=\"Inside\"/>\n")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("screens/elsewhere").path,
                                                   withDestinationPath: secret.url.path)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("screens/same").path,
                                                   withDestinationPath: "inside.screen.xml")
        let run = try BinaryRun.run(["check", "screens", "--verbose"], in: project.url)
        #expect(run.status == 0, "\(run.stdout)")
        #expect(!run.stdout.contains("outside.screen.xml"))
        #expect(run.stderr.contains("screens/elsewhere: passed over: symbolic link not followed"), "\(run.stderr)")
        // Named outright, a file outside is the user's choice and is checked.
        let named = try BinaryRun.run(["check", secret.url.appendingPathComponent("outside.screen.xml").path], in: project.url)
        #expect(named.status == 1)
    }

    @Test("rules_paths must stay inside the project; a YAML file that is not a rule file is refused without its content")
    func rulesPathsStayInside() throws {
        let secret = try TemporaryDirectory()
        try secret.write("secret/credentials.yml", "password: \"hunter2-outside\"\n")
        let project = try TemporaryDirectory()
        try project.write("a.screen.xml", "<screen name=\"A\"/>\n")
        let up = String(repeating: "../", count: project.url.pathComponents.count - 1)
        try project.write(".higlint.yml", "rules_paths: [\(up)\(secret.url.path.dropFirst())/secret]\n")
        let outside = try BinaryRun.run(["check", "a.screen.xml"], in: project.url)
        #expect(outside.status == 2)
        #expect(outside.stderr.contains(".higlint.yml:1:15: error: the rules folder"), "\(outside.stderr)")
        #expect(outside.stderr.contains("lies outside the project"), "\(outside.stderr)")
        #expect(!outside.stderr.contains("hunter2") && !outside.stderr.contains("password"), "\(outside.stderr)")

        try project.write("design/rules/credentials.yml", "password: \"hunter2-inside\"\napi_key: x\n")
        try project.write(".higlint.yml", "rules_paths: [design/rules]\n")
        let inside = try BinaryRun.run(["check", "a.screen.xml"], in: project.url)
        #expect(inside.status == 2)
        #expect(inside.stderr.contains("design/rules/credentials.yml: error: not a rule file"), "\(inside.stderr)")
        #expect(!inside.stderr.contains("hunter2") && !inside.stderr.contains("password") && !inside.stderr.contains("api_key"), "\(inside.stderr)")

        try project.write("design/rules/credentials.yml", "password: [\"hunter2-broken\"\n")
        let broken = try BinaryRun.run(["check", "a.screen.xml"], in: project.url)
        #expect(broken.status == 2)
        #expect(broken.stderr.contains("design/rules/credentials.yml:"), "\(broken.stderr)")
        #expect(!broken.stderr.contains("hunter2"), "\(broken.stderr)")

        try FileManager.default.removeItem(at: project.url.appendingPathComponent("design/rules/credentials.yml"))
        try project.write(".higlint.yml", "rules_paths: [/nonexistent/higlint/rules]\n")
        let absolute = try BinaryRun.run(["check", "a.screen.xml"], in: project.url)
        #expect(absolute.status == 2)
        #expect(absolute.stderr.contains("/nonexistent/higlint/rules"), "the whole path is named: \(absolute.stderr)")
    }
}

/// Nothing is written but the reports asked for, and nothing is left behind.
struct ReportFileSafetyTests {
    @Test("--output onto a FIFO writes into it and leaves it a FIFO; /dev/stdout works")
    func specialFiles() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", GateTests.error)
        let fifo = directory.url.appendingPathComponent("report.fifo").path
        #expect(mkfifo(fifo, 0o644) == 0)
        // Opening a FIFO waits for the other end, so the reader opens it on a thread of its own.
        let reader = ReadAll { FileHandle(forReadingAtPath: fifo)?.readDataToEndOfFile() ?? Data() }
        let run = try BinaryRun.run(["check", "a.screen.xml", "--format", "json", "--output", "report.fifo"], in: directory.url)
        #expect(run.status == 1, "\(run.stderr)")
        #expect(String(decoding: reader.result(), as: UTF8.self).contains("\"schemaVersion\""))
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO, "still a FIFO")
        let contents = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(contents.sorted() == ["a.screen.xml", "report.fifo"], "no temporary file left: \(contents)")

        let stdout = try BinaryRun.run(["check", "a.screen.xml", "--format", "json", "--output", "/dev/stdout"], in: directory.url)
        #expect(stdout.status == 1, "\(stdout.stderr)")
        #expect(stdout.stdout.contains("\"schemaVersion\""), "\(stdout.stdout)\(stdout.stderr)")
    }

    @Test("--output through a symbolic link that leads out of the project is refused, and its target untouched")
    func outputLinkOutOfProject() throws {
        let secret = try TemporaryDirectory()
        let target = try secret.write("important.txt", "keep me\n")
        let project = try TemporaryDirectory()
        try project.write("a.screen.xml", "<screen name=\"A\"/>\n")
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("report.json").path, withDestinationPath: target.path)
        try FileManager.default.createSymbolicLink(atPath: project.url.appendingPathComponent("dangling.json").path,
                                                   withDestinationPath: secret.url.appendingPathComponent("new.txt").path)
        for output in ["report.json", "dangling.json"] {
            let run = try BinaryRun.run(["check", "a.screen.xml", "--format", "json", "--output", output], in: project.url)
            #expect(run.status == 2, "\(output): \(run.stderr)")
            #expect(run.stderr.contains("does not write through"), "\(run.stderr)")
        }
        #expect(try String(contentsOf: target, encoding: .utf8) == "keep me\n")
        #expect(!FileManager.default.fileExists(atPath: secret.url.appendingPathComponent("new.txt").path))
    }

    /// Starts higlint with its standard output on a pipe nobody reads, so that it stops on a full
    /// pipe with its reports open, and returns once `ready` says what it made exists.
    static func startBlocked(_ arguments: [String], in directory: URL, environment: [String: String] = [:],
                             ready: () -> Bool) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = TestPaths.binary
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { _, new in new }
        let out = Pipe()
        process.standardOutput = out
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(120) // a guard against a hang, not a speed limit
        while !ready() && Date() < deadline && process.isRunning { usleep(10_000) }
        return (process, out)
    }

    /// Screens with many findings, so that the text report fills a pipe.
    static func manyFindings(in directory: TemporaryDirectory, count: Int = 300) throws {
        let screen = "<screen name=\"S\">" + String(repeating: "<alert title=\"Sync Complete\"/>", count: 20) + "</screen>\n"
        for index in 0..<count { try directory.write("screens/s\(index).screen.xml", screen) }
    }

    @Test("a report's temporary file is removed when higlint dies of SIGPIPE, SIGUSR1, SIGALRM, SIGTERM or SIGINT",
          arguments: [SIGPIPE, SIGUSR1, SIGALRM, SIGTERM, SIGINT])
    func temporaryFilesRemovedOnSignals(signal: Int32) throws {
        let directory = try TemporaryDirectory()
        try Self.manyFindings(in: directory)
        func temporaries() -> [String] {
            ((try? FileManager.default.contentsOfDirectory(atPath: directory.url.path)) ?? []).filter { $0.contains(".higlint-") }
        }
        let (process, out) = try Self.startBlocked(["check", "screens", "--format", "text", "--format", "json:r.json"],
                                                   in: directory.url) { !temporaries().isEmpty }
        #expect(!temporaries().isEmpty, "the report's temporary file exists while the run goes on")
        if signal == SIGPIPE {
            // What `| head` does: the reader goes away, and the next write raises SIGPIPE.
            try out.fileHandleForReading.close()
        } else {
            kill(process.processIdentifier, signal)
        }
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        #expect(process.terminationStatus == signal)
        #expect(temporaries().isEmpty, "\(temporaries())")
        #expect(!FileManager.default.fileExists(atPath: directory.url.appendingPathComponent("r.json").path))
    }
}

/// `check --staged` leaves no copy of the staged content behind, however it ends.
@Suite(.requires(.tool("git")))
struct StagedCleanupTests {
    @Test("SIGINT while the staged content is checked removes the temporary copy")
    func interrupted() throws {
        let repository = try GitRepository()
        try repository.write("screens/a.screen.xml", GateTests.error)
        try repository.write("screens/deep/b.screen.xml", GateTests.error)
        try repository.git("add", ".")
        let scratch = try TemporaryDirectory()
        // A git that writes the staged files, then lingers, so that the run is caught midway.
        let tools = try TemporaryDirectory()
        try tools.writeExecutable("git", """
            #!/bin/sh
            "\(GitRepository.gitExecutable.path)" "$@"; status=$?
            case "$1" in checkout-index) touch "\(tools.url.path)/written"; sleep 30;; esac
            exit $status
            """)
        let path = tools.url.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "")
        let environment = GitRepository.isolated.merging(["TMPDIR": scratch.url.path, "PATH": path]) { _, new in new }
        let (process, _) = try ReportFileSafetyTests.startBlocked(["check", "--staged"], in: repository.url, environment: environment) {
            FileManager.default.fileExists(atPath: tools.url.appendingPathComponent("written").path)
        }
        let during = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(during.contains { $0.hasPrefix("higlint-staged-") }, "\(during)")
        kill(process.processIdentifier, SIGINT)
        process.waitUntilExit()
        #expect(process.terminationReason == .uncaughtSignal)
        let after = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(!after.contains { $0.hasPrefix("higlint-staged-") }, "\(after)")
    }
}

/// Messages that name the file and the real reason.
struct SafetyMessageTests {
    @Test("a FIFO or a folder given as the configuration says so, without waiting on it")
    func configurationThatIsNotAFile() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\"/>\n")
        try FileManager.default.createDirectory(at: directory.url.appendingPathComponent("folder.yml"), withIntermediateDirectories: true)
        #expect(mkfifo(directory.url.appendingPathComponent("fifo.yml").path, 0o644) == 0)
        let folder = try BinaryRun.run(["check", "a.screen.xml", "--config", "folder.yml"], in: directory.url)
        #expect(folder.status == 2)
        #expect(folder.stderr.contains("folder.yml: error: cannot read the configuration: it is a folder, not a file"), "\(folder.stderr)")
        let fifo = try BinaryRun.run(["check", "a.screen.xml", "--config", "fifo.yml"], in: directory.url)
        #expect(fifo.status == 2)
        #expect(fifo.stderr.contains("fifo.yml: error: cannot read the configuration: it is a FIFO"), "\(fifo.stderr)")
    }

    @Test("a broken baseline is named with the position of the fault")
    func brokenBaseline() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\"/>\n")
        try directory.write("baseline.json", "{\n  \"version\": 1,\n  \"violations\": [ { \"file\": \"a\" ]\n}\n")
        let run = try BinaryRun.run(["check", "a.screen.xml", "--baseline", "baseline.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("baseline.json:3:"), "\(run.stderr)")
        try directory.write("baseline.json", "{ \"version\": 1, \"violations\": [ { \"file\": \"a\" } ] }")
        let missing = try BinaryRun.run(["check", "a.screen.xml", "--baseline", "baseline.json"], in: directory.url)
        #expect(missing.stderr.contains("violations[0].ruleId is missing"), "\(missing.stderr)")
    }

    @Test("a YAML error in the configuration gives its position, not the file's line")
    func yamlErrorPosition() throws {
        let directory = try TemporaryDirectory()
        try directory.write("a.screen.xml", "<screen name=\"A\"/>\n")
        try directory.write(".higlint.yml", "strict: false\ntoken: [\"s3cr3t\"\n")
        let run = try BinaryRun.run(["check", "a.screen.xml"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains(".higlint.yml:3:1: error: not valid YAML"), "\(run.stderr)")
        #expect(!run.stderr.contains("s3cr3t"), "\(run.stderr)")
    }
}

/// What `check` prints on standard error is escaped like the reports.
struct StandardErrorEscapingTests {
    @Test("an unreadable file whose name holds a line break and an escape cannot forge lines on standard error")
    func unreadableFileName() throws {
        let directory = try TemporaryDirectory()
        try directory.write("screens/bad\nfake.xml:1:1: error: forged\u{1B}[2J.json", "{ broken")
        let run = try BinaryRun.run(["check", "screens", "--verbose", "--format", "json", "--output", "r.json"], in: directory.url)
        #expect(run.status == 2)
        #expect(run.stderr.contains("bad\\nfake.xml:1:1: error: forged\\u001B[2J.json"), "\(run.stderr)")
        #expect(!run.stderr.contains("\u{1B}"))
        #expect(!run.stderr.split(separator: "\n").contains { $0.hasPrefix("fake.xml") })
    }
}
