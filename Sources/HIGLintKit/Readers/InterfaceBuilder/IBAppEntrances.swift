/// The modal presentations of an IB file that enter the app rather than ask for a task: the
/// presented controller is the app itself (a tab bar or split view controller, or a scene of
/// another storyboard shown over the whole screen), or a step on the way there (an intro, a
/// licence, a login, a setup) that presents the app, or such a step, in turn.
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
        for (i, c) in controllers.enumerated() {
            for link in c.links {
                guard case .modal = link.kind, let d = index[link.destination], d != i else { continue }
                presenters[d, default: []].append(i)
                let shown = controllers[d]
                if shown.kind == .tabBar || shown.isSplitView || ((shown.reference != nil || link.crossesStoryboards) && link.coversScreen) {
                    entrances.insert(d)
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
        return entrances
    }
}
