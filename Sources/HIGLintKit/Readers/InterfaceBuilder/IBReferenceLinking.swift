/// Follows storyboard references (`viewControllerPlaceholder`) to the scenes they name, as UIKit
/// does when it loads them: a segue or relationship that leads to a placeholder leads to the
/// named scene, so the containers around the reference hold that scene, lend it their bars and
/// tab bar, and push or present it.
///
/// A reference names a storyboard (`storyboardName`; none is the storyboard it is in; a
/// `bundleIdentifier` is not looked at) and a scene in it: the scene whose `storyboardIdentifier`
/// is the `referencedIdentifier`, or the storyboard's initial scene when it gives none. A
/// reference that names no scene is not followed; `--verbose` says so.
enum IBReferenceLinking {
    /// Follows the references of a storyboard to its own scenes. `storyboardName`: the file's
    /// name without its extension, which a reference to the same storyboard may give.
    static func followOwn(_ controllers: inout [IBController], storyboardName: String, initial: String?, notes: inout [String]) {
        var scenes: [String: String] = [:]
        for c in controllers {
            guard let reference = c.reference, reference.storyboard == nil || reference.storyboard == storyboardName else { continue }
            if let scene = scene(reference.identifier, in: controllers, initial: initial) {
                scenes[c.id] = scene
            } else {
                notes.append("\(c.location.line):\(c.location.column): storyboard reference \(c.id) is not followed: \(missing(reference, storyboard: "this storyboard"))")
            }
        }
        redirect(&controllers, to: scenes, crossesStoryboards: false)
    }

    /// Adds the controllers of the storyboards that refer to this one, as lent controllers that
    /// make no screen, with each reference that names a scene of this file led to it. They come
    /// after the file's own: where a scene is held both here and by a reference, its own
    /// container wins (`IBScreenAssembler` takes the first link in order).
    static func lend(_ lent: IBLentContainers, to controllers: inout [IBController], storyboardName: String, initial: String?,
                     notes: inout [String]) {
        let own = controllers
        for referrer in lent.referrers {
            let prefix = referrer.path + "#"
            var scenes: [String: String] = [:]
            for reference in referrer.references {
                if let scene = scene(reference.target.identifier, in: own, initial: initial) {
                    scenes[prefix + reference.placeholder] = scene
                } else {
                    notes.append("storyboard reference at \(reference.location) is not followed: \(missing(reference.target, storyboard: storyboardName))")
                }
            }
            guard !scenes.isEmpty else { continue }
            var imported = referrer.controllers.map { c -> IBController in
                var c = c
                c.id = prefix + c.id
                c.isLent = true
                for i in c.links.indices { c.links[i].destination = prefix + c.links[i].destination }
                return c
            }
            redirect(&imported, to: scenes, crossesStoryboards: true)
            controllers += imported
        }
    }

    /// The id of the scene a reference names among `controllers`: the one with the storyboard
    /// identifier, or the initial one when the reference gives none.
    static func scene(_ identifier: String?, in controllers: [IBController], initial: String?) -> String? {
        guard let identifier else {
            return initial.flatMap { id in controllers.contains { $0.id == id && $0.reference == nil } ? id : nil }
        }
        return controllers.first { $0.storyboardIdentifier == identifier && $0.reference == nil && !$0.isLent }?.id
    }

    private static func missing(_ reference: IBStoryboardReference, storyboard: String) -> String {
        if let identifier = reference.identifier { return "\(storyboard) has no scene with storyboard identifier '\(identifier)'" }
        return "\(storyboard) has no initial scene"
    }

    /// Leads every link to a placeholder in `scenes` to its scene, remembering the placeholder.
    private static func redirect(_ controllers: inout [IBController], to scenes: [String: String], crossesStoryboards: Bool) {
        guard !scenes.isEmpty else { return }
        for c in controllers.indices {
            for l in controllers[c].links.indices {
                guard let scene = scenes[controllers[c].links[l].destination] else { continue }
                controllers[c].links[l].placeholder = controllers[c].links[l].destination
                controllers[c].links[l].destination = scene
                controllers[c].links[l].crossesStoryboards = crossesStoryboards
            }
        }
    }
}
