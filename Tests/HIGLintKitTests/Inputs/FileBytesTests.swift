import Foundation
import Testing
@testable import HIGLintKit
import TestSupport

/// Input files are read whole, within the size limit.
struct FileBytesTests {
    @Test("a file is read byte for byte, whatever its size, and one over the limit is refused")
    func readsWholeFiles() throws {
        let directory = try TemporaryDirectory()
        for size in [0, 1, 2, 4095, 4096, 4097, 65_537] {
            let bytes = Data((0..<size).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) })
            let url = try directory.write("file-\(size).xml", bytes)
            #expect(try FileBytes.read(url, maxFileSize: 1 << 20).get() == bytes, "size \(size)")
            if size > 1 {
                #expect(throws: ReadError.self) { try FileBytes.read(url, maxFileSize: size - 1).get() }
            }
        }
    }

    #if os(Linux)
    @Test("a file whose size stat does not give (as in /proc) is read to its end")
    func readsFilesOfUnknownSize() throws {
        let url = URL(fileURLWithPath: "/proc/self/status", isDirectory: false)
        let data = try FileBytes.read(url, maxFileSize: 1 << 20).get()
        #expect(String(decoding: data, as: UTF8.self).hasPrefix("Name:"))
        #expect(data.last == UInt8(ascii: "\n"))
    }
    #endif
}
