/// The modal presentations of an IB file that enter the app rather than ask for a task: the
/// presented controller is the app itself (a tab bar or split view controller, or a scene of
/// another storyboard shown over the whole screen), or a step on the way there (an intro, a
/// licence, a login, a setup) that presents the app, or such a step, in turn, or a gate the app
/// shows before its content (`isGate`: a login or onboarding screen over the initial scene).
///
/// The guidelines' modal view is a task people complete or cancel ("a modal view generally
/// displays a button that completes the task and dismisses the view, and a Cancel button",
/// p. 89); the app a login screen gives way to, and the login screen itself, are not dismissed
/// to return anywhere, so the rules of modal views do not apply to them.
enum IBAppEntrances {
    /// The indices of the controllers whose modal presentation enters the app. `presentedStep`
    /// gives the presented controller a controller is shown in (itself, or the container or
    /// presented controller that holds it), or nil when it stands in no presentation.
    static func controllers(_ controllers: [IBController], index: [String: Int],
                            presentedStep: (Int) -> Int?) -> Set<Int> {
        var presenters: [Int: [Int]] = [:]
        var entrances = Set<Int>()
        // A gate stands before the app's content, which presents it: unlike the app, it makes
        // no step of its presenter.
        var gates = Set<Int>()
        let initial = initialScene(controllers, index: index)
        for (i, c) in controllers.enumerated() {
            for link in c.links {
                guard case .modal = link.kind, let d = index[link.destination], d != i else { continue }
                presenters[d, default: []].append(i)
                let shown = controllers[d]
                if shown.kind == .tabBar || shown.isSplitView || ((shown.reference != nil || link.crossesStoryboards) && link.coversScreen) {
                    entrances.insert(d)
                } else if isGate(link, presenter: i, shown: d, controllers, index: index, initial: initial) {
                    gates.insert(d)
                }
            }
        }
        // A presented controller whose screens present the app, or a step towards it, is a step
        // too. Each controller enters the queue at most once.
        var queue = Array(entrances)
        while let entrance = queue.popLast() {
            for presenter in presenters[entrance] ?? [] {
                guard let step = presentedStep(presenter), step != entrance, presenters[step] != nil,
                      entrances.insert(step).inserted else { continue }
                queue.append(step)
            }
        }
        return entrances.union(gates)
    }

    // MARK: Gates

    /// Words that name a gate in a class, a storyboard identifier or a segue identifier, once
    /// lowercased and stripped of all but letters (`LoginScreenViewController`, `OnboardingSegue`,
    /// `sign-in`).
    static let gateWords = ["login", "logon", "signin", "signup", "onboarding", "welcome", "intro", "walkthrough"]

    /// Whether a presentation shows a gate the app puts before its content rather than a task:
    /// it covers the whole screen; the presented controller (or the root of a presented
    /// navigation controller) names a login or onboarding (`gateWords`, in its class or storyboard
    /// identifier, or the segue's identifier); it offers no Cancel in the file, since a gate is
    /// left by completing it; and it stands over the app's first screen: presented from the
    /// initial scene (or a controller it holds), or without animation, as a gate shown at launch is.
    /// A login offered from a settings screen, with a Cancel, stays a modal task.
    static func isGate(_ link: IBLink, presenter: Int, shown: Int, _ controllers: [IBController], index: [String: Int],
                       initial: Set<Int>) -> Bool {
        guard link.coversScreen, initial.contains(presenter) || !link.animates else { return false }
        var gate = controllers[shown]
        if gate.kind == .navigation, let root = gate.links.first(where: { $0.kind == .root }).flatMap({ index[$0.destination] }) {
            guard !offersCancel(gate) else { return false }
            gate = controllers[root]
        }
        guard !offersCancel(gate) else { return false }
        let names = [link.identifier, controllers[shown].customClass, controllers[shown].storyboardIdentifier,
                     gate.customClass, gate.storyboardIdentifier]
        return names.contains { name in
            guard let name else { return false }
            let letters = String(name.lowercased().unicodeScalars.filter { ("a"..."z").contains($0) }.map(Character.init))
            return gateWords.contains { letters.contains($0) }
        }
    }

    /// Whether a controller's navigation item holds a Cancel button (UIKit's or one titled so).
    private static func offersCancel(_ controller: IBController) -> Bool {
        guard let item = controller.navigationItem else { return false }
        return (item.leftItems + item.rightItems).contains { element in
            element.string("systemItem") == "cancel" || element.string("title")?.lowercased() == "cancel"
        }
    }

    /// The initial scene and the controllers it holds (the root of a navigation controller, the
    /// tabs of a tab bar controller, a split view's panes), which the app shows first.
    static func initialScene(_ controllers: [IBController], index: [String: Int]) -> Set<Int> {
        var held = Set<Int>()
        var queue = controllers.indices.filter { controllers[$0].isInitial }
        while let c = queue.popLast() {
            guard held.insert(c).inserted else { continue }
            for link in controllers[c].links where [.root, .tab, .standalone].contains(link.kind) {
                if let d = index[link.destination] { queue.append(d) }
            }
        }
        return held
    }
}
