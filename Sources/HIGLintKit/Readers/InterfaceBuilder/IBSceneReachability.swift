/// Which scenes of a storyboard the app can show: the initial scene, a scene another storyboard's
/// reference names, a scene the app instantiates by its storyboard identifier, and every scene a
/// segue or relationship leads to from one of those. A scene nothing reaches (a template left in
/// the file, a step of a flow the app no longer runs) is shown to no one, so it is not judged.
///
/// Without the app's code, every scene with a storyboard identifier is taken as instantiated:
/// what code does with the file cannot be seen. With it (the code declares a class of one of the
/// file's scenes), a scene with an identifier is instantiated only when code that may run names
/// it (`CodeSceneNames`): a literal, an enum case or a computed name's start equal to the
/// identifier, or its class's name. Code that may run is code of no scene class of this file, or
/// of the class of a scene already reached: a scene that only an unreachable scene's controller
/// instantiates (`storyboard?.instantiateViewController(withIdentifier: "details")` in its code)
/// is unreachable too. An identifier that is not one word (a space, a dot) is taken as named.
///
/// With the code, a controller's own segue (`IBLink.manual`: not a control's, a cell's or a
/// gesture's, which the user triggers) is performed only by code, by its identifier: when the
/// code names that identifier, and only in methods that no line calls
/// (`CodeSceneNames.uncalledSegues`), the segue leads nowhere. A scene only such segues lead to
/// is unreachable, and so is a storyboard reference only they lead to: the reference pass
/// (`IBStoryboardReferences`) reads each referring file's reachable controllers, so the scene it
/// names in another storyboard is not reached through it. A segue whose identifier the code does
/// not hold anywhere, not even as a word, leads nowhere either when every segue the code performs
/// is named by a literal; where some code performs one by a name it computes (or reads from a
/// plist), it still leads to its scene.
enum IBSceneReachability {
    /// The ids of the controllers the app can reach. `referenced`: the storyboard identifiers of
    /// this file that other storyboards' references name.
    static func reached(_ controllers: [IBController], initial: String?, referenced: Set<String>,
                        code: CodeTextFacts?) -> Set<String> {
        let identified = controllers.filter { $0.storyboardIdentifier != nil && $0.reference == nil && !$0.isLent }
        var entries = Set(initial.map { [$0] } ?? [])
        guard let code, readsCode(of: controllers, code) else {
            return closure(controllers, from: entries.union(identified.map(\.id)))
        }
        entries.formUnion(identified.filter { referenced.contains($0.storyboardIdentifier ?? "") }.map(\.id))
        let sceneClasses = Set(controllers.compactMap { $0.customClass.map(CodeTextFacts.unqualified) })
        let performed = { (link: IBLink) in !isUncalled(link, code) }
        var reached = closure(controllers, from: entries, following: performed)
        while true {
            let liveClasses = Set(controllers.filter { reached.contains($0.id) }.compactMap { $0.customClass.map(CodeTextFacts.unqualified) })
            let isLive = { (owner: String) in owner == CodeSceneNames.anyone || !sceneClasses.contains(owner) || liveClasses.contains(owner) }
            let named = identified.filter { !reached.contains($0.id) && instantiated($0, code.sceneNames, isLive: isLive) }
            guard !named.isEmpty else { return reached }
            entries.formUnion(named.map(\.id))
            reached = closure(controllers, from: entries, following: performed)
        }
    }

    /// Whether the run read the code of the file: the code declares (or extends) the class of one
    /// of its scenes.
    static func readsCode(of controllers: [IBController], _ code: CodeTextFacts) -> Bool {
        controllers.contains { c in
            guard let name = c.customClass.map(CodeTextFacts.unqualified) else { return false }
            return code.declaredClasses.contains(name) || code.sceneNames.owners.contains(name)
        }
    }

    /// Whether live code names the scene's storyboard identifier, a computed name it starts, or
    /// its class.
    private static func instantiated(_ scene: IBController, _ names: CodeSceneNames, isLive: (String) -> Bool) -> Bool {
        guard let identifier = scene.storyboardIdentifier else { return false }
        if !identifier.utf8.allSatisfy(CodeSceneNames.isWordByte) { return true }
        if names.names(identifier, isLive: isLive) || names.startsComputedName(identifier, isLive: isLive)
            || names.namesType(identifier, isLive: isLive) { return true }
        guard let customClass = scene.customClass.map(CodeTextFacts.unqualified) else { return false }
        // The class's own code (its declaration) instantiates nothing by naming it.
        return names.namesType(customClass, isLive: { $0 != customClass && isLive($0) })
    }

    /// Whether `link` is a controller's own segue whose identifier the code names only in methods
    /// nothing calls: it is never performed.
    static func isUncalled(_ link: IBLink, _ code: CodeTextFacts) -> Bool {
        guard link.manual, let identifier = link.identifier else { return false }
        return code.sceneNames.uncalledSegues.contains(identifier)
    }

    /// The controllers reached from `entries` through the segues and relationships `following` takes.
    static func closure(_ controllers: [IBController], from entries: Set<String>,
                        following: (IBLink) -> Bool = { _ in true }) -> Set<String> {
        let byID = Dictionary(controllers.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        var reached = Set<String>()
        var queue = Array(entries)
        while let id = queue.popLast() {
            guard reached.insert(id).inserted, let controller = byID[id] else { continue }
            for link in controller.links where following(link) { queue.append(link.destination) }
        }
        return reached
    }

    /// For each controller `reached` leaves out, the identifiers of the segues from reached
    /// controllers that lead to it but that only uncalled code performs (`isUncalled`), for `reason`.
    static func uncalledSegues(_ controllers: [IBController], reached: Set<String>, code: CodeTextFacts?) -> [String: [String]] {
        guard let code, !code.sceneNames.uncalledSegues.isEmpty else { return [:] }
        var found: [String: [String]] = [:]
        for c in controllers where reached.contains(c.id) {
            for link in c.links where !reached.contains(link.destination) && isUncalled(link, code) {
                if let identifier = link.identifier, !(found[link.destination]?.contains(identifier) ?? false) {
                    found[link.destination, default: []].append(identifier)
                }
            }
        }
        return found
    }

    /// Why a scene `reached` leaves out is not judged, for `--verbose`. `uncalledSegues`: the
    /// identifiers of the segues that lead to it but that only code nothing calls performs.
    static func reason(_ scene: IBController, codeRead: Bool, uncalledSegues: [String] = []) -> String {
        let segues = uncalledSegues.map { "'\($0)'" }.joined(separator: ", ")
        if !segues.isEmpty {
            return "it is unreachable (only the segue \(segues) from a reachable scene leads to it, and only code that nothing calls performs it)"
        }
        guard codeRead else {
            return "it is unreachable (not the initial scene, no storyboard identifier, and no segue leads to it)"
        }
        guard let identifier = scene.storyboardIdentifier else {
            return "it is unreachable (not the initial scene, no storyboard identifier, and no segue from a reachable scene leads to it)"
        }
        let owner = scene.customClass.map { " nor its class, \(CodeTextFacts.unqualified($0))," } ?? ""
        return "it is unreachable (not the initial scene, no storyboard reference names it, no segue from a reachable scene leads to it, and no code names its storyboard identifier '\(identifier)'\(owner) but the code of unreachable scenes)"
    }
}
