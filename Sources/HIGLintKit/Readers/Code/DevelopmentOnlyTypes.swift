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
/// header files and its storyboards and xibs are read once a run, when some file of it builds an
/// alert.
final class DevelopmentOnlyTypes: @unchecked Sendable {
    /// The deepest chain of makers followed: a screen made by a screen made by a debug menu.
    static let maximumDepth = 3

    static let codeExtensions: Set<String> = ["swift", "m", "mm", "h"]
    static let interfaceExtensions: Set<String> = ["storyboard", "xib"]

    private let lock = NSLock()
    /// The project's code files.
    private let files: [URL]
    /// For each capitalized name, the indices in `files` of the files that may name it.
    private let filesNaming: [String: [Int]]
    /// The capitalized words of the project's storyboards and xibs: the custom classes they name
    /// among them (in either format), so a type that any of them names is made there.
    private let interfaceWords: Set<String>
    private var scanned: [Int: CodeTypeMentions] = [:]
    private var decided: [String: Bool] = [:]

    init(files: [URL], interfaceFiles: [URL]) {
        self.files = files
        var filesNaming: [String: [Int]] = [:]
        for (index, url) in files.enumerated() {
            guard let data = try? Data(contentsOf: url) else { continue }
            for name in Self.capitalizedWords(in: data) { filesNaming[name, default: []].append(index) }
        }
        self.filesNaming = filesNaming
        var interfaceWords = Set<String>()
        for url in interfaceFiles {
            guard let data = try? Data(contentsOf: url) else { continue }
            interfaceWords.formUnion(Self.capitalizedWords(in: data))
        }
        self.interfaceWords = interfaceWords
    }

    private static let projects = OnceCache<DevelopmentOnlyTypes>()

    /// The types of the project the code file at `url` belongs to; nil for a file in no project
    /// (no folder above it holds an `.xcodeproj` or a git repository), whose neighbours may be
    /// anything.
    static func forCodeFile(at url: URL) -> DevelopmentOnlyTypes? {
        guard let root = projectRoot(of: url) else { return nil }
        return projects.value(for: root.path) { read(root: root) }
    }

    /// The folder of the project of the file at `url`, when it is one.
    static func projectRoot(of url: URL) -> URL? {
        let root = DevelopmentStrings.projectRoot(of: url.deletingLastPathComponent())
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        return names.contains { $0.hasSuffix(".xcodeproj") || $0 == ".git" } ? root : nil
    }

    /// The path of the file at `url` inside its project, when it is in one.
    static func projectRelativePath(of url: URL) -> String? {
        guard let root = projectRoot(of: url) else { return nil }
        let file = url.standardizedFileURL.path
        let folder = root.standardizedFileURL.path
        return file.hasPrefix(folder + "/") ? String(file.dropFirst(folder.count + 1)) : nil
    }

    /// Finds the code and interface files under `root`, not following links and not entering
    /// hidden folders or build products.
    static func read(root: URL) -> DevelopmentOnlyTypes {
        var code: [URL] = []
        var interface: [URL] = []
        if let walk = FileManager.default.enumerator(at: root, includingPropertiesForKeys: [.isDirectoryKey, .isSymbolicLinkKey],
                                                     options: [.skipsHiddenFiles]) {
            for case let url as URL in walk {
                let name = url.lastPathComponent
                if name == "build" || name == "DerivedData" || name.hasSuffix(".xcodeproj") || name.hasSuffix(".xcassets") {
                    walk.skipDescendants()
                    continue
                }
                let ext = url.pathExtension.lowercased()
                if codeExtensions.contains(ext) { code.append(url) } else if interfaceExtensions.contains(ext) { interface.append(url) }
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
        guard depth <= Self.maximumDepth, !visiting.contains(type), !interfaceWords.contains(type),
              let candidates = filesNaming[type] else { return false }
        var named = false
        for index in candidates {
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

    /// The words of `data` that may name a type: an ASCII capital, then letters, digits and `_`.
    static func capitalizedWords(in data: Data) -> Set<String> {
        var words = Set<String>()
        data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            let bytes = raw.bindMemory(to: UInt8.self)
            var i = 0
            let n = bytes.count
            func continues(_ c: UInt8) -> Bool {
                (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A) || c == 0x5F || c >= 0x80
            }
            while i < n {
                let c = bytes[i]
                guard continues(c) else { i += 1; continue }
                let start = i
                while i < n, continues(bytes[i]) { i += 1 }
                if c >= 0x41 && c <= 0x5A {
                    words.insert(String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<i]), as: UTF8.self))
                }
            }
        }
        return words
    }
}
