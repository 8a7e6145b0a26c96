import Foundation

/// The text a project's development language gives each localization key: its tables
/// (`Localizable`, `Localized`, …) from the `.strings` files of its development language's
/// folder (the `developmentRegion` of its `project.pbxproj`, else `en`, `English` or `Base`:
/// the first of these that has the table wins) and from its String Catalogs (`*.xcstrings`).
///
/// The project is the nearest folder above a code file that holds an `.xcodeproj` (else the
/// repository's root, else the file's own folder), never above the run's project (`ProjectBoundary`),
/// and its strings are read once a run, when the first code file of it that builds an alert asks
/// for them: a file without alerts never costs the walk.
struct DevelopmentStrings: Sendable {
    /// Table name → key → text.
    var tables: [String: [String: String]]

    func text(forKey key: String, table: String?) -> String? {
        tables[table ?? "Localizable"]?[key]
    }

    /// The strings of the project `path` (a code file) belongs to, inside the run's project `boundary`.
    static func forCodeFile(at url: URL, within boundary: ProjectBoundary? = nil) -> DevelopmentStrings {
        let root = projectRoot(of: url.deletingLastPathComponent(), within: boundary)
        return cache.value(for: root.path) { read(root: root) }
    }

    private static let cache = OnceCache<DevelopmentStrings>()
    private static let roots = OnceCache<URL>()

    /// The folder holding the project of a file in `folder`: the search climbs no higher than
    /// the run's project `boundary` (the folder named, outside a repository), whose parents are not
    /// the user's to have read.
    static func projectRoot(of folder: URL, within boundary: ProjectBoundary? = nil) -> URL {
        roots.value(for: folder.path + "\u{0}" + (boundary?.root ?? "")) {
            var candidate = folder.standardizedFileURL
            var repository: URL?
            while boundary?.refusal(of: candidate.path) == nil {
                let names = (try? FileManager.default.contentsOfDirectory(atPath: candidate.path)) ?? []
                if names.contains(where: { $0.hasSuffix(".xcodeproj") }) { return candidate }
                if repository == nil, names.contains(".git") { repository = candidate }
                let parent = candidate.deletingLastPathComponent()
                if parent.path == candidate.path || repository != nil { break }
                candidate = parent
            }
            return repository ?? folder
        }
    }

    /// Reads the development language's tables under `root` (`ProjectFiles`).
    static func read(root: URL) -> DevelopmentStrings {
        let region = developmentRegion(under: root)
        let preference = [region, "en", "English", "Base"].compactMap { $0 }.map { $0 + ".lproj" }
        // Table → (rank of the folder it came from, entries).
        var found: [String: (rank: Int, entries: [String: String])] = [:]
        var catalogs: [String: [String: String]] = [:]
        for path in ProjectFiles.under(root) {
            let name = LastPathComponent.of(path)
            if name.hasSuffix(".xcstrings") {
                guard let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { continue }
                catalogs[String(name.dropLast(".xcstrings".count)), default: [:]].merge(StringsTable.entries(ofStringCatalog: data)) { a, _ in a }
            } else if name.hasSuffix(".strings"), let rank = preference.firstIndex(of: String(LastPathComponent.of(String(path.dropLast(name.count))))) {
                let table = String(name.dropLast(".strings".count))
                guard found[table].map({ rank < $0.rank }) ?? true, let data = try? Data(contentsOf: URL(fileURLWithPath: path)) else { continue }
                found[table] = (rank, StringsTable.entries(ofStringsFile: data))
            }
        }
        var tables = found.mapValues(\.entries)
        for (table, entries) in catalogs { tables[table, default: [:]].merge(entries) { strings, _ in strings } }
        return DevelopmentStrings(tables: tables)
    }

    /// The `developmentRegion` of the first `project.pbxproj` in `root`'s `.xcodeproj` folders,
    /// found in the file's bytes: a project file runs to megabytes, and the setting is one line.
    private static func developmentRegion(under root: URL) -> String? {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: root.path)) ?? []
        let key = Array("developmentRegion = ".utf8)
        for name in names.sorted() where name.hasSuffix(".xcodeproj") {
            let file = root.appendingPathComponent(name).appendingPathComponent("project.pbxproj")
            guard let data = try? Data(contentsOf: file) else { continue }
            let value: String? = data.withUnsafeBytes { raw in
                let bytes = raw.bindMemory(to: UInt8.self)
                guard let at = ByteSearch.firstOffset(of: key, in: bytes) else { return nil }
                var end = at + key.count
                while end < bytes.count, bytes[end] != UInt8(ascii: ";"), bytes[end] != UInt8(ascii: "\n") { end += 1 }
                return String(decoding: UnsafeBufferPointer(rebasing: bytes[(at + key.count)..<end]), as: UTF8.self)
            }
            guard let value else { continue }
            return value.trimmingCharacters(in: CharacterSet(charactersIn: "\" "))
        }
        return nil
    }
}

/// A value worked out once per key for the whole run, whichever thread asks first; the others
/// wait for it.
final class OnceCache<Value: Sendable>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]

    func value(for key: String, _ make: () -> Value) -> Value {
        lock.lock()
        defer { lock.unlock() }
        if let value = values[key] { return value }
        let value = make()
        values[key] = value
        return value
    }
}
