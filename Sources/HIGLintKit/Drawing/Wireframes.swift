import Foundation

/// The wireframes of the screens a run keeps for the visual report (`KeptScreen`), drawn at the
/// check and set aside in a temporary file (`UnlinkedTemporaryFile`) until the report draws them:
/// held in memory, the screens of a large run would hold every box of every screen at once (the
/// html report of 10,000 screens with findings: a heap of 103 MB at its peak held, 54 MB set aside).
///
/// Pieces are added and read from any thread: each given its place under a lock, written and read
/// at their offsets.
final class Wireframes: @unchecked Sendable {
    /// One screen's wireframe: where it is in its file.
    struct Piece: Sendable {
        fileprivate let wireframes: Wireframes
        fileprivate let offset: Int
        fileprivate let count: Int

        /// The markup set aside; nil when it cannot be read back.
        func markup() -> [UInt8]? { wireframes.read(offset: offset, count: count) }
    }

    private let descriptor: Int32
    private let lock = NSLock()
    private var end = 0

    /// A new, empty file; nil when none can be made.
    init?() {
        guard let descriptor = UnlinkedTemporaryFile.open(prefix: "higlint-wireframes") else { return nil }
        self.descriptor = descriptor
    }

    deinit { close(descriptor) }

    /// Sets `markup` aside; nil when it cannot be written. Only the place is taken under the lock:
    /// threads write their pieces side by side, each at its own offset.
    func add(_ markup: MarkupBuffer) -> Piece? {
        lock.lock()
        let offset = end
        end += markup.count
        lock.unlock()
        let written = markup.withBytes { bytes in
            var done = 0
            while done < bytes.count {
                let n = pwrite(descriptor, bytes.baseAddress! + done, bytes.count - done, off_t(offset + done))
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        guard written else { return nil }
        return Piece(wireframes: self, offset: offset, count: markup.count)
    }

    private func read(offset: Int, count: Int) -> [UInt8]? {
        var bytes = [UInt8](repeating: 0, count: count)
        let complete = bytes.withUnsafeMutableBytes { buffer in
            var done = 0
            while done < count {
                let n = pread(descriptor, buffer.baseAddress! + done, count - done, off_t(offset + done))
                guard n > 0 else { return false }
                done += n
            }
            return true
        }
        return complete ? bytes : nil
    }
}
