import Foundation

/// The named colours of the asset catalogs a run holds (every `*.colorset/Contents.json` found),
/// and which of them an Interface Builder file's `<color name="…">` draws.
///
/// UIKit looks a named colour up in the asset catalogs compiled into the bundle that loads the
/// storyboard or xib: the catalogs of the Resources phase (or synchronized folders) of the target
/// that ships the file (`Scope.bundle`). A file no project ships is taken to draw from the
/// catalogs nearest to it (`Scope.nearest`): those under the deepest folder it shares with any
/// catalog of the run, the nearest first; two nearest catalogs that give one name different
/// colours leave it unknown.
///
/// A colour set inside a folder whose `Contents.json` says `"provides-namespace": true` is named
/// with the folder's name before it (`Brand/Primary`), as Xcode names it.
struct AppColorSets: Sendable {
    struct ColorSet: Sendable {
        /// As `UIColor(named:)` takes it.
        var name: String
        /// The `.xcassets` folder that holds it: absolute, lexically normalized.
        var catalog: String
        /// The `.colorset` folder: absolute, lexically normalized.
        var folder: String
        var outcome: ColorSetReader.Outcome
    }

    private(set) var sets: [ColorSet] = []
    private var byName: [String: [Int]] = [:]
    /// The folders that hold a catalog, for `Scope.nearest`.
    private var catalogParents: [String] = []

    init(_ sets: [ColorSet]) {
        self.sets = sets.sorted { $0.folder < $1.folder }
        for (index, set) in self.sets.enumerated() { byName[set.name, default: []].append(index) }
        catalogParents = Array(Set(self.sets.map { ($0.catalog as NSString).deletingLastPathComponent })).sorted()
    }

    /// Whether `url` is a colour set's `Contents.json`.
    static func isColorSetFile(_ url: URL) -> Bool {
        url.lastPathComponent == "Contents.json" && url.deletingLastPathComponent().pathExtension.lowercased() == "colorset"
    }

    /// Reads the colour sets of the `Contents.json` files `files`, several at a time. A file
    /// outside an `.xcassets` folder is no colour set of a catalog, and is left out.
    static func read(_ files: [URL], maxFileSize: Int, jobs: Int) -> AppColorSets {
        var namespaces = NamespaceFolders(maxFileSize: maxFileSize)
        var located: [(url: URL, name: String, catalog: String, folder: String)] = []
        for url in files {
            let folder = FileDiscovery.lexicallyNormalized(url.deletingLastPathComponent().standardizedFileURL.path)
            var parts = folder.split(separator: "/", omittingEmptySubsequences: false).map(String.init)
            guard let catalogIndex = parts.lastIndex(where: { $0.lowercased().hasSuffix(".xcassets") }) else { continue }
            let setName = (parts.removeLast() as NSString).deletingPathExtension
            let catalog = parts[...catalogIndex].joined(separator: "/")
            var name = setName
            var group = folder
            for groupName in parts[(catalogIndex + 1)...].reversed() {
                group = (group as NSString).deletingLastPathComponent
                if namespaces.providesNamespace(group) { name = groupName + "/" + name }
            }
            located.append((url, name, catalog, folder))
        }
        let outcomes = WorkerPool.map(located, jobs: jobs) { entry -> ColorSetReader.Outcome in
            switch FileBytes.read(entry.url, maxFileSize: maxFileSize) {
            case .failure(let error): return .unknown("its Contents.json cannot be read: \(error.message)")
            case .success(let data): return data.withUnsafeBytes { ColorSetReader.read($0.bindMemory(to: UInt8.self)) }
            }
        }
        return AppColorSets(zip(located, outcomes).map { ColorSet(name: $0.name, catalog: $0.catalog, folder: $0.folder, outcome: $1) })
    }

    /// Which catalogs a file draws its named colours from.
    enum Scope: Sendable {
        /// The catalogs of the bundle that loads it: whether the colour set in the folder given
        /// (absolute) is one of them.
        case bundle(@Sendable (String) -> Bool)
        /// The catalogs nearest to the file at this path (absolute), its project shipping none.
        case nearest(String)
    }

    /// The named colours one file draws: the run's colour sets within the file's scope.
    struct Lookup: Sendable {
        var sets: AppColorSets
        var scope: Scope

        func color(named name: String, copy: SRGBColor?) -> Found {
            sets.color(named: name, scope: scope, copy: copy)
        }

        /// The names of the colours the file can draw whose light appearance is `color`.
        func names(of color: SRGBColor) -> [String] {
            sets.names(of: color, scope: scope)
        }
    }

