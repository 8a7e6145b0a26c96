/// The names a project's code could instantiate a storyboard scene by, each with the types whose
/// code names it: what tells a scene the app can show from one nothing leads to
/// (`IBSceneReachability`). Part of `CodeTextFacts` (`sceneNames`), found by the scan of
/// `CodeTextScan` and by `CodeTypeNames`.
///
/// A scene is instantiated by its storyboard identifier, which code writes as a string literal
/// (`instantiateViewController(withIdentifier: "settings")`, a `storyboardIdentifier` constant, a
/// list of identifiers it walks), as an enum case whose raw value is its name (`case settings`,
/// `Scene.settings.rawValue`), or as a class's name (`String(describing: SettingsViewController.self)`).
/// Read generously: a literal that starts an interpolation, a format or a concatenation
/// (`"step\(n)"`, `@"Step%d"`, `"step" + name`) names every identifier it starts, and a capitalised
/// name counts wherever `CodeTypeNames` counts it (in a comment too). A scene wrongly taken as
/// reached is only judged; one wrongly taken as unreachable loses its findings.
///
/// A literal or case is kept with its owner: the outermost type whose body holds it (`class Foo`,
/// `extension Foo`, `@implementation Foo`, an `enum`), or "" at the top level of a file. A
/// capitalised name is kept with the owners of its file: the types the file declares or extends
/// at its top level, or "" when it declares a struct, enum, protocol or actor that is not private
/// to it, or no type at all (its code is anyone's), or when the scan did not read it. A name only
/// the code of a scene's own class holds is live only when that scene is.
struct CodeSceneNames: Sendable, Equatable {
    /// The one-word literals and enum case names of the code, each with its owners.
    var names: [String: Set<String>] = [:]
    /// The literals that start an interpolation, a format or a concatenation, with their owners.
    var prefixes: [String: Set<String>] = [:]
    /// The capitalised names each file uses, with the file's owners.
    var typeNames: [FileTypeNames] = []
    /// The types the code declares or extends at the top level of a file.
    var owners: Set<String> = []
    /// Whether the file read declares a type at its top level that is not private to it and not a
    /// class: its code is anyone's.
    var declaresSharedType = false
    /// For each one-word literal, the methods that hold it, by name; `anyone` for a place outside a
    /// method, or in one that something other than the code may call (an override, an action,
    /// an `@objc` method, an initializer). A name only methods nobody calls hold names no scene
    /// (`forgetNames(onlyIn:)`): `static func getUpgradePlanViewController()` that no line calls.
    var methods: [String: Set<String>] = [:]
    /// For each one-word literal, the methods (as `methods` names them) that hold it other than as
    /// the identifier of a scene to instantiate (`instantiateViewController(withIdentifier: "x")`):
    /// the places that may perform a segue of that identifier.
    var segueHolders: [String: Set<String>] = [:]
    /// The identifiers of segues that code names only in methods nothing calls
    /// (`forgetSegues(onlyIn:of:)`), or nowhere at all, not even as a word (`CodeTextFacts.read`):
    /// a controller's own segue of one of them is never performed.
    var uncalledSegues: Set<String> = []

    struct FileTypeNames: Sendable, Equatable {
        var owners: Set<String>
        var names: Set<String>
    }

    /// The owner that stands for code of no class: always live.
    static let anyone = ""

    /// Whether the code names `name` (a storyboard identifier) in a literal or an enum case, in
    /// code whose owner `isLive` says may run.
    func names(_ name: String, isLive: (String) -> Bool) -> Bool {
        names[name]?.contains(where: isLive) ?? false
    }

    /// Whether live code uses the capitalised name `name` (a class's, or an identifier written as one).
    func namesType(_ name: String, isLive: (String) -> Bool) -> Bool {
        typeNames.contains { $0.names.contains(name) && $0.owners.contains(where: isLive) }
    }

    /// Whether some literal that starts a computed name starts `identifier`, in live code.
    func startsComputedName(_ identifier: String, isLive: (String) -> Bool) -> Bool {
        prefixes.contains { prefix, owners in identifier.hasPrefix(prefix) && owners.contains(where: isLive) }
    }

