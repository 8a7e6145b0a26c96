/// One node of a screen description: a kind (`toolbar`, `button`, …), its properties in source
/// order, and its children in order. Both readers produce this same tree.
public struct Element: Sendable {
    public struct Property: Sendable {
        public var name: String
        public var value: PropertyValue
        public var location: SourceLocation
        /// Where the value is written in the same file, when that is not `location`: an
        /// Interface Builder file locates its findings at the element's start tag, while the
        /// value lies in an attribute, perhaps of a child tag (`<state key="normal" title=…>`),
        /// which is what a fix changes. Two 32-bit numbers rather than a second location, which
        /// would double the place every property of every screen takes; 0: at `location`.
        var writtenLine: Int32 = 0
        var writtenColumn: Int32 = 0

        public init(name: String, value: PropertyValue, location: SourceLocation) {
            self.name = name
            self.value = value
            self.location = location
        }

        /// Where the value is written (see `writtenLine`).
        var writtenLocation: SourceLocation {
            guard writtenLine > 0 else { return location }
            return SourceLocation(file: location.file, line: Int(writtenLine), column: Int(writtenColumn))
        }
    }

    /// The fields live in one shared box, copied only when a shared element is changed. The box
    /// is what gives an element its `identity`, by which a selector keeps what it has worked out
    /// about each element of a screen; it also makes a copy (ancestors, contexts, children) one
    /// reference count rather than one per field.
    ///
    /// A box is only changed through its one owner (`uniqueStorage()`).
    private final class Storage: @unchecked Sendable {
        var kind: String
        var properties: [Property]
        var children: [Element]
        var location: SourceLocation
        var imageFile: ImageFile?
        var suppressions: [Suppression]

        init(kind: String, properties: [Property], children: [Element], location: SourceLocation,
             imageFile: ImageFile? = nil, suppressions: [Suppression] = []) {
            self.kind = kind
            self.properties = properties
            self.children = children
            self.location = location
            self.imageFile = imageFile
            self.suppressions = suppressions
        }

        func copy() -> Storage {
            Storage(kind: kind, properties: properties, children: children, location: location,
                    imageFile: imageFile, suppressions: suppressions)
        }
    }

    private var storage: Storage

    private mutating func uniqueStorage() -> Storage {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
        return storage
    }

    /// What tells this element apart from every other element alive: its box, which its copies
    /// share. A selector keeps what it has worked out about an element of a screen by it.
    var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    public var kind: String {
        get { storage.kind }
        set { uniqueStorage().kind = newValue }
    }
    public var properties: [Property] {
        get { storage.properties }
        set { uniqueStorage().properties = newValue }
    }
    public var children: [Element] {
        get { storage.children }
        set { uniqueStorage().children = newValue }
    }
    public var location: SourceLocation {
        get { storage.location }
        set { uniqueStorage().location = newValue }
    }
    /// The image file this element's `file` names, once higlint has read it (icons and launch
    /// images); nil when there is no file or it has not been read.
    var imageFile: ImageFile? {
        get { storage.imageFile }
        set { uniqueStorage().imageFile = newValue }
    }
    /// Rules silenced here (see `Suppression`).
    var suppressions: [Suppression] {
        get { storage.suppressions }
        set { uniqueStorage().suppressions = newValue }
    }

    public init(kind: String, properties: [Property] = [], children: [Element] = [], location: SourceLocation) {
        storage = Storage(kind: kind, properties: properties, children: children, location: location)
    }

    /// Adds `child` after the children there are. Through `children` (read, changed, written
    /// back) the list would be copied each time, being held by the box too; a reader that
    /// builds a tree one child at a time appends here.
    mutating func appendChild(_ child: Element) {
        uniqueStorage().children.append(child)
    }

    /// Adds a rule silencing here, as `appendChild(_:)` adds a child.
    mutating func appendSuppression(_ suppression: Suppression) {
        uniqueStorage().suppressions.append(suppression)
    }

    public func property(_ name: String) -> Property? {
        // Later duplicates win, as in JSON; the schema check reports the duplicate.
        let properties = storage.properties
        return properties.lastIndex { $0.name == name }.map { properties[$0] }
    }

    public subscript(_ name: String) -> PropertyValue? {
        // The value alone: copying the whole property would cost its name and file too.
        let properties = storage.properties
        return properties.lastIndex { $0.name == name }.map { properties[$0].value }
    }

    func string(_ name: String) -> String? { self[name]?.text }

    /// Whether the app sets property `name` at run time (`setAtRunTime="title"`): it exists,
    /// but its value is not in the description (a title set in code, from a localization key).
    func isSetAtRunTime(_ name: String) -> Bool {
        guard let listed = string(Vocabulary.setAtRunTime) else { return false }
        return listed.split(separator: " ").contains { $0 == name }
    }
    func number(_ name: String) -> Double? { self[name]?.number }
    func bool(_ name: String) -> Bool? { self[name]?.bool }

    /// What names the element in an element path: its label, and its Interface Builder id where
    /// it has one (`barButtonItem[Today #cpx-zd-HOx]`), so that a baseline survives edits in Xcode.
    var pathLabel: String? {
        guard let id = string("id"), !id.isEmpty else { return label }
        return label.map { "\($0) #\(id)" } ?? "#\(id)"
    }

    /// The text a person would use to name this element: its name, title, text or system item
    /// (the first of them that is not empty; of a property given twice, the later one).
    public var label: String? {
        // One pass over the properties, by index so that none is copied: paths and messages ask
        // this of many elements. A later duplicate wins.
        let properties = storage.properties
        var name, title, text, systemItem: Int?
        for index in properties.indices {
            switch properties[index].name {
            case "name": name = index
            case "title": title = index
            case "text": text = index
            case "systemItem": systemItem = index
            default: continue
            }
        }
        for index in [name, title, text, systemItem] {
            if let index, case let value = properties[index].value.text, !value.isEmpty { return value }
        }
        return nil
    }
}
