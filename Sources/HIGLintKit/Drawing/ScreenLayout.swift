/// Where each element of a description is drawn, at point scale, as UIKit would place it: what the
/// visual report and `higlint draw` outline findings on. An element with a frame (`x`, `y`,
/// `width`, `height`, in screen coordinates) is drawn there; bars without one take their UIKit
/// place and height (status bar 20, navigation bar and toolbar 44, tab bar 49); bar items,
/// segments, table rows and tab items are laid out in their bar, control or table; alerts are
/// centred over the screen with two buttons side by side and more stacked, action sheets rise
/// from the bottom edge with their buttons in order. Other elements without a frame are placed
/// one under another below the top bars, at UIKit's size for their kind, so that a finding on
/// them still has a place.
public struct ScreenLayout {
    struct Rect: Sendable, Equatable {
        var x, y, width, height: Double
        var maxX: Double { x + width }
        var maxY: Double { y + height }

        /// The part of the rectangle that is common with `other` (empty when none is).
        func intersection(_ other: Rect) -> Rect {
            let left = max(x, other.x), top = max(y, other.y)
            return Rect(x: left, y: top, width: max(0, min(maxX, other.maxX) - left), height: max(0, min(maxY, other.maxY) - top))
        }

        /// The rectangle cut to `clip`; nil when nothing of it is inside. A box of no height or
        /// width (a separator line) inside is kept.
        func clipped(to clip: Rect) -> Rect? {
            guard x <= clip.maxX, maxX >= clip.x, y <= clip.maxY, maxY >= clip.y,
                  y < clip.maxY || height == 0, maxY > clip.y || height == 0 else { return nil }
            return intersection(clip)
        }

        /// Whether `other` lies wholly inside the rectangle.
        func contains(_ other: Rect) -> Bool {
            x <= other.x && y <= other.y && maxX >= other.maxX && maxY >= other.maxY
        }

        /// Whether the two rectangles share some area.
        func overlaps(_ other: Rect) -> Bool {
            x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
        }
    }

    /// How a box is drawn.
    enum Look: String, Sendable, CaseIterable {
        case bar, barItem, title, control, segment, toggle, field, row, tabItem, text, view, image
        case dimming, alert, alertButton, sheet, sheetButton, modal
        /// A text view: its text from the top left, as UIKit lays it out.
        case textArea
        /// A navigation bar's large title, under its items.
        case largeTitle
        /// What UIKit draws around an element without being one: a table section's header or
        /// footer title, a row's accessory.
        case caption
    }

    enum Alignment: Sendable { case center, right }

    struct Box {
        /// Where the element is; its path is written only when asked for.
        ///
        /// - Note: a drawing asks for the paths of a few boxes only, and writing a path is costly.
        var scope: ElementPath.Scope?
        var kind: String
        var frame: Rect
        var look: Look
        /// What is written in the box: a title, a system item's name, a placeholder.
        var text: String?
        /// Points a pixel, for an image drawn smaller than its declared size.
        var pixelScale: Double = 1
        /// Why the drawing guesses where or what the element is, when it does: the file gives no
        /// place for it (an Interface Builder view whose superview has no frame), or its content
        /// is set in code. The box is drawn hatched, with the reason as its note.
        var guess: String?
        /// Why an image's picture is not drawn (an icon or launch image whose file cannot be read
        /// or is not a PNG): the placeholder's tooltip.
        var imageNote: String?
        /// How a label's text lines up in its box, where it is not the look's own way.
        var alignment: Alignment?

        /// The element's path, as findings name it; nil for what only decorates (a dimming layer).
        var path: String? { scope?.path }

        init(scope: ElementPath.Scope?, kind: String, frame: Rect, look: Look, text: String?) {
            self.scope = scope
            self.kind = kind
            self.frame = frame
            self.look = look
            self.text = text
        }
    }

    /// The screen, from (0, 0).
    var canvas: Rect
    /// `iphone` or `ipad`, and whether the screen is in landscape.
    var device: String
    var landscape: Bool
    /// In drawing order: later boxes are drawn over earlier ones.
    var boxes: [Box] = []
    /// The elements laid out outside a scroll view's visible part, which have no box: a finding on
    /// one outlines the nearest of its ancestors that has one (`BoxIndex`).
    var unshown: [ElementPath.Scope] = []
    /// A xib's top-level view drawn at its own size, not on a device's screen
    /// (`ScreenDescription.freeStandingSize`).
    var freeStanding = false
    /// Whether the elements come from an Interface Builder file, where an element without a frame
    /// is one whose place the file does not give (a description may leave places to the drawing).
    private var fromInterfaceBuilder = false
    /// The content area between the top bars and the bottom bars: what a table under a bar is
    /// inset to, as UIKit insets it (iOS 7 and later, through its automatic insets and the safe
    /// area; earlier, the view is laid out below the bars).
    private var contentTop = 0.0
    private var contentBottom = 0.0
    /// Added to the frames the file gives while laying out a table's content: its inset, and a
    /// row's move from where Interface Builder drew its prototype to where the row is drawn.
    private var offsetY = 0.0
    /// What a scroll view (a table) shows: boxes outside it are not drawn, boxes across its edge
    /// are cut to it.
    private var clip: Rect?
    /// Set while laying out what an element drawn as a guess holds: its own place is a guess too,
    /// and the hatching of the outermost says so for all.
    private var insideGuess = false
    /// The height of the status bar Interface Builder's canvas shows, also where the file leaves
    /// it inferred (`ScreenDescription.canvasStatusBarHeight`).
    private var canvasStatusBarHeight: Double?
    /// What the drawing shows: the canvas, and for a free-standing view whatever is laid out past
    /// its edges (the subviews of a view whose places the file does not give).
    var extent: Rect = Rect(x: 0, y: 0, width: 0, height: 0)
    /// Whether grouped tables draw their rows inset from the sides, as UIKit before iOS 7 does.
    private var groupedRowsInset = true