    /// Records a literal or case `name` that code of `owner` holds, in `method` (see `methods`);
    /// `instantiates`: it is the identifier of a scene the code instantiates there, which
    /// performs no segue (see `segueHolders`).
    mutating func record(_ name: String, owner: String, method: String = anyone, instantiates: Bool = false) {
        names[name, default: []].insert(owner)
        methods[name, default: []].insert(method)
        if !instantiates { segueHolders[name, default: []].insert(method) }
    }

    /// The methods that hold one of `identifiers` (segues' identifiers) where it may perform a
    /// segue, and that only the code may call.
    func methods(holdingAnyOfSegues identifiers: Set<String>) -> Set<String> {
        Self.methods(holding: identifiers, in: segueHolders)
    }

    /// Whether no literal or enum case of the code is the segue identifier `identifier` and no
    /// computed name's start begins it: then only a search of the code's words can tell whether
    /// anything names it (`CodeTextFacts.read`). An identifier that is not one word is taken as named.
    func mayBeUnnamed(segue identifier: String) -> Bool {
        guard !identifier.isEmpty, identifier.utf8.allSatisfy(Self.isWordByte) else { return false }
        return names[identifier] == nil && segueHolders[identifier] == nil && !startsComputedName(identifier, isLive: { _ in true })
    }

    /// Keeps as `uncalledSegues` those of `identifiers` that code names, but only in methods
    /// `uncalled` (and nowhere a computed name starts them): code that never runs performs no
    /// segue. One the code does not name at all is not among them here: `CodeTextFacts.read` searches
    /// the code's words for it (`mayBeUnnamed(segue:)`).
    mutating func forgetSegues(onlyIn uncalled: Set<String>, of identifiers: Set<String>) {
        guard !uncalled.isEmpty else { return }
        for identifier in identifiers {
            guard let holders = segueHolders[identifier], !holders.isEmpty, holders.isSubset(of: uncalled),
                  !startsComputedName(identifier, isLive: { _ in true }) else { continue }
            uncalledSegues.insert(identifier)
        }
    }

    /// The methods that hold one of `identifiers` (scenes' storyboard identifiers) and that only
    /// the code may call.
    func methods(holdingAnyOf identifiers: Set<String>) -> Set<String> {
        Self.methods(holding: identifiers, in: methods)
    }

    /// The methods `holders` gives for any of `identifiers`, but `anyone`.
    private static func methods(holding identifiers: Set<String>, in holders: [String: Set<String>]) -> Set<String> {
        var found = Set<String>()
        for identifier in identifiers {
            if let places = holders[identifier] { found.formUnion(places) }
        }
        found.remove(anyone)
        return found
    }

    /// Forgets the literals that only the methods `uncalled` hold: code that never runs names no scene.
    mutating func forgetNames(onlyIn uncalled: Set<String>) {
        guard !uncalled.isEmpty else { return }
        for (name, holders) in methods where holders.isSubset(of: uncalled) {
            names[name] = nil
            methods[name] = nil
        }
    }

    mutating func recordPrefix(_ prefix: String, owner: String) {
        prefixes[prefix, default: []].insert(owner)
    }

    /// Keeps the capitalised names one file uses (`CodeTypeNames`) with the file's owners.
    mutating func keepTypeNames(_ used: Set<String>) {
        let fileOwners = owners.isEmpty || declaresSharedType ? owners.union([Self.anyone]) : owners
        typeNames.append(FileTypeNames(owners: fileOwners, names: used))
    }

    mutating func merge(_ other: CodeSceneNames) {
        for (name, owners) in other.names { names[name, default: []].formUnion(owners) }
        for (prefix, owners) in other.prefixes { prefixes[prefix, default: []].formUnion(owners) }
        for (name, holders) in other.methods { methods[name, default: []].formUnion(holders) }
        for (name, holders) in other.segueHolders { segueHolders[name, default: []].formUnion(holders) }
        uncalledSegues.formUnion(other.uncalledSegues)
        typeNames += other.typeNames
        owners.formUnion(other.owners)
    }

    /// Whether `byte` may stand in a one-word identifier (`onboarding_widget-2~ipad`).
    static func isWordByte(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "-")
            || byte == UInt8(ascii: "~")
    }
}
