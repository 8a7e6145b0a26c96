import Foundation
import HIGLintCodeModel
import Testing
@testable import HIGLintKit
import TestSupport

/// The `higlint-swift-reader` process seen from higlint: found beside the running executable or
/// where `HIGLINT_SWIFT_READER` says, asked one file at a time, and a reader that is missing,
/// stops or hangs costs the files it should have read, never the run.
@Suite struct SwiftReaderProcessTests {
    static let source = """
        func f() {
            let alert = UIAlertController(title: "Delete Photo?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        }
        """

    /// A script standing for a reader that misbehaves.
    static func script(_ body: String, in directory: TemporaryDirectory) throws -> String {
        try directory.writeExecutable("reader.sh", "#!/bin/sh\n\(body)\n").path
    }

    @Test("the built reader is found beside the running executable and answers with the alerts, positions without a path")
    func builtReaderAnswers() throws {
        let path = try SwiftReaderProcess.locate(environment: [:]).get()
        #expect(path.hasSuffix("/higlint-swift-reader"))
        let reader = SwiftReaderProcess(executable: .success(path))
        for _ in 0..<2 {  // the same process answers again
            let alerts = try reader.alerts(in: Self.source).get()
            try #require(alerts.count == 1)
            #expect(alerts[0].title == .literal("Delete Photo?"))
            #expect(alerts[0].location == CodePosition(line: 2, column: 17))
            #expect(alerts[0].buttons.map(\.role) == [.cancel])
        }
        #expect(try reader.alerts(in: "let x = 1 // Alert").get().isEmpty)
    }

    @Test("HIGLINT_SWIFT_READER names the reader; a name that is no executable file says so")
    func environmentNamesTheReader() throws {
        let directory = try TemporaryDirectory()
        let named = try Self.script("exit 0", in: directory)
        #expect(try SwiftReaderProcess.locate(environment: ["HIGLINT_SWIFT_READER": named]).get() == named)
        let missing = directory.url.appendingPathComponent("nothing").path
        guard case .failure(let failure) = SwiftReaderProcess.locate(environment: ["HIGLINT_SWIFT_READER": missing]) else {
            Issue.record("a missing reader was found")
            return
        }
        #expect(failure.reason.contains("HIGLINT_SWIFT_READER names it, and it is not an executable file"))
    }

    @Test("a reader that is not installed: every file is not read, with the command that builds it")
    func notInstalled() {
        let reader = SwiftReaderProcess(executable: .failure(.notInstalled))
        #expect(reader.alerts(in: Self.source) == .failure(.notInstalled))
        #expect(reader.alerts(in: Self.source) == .failure(.notInstalled))
        #expect(SwiftReaderProcess.Failure.notInstalled.reason
            == "higlint-swift-reader is not installed beside higlint; build it with `swift build -c release --product higlint-swift-reader`")
    }

    @Test("a reader that stops: the file is not read, the next one starts a new reader, up to the limit")
    func readerThatStops() throws {
        let directory = try TemporaryDirectory()
        let reader = SwiftReaderProcess(executable: .success(try Self.script("exit 7", in: directory)), maxFailures: 2)
        guard case .failure(let first) = reader.alerts(in: Self.source) else { Issue.record("read"); return }
        #expect(first.reason == "higlint-swift-reader stopped while reading (exit status 7)")
        #expect(reader.alerts(in: Self.source) == .failure(first))
        // Past the limit, the last reason stands for the files not sent.
        #expect(reader.alerts(in: Self.source) == .failure(first))
    }

    @Test("a reader that hangs costs its time limit, and the file is not read")
    func readerThatHangs() throws {
        let directory = try TemporaryDirectory()
        let reader = SwiftReaderProcess(executable: .success(try Self.script("exec sleep 600", in: directory)), timeLimit: 1, maxFailures: 1)
        guard case .failure(let failure) = reader.alerts(in: Self.source) else { Issue.record("read"); return }
        #expect(failure.reason == "higlint-swift-reader did not answer within 1 s")
    }

    @Test("a reader that answers something else is not believed")
    func unreadableAnswer() throws {
        let directory = try TemporaryDirectory()
        let reader = SwiftReaderProcess(executable: .success(try Self.script("head -c 8 >/dev/null; echo '{\"not\":\"alerts\"}'; sleep 600", in: directory)), maxFailures: 1)
        guard case .failure(let failure) = reader.alerts(in: "x") else { Issue.record("read"); return }
        #expect(failure.reason.hasPrefix("higlint-swift-reader answered in a form this higlint does not read"))
    }

    @Test("the run names each file not read under --verbose, and says once how many, for each reason")
    func summary() {
        let files = [FileNotRead(file: "A.swift", reason: "r1"), FileNotRead(file: "B.swift", reason: "r1"), FileNotRead(file: "C.swift", reason: "r2")]
        #expect(FileNotRead.summary(of: files) == [
            "2 Swift files build alerts and were not read: r1",
            "1 Swift file builds alerts and was not read: r2",
        ])
    }
}