    /// A line and a column as one number (a column beyond 2^32 does not occur: files are limited
    /// in size long before).
    static func placeKey(_ location: SourceLocation) -> Int { location.line << 32 | location.column & 0xFFFF_FFFF }

    /// The box drawn for an element path, or for the nearest of its ancestors that has one.
    /// `location`, where a finding on the element points, finds it at once: a finding points at
    /// its element's place or at one of its properties', so the one element of the path's kind
    /// there is the path's, and no path is written. Where two of that kind share the place, or
    /// none is there, the paths decide.
    ///
    /// - Note: for speed: a path costs the labels of the element's siblings, a table's rows are
    ///   many boxes of one kind, and most findings point at a property.
    ///
    /// A drawing finds its findings' boxes through one `BoxIndex`.
    func box(for path: String, at location: SourceLocation? = nil) -> Box? {
        var index = BoxIndex(self, asked: [(path, location)])
        return index.box(for: path, at: location)
    }

    /// The kind of an element path's last segment: only a box of that kind can have the path.
    static func kind(of path: Substring) -> String { String(kindName(of: path)) }

    /// The last segment of an element path up to its `[`: the kind it names.
    ///
    /// - Note: found in the path's own memory rather than through its UTF-8 view: see
    ///   `ElementPath.isWithin`.
    static func kindName(of path: Substring) -> Substring {
        var path = path
        let (start, end) = path.withUTF8 { bytes in
            var start = bytes.count
            while start > 0 && bytes[start - 1] != UInt8(ascii: "/") { start -= 1 }
            var end = start
            while end < bytes.count && bytes[end] != UInt8(ascii: "[") { end += 1 }
            return (start, end)
        }
        let utf8 = path.utf8
        return path[utf8.index(utf8.startIndex, offsetBy: start)..<utf8.index(utf8.startIndex, offsetBy: end)]
    }

    /// A layout with no boxes yet.
    init(canvas: Rect, device: String, landscape: Bool) {
        self.canvas = canvas
        self.device = device
        self.landscape = landscape
    }

    public init(_ description: ScreenDescription) {
        let root = description.root
        device = root.string("device") ?? (root.string("devices") == "ipad" ? "ipad" : "iphone")
        landscape = root.string("orientation")?.hasPrefix("landscape") == true
        var width = device == "ipad" ? 768.0 : 320.0, height = device == "ipad" ? 1024.0 : 480.0
        if landscape { swap(&width, &height) }
        // An Interface Builder scene gives its canvas.
        if let canvasWidth = root.number("width"), let canvasHeight = root.number("height"), canvasWidth > 0, canvasHeight > 0 {
            width = canvasWidth
            height = canvasHeight
        }
        if let size = description.freeStandingSize, root.kind == "screen" {
            width = size.width
            height = size.height
            freeStanding = true
        }
        canvas = Rect(x: 0, y: 0, width: width, height: height)
        contentBottom = height
        fromInterfaceBuilder = description.syntax == .interfaceBuilder
        canvasStatusBarHeight = description.canvasStatusBarHeight
        groupedRowsInset = root.string("uikit") != "ios7"
        let scope = ElementPath.Scope(root: root)
        if root.kind == "app" {
            layOutImages(of: root, scope: scope)
        } else {
            layOutScreen(root, scope: scope)
            leaveOutCoveredCaptions()
        }
        extent = canvas
        if freeStanding {
            for box in boxes where box.frame.width.isFinite && box.frame.height.isFinite {
                let left = min(extent.x, max(box.frame.x, -2000)), top = min(extent.y, max(box.frame.y, -2000))
                let right = max(extent.maxX, min(box.frame.maxX, canvas.width + 2000)), bottom = max(extent.maxY, min(box.frame.maxY, canvas.height + 2000))
                extent = Rect(x: left, y: top, width: right - left, height: bottom - top)
            }
        }
    }

    // MARK: Screens

