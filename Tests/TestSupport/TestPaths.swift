import Foundation

/// Where the tests find the package, the shared documents and the built binary.
package enum TestPaths {
    package static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the repository; absent on machines without it, where tests that need it skip.
    package static let shared = packageRoot.deletingLastPathComponent().appendingPathComponent("shared")

    package static let guidelinesText = shared.appendingPathComponent("seeds/004_c50aee1ce6788566.txt")

    package static let sampleScreens = packageRoot.appendingPathComponent("SampleScreens")

    package static let golden = packageRoot.appendingPathComponent("Tests/HIGLintKitTests/Golden")

    /// The `higlint` executable built beside the test bundle.
    package static let binary: URL = {
        let candidates = [
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent(),
            Bundle.main.bundleURL,
            Bundle.main.bundleURL.deletingLastPathComponent(),
        ]
        for directory in candidates {
            let url = directory.appendingPathComponent("higlint")
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue { return url }
        }
        return packageRoot.appendingPathComponent(".build/debug/higlint")
    }()

    /// `CI=true`: every need of every test is met on this machine, so a missing one fails its test
    /// instead of skipping it.
    package static var isCI: Bool { ProcessInfo.processInfo.environment["CI"] == "true" }

    /// `HIGLINT_TESTS_WITHOUT_SHARED=1`: this machine has no `../shared` (a hosted CI runner: the
    /// documents are not published with the package), so the tests that need it skip with their
    /// reason even when `CI=true`; every other need must still be met.
    package static var sharedMayBeAbsent: Bool { ProcessInfo.processInfo.environment["HIGLINT_TESTS_WITHOUT_SHARED"] == "1" }
}

/// A temporary directory removed when the value goes away.
package final class TemporaryDirectory {
    package let url: URL

    package init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("higlint-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit {
        // Restore permissions a test may have taken away, so the tree can be removed.
        if let enumerator = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in enumerator {
                chmod(url.appendingPathComponent(path).path, 0o755)
            }
        }
        try? FileManager.default.removeItem(at: url)
    }

    @discardableResult
    package func write(_ name: String, _ text: String) throws -> URL {
        try write(name, Data(text.utf8))
    }

    /// Writes an executable script. Its descriptor is closed on exec: a process another test
    /// starts while the script is being written must not hold it open for writing, or running the
    /// script fails with "Text file busy" for as long as that process lives.
    @discardableResult
    package func writeExecutable(_ name: String, _ text: String) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        let descriptor = open(file.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o755)
        guard descriptor >= 0 else { throw CocoaError(.fileWriteUnknown) }
        defer { close(descriptor) }
        let bytes = Array(text.utf8)
        let written = bytes.withUnsafeBytes { Foundation.write(descriptor, $0.baseAddress, $0.count) }
        guard written == bytes.count, fchmod(descriptor, 0o755) == 0 else { throw CocoaError(.fileWriteUnknown) }
        return file
    }

    @discardableResult
    package func write(_ name: String, _ data: Data) throws -> URL {
        let file = url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
        try data.write(to: file)
        return file
    }
}
