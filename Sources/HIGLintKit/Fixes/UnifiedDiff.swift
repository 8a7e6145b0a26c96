/// A unified diff of one file's edits, as `git diff` writes it (`a/` and `b/` prefixes, three
/// lines of context), so that `git apply` and `patch -p1` take it.
enum UnifiedDiff {
    /// One run of changed lines: the old file's lines `old` become `new`.
    private struct Change {
        var old: Range<Int>
        var new: [String]
    }

    /// The diff turning `old` into `old` with `edits` (which do not overlap) made; `path` is the
    /// file's path relative to the project root. Empty when the edits change nothing.
    static func diff(path: String, old: [UInt8], edits: [TextEdit], context: Int = 3) -> String {
        guard FixEdits.apply(edits, to: old) != old else { return "" }
        let lineStarts = [0] + old.indices.filter { old[$0] == 0x0A }.map { $0 + 1 }.filter { $0 < old.count }
        func line(of offset: Int) -> Int {
            var low = 0
            var high = lineStarts.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
            }
            return low
        }
        let oldLines = lines(of: old)
        // Edits on the same or touching lines make one change: the lines they span, edited.
        var changes: [Change] = []
        var group: [TextEdit] = []
        var groupLines = 0..<0
        func flushGroup() {
            guard !group.isEmpty else { return }
            let start = lineStarts[groupLines.lowerBound]
            let end = groupLines.upperBound < lineStarts.count ? lineStarts[groupLines.upperBound] : old.count
            let shifted = group.map { edit -> TextEdit in
                var edit = edit
                edit.bytes = (edit.bytes.lowerBound - start)..<(edit.bytes.upperBound - start)
                return edit
            }
            let edited = FixEdits.apply(shifted, to: Array(old[start..<end]))
            changes.append(Change(old: groupLines, new: lines(of: edited)))
            group = []
        }
        for edit in edits.sorted(by: { $0.bytes.lowerBound < $1.bytes.lowerBound }) {
            let first = line(of: edit.bytes.lowerBound)
            let last = line(of: max(edit.bytes.lowerBound, edit.bytes.upperBound - 1))
            if !group.isEmpty && first <= groupLines.upperBound {
                groupLines = groupLines.lowerBound..<max(groupLines.upperBound, last + 1)
            } else {
                flushGroup()
                groupLines = first..<(last + 1)
            }
            group.append(edit)
        }
        flushGroup()
        changes.removeAll { Array(oldLines[$0.old]) == $0.new }

        var text = "diff --git a/\(path) b/\(path)\n--- a/\(path)\n+++ b/\(path)\n"
        // Changes closer than twice the context share a hunk.
        var lineDelta = 0
        var index = 0
        while index < changes.count {
            var last = index
            while last + 1 < changes.count && changes[last + 1].old.lowerBound - changes[last].old.upperBound <= 2 * context { last += 1 }
            let oldStart = max(0, changes[index].old.lowerBound - context)
            let oldEnd = min(oldLines.count, changes[last].old.upperBound + context)
            var body: [String] = []
            var cursor = oldStart
            var newCount = 0
            for change in changes[index...last] {
                for line in oldLines[cursor..<change.old.lowerBound] { body.append(" " + line); newCount += 1 }
                for line in oldLines[change.old] { body.append("-" + line) }
                for line in change.new { body.append("+" + line); newCount += 1 }
                cursor = change.old.upperBound
            }
            for line in oldLines[cursor..<oldEnd] { body.append(" " + line); newCount += 1 }
            let oldCount = oldEnd - oldStart
            let newStart = oldStart + lineDelta
            text += "@@ -\(range(oldStart, oldCount)) +\(range(newStart, newCount)) @@\n"
            for line in body {
                text += line.hasSuffix("\n") ? line : line + "\n\\ No newline at end of file\n"
            }
            lineDelta += newCount - oldCount
            index = last + 1
        }
        return text
    }

    private static func range(_ start: Int, _ count: Int) -> String {
        // 1-based; an empty side names the line before it.
        count == 1 ? "\(start + 1)" : "\(count == 0 ? start : start + 1),\(count)"
    }

    /// The file's lines, each with its line break (the last may have none).
    static func lines(of bytes: [UInt8]) -> [String] {
        var lines: [String] = []
        var start = 0
        for index in bytes.indices where bytes[index] == 0x0A {
            lines.append(String(decoding: bytes[start...index], as: UTF8.self))
            start = index + 1
        }
        if start < bytes.count { lines.append(String(decoding: bytes[start...], as: UTF8.self)) }
        return lines
    }
}