    /// A view with nothing inside is captioned with its kind, centred; a caption wider than the
    /// view, or that another element's box crosses (a label over a rounded background), would be
    /// read as that element's text, so it is left out. The boxes that may cross a caption are
    /// found through a grid of the canvas, so that the cost stays linear however many there are:
    /// a caption in a cell crowded with more boxes than `crowded` is left out unexamined.
    private mutating func leaveOutCoveredCaptions() {
        var captions: [(index: Int, rect: Rect)] = []
        for index in boxes.indices where boxes[index].look == .view {
            guard let text = boxes[index].text, boxes[index].scope.map({ text == $0.element.kind }) == true else { continue }
            let frame = boxes[index].frame
            let width = TextWidth.helveticaBoldPoints(text, size: 12)
            if width > frame.width - 4 {
                boxes[index].text = nil
            } else {
                captions.append((index, Rect(x: frame.x + (frame.width - width) / 2, y: frame.y + frame.height / 2 - 8, width: width, height: 16)))
            }
        }
        guard !captions.isEmpty else { return }
        let cell = (width: 64.0, height: 16.0), crowded = 64
        // Only the part on (or near) the canvas counts: what lies far off it is not drawn over a caption.
        func span(_ rect: Rect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>)? {
            guard rect.width.isFinite, rect.height.isFinite else { return nil }
            let left = Int((max(rect.x, -64) / cell.width).rounded(.down)), right = Int((min(rect.maxX, canvas.maxX + 64) / cell.width).rounded(.down))
            let top = Int((max(rect.y, -16) / cell.height).rounded(.down)), bottom = Int((min(rect.maxY, canvas.maxY + 16) / cell.height).rounded(.down))
            return left <= right && top <= bottom ? (left...right, top...bottom) : nil
        }
        func keys(_ span: (columns: ClosedRange<Int>, rows: ClosedRange<Int>)) -> [Int] {
            span.rows.flatMap { row in span.columns.map { row << 20 | ($0 & 0xFFFFF) } }
        }
        // A box across many cells (a backdrop) is kept in one list rather than in each cell.
        var grid: [Int: [Int]] = [:], large: [Int] = []
        for index in boxes.indices where boxes[index].look != .view {
            guard let span = span(boxes[index].frame) else { continue }
            if span.columns.count * span.rows.count > 128 {
                if large.count <= crowded { large.append(index) }
                continue
            }
            for key in keys(span) where grid[key, default: []].count <= crowded { grid[key, default: []].append(index) }
        }
        let frames = boxes.map(\.frame)
        for caption in captions {
            let frame = frames[caption.index]
            let crosses = { (other: Int) in frames[other].overlaps(caption.rect) && !frames[other].contains(frame) }
            var covered = large.count > crowded || large.contains(where: crosses)
            if !covered, let span = span(caption.rect) {
                covered = keys(span).contains { key in
                    guard let found = grid[key] else { return false }
                    return found.count > crowded || found.contains(where: crosses)
                }
            }
            if covered { boxes[caption.index].text = nil }
        }
    }

    private mutating func layOutScreen(_ root: Element, scope: ElementPath.Scope) {
        let children = Array(root.children.enumerated())
        func scopeOf(_ index: Int) -> ElementPath.Scope { ElementPath.Scope(child: root.children[index], at: index, in: scope) }
        var top = 0.0
        var statusBarHeight = 0.0
        var bottom = canvas.height
        // Bars first, at their places: what lies between them is the content area. They are
        // drawn over the content, as UIKit shows them over a view that extends under them.
        // A free-standing view is not on a screen: it has no status bar.
        for (index, child) in children where child.kind == "statusBar" && child.string("hidden") != "true" && !freeStanding {
            let height = canvasStatusBarHeight ?? 20
            add(scopeOf(index), Rect(x: 0, y: 0, width: canvas.width, height: height), .bar, text: nil)
            top = height
            statusBarHeight = height
        }
        if let height = canvasStatusBarHeight, height > 0, !freeStanding, !children.contains(where: { $0.element.kind == "statusBar" }) {
            // The status bar Interface Builder's canvas shows where the file leaves it inferred:
            // no element, as no rule judges it.
            boxes.append(Box(scope: nil, kind: "statusBar", frame: Rect(x: 0, y: 0, width: canvas.width, height: height), look: .bar, text: nil))
            top = height
            statusBarHeight = height
        }
        for (index, child) in children where child.kind == "navigationBar" {
            let frame = Self.frame(of: child) ?? Rect(x: 0, y: top, width: canvas.width, height: child.bool("largeTitles") == true ? 96 : 44)
            layOutNavigationBar(child, scope: scopeOf(index), frame: frame)
            top = max(top, frame.maxY)
        }
        for (index, child) in children where child.kind == "tabBar" {
            let frame = Self.frame(of: child) ?? Rect(x: 0, y: bottom - 49, width: canvas.width, height: 49)
            layOutTabBar(child, scope: scopeOf(index), frame: frame)
            bottom = min(bottom, frame.y)
        }
        for (index, child) in children where child.kind == "toolbar" {
            let frame = Self.frame(of: child) ?? Rect(x: 0, y: bottom - 44, width: canvas.width, height: 44)
            layOutToolbar(child, scope: scopeOf(index), frame: frame)
            bottom = min(bottom, frame.y)
        }
        let bars = boxes
        boxes = []
        contentTop = top
        contentBottom = bottom
        var flow = Flow(x: 10, y: top + 10, maxX: canvas.width - 10)
        if freeStanding && canvas.height < 100 { flow = Flow(x: 8, y: 4, maxX: canvas.width - 8, horizontal: true) }
        let content = Rect(x: 0, y: top, width: canvas.width, height: max(0, bottom - top))
        let laidOut = children.filter { !["statusBar", "navigationBar", "tabBar", "toolbar", "alert", "actionSheet", "modalView"].contains($0.element.kind) }
        if freeStanding, laidOut.count == 1, Self.frame(of: laidOut[0].element) == nil {
            // The view itself (a cell, a view whose subviews the file places relative to it): it fills the canvas.
            layOut(laidOut[0].element, scope: scopeOf(laidOut[0].offset), given: canvas, in: canvas, flow: &flow)
        } else {
            for (index, child) in laidOut {
                layOut(child, scope: scopeOf(index), in: content, flow: &flow)
            }
        }
        boxes += bars
        // What is presented over the screen comes last.
        // A modal view covers the screen below the status bar, which stays in sight.
        for (index, child) in children where child.kind == "modalView" {
            let childScope = scopeOf(index)
            let sheetTop = statusBarHeight
            add(childScope, Rect(x: 0, y: sheetTop, width: canvas.width, height: max(0, canvas.height - sheetTop)), .modal, text: child.string("title"))
            var modalFlow = Flow(x: 10, y: sheetTop + 54, maxX: canvas.width - 10)
            // A navigation bar the presented screen has tops it (drawn over its content).
            contentTop = sheetTop + 44
            for (position, grandchild) in child.children.enumerated() where grandchild.kind != "navigationBar" {
                layOut(grandchild, scope: ElementPath.Scope(child: grandchild, at: position, in: childScope),
                       in: Rect(x: 0, y: sheetTop + 44, width: canvas.width, height: max(0, canvas.height - sheetTop - 44)), flow: &modalFlow)
            }
            for (position, bar) in child.children.enumerated() where bar.kind == "navigationBar" {
                layOutNavigationBar(bar, scope: ElementPath.Scope(child: bar, at: position, in: childScope),
                                    frame: Rect(x: 0, y: sheetTop, width: canvas.width, height: 44))
            }
        }
        for (index, child) in children where child.kind == "alert" {
            layOutAlert(child, scope: scopeOf(index))
        }
        for (index, child) in children where child.kind == "actionSheet" {
            layOutActionSheet(child, scope: scopeOf(index))
        }
    }

