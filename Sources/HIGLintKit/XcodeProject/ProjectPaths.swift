/// Where a project's files are, from its `PBXFileReference`, `PBXGroup`, `PBXVariantGroup` and
/// synchronized folder objects, relative to the folder that holds the `.xcodeproj`.
///
/// Objects have no parent pointer: a file's folder comes from the group whose `children` list it, up
/// to one anchored by its `sourceTree`:
/// - `<group>`: inside the parent group's folder (a group with a `name` and no `path` adds nothing;
///   the main group, which has no parent, starts at the project's `projectDirPath`);
/// - `SOURCE_ROOT`: from the project's folder;
/// - `<absolute>`: the path as written;
/// - `BUILT_PRODUCTS_DIR`, `SDKROOT`, `DEVELOPER_DIR`: outside the sources, so no path.
///
/// A group's path is worked out once, so the cost is linear in the objects however deep the groups nest.
final class ProjectPaths {
    private let objects: ProjectObjects
    private let parents: [String: String]
    private let projectDirPath: String
    private var known: [String: String?] = [:]

    init(objects: ProjectObjects, projectDirPath: String) {
        self.objects = objects
        self.projectDirPath = projectDirPath
        parents = objects.parents()
    }

    /// The path of the object `id`; nil when it lies outside the sources, or the groups above it
    /// form a loop or lead to an object that is missing.
    func path(of id: String) -> String? {
        // Up to an object whose path is known or anchored, then down again.
        var chain: [String] = []
        var seen: Set<String> = []
        var current = id
        var base: String?
        while true {
            if let path = known[current] {
                base = path
                break
            }
            guard let object = objects[current], seen.insert(current).inserted else { return nil }
            let written = object["path"]?.string ?? ""
            let tree = object["sourceTree"]?.string ?? "<group>"
            if tree == "<group>", let parent = parents[current] {
                chain.append(current)
                current = parent
                continue
            }
            switch tree {
            case "<group>", "SOURCE_ROOT": base = Self.joined(projectDirPath, written)
            case "<absolute>": base = written
            default: base = nil
            }
            known[current] = base
            break
        }
        for child in chain.reversed() {
            base = base.map { Self.joined($0, objects[child]?["path"]?.string ?? "") }
            known[child] = base
        }
        return base
    }

    static func joined(_ base: String, _ path: String) -> String {
        if path.isEmpty { return normalized(base) }
        if path.hasPrefix("/") || base.isEmpty || base == "." { return normalized(path) }
        return normalized(base + "/" + path)
    }

    /// `a/./b/../c/` is `a/c`; the empty path is `.`.
    static func normalized(_ path: String) -> String {
        var result = FileDiscovery.lexicallyNormalized(path)
        while result.utf8.count > 1 && result.hasSuffix("/") { result.removeLast() }
        return result.isEmpty ? "." : result
    }
}
