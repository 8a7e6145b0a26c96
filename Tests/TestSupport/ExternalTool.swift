import Foundation

/// Real validators the tests run against higlint's output (xmllint, check-jsonschema). Where one
/// is missing the test is skipped, except in CI (`CI=true`), where `.ci/run` installs them and a
/// missing one must fail rather than pass unnoticed.
package enum ExternalTool {
    package static func path(_ name: String) -> String? {
        let directories = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
        for directory in directories {
            let candidate = "\(directory)/\(name)"
            if FileManager.default.isExecutableFile(atPath: candidate) { return candidate }
        }
        return nil
    }

    /// Whether a test that needs the tool should run.
    package static func shouldRun(_ name: String) -> Bool { path(name) != nil || TestPaths.isCI }

    package struct Result {
        package var status: Int32
        package var output: String
    }

    package static func run(_ name: String, _ arguments: [String]) throws -> Result {
        guard let executable = path(name) else { throw ToolMissing(name: name) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: data, as: UTF8.self))
    }

    package struct ToolMissing: Error, CustomStringConvertible {
        package var name: String
        package var description: String { "\(name) is not installed (.ci/run installs it)" }
    }
}