    /// Frameless elements go one under another.
    private struct Flow {
        var x: Double
        var y: Double
        var maxX: Double
        /// Side by side rather than one under another: in a free-standing view too low for a column.
        var horizontal = false
    }

    private mutating func layOut(_ element: Element, scope: ElementPath.Scope, given: Rect? = nil, in area: Rect, flow: inout Flow) {
        // Interface Builder's canvas leaves a hidden view out, and so does the drawing: a guess at
        // its place would cover what shows.
        if element.string("hidden") == "true" && element.kind != "statusBar" { return }
        let frame: Rect
        let placedByFile = given != nil || Self.frame(of: element) != nil
        if let given {
            frame = given
        } else if var given = Self.frame(of: element) {
            given.y += offsetY
            frame = given
        } else if element.kind == "tableView" || (element.kind == "view" && !element.children.isEmpty) {
            frame = Rect(x: area.x, y: max(area.y, flow.y - 10), width: area.width, height: max(44, area.maxY - max(area.y, flow.y - 10)))
            flow.y = frame.maxY + 8
        } else {
            var size = Self.uikitSize(of: element.kind, width: flow.maxX - flow.x)
            // An Interface Builder file gives the size of an element whose place it cannot give.
            if fromInterfaceBuilder, let width = element.number("width"), let height = element.number("height"),
               width > 0, height > 0, width.isFinite, height.isFinite {
                size = (width, height)
            }
            frame = Rect(x: flow.x, y: flow.y, width: size.width, height: size.height)
            if flow.horizontal {
                flow.x += size.width + 8
            } else {
                flow.y += size.height + 8
            }
        }
        let guessCount = boxes.count
        let guessed = !placedByFile && fromInterfaceBuilder
        let outerInsideGuess = insideGuess
        if guessed { insideGuess = true }
        defer {
            insideGuess = outerInsideGuess
            if guessCount < boxes.count, boxes[guessCount].scope?.element.location == element.location {
                if guessed {
                    if !outerInsideGuess { boxes[guessCount].guess = "place not in the file" }
                } else if outerInsideGuess {
                    boxes[guessCount].guess = "place not in the file"
                } else if element.string("setAtRunTime").map({ $0.split(separator: " ").contains("text") || $0.split(separator: " ").contains("title") }) == true,
                          element.string("text") == nil && element.string("title") == nil {
                    boxes[guessCount].guess = "text set in code"
                }
            }
        }
        switch element.kind {
        case "tableView":
            add(scope, frame, .view, text: nil)
            layOutRows(of: element, scope: scope, in: frame)
        case "cell":
            // A cell on its own (a xib's top-level cell) is drawn as a row.
            add(scope, frame, .row, text: element.label)
            var inner = Flow(x: frame.x + 10, y: frame.y + 10, maxX: frame.maxX - 10, horizontal: fromInterfaceBuilder && frame.height < 100)
            for (index, child) in element.children.enumerated() {
                layOut(child, scope: ElementPath.Scope(child: child, at: index, in: scope), in: frame, flow: &inner)
            }
        case "segmentedControl":
            add(scope, frame, .control, text: nil)
            layOutSegments(of: element, scope: scope, in: frame, look: .segment)
        case "searchBar":
            add(scope, frame, .field, text: element.string("text") ?? "Search")
            let scopeFrame = frame.height >= 76
                ? Rect(x: frame.x + 6, y: frame.y + 44, width: frame.width - 12, height: frame.height - 50)
                : Rect(x: frame.x + 6, y: frame.maxY, width: frame.width - 12, height: 32)
            layOutSegments(of: element, scope: scope, in: scopeFrame, look: .segment)
        case "switch":
            add(scope, frame, .toggle, text: element.string("title"))
        case "textField":
            add(scope, frame, .field, text: element.string("text") ?? element.string("placeholder"))
            align(element, from: guessCount)
        case "button":
            add(scope, frame, .control, text: element.label ?? Self.picture(ofUntitledButton: element))
        case "slider", "stepper", "pageControl", "checkbox", "radioButton", "comboBox", "popUpButton", "menu":
            add(scope, frame, .control, text: element.label ?? element.kind)
        case "label":
            add(scope, frame, .text, text: element.string("text") ?? element.label)
            align(element, from: guessCount)
        case "imageView":
            add(scope, frame, .image, text: element.label)
        case "view" where element.children.isEmpty && element.string("text") != nil:
            add(scope, frame, .textArea, text: element.string("text"))
        default:
            add(scope, frame, .view, text: element.children.isEmpty ? element.label ?? element.kind : nil)
            var inner = Flow(x: frame.x + 10, y: frame.y + 10, maxX: frame.maxX - 10, horizontal: fromInterfaceBuilder && frame.height < 100)
            // A scroll view under the bars shows its content below them, as UIKit insets it, and
            // only what lies inside its frame, as a table does.
            let scrolls = element.bool("scrolls") == true && !groupedRowsInset && placedByFile
            let insetTop = scrolls ? max(0, contentTop - frame.y) : 0
            let (outerClip, outerOffset) = (clip, offsetY)
            if scrolls {
                let visible = Rect(x: frame.x, y: frame.y + insetTop, width: frame.width, height: max(0, frame.height - insetTop))
                clip = outerClip.map { $0.intersection(visible) } ?? visible
                offsetY = outerOffset + insetTop
            }
            for (index, child) in element.children.enumerated() {
                layOut(child, scope: ElementPath.Scope(child: child, at: index, in: scope), in: frame, flow: &inner)
            }
            if scrolls { (clip, offsetY) = (outerClip, outerOffset) }
        }
    }

