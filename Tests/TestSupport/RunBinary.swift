import Foundation

/// Runs the built `higlint` and captures what it prints.
package struct BinaryRun {
    package var status: Int32
    package var stdout: String
    package var stderr: String

    package static func run(_ arguments: [String], in directory: URL? = nil, environment: [String: String] = [:],
                    executable: URL = TestPaths.binary) throws -> BinaryRun {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = directory }
        var env = ProcessInfo.processInfo.environment
        env.merge(environment) { _, new in new }
        process.environment = env
        let out = Pipe(), err = Pipe()
        process.standardOutput = out
        process.standardError = err
        process.standardInput = FileHandle.nullDevice
        try process.run()
        // Read both pipes before waiting, so a large report cannot fill a pipe and stall the child.
        let outData = ReadAll(out.fileHandleForReading)
        let errData = err.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BinaryRun(status: process.terminationStatus, stdout: String(decoding: outData.result(), as: UTF8.self),
                         stderr: String(decoding: errData, as: UTF8.self))
    }
}

/// Reads a file handle to its end on another thread.
package final class ReadAll: @unchecked Sendable {
    private var data = Data()
    private let done = DispatchSemaphore(value: 0)

    package convenience init(_ handle: FileHandle) {
        self.init { handle.readDataToEndOfFile() }
    }

    package init(_ read: @escaping @Sendable () -> Data) {
        Thread.detachNewThread { [self] in
            data = read()
            done.signal()
        }
    }

    package func result() -> Data {
        done.wait()
        return data
    }
}