    /// The names of the colour sets within `scope` whose light appearance is `color` (to 8 bits a
    /// component, as `agrees(with:)` compares), sorted. For `Scope.nearest`, the sets of the
    /// catalogs in the file's app (those under the deepest folder it shares with a catalog). A set
    /// in a catalog or folder the app calls deprecated (`DeprecatedColors.xcassets`) is no name to use.
    func names(of color: SRGBColor, scope: Scope) -> [String] {
        var inScope: (ColorSet) -> Bool
        switch scope {
        case .bundle(let bundles):
            inScope = { bundles($0.folder) }
        case .nearest(let file):
            let folder = (FileDiscovery.lexicallyNormalized(file) as NSString).deletingLastPathComponent
            let root = catalogParents.map { Self.commonFolder(folder, $0) }.max { $0.count < $1.count } ?? "/"
            inScope = { $0.catalog.hasPrefix(root == "/" ? "/" : root + "/") }
        }
        var names = Set<String>()
        for set in sets where inScope(set) && !set.folder.lowercased().contains("deprecated") {
            // `agrees(with:)` lets a set whose look is not known agree with any colour.
            if case .color = set.outcome, set.outcome.agrees(with: color) { names.insert(set.name) }
        }
        return names.sorted()
    }

    /// What a named colour is for a file.
    enum Found: Equatable, Sendable {
        case color(AppearanceColor)
        /// A colour set that is one of UIKit's colours (`ColorSetReader.Outcome.system`).
        case system(String)
        /// No colour set of that name in the file's catalogs.
        case missing(String)
        /// A colour set whose look is not known, and why.
        case unknown(String)
    }

    /// The colour named `name` for a file of `scope`. `copy`: the light colour the file keeps of
    /// it (`<resources><namedColor>`); a catalog merely near the file whose colour differs from
    /// the copy is not the one the file was made with.
    func color(named name: String, scope: Scope, copy: SRGBColor? = nil) -> Found {
        let candidates = (byName[name] ?? []).map { sets[$0] }
        var chosen: [ColorSet]
        switch scope {
        case .bundle(let bundles):
            chosen = candidates.filter { bundles($0.folder) }
        case .nearest(let file):
            let folder = (FileDiscovery.lexicallyNormalized(file) as NSString).deletingLastPathComponent
            // The app's folder: the deepest one the file shares with a catalog of the run.
            let root = catalogParents.map { Self.commonFolder(folder, $0) }.max { $0.count < $1.count } ?? "/"
            let inApp = candidates.filter { $0.catalog.hasPrefix(root == "/" ? "/" : root + "/") }
            let depth = inApp.map { Self.commonFolder(folder, ($0.catalog as NSString).deletingLastPathComponent).count }.max()
            chosen = inApp.filter { Self.commonFolder(folder, ($0.catalog as NSString).deletingLastPathComponent).count == depth }
            if let copy, !chosen.isEmpty, !chosen.contains(where: { $0.outcome.agrees(with: copy) }) {
                return .missing("the colour set \(name) nearest the file is not the colour the file keeps of it")
            }
        }
        guard let first = chosen.first else { return .missing("no colour set \(name) in the app's asset catalogs") }
        guard chosen.allSatisfy({ $0.outcome == first.outcome }) else {
            return .unknown("the app's asset catalogs give the colour \(name) different values")
        }
        switch first.outcome {
        case .color(let color): return .color(color)
        case .system(let uikitName): return .system(uikitName)
        case .unknown(let reason): return .unknown("the colour set \(name): \(reason)")
        }
    }

    /// The deepest folder that holds both (absolute paths).
    static func commonFolder(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "/"), right = b.split(separator: "/")
        var common = 0
        while common < min(left.count, right.count) && left[common] == right[common] { common += 1 }
        return "/" + left[..<common].joined(separator: "/")
    }

    /// The group folders of catalogs, each read once: whether its `Contents.json` says
    /// `"provides-namespace": true`.
    private struct NamespaceFolders {
        var maxFileSize: Int
        var known: [String: Bool] = [:]

        mutating func providesNamespace(_ folder: String) -> Bool {
            if let answer = known[folder] { return answer }
            var answer = false
            if case .success(let data) = FileBytes.read(URL(fileURLWithPath: folder + "/Contents.json"), maxFileSize: maxFileSize) {
                answer = data.withUnsafeBytes { raw -> Bool in
                    guard case .object(let members, _)? = try? JSONParser.parse(raw.bindMemory(to: UInt8.self), maxDepth: 32, depthLimitMessage: ""),
                          case .object(let properties, _)? = members.last(where: { $0.key == "properties" })?.value,
                          case .bool(let provides, _)? = properties.last(where: { $0.key == "provides-namespace" })?.value else { return false }
                    return provides
                }
            }
            known[folder] = answer
            return answer
        }
    }
}

extension ColorSetReader.Outcome {
    /// Whether the light colour is `copy`, to 8 bits a component, as Interface Builder rounds
    /// the copy it keeps.
    func agrees(with copy: SRGBColor) -> Bool {
        let known: AppearanceColor?
        switch self {
        case .color(let color): known = color
        case .system(let name): known = SystemColors.color(named: name)
        case .unknown: known = nil
        }
        guard let color = known else { return true }
        return color.light.agrees(with: copy)
    }
}