    /// Gives the box just added for `element` (when one was: boxes past `start`) the alignment of
    /// its text, where it is centred or right-aligned.
    private mutating func align(_ element: Element, from start: Int) {
        guard start < boxes.count, let alignment = element.string("textAlignment"), alignment == "center" || alignment == "right" else { return }
        boxes[boxes.count - 1].alignment = alignment == "center" ? .center : .right
    }

    /// What a button without a title shows, in words: the glyph of a system button (info, add
    /// contact), else the name of its image (the drawing has no pictures of the app's own), else
    /// nothing, as a button that shows neither draws nothing inside its frame.
    static func picture(ofUntitledButton button: Element) -> String? {
        switch button.string("buttonType") {
        case "infoLight", "infoDark", "detailDisclosure": return "ⓘ"
        case "contactAdd": return "⊕"
        default: return button.string("image")
        }
    }

    private mutating func layOutNavigationBar(_ bar: Element, scope: ElementPath.Scope, frame: Rect) {
        add(scope, frame, .bar, text: nil)
        if let title = bar.string("title"), bar.bool("largeTitles") == true, frame.height >= 88 {
            boxes.append(Box(scope: nil, kind: "title", frame: Rect(x: frame.x + 16, y: frame.y + 44, width: frame.width - 32, height: frame.height - 44),
                             look: .largeTitle, text: title))
        } else if let title = bar.string("title") {
            boxes.append(Box(scope: nil, kind: "title", frame: frame, look: .title, text: title))
        } else if bar.isSetAtRunTime("title") {
            // The app titles the bar in code: the drawing says so where the title goes.
            var title = Box(scope: nil, kind: "title", frame: Rect(x: frame.x + frame.width / 2 - 60, y: frame.y + 7, width: 120, height: 30),
                            look: .title, text: nil)
            title.guess = "text set in code"
            boxes.append(title)
        }
        // An item says its side; otherwise the first is on the left and the others on the right.
        var left = frame.x + 5, right = frame.maxX - 5
        if let back = bar.string("backButton") {
            let width = Self.textWidth(back) + 18
            boxes.append(Box(scope: nil, kind: "backButton", frame: Rect(x: left, y: frame.y + 7, width: width, height: 30), look: .barItem, text: back))
            left += width + 5
        }
        for (index, item) in bar.children.enumerated() where item.kind == "barButtonItem" {
            let width = item.number("width") ?? Self.itemWidth(item)
            let onLeft = item.string("side").map { $0 == "left" } ?? (index == 0 && bar.string("backButton") == nil && bar.children.count > 1)
            let x: Double
            if onLeft {
                x = left
                left += width + 5
            } else {
                right -= width
                x = right
                right -= 5
            }
            add(ElementPath.Scope(child: item, at: index, in: scope), Rect(x: x, y: frame.y + 7, width: width, height: 30), .barItem,
                text: Self.itemText(item))
        }
    }

    private mutating func layOutToolbar(_ bar: Element, scope: ElementPath.Scope, frame: Rect) {
        add(scope, frame, .bar, text: nil)
        // Each item with its system item and the width it asks for (none: a flexible space, which takes what is left).
        let items = bar.children.enumerated().compactMap { index, item -> (index: Int, item: Element, systemItem: String?, width: Double?)? in
            guard item.kind == "barButtonItem" else { return nil }
            let systemItem = item.string("systemItem")
            return (index, item, systemItem, systemItem == "flexibleSpace" ? nil : item.number("width") ?? Self.itemWidth(item))
        }
        let flexible = items.filter { $0.width == nil }.count
        let fixedWidth = items.reduce(0.0) { sum, item in item.width.map { sum + $0 } ?? sum }
        let gaps = Double(max(0, items.count - 1)) * 5
        let spare = max(0, frame.width - 10 - fixedWidth - gaps)
        // Items that do not fit are narrowed alike, as a toolbar cannot scroll.
        let squeeze = fixedWidth > 0 ? min(1, max(0, frame.width - 10 - gaps) / fixedWidth) : 1
        var x = frame.x + 5
        for (index, item, systemItem, asked) in items {
            let width = asked.map { $0 * squeeze } ?? (flexible > 0 ? spare / Double(flexible) : 0)
            let look: Look = asked == nil || systemItem == "fixedSpace" ? .view : .barItem
            add(ElementPath.Scope(child: item, at: index, in: scope), Rect(x: x, y: frame.y + 7, width: width, height: 30), look,
                text: asked == nil ? nil : Self.itemText(item))
            x += width + 5
        }
    }

