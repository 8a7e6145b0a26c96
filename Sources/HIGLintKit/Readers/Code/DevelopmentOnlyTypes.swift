import Foundation

/// Which types of a project only code people never run makes: a developer menu's screen that
/// only a controller compiled under `#if DEBUG` or `#if !RELEASE` creates is as much a part of the
/// development build as that controller, and so are the alerts its code builds, though its own
/// file has no `#if` at all.
///
/// A type is development-only when the project's code names it (beyond its own declarations and
/// its own code) at least once, and every such mention lies in a development branch
/// (`CodeTypeMentions`) or in the code of a type that is itself development-only (three steps
/// deep at most). The decision is conservative, since a type judged development-only is not
/// judged at all: a type nothing names in code (made by a storyboard, by name at run time, or by
/// another project) is not development-only, nor is one a storyboard or a xib names as a custom
/// class, nor one a name in a release build's code mentions in any way (a type annotation, a
/// subclass, `Type.self`). A run-time switch (`if FeatureFlags.debugMenuEnabled`) is not a build
/// condition: what it guards is judged.
///
/// The project is the folder `DevelopmentStrings.projectRoot` finds; its Swift, Objective-C and
/// header files and its storyboards and xibs are searched for the names asked about, when some
/// file of it builds an alert in a type's code.
final class DevelopmentOnlyTypes: @unchecked Sendable {
    /// The deepest chain of makers followed: a screen made by a screen made by a debug menu.
    static let maximumDepth = 3

    static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]
    static let interfaceExtensions: Set<String> = ["storyboard", "xib"]

    private let lock = NSLock()
    /// The project's code files.
    private let files: [URL]
    /// The project's storyboards and xibs: a type any of them names (a custom class, in either
    /// format) is made there.
    private let interfaceFiles: [URL]
    /// For each type asked about, the indices in `files` of the files that name it. Found for the
    /// names asked about only (a few per project), rather than for every word of every file.
    private var filesNaming: [String: [Int]] = [:]
    private var namedByInterface: [String: Bool] = [:]
    private var scanned: [Int: CodeTypeMentions] = [:]
    private var decided: [String: Bool] = [:]

    init(files: [URL], interfaceFiles: [URL]) {
        self.files = files
        self.interfaceFiles = interfaceFiles
    }

    private static let projects = OnceCache<DevelopmentOnlyTypes>()

    /// The types of the project the code file at `url` belongs to; nil for a file in no project
    /// (no folder above it holds an `.xcodeproj` or a git repository), whose neighbours may be
    /// anything.
    static func forCodeFile(at url: URL, within boundary: ProjectBoundary? = nil) -> DevelopmentOnlyTypes? {
        guard let root = projectRoot(of: url, within: boundary) else { return nil }
        return projects.value(for: root.path) { read(root: root) }
    }

    /// The folder of the project of the file at `url`, when it is one inside the run's project `boundary`.
    static func projectRoot(of url: URL, within boundary: ProjectBoundary? = nil) -> URL? {
        let root = DevelopmentStrings.projectRoot(of: url.deletingLastPathComponent(), within: boundary)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0 == ".git" } ? root : nil
    }

    /// The path of the file at `url` inside its project, when it is in one.
    static func projectRelativePath(of url: URL, within boundary: ProjectBoundary? = nil) -> String? {
        guard let root = projectRoot(of: url, within: boundary) else { return nil }
        let file = url.standardizedFileURL.path
        let folder = root.standardizedFileURL.path
        return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : nil
    }

    /// Finds the code and interface files under `root` (`ProjectFiles`).
    static func read(root: URL) -> DevelopmentOnlyTypes {
        var code: [URL] = []
        var interface: [URL] = []
        // URLs for these only: each is searched once for every type asked about.
        for path in ProjectFiles.under(root) {
            let ext = ProjectFiles.lowercasedExtension(of: path)
            if codeExtensions.contains(ext) {
                code.append(URL(fileURLWithPath: path, isDirectory: false))
            } else if interfaceExtensions.contains(ext) {
                interface.append(URL(fileURLWithPath: path, isDirectory: false))
            }
        }
        return DevelopmentOnlyTypes(files: code, interfaceFiles: interface)
    }

    /// Whether only development builds make `type`.
    func isDevelopmentOnly(_ type: String) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if let known = decided[type] { return known }
        let answer = decide(type, depth: 0, visiting: [])
        decided[type] = answer
        return answer
    }

    private func decide(_ type: String, depth: Int, visiting: Set<String>) -> Bool {
        guard depth <= Self.maximumDepth, !visiting.contains(type), !isNamedByInterface(type) else { return false }
        var named = false
        for index in files(naming: type) {
            for mention in mentions(inFile: index)[type] ?? [] where !mention.isDeclaration && mention.enclosingType != type {
                named = true
                if mention.inDevelopmentBranch { continue }
                guard let maker = mention.enclosingType, decide(maker, depth: depth + 1, visiting: visiting.union([type])) else {
                    return false
                }
            }
        }
        return named
    }

    private func mentions(inFile index: Int) -> [String: [CodeTypeMentions.Mention]] {
        if let known = scanned[index] { return known.mentions }
        let bytes = (try? Data(contentsOf: files[index])).map { [UInt8]($0) } ?? []
        let found = CodeTypeMentions(bytes: bytes)
        scanned[index] = found
        return found.mentions
    }

    /// The indices of the code files whose text names `type` as a whole word.
    private func files(naming type: String) -> [Int] {
        if let known = filesNaming[type] { return known }
        let word = Array(type.utf8)
        let found = files.indices.filter { Self.file(at: files[$0], namesWord: word) }
        filesNaming[type] = found
        return found
    }

    private func isNamedByInterface(_ type: String) -> Bool {
        if let known = namedByInterface[type] { return known }
        let word = Array(type.utf8)
        let found = interfaceFiles.contains { Self.file(at: $0, namesWord: word) }
        namedByInterface[type] = found
        return found
    }

    /// Whether the file at `url` holds `word` with no letter, digit or `_` on either side. The
    /// file is mapped, not copied: most files are searched once and never read again.
    static func file(at url: URL, namesWord word: [UInt8]) -> Bool {
        guard let data = try? Data(contentsOf: url, options: .alwaysMapped) else { return false }
        return data.withUnsafeBytes { raw in namesWord(word, in: raw.bindMemory(to: UInt8.self)) }
    }

    /// Whether `bytes` hold `word` with no letter, digit or `_` (or a byte of a non-ASCII
    /// character) on either side.
    static func namesWord(_ word: [UInt8], in bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        func continues(_ c: UInt8) -> Bool {
            (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
        }
        guard let first = word.first, bytes.count >= word.count, let base = bytes.baseAddress else { return false }
        var start = 0
        let last = bytes.count - word.count
        while start <= last {
            guard let hit = memchr(base + start, Int32(first), last - start + 1) else { return false }
            let at = base.distance(to: hit.assumingMemoryBound(to: UInt8.self))
            if memcmp(base + at, word, word.count) == 0,
               at == 0 || !continues(bytes[at - 1]),
               at + word.count == bytes.count || !continues(bytes[at + word.count]) {
                return true
            }
            start = at + 1
        }
        return false
    }
}
