/// What matching one screen's elements against selectors has worked out, kept so that a nested
/// selector is matched against each element once. `containing` asks about an element's
/// descendants and `inside` about its ancestors; a selector nested in one of them would otherwise
/// be asked again for every element above or below, each level of nesting multiplying the work by
/// the depth of the screen, and a screen's every element asks its own question: kept, the cost is
/// the screen's elements times the selector's size.
///
/// One per screen, on one thread, let go of with the screen: elements are known by their identity
/// (`Element.identity`), which an element that is gone may hand on to a new one.
struct SelectorEvaluation {
    /// A selector and an element (its identity).
    private struct Key: Hashable {
        let matcher: ObjectIdentifier
        let element: ObjectIdentifier
    }

    /// Whether some element below an element matches a selector (`someDescendant`).
    private var descendantAnswers: [Key: Bool] = [:]

    /// One of the ancestors last asked about, root first, with what is known of it: whether it or
    /// an ancestor above it matches a selector with its own ancestors (`inside`, `notInside`).
    /// A chain asks about a few selectors, so they are looked for in a list rather than hashed.
    private struct Frame {
        let identity: ObjectIdentifier
        var answers: [(matcher: ObjectIdentifier, answer: Bool)] = []

        func answer(for matcher: ObjectIdentifier) -> Bool? {
            answers.first { $0.matcher == matcher }?.answer
        }
    }

    private var frames: [Frame] = []

    /// Elements a selector's own tests (kind, values, given properties) were run on.
    private(set) var elementTests = 0
    /// Listed values compared with an element's value (`where`, `whereNot`, `whereIgnoringCase`, `startsWith`).
    private(set) var valueComparisons = 0

    mutating func countElementTest() { elementTests += 1 }
    mutating func countValueComparisons(_ count: Int) { valueComparisons += count }

    /// Whether some element below `element` matches `matcher`, its own ancestors aside. A modal
    /// view below is a screen of its own: it counts, its contents do not.
    mutating func someDescendant(of element: Element, matches matcher: Selector.Matcher) -> Bool {
        let key = Key(matcher: ObjectIdentifier(matcher), element: element.identity)
        if let known = descendantAnswers[key] { return known }
        var answer = false
        for child in element.children
        where matcher.matches(child, in: &self) || (child.kind != "modalView" && someDescendant(of: child, matches: matcher)) {
            answer = true
            break
        }
        descendantAnswers[key] = answer
        return answer
    }

    /// Makes `ancestors` (root first) the chain `someAncestor` answers about, keeping what is known
    /// about the part it shares with the chain asked about before.
    mutating func ask(about ancestors: ArraySlice<Element>) {
        var position = 0
        for ancestor in ancestors {
            let identity = ancestor.identity
            if position < frames.count {
                if frames[position].identity == identity {
                    position += 1
                    continue
                }
                frames.removeSubrange(position...)
            }
            frames.append(Frame(identity: identity))
            position += 1
        }
        if frames.count > position { frames.removeSubrange(position...) }
    }

    /// Whether one of the first `count` of the ancestors last given to `ask(about:)` matches
    /// `matcher`, with the ancestors above it. Worked out from the root down, one ancestor at a
    /// time, from the deepest answer known.
    mutating func someAncestor(among count: Int, of ancestors: ArraySlice<Element>, matches matcher: Selector.Matcher) -> Bool {
        let id = ObjectIdentifier(matcher)
        var known = count
        var answer = false
        while known > 0 {
            if let kept = frames[known - 1].answer(for: id) {
                answer = kept
                break
            }
            known -= 1
        }
        while known < count {
            answer = answer || matcher.matchesAncestor(at: known, of: ancestors, in: &self)
            frames[known].answers.append((id, answer))
            known += 1
        }
        return answer
    }
}