    private mutating func layOutTabBar(_ bar: Element, scope: ElementPath.Scope, frame: Rect) {
        add(scope, frame, .bar, text: nil)
        let items = bar.children.enumerated().filter { $0.element.kind == "tabBarItem" }
        guard !items.isEmpty else { return }
        let width = (frame.width - 4) / Double(items.count)
        for (position, (index, item)) in items.enumerated() {
            let itemFrame = Rect(x: frame.x + 2 + Double(position) * width, y: frame.y + 2, width: width - 2, height: frame.height - 4)
            let title = item.string("title") ?? item.string("systemItem") ?? "tab"
            guard let image = item.string("image"), itemFrame.height >= 40 else {
                add(ElementPath.Scope(child: item, at: index, in: scope), itemFrame, .tabItem, text: title)
                continue
            }
            // UIKit's tab: its icon above, its title under it.
            add(ElementPath.Scope(child: item, at: index, in: scope), itemFrame, .tabItem, text: nil)
            var icon = Box(scope: nil, kind: "tabBarItemImage", frame: Rect(x: itemFrame.x + (itemFrame.width - 25) / 2, y: itemFrame.y + 2, width: 25, height: 25),
                           look: .image, text: title)
            icon.imageNote = "the tab's image, \(image): the drawing has no pictures of the app's own"
            boxes.append(icon)
        }
    }

    /// A table's rows, one under another at their heights; header and other views below them
    /// unless the file places them. Under a bar, the table's content starts below it (its inset),
    /// and what lies outside the table's visible part is not drawn. Where the file places a cell's
    /// content (Interface Builder draws prototype cells in order, sections apart), the row is put
    /// where that content says the cell was, so that sections keep their spacing and each
    /// row's content stays in its row.
    private mutating func layOutRows(of table: Element, scope: ElementPath.Scope, in frame: Rect) {
        let grouped = table.string("style") == "grouped"
        let insetSides = grouped && groupedRowsInset
        let insetTop = max(0, contentTop - frame.y), insetBottom = max(0, frame.maxY - contentBottom)
        let visible = Rect(x: frame.x, y: frame.y + insetTop, width: frame.width, height: max(0, frame.height - insetTop - insetBottom))
        let (outerClip, outerOffset) = (clip, offsetY)
        clip = outerClip.map { $0.intersection(visible) } ?? visible
        offsetY = outerOffset + insetTop
        defer { (clip, offsetY) = (outerClip, outerOffset) }
        var y = visible.y + (insetSides ? 10 : 0)
        // Inset from the sides: a grouped table before iOS 7, or an inset grouped one from iOS 13.
        let sideInset = insetSides ? 10 : min(max(0, table.number("rowInset") ?? 0), frame.width / 4)
        let x = frame.x + sideInset, width = frame.width - 2 * sideInset
        // Where the previous prototype ended in the file, when its place was known.
        var previousEnd: Double?
        // A section's footer title, drawn once the next row's place says how much room it has.
        var footer: (text: String, top: Double)?
        var previousBottom = visible.y
        let uppercased = grouped && !groupedRowsInset
        for (index, cell) in table.children.enumerated() where cell.kind == "cell" {
            let height = cell.number("height") ?? 44
            let fileTop = Self.prototypeTop(of: cell, height: height, after: previousEnd)
            if let fileTop { y = max(y, fileTop + outerOffset + insetTop) }
            let header = cell.string("sectionHeader")
            if let pending = footer {
                addCaption(pending.text, x: x, width: width, top: pending.top, bottom: y - (header == nil ? 0 : 24))
                footer = nil
            }
            if let header {
                // In the room Interface Builder leaves above the section, as UIKit draws it:
                // from iOS 7, in capitals in a grouped table.
                addCaption(uppercased ? header.uppercased() : header, x: x, width: width,
                           top: max(previousBottom + 4, y - 24), bottom: y - 4)
            }
            let rowScope = ElementPath.Scope(child: cell, at: index, in: scope)
            let row = Rect(x: x, y: y, width: width, height: height)
            add(rowScope, row, .row, text: cell.label)
            if let glyph = Self.accessoryGlyphs[cell.string("accessory") ?? ""] {
                addCaption(glyph, x: row.maxX - 30, width: 26, top: row.y + row.height / 2 - 10, bottom: row.y + row.height / 2 + 10, inset: 4)
            }
            if let text = cell.string("sectionFooter") { footer = (text, row.maxY + 6) }
            previousBottom = row.maxY
            offsetY = fileTop.map { y - $0 } ?? offsetY
            // A control in a cell sits at its right edge unless it has a frame.
            var flow = Flow(x: x + width - 104, y: y + (height - 27) / 2, maxX: x + width - 10)
            for (position, child) in cell.children.enumerated() {
                layOut(child, scope: ElementPath.Scope(child: child, at: position, in: rowScope), in: row, flow: &flow)
            }
            offsetY = outerOffset + insetTop
            previousEnd = fileTop.map { $0 + height }
            y += height
        }
        if let pending = footer { addCaption(pending.text, x: x, width: width, top: pending.top, bottom: pending.top + 60) }
        // A table may hold other views (a header, an empty-list message): they are drawn where
        // they say, or below the rows.
        var flow = Flow(x: frame.x + 10, y: y + 10, maxX: frame.maxX - 10)
        for (index, child) in table.children.enumerated() where child.kind != "cell" {
            layOut(child, scope: ElementPath.Scope(child: child, at: index, in: scope), in: frame, flow: &flow)
        }
    }

