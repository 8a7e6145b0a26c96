/// What a modal view's content shows first, top to bottom, when it names the task the way a
/// navigation bar's title would: a heading (a label in a title's font), or a banner (an image view,
/// or a view of the app's own class with nothing of Interface Builder's inside it, a strip across
/// most of the screen's width and less than half its height) whose artwork, or whatever its code draws, may carry the title. A modal whose bar has
/// no title but whose content leads with one of these is titled "in some way", as the guidelines
/// ask; `modal-title` reads it as the modal's `leadingContent`. A web page (a web view across most
/// of the screen's width and half its height or more) names its task in its own heading, which
/// the file cannot show. Where nothing of the content has a known place (Interface Builder's
/// frames above it are stale: a `misplaced` scroll view holding the page), a web page that size
/// leads all the same: it takes at least half the screen, so people meet the page before anything else.
enum IBModalLead {
    enum Lead: String {
        case heading, banner, webPage
    }

    /// The lead of `content` (the modal's content, bars left out) on a screen of that size; nil
    /// when its first element is anything else, or nothing has a frame and no web page is there.
    static func lead(of content: [Element], screenWidth: Double?, screenHeight: Double?) -> Lead? {
        guard let first = topmost(in: content) else {
            return unplacedWebPage(in: content, screenWidth: screenWidth, screenHeight: screenHeight) ? .webPage : nil
        }
        switch first.kind {
        case "label":
            return isHeading(first) ? .heading : nil
        case "imageView", "view":
            // A backdrop behind the whole screen is not a banner.
            guard let screenWidth, let screenHeight, let width = first.number("width"), let height = first.number("height"),
                  width >= screenWidth * 2 / 3, height < screenHeight / 2 else { return nil }
            return .banner
        case "webView":
            return isWebPage(first, screenWidth: screenWidth, screenHeight: screenHeight) ? .webPage : nil
        default:
            return nil
        }
    }

    /// A web view across most of the screen's width and half its height or more.
    private static func isWebPage(_ element: Element, screenWidth: Double?, screenHeight: Double?) -> Bool {
        guard element.kind == "webView", let screenWidth, let screenHeight,
              let width = element.number("width"), let height = element.number("height") else { return false }
        return width >= screenWidth * 2 / 3 && height >= screenHeight / 2
    }

    /// Whether the content, none of which has a known place, holds a web page (`isWebPage`) that is
    /// not hidden. A hidden view has no size, so a web view with one is on the canvas.
    private static func unplacedWebPage(in content: [Element], screenWidth: Double?, screenHeight: Double?) -> Bool {
        var shown: [Element] = []
        var pending = content
        while let element = pending.popLast() {
            guard element.bool("hidden") != true else { continue }
            shown.append(element)
            pending.append(contentsOf: element.children)
        }
        guard !shown.contains(where: { $0.number("y") != nil }) else { return false }
        return shown.contains { isWebPage($0, screenWidth: screenWidth, screenHeight: screenHeight) }
    }

    /// A label in the font of a title: one of the title text styles, 20 pt or more, or 17 pt (the
    /// body's size) or more in a bold weight.
    static func isHeading(_ label: Element) -> Bool {
        if let style = label.string("textStyle"), ["largetitle", "title1", "title2", "title3"].contains(style) { return true }
        guard let size = label.number("fontSize") else { return false }
        if size >= 20 { return true }
        let bold = ["semibold", "bold", "heavy", "black"].contains(label.string("fontWeight") ?? "")
        return bold && size >= 17
    }

    /// The element drawn highest on the screen (then leftmost) among what people see first: texts,
    /// controls, images and views of the app's own class with nothing inside; plain containers
    /// (views, stack and scroll views) are looked into rather than taken. Only elements with a
    /// frame count: one without is hidden or placed nowhere.
    private static func topmost(in content: [Element]) -> Element? {
        var best: (element: Element, y: Double, x: Double)?
        var pending = content
        while let element = pending.popLast() {
            let framed = element.number("y") != nil && element.number("height") != nil
            let isContainer = ["view", "stackView", "scrollView"].contains(element.kind)
                && !(element.kind == "view" && element.string("customClass") != nil && element.children.isEmpty)
            if isContainer {
                // A container without a frame is hidden, and so is all it holds.
                if framed { pending.append(contentsOf: element.children) }
                continue
            }
            guard framed, let y = element.number("y") else { continue }
            let x = element.number("x") ?? 0
            if let current = best, (current.y, current.x) <= (y, x) { continue }
            best = (element, y, x)
        }
        return best?.element
    }
}
