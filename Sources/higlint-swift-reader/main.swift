import Foundation
import HIGLintCodeModel
import HIGLintSwiftReader

// higlint-swift-reader: reads the alerts of the Swift texts higlint sends on standard input and
// answers each on standard output, as `CodeReaderWire` says. higlint starts it when a run has a
// Swift file that may build an alert; it takes no arguments and opens no file.

/// Reads exactly `count` bytes from standard input; nil at the end of the input.
func readExactly(_ count: Int) -> [UInt8]? {
    var bytes = [UInt8](repeating: 0, count: count)
    var done = 0
    while done < count {
        let got = bytes.withUnsafeMutableBytes { read(0, $0.baseAddress! + done, count - done) }
        if got < 0 && errno == EINTR { continue }
        guard got > 0 else { return nil }
        done += got
    }
    return bytes
}

/// Writes all of `bytes` to standard output; false when higlint has gone.
func writeAll(_ bytes: [UInt8]) -> Bool {
    var done = 0
    while done < bytes.count {
        let written = bytes.withUnsafeBytes { write(1, $0.baseAddress! + done, bytes.count - done) }
        if written < 0 && errno == EINTR { continue }
        guard written > 0 else { return false }
        done += written
    }
    return true
}

if CommandLine.arguments.count > 1 {
    FileHandle.standardError.write(Data("higlint-swift-reader: takes no arguments; higlint starts it and sends it the Swift files to read\n".utf8))
    exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
while let prefix = readExactly(8) {
    guard let length = CodeReaderWire.length(fromPrefix: prefix) else {
        FileHandle.standardError.write(Data("higlint-swift-reader: a request longer than \(CodeReaderWire.maxTextLength) bytes\n".utf8))
        exit(2)
    }
    guard let text = readExactly(length) else { break }
    let alerts = text.withUnsafeBufferPointer { SwiftAlertReader.alerts(inUTF8: $0) }
    // JSON without pretty printing holds no line break: one line per answer.
    guard let answer = try? encoder.encode(alerts), writeAll(Array(answer) + [UInt8(ascii: "\n")]) else { exit(1) }
}
exit(0)