    /// The glyphs UIKit draws at a row's right edge for its accessory.
    static let accessoryGlyphs = ["disclosureIndicator": "›", "checkmark": "✓", "detailDisclosureButton": "ⓘ"]

    /// A caption (a section's header or footer title, an accessory) between `top` and `bottom`,
    /// left out where there is no room for a line; clipped to the table as its rows are.
    private mutating func addCaption(_ text: String, x: Double, width: Double, top: Double, bottom: Double, inset: Double = 16) {
        guard bottom - top >= 14, width > 2 * inset else { return }
        var frame = Rect(x: x + inset, y: top, width: width - 2 * inset, height: bottom - top)
        if let clip {
            guard let shown = frame.clipped(to: clip) else { return }
            frame = shown
        }
        boxes.append(Box(scope: nil, kind: "caption", frame: frame, look: .caption, text: text))
    }

    /// Where Interface Builder drew a prototype cell of `height`, told by the frames of its
    /// content (which the file gives in the screen's coordinates): right after the previous
    /// prototype (`previousEnd`) when its content fits there, as cells of one section follow one
    /// another; else its content centred in it, within what the content allows. Nil when no
    /// content is placed.
    static func prototypeTop(of cell: Element, height: Double, after previousEnd: Double?) -> Double? {
        var top = Double.infinity, bottom = -Double.infinity
        func gather(_ element: Element) {
            for child in element.children {
                if let frame = frame(of: child), frame.height.isFinite, frame.y.isFinite {
                    top = min(top, frame.y)
                    bottom = max(bottom, frame.maxY)
                }
                gather(child)
            }
        }
        gather(cell)
        guard top.isFinite, bottom.isFinite else { return nil }
        let lowest = bottom - height, highest = top
        if let previousEnd, previousEnd >= lowest - 0.5, previousEnd <= highest + 0.5 { return previousEnd }
        guard lowest <= highest else { return highest }
        return min(max((top + bottom) / 2 - height / 2, lowest), highest)
    }

    private mutating func layOutSegments(of control: Element, scope: ElementPath.Scope, in frame: Rect, look: Look) {
        let segments = control.children.enumerated().filter { ["segment", "scopeButton"].contains($0.element.kind) }
        guard !segments.isEmpty else { return }
        let given = segments.reduce(0.0) { $0 + ($1.element.number("width") ?? 0) }
        let unsized = segments.filter { $0.element.number("width") == nil }.count
        let share = unsized > 0 ? max(0, frame.width - given) / Double(unsized) : 0
        var x = frame.x
        for (index, segment) in segments {
            let width = segment.number("width") ?? share
            add(ElementPath.Scope(child: segment, at: index, in: scope), Rect(x: x, y: frame.y, width: width, height: frame.height), look,
                text: segment.label ?? segment.string("image"))
            x += width
        }
    }

    private mutating func layOutAlert(_ alert: Element, scope: ElementPath.Scope) {
        let buttons = alert.children.enumerated().filter { $0.element.kind == "button" }
        let width = 284.0
        let titleLines = Double(Self.lines(alert.string("title") ?? "", perLine: 30))
        let messageLines = Double(Self.lines(alert.string("message") ?? "", perLine: 38))
        let sideBySide = buttons.count == 2
        let buttonArea = sideBySide ? 43 : Double(buttons.count) * 51 - (buttons.isEmpty ? 0 : 8)
        let height = 16 + titleLines * 22 + messageLines * 20 + 14 + buttonArea + 16
        let frame = Rect(x: (canvas.width - width) / 2, y: max(0, (canvas.height - height) / 2), width: width, height: height)
        boxes.append(Box(scope: nil, kind: "dimming", frame: canvas, look: .dimming, text: nil))
        add(scope, frame, .alert, text: [alert.string("title"), alert.string("message")].compactMap { $0 }.joined(separator: "\n"))
        let top = frame.maxY - 16 - buttonArea
        for (position, (index, button)) in buttons.enumerated() {
            let rect = sideBySide
                ? Rect(x: frame.x + 12 + Double(position) * 134, y: top, width: 126, height: 43)
                : Rect(x: frame.x + 12, y: top + Double(position) * 51, width: width - 24, height: 43)
            add(ElementPath.Scope(child: button, at: index, in: scope), rect, .alertButton, text: button.label)
        }
    }

