/// The objects of a project file by id, as the project graph looks them up: from an old-style file,
/// each made into values the first time it is asked for (see `ProjectFileIndex`); from an XML one,
/// as Foundation read them.
final class ProjectObjects {
    private enum Source {
        case file(ProjectFileIndex)
        case values([String: [String: PropertyListValue]])
    }

    private let source: Source
    private var made: [String: [String: PropertyListValue]] = [:]

    init(_ index: ProjectFileIndex) {
        source = .file(index)
    }

    init(_ values: [String: [String: PropertyListValue]]) {
        source = .values(values)
    }

    /// The object `id`; nil when there is none, or it is not a dictionary.
    subscript(id: String) -> [String: PropertyListValue]? {
        switch source {
        case .values(let objects):
            return objects[id]
        case .file(let index):
            if let object = made[id] { return object }
            let object = index.object(id)
            made[id] = object
            return object
        }
    }

    /// The ids of the objects whose `isa` is `isa`, in order.
    func ids(isa: StaticString) -> [String] {
        switch source {
        case .values(let objects):
            return objects.compactMap { $0.value["isa"]?.string == isa.description ? $0.key : nil }.sorted()
        case .file(let index):
            return index.ids(isa: isa).sorted()
        }
    }

    /// Each object that a group lists in its `children`, with the group: the first in the order of
    /// their ids when two list it.
    func parents() -> [String: String] {
        switch source {
        case .values(let objects):
            var parents: [String: String] = [:]
            for id in objects.keys.sorted() {
                for child in objects[id]?["children"]?.strings ?? [] where parents[child] == nil {
                    parents[child] = id
                }
            }
            return parents
        case .file(let index):
            return index.parents()
        }
    }
}