    private mutating func layOutActionSheet(_ sheet: Element, scope: ElementPath.Scope) {
        let buttons = sheet.children.enumerated().filter { $0.element.kind == "button" }
        let heading = sheet.string("message") ?? sheet.string("title")
        let headingHeight = heading == nil ? 0.0 : Double(Self.lines(heading!, perLine: 44)) * 20 + 10
        let height = 20 + headingHeight + Double(buttons.count) * 52
        let frame = Rect(x: 0, y: canvas.height - height, width: canvas.width, height: height)
        boxes.append(Box(scope: nil, kind: "dimming", frame: canvas, look: .dimming, text: nil))
        add(scope, frame, .sheet, text: heading)
        var y = frame.y + 16 + headingHeight
        for (index, button) in buttons {
            add(ElementPath.Scope(child: button, at: index, in: scope), Rect(x: 20, y: y, width: canvas.width - 40, height: 44), .sheetButton,
                text: button.label)
            y += 52
        }
    }

    // MARK: Apps

    /// An app's icons and launch images, side by side at their declared size (scaled to at most
    /// 120 points), in rows.
    private mutating func layOutImages(of app: Element, scope: ElementPath.Scope) {
        var x = 10.0, y = 10.0, rowHeight = 0.0
        let width = 600.0
        for (index, image) in app.children.enumerated() {
            let (size, scale) = (Self.drawnSize(of: image), Self.drawnScale(of: image))
            if x + size.width > width - 10 {
                x = 10
                y += rowHeight + 30
                rowHeight = 0
            }
            let caption = [image.string("kind") ?? image.kind, image.string("file")].compactMap { $0 }.joined(separator: " ")
            add(ElementPath.Scope(child: image, at: index, in: scope), Rect(x: x, y: y, width: max(size.width, 20), height: max(size.height, 20)), .image,
                text: caption)
            boxes[boxes.count - 1].pixelScale = scale
            boxes[boxes.count - 1].imageNote = Self.imageNote(for: image)
            x += max(size.width, 20) + 20
            rowHeight = max(rowHeight, size.height)
        }
        canvas = Rect(x: 0, y: 0, width: width, height: y + rowHeight + 30)
    }

    /// An icon's or launch image's declared size (else its file's, else 57 x 57) and the scale it
    /// is drawn at: its size, made at most 120 points.
    static func drawnScale(of image: Element) -> Double {
        let declared = declaredSize(of: image)
        return min(1, 120 / max(declared.width, declared.height, 1))
    }

    static func drawnSize(of image: Element) -> (width: Double, height: Double) {
        let declared = declaredSize(of: image), scale = drawnScale(of: image)
        return (declared.width * scale, declared.height * scale)
    }

    private static func declaredSize(of image: Element) -> (width: Double, height: Double) {
        let width = image.number("width") ?? image.imageFile?.width.map(Double.init) ?? 57
        let height = image.number("height") ?? image.imageFile?.height.map(Double.init) ?? 57
        return (width.isFinite ? max(0, min(width, 1e6)) : 57, height.isFinite ? max(0, min(height, 1e6)) : 57)
    }

    /// Why an icon's or launch image's picture is not drawn; nil when it can be (a PNG read and
    /// decoded).
    static func imageNote(for image: Element) -> String? {
        guard let file = image.imageFile else {
            return (image.string("file") ?? "").isEmpty ? "no file named" : "the file was not read"
        }
        if let problem = file.problem { return problem }
        if file.format != .png { return "a \(file.format == .unknown ? "file" : file.format.rawValue.uppercased()) image: only PNG images are drawn" }
        return nil
    }

    // MARK: Sizes

    private mutating func add(_ scope: ElementPath.Scope, _ frame: Rect, _ look: Look, text: String?) {
        var frame = frame
        if let clip {
            // Outside a scroll view's visible part: not drawn (a finding on it outlines the table).
            guard let shown = frame.clipped(to: clip) else {
                unshown.append(scope)
                return
            }
            frame = shown
        }
        boxes.append(Box(scope: scope, kind: scope.element.kind, frame: frame, look: look, text: text))
    }

    static func frame(of element: Element) -> Rect? {
        guard let x = element.number("x"), let y = element.number("y"), let width = element.number("width"),
              let height = element.number("height") else { return nil }
        return Rect(x: x, y: y, width: width, height: height)
    }

    /// UIKit's size for a control or view made without a frame.
    static func uikitSize(of kind: String, width: Double) -> (width: Double, height: Double) {
        switch kind {
        case "switch": return (94, 27)
        case "button": return (72, 37)
        case "textField": return (min(width, 280), 31)
        case "slider": return (min(width, 280), 23)
        case "segmentedControl": return (min(width, 300), 44)
        case "pageControl": return (min(width, 280), 36)
        case "stepper": return (94, 27)
        case "searchBar": return (min(width, 300), 44)
        case "activityIndicator": return (20, 20)
        case "progressView": return (min(width, 280), 9)
        case "picker", "datePicker": return (min(width, 320), 216)
        default: return (min(width, 280), 31)
        }
    }

    /// About the width of a bar item's title in 12-point bold, plus the item's padding.
    static func textWidth(_ text: String) -> Double { Double(text.count) * 7 + 12 }

    static func itemWidth(_ item: Element) -> Double {
        if item.string("systemItem") == "fixedSpace" { return 10 }
        return max(34, textWidth(itemText(item) ?? "") + 8)
    }

    static func itemText(_ item: Element) -> String? {
        item.string("title") ?? item.string("systemItem") ?? item.string("image")
    }

    static func lines(_ text: String, perLine: Int) -> Int {
        text.isEmpty ? 0 : max(1, (text.count + perLine - 1) / perLine)
    }
}
