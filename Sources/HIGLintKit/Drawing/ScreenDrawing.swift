import Foundation

/// A screen drawn as an SVG wireframe (see `ScreenLayout`) with its findings outlined: each in the
/// colour of its severity with a numbered badge, an undersized target with the 44 x 44 minimum
/// dashed around it. Used inline by the HTML report and alone by `higlint draw`. Every text comes
/// from a description and is escaped; colours are presentation attributes, so the drawing needs no
/// style sheet (the HTML report's Content-Security-Policy allows none from outside).
public enum ScreenDrawing {
    /// A finding to outline, numbered as the list beside the drawing numbers it.
    public struct Finding: Sendable {
        var number: Int
        var violation: Violation

        public init(number: Int, violation: Violation) {
            self.number = number
            self.violation = violation
        }
    }

    /// A place of this screen that a finding on another screen compared (see `RelatedPlace`):
    /// outlined dashed in grey, not as a fault, with that finding's number and what is there.
    public struct Comparison: Sendable {
        var number: Int
        var place: RelatedPlace
        /// The finding's severity and rule, by which the report's filters show and hide it.
        var severity: Severity
        var ruleID: String

        public init(number: Int, place: RelatedPlace, severity: Severity, ruleID: String) {
            self.number = number
            self.place = place
            self.severity = severity
            self.ruleID = ruleID
        }
    }

    /// The SVG element; `label` names the drawing for assistive technology, `images` are data URIs
    /// by element path (icons and launch images, drawn inside their boxes). Colours and fonts come
    /// from classes (`HTMLPage.style`), which a `standalone` drawing carries in its own `<style>`.
    public static func svg(_ layout: ScreenLayout, findings: [Finding], label: String, images: [String: String] = [:],
                           comparisons: [Comparison] = [], standalone: Bool = false) -> String {
        var out = MarkupBuffer()
        svg(layout, findings: findings, label: label, images: images, comparisons: comparisons, standalone: standalone, into: &out)
        return out.string
    }

    static func svg(_ layout: ScreenLayout, findings: [Finding], label: String, images: [String: String] = [:],
                    comparisons: [Comparison] = [], standalone: Bool = false, into out: inout MarkupBuffer) {
        var boxes = BoxIndex(layout, findings: findings, comparisons: comparisons)
        svg(layout, findings: findings, label: label, images: images, comparisons: comparisons, standalone: standalone,
            boxes: &boxes, into: &out)
    }

    /// `svg`, finding the boxes of the findings and compared places through `boxes`, an index of the layout's.
    static func svg(_ layout: ScreenLayout, findings: [Finding], label: String, images: [String: String] = [:],
                    comparisons: [Comparison] = [], standalone: Bool = false, boxes: inout BoxIndex, into out: inout MarkupBuffer) {
        open(canvas: layout.canvas, extent: layout.extent, freeStanding: layout.freeStanding, label: label, standalone: standalone, into: &out)
        wireframe(layout, images: images, into: &out)
        outline(findings, comparisons: comparisons, canvas: layout.canvas, shown: layout.extent, into: &out) { boxes.box(for: $0, at: $1) }
        out.add("</svg>")
    }

    /// `svg` of a screen kept from the check, its wireframe given (`KeptScreen.wireframe`).
    static func svg(_ screen: KeptScreen, wireframe: [UInt8], findings: [Finding], label: String, comparisons: [Comparison] = [],
                    into out: inout MarkupBuffer) {
        open(canvas: screen.canvas, extent: screen.extent, freeStanding: screen.freeStanding, label: label, standalone: false, into: &out)
        out.add(bytes: wireframe)
        outline(findings, comparisons: comparisons, canvas: screen.canvas, shown: screen.extent, into: &out) { screen.box(for: $0, at: $1) }
        out.add("</svg>")
    }

    /// The SVG element's start and the device and screen under the boxes.
    /// `extent`: what the drawing must show, the canvas and (for a free-standing view) what lies past it.
    private static func open(canvas: ScreenLayout.Rect, extent: ScreenLayout.Rect, freeStanding: Bool, label: String, standalone: Bool,
                             into out: inout MarkupBuffer) {
        let margin = 24.0
        let shown = freeStanding ? extent : canvas
        let width = shown.width + 2 * margin, height = shown.height + 2 * margin
        out.add("<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"")
        out.add(coordinate: shown.x - margin); out.add(" "); out.add(coordinate: shown.y - margin); out.add(" ")
        out.add(coordinate: width); out.add(" "); out.add(coordinate: height)
        out.add("\" width=\""); out.add(coordinate: width); out.add("\" height=\""); out.add(coordinate: height)
        out.add("\" role=\"img\" aria-label=\""); out.add(text: label)
        out.add(freeStanding ? "\" class=\"screen-drawing free-standing\">\n" : "\" class=\"screen-drawing\">\n")
        if standalone {
            out.add("<title>"); out.add(text: label); out.add("</title>\n<style>"); out.add(markup: HTMLPage.style); out.add("</style>\n")
        }
        // A free-standing view is not on a device: it lies on a neutral canvas, its edge marked.
        if !freeStanding {
            out.add("<rect x=\""); out.add(coordinate: -margin / 2); out.add("\" y=\""); out.add(coordinate: -margin / 2)
            out.add("\" width=\""); out.add(coordinate: canvas.width + margin)
            out.add("\" height=\""); out.add(coordinate: canvas.height + margin); out.add("\" rx=\"18\" class=\"k-device\"/>")
        }
        out.add("<rect x=\"0\" y=\"0\" width=\""); out.add(coordinate: canvas.width)
        out.add("\" height=\""); out.add(coordinate: canvas.height); out.add(freeStanding ? "\" class=\"k-canvas\"/>\n" : "\" class=\"k-screen\"/>\n")
    }

    /// The layout's boxes, drawn: what a drawing shows whatever its findings. `images`: as `svg`'s.
    static func wireframe(_ layout: ScreenLayout, images: [String: String] = [:], into out: inout MarkupBuffer) {
        for box in layout.boxes {
            draw(box, image: images.isEmpty ? nil : box.path.flatMap { images[$0] }, into: &out)
        }
    }

    /// The findings' and compared places' outlines, on the boxes `box` finds for a path at a place.
    /// `shown`: what the drawing shows (`ScreenLayout.extent`), where badges may go.
    private static func outline(_ findings: [Finding], comparisons: [Comparison], canvas: ScreenLayout.Rect, shown: ScreenLayout.Rect,
                                into out: inout MarkupBuffer, box: (String, SourceLocation) -> ScreenLayout.Box?) {
        // Several findings on one element: their outlines on one place, the most severe drawn last
        // so that it shows (an information outline over two warnings' hid them); their badges side
        // by side, leftwards from its corner, in number order; no badge over another's, and every
        // badge over every outline.
        var badges = BadgePlaces(area: shown)
        var badgeLayer = MarkupBuffer()
        var badgesAt: [BadgeCorner: Int] = [:]
        let boxes = findings.map { box($0.violation.elementPath, $0.violation.location) }
        for index in findings.indices.sorted(by: { (findings[$0].violation.severity, $0) < (findings[$1].violation.severity, $1) }) {
            outline(findings[index], box: boxes[index], canvas: canvas, into: &out)
        }
        for (finding, box) in zip(findings, boxes) {
            let key = BadgeCorner(box)
            let frame = box?.frame ?? canvas
            let centre = badges.place(BadgeCorner.preferred(frame, area: shown, index: badgesAt[key, default: 0]))
            mark(number: finding.number, severity: finding.violation.severity, ruleID: finding.violation.ruleID, at: centre,
                 compared: false, into: &badgeLayer)
            badgesAt[key, default: 0] += 1
        }
        for comparison in comparisons {
            let box = box(comparison.place.elementPath, comparison.place.location)
            let key = BadgeCorner(box)
            let frame = box?.frame ?? canvas
            let centre = badges.place(BadgeCorner.preferred(frame, area: shown, index: badgesAt[key, default: 0]))
            outline(comparison, box: box, canvas: canvas, into: &out)
            mark(number: comparison.number, severity: comparison.severity, ruleID: comparison.ruleID, at: centre, compared: true,
                 into: &badgeLayer)
            badgesAt[key, default: 0] += 1
        }
        out.add(badgeLayer)
    }

    /// Where a box's badges go: boxes of the same left, top and width (an element and a child that
    /// fills it) share one row of badges; findings with no box, the screen's.
    private struct BadgeCorner: Hashable {
        var x: UInt64, y: UInt64, width: UInt64
        var hasBox: Bool

        init(_ box: ScreenLayout.Box?) {
            x = box?.frame.x.bitPattern ?? 0
            y = box?.frame.y.bitPattern ?? 0
            width = box?.frame.width.bitPattern ?? 0
            hasBox = box != nil
        }

        /// The centre the `index`th badge of a box would have without others: on its top right
        /// corner, leftwards for each badge before it.
        static func preferred(_ frame: ScreenLayout.Rect, area: ScreenLayout.Rect, index: Int) -> (x: Double, y: Double) {
            (min(bounded(frame.maxX), area.maxX + 10) - Double(index) * 22, max(bounded(frame.y), area.y - 10))
        }
    }

    /// `x`, `y`, `width` and `height` attributes of a frame, each with a leading space.
    private static func add(_ frame: ScreenLayout.Rect, inset: Double = 0, into out: inout MarkupBuffer) {
        out.add(" x=\""); out.add(coordinate: frame.x - inset); out.add("\" y=\""); out.add(coordinate: frame.y - inset)
        out.add("\" width=\""); out.add(coordinate: frame.width + 2 * inset); out.add("\" height=\""); out.add(coordinate: frame.height + 2 * inset)
        out.add("\"")
    }

    /// The `data-` attributes by which the report's script finds a frame, each with a leading space.
    private static func addData(_ frame: ScreenLayout.Rect, into out: inout MarkupBuffer) {
        out.add(" data-x=\""); out.add(coordinate: frame.x); out.add("\" data-y=\""); out.add(coordinate: frame.y)
        out.add("\" data-width=\""); out.add(coordinate: frame.width); out.add("\" data-height=\""); out.add(coordinate: frame.height)
        out.add("\"")
    }

    /// A finding's numbered badge, in a group of its own drawn after every outline (so that no
    /// outline crosses it), which the report's filters and highlighting find by its number as
    /// they find the outline.
    private static func mark(number: Int, severity: Severity, ruleID: String, at centre: (x: Double, y: Double), compared: Bool,
                             into out: inout MarkupBuffer) {
        out.add(compared ? "<g class=\"compared-mark\" data-finding=\"" : "<g class=\"mark\" data-finding=\""); out.add(int: number)
        out.add("\" data-severity=\""); out.add(markup: severity.rawValue); out.add("\" data-rule=\""); out.add(text: ruleID); out.add("\">")
        badge(number, cx: centre.x, cy: centre.y, textClass: compared ? "t-compared-badge" : "t-badge", into: &out)
        out.add("</g>\n")
    }

    /// A numbered badge at (`cx`, `cy`).
    private static func badge(_ number: Int, cx: Double, cy: Double, textClass: StaticString, into out: inout MarkupBuffer) {
        out.add("<circle cx=\""); out.add(coordinate: cx); out.add("\" cy=\""); out.add(coordinate: cy)
        out.add("\" r=\"10\"/><text x=\""); out.add(coordinate: cx); out.add("\" y=\""); out.add(coordinate: cy + 4)
        out.add("\" class=\""); out.add(textClass); out.add(" mid\">"); out.add(int: number); out.add("</text>")
    }

    /// A compared place's outline on `box`, the box drawn for its element.
    private static func outline(_ comparison: Comparison, box: ScreenLayout.Box?, canvas: ScreenLayout.Rect, into out: inout MarkupBuffer) {
        let frame = box?.frame ?? canvas
        out.add("<g class=\"compared\" data-finding=\""); out.add(int: comparison.number)
        out.add("\" data-severity=\""); out.add(markup: comparison.severity.rawValue)
        out.add("\" data-rule=\""); out.add(text: comparison.ruleID); out.add("\"")
        addData(frame, into: &out)
        out.add("><rect class=\"outline\""); add(frame, inset: 2, into: &out); out.add("/>")
        // What the screen has there, over the element (under it at the top of the screen).
        let y = frame.y > 18 ? frame.y - 6 : min(frame.maxY + 16, canvas.height - 4)
        out.add("<text x=\""); out.add(coordinate: frame.x + 4); out.add("\" y=\""); out.add(coordinate: y)
        out.add("\" class=\"t-compared\">"); out.add(text: comparison.place.value); out.add("</text>")
        out.add("</g>\n")
    }

    private static func draw(_ box: ScreenLayout.Box, image: String?, into out: inout MarkupBuffer) {
        let f = box.frame
        let radius: Double
        switch box.look {
        case .barItem, .tabItem: radius = 5
        case .control, .field, .alertButton, .sheetButton: radius = 7
        case .toggle: radius = f.height / 2
        case .alert: radius = 10
        default: radius = 0
        }
        if box.look != .title && box.look != .largeTitle {
            out.add("<rect"); add(f, into: &out)
            if radius > 0 { out.add(" rx=\""); out.add(coordinate: radius); out.add("\"") }
            out.add(" class=\"k-"); out.add(markup: box.look.rawValue); out.add("\"/>")
        }
        if let image {
            out.add("<image"); add(f, into: &out)
            out.add(" href=\""); out.add(text: image); out.add("\" preserveAspectRatio=\"xMidYMid meet\"/>")
        } else if box.look == .image, let note = box.imageNote {
            // The placeholder says why the picture is not drawn.
            out.add("<rect"); add(f, into: &out); out.add(" class=\"k-placeholder\"><title>"); out.add(text: "Not drawn: " + note)
            out.add("</title></rect>")
        }
        if let guess = box.guess { hatch(f, note: guess, into: &out) }
        if let text = box.text, !text.isEmpty, box.look != .dimming {
            label(text, in: f, look: box.look, alignment: box.alignment, into: &out)
        }
        out.add("\n")
    }

    /// Diagonal lines across a box whose place or content the drawing guesses, with the reason
    /// as its tooltip and, where it fits, written at its foot.
    private static func hatch(_ f: ScreenLayout.Rect, note: String, into out: inout MarkupBuffer) {
        let x = bounded(f.x), y = bounded(f.y), maxX = bounded(f.maxX), maxY = bounded(f.maxY)
        guard maxX > x, maxY > y else { return }
        // Lines x + y = k, at most 40 across the box.
        let spacing = max(8, ((maxX - x) + (maxY - y)) / 40)
        out.add("<path class=\"k-guess\" d=\"")
        var k = x + y + spacing
        while k < maxX + maxY {
            let startX = max(x, k - maxY), endX = min(maxX, k - y)
            if endX > startX {
                out.add("M"); out.add(coordinate: (startX * 10).rounded() / 10); out.add(" "); out.add(coordinate: ((k - startX) * 10).rounded() / 10)
                out.add("L"); out.add(coordinate: (endX * 10).rounded() / 10); out.add(" "); out.add(coordinate: ((k - endX) * 10).rounded() / 10)
            }
            k += spacing
        }
        out.add("\"><title>"); out.add(text: "Drawn as a guess: " + note); out.add("</title></path>")
        if maxX - x >= Double(note.count) * 5.2 + 4, maxY - y >= 12 {
            out.add("<text x=\""); out.add(coordinate: x + 2); out.add("\" y=\""); out.add(coordinate: maxY - 2)
            out.add("\" class=\"t-guess\">"); out.add(text: note); out.add("</text>")
        }
    }

    /// Text centred in a box, cut to what fits (at the average width of its own characters, see
    /// `TextWidth`); an alert's title and message on lines of their own; an image's caption under it.
    private static func label(_ text: String, in f: ScreenLayout.Rect, look: ScreenLayout.Look, alignment: ScreenLayout.Alignment? = nil,
                              into out: inout MarkupBuffer) {
        let size = look == .largeTitle ? 24.0 : look == .title ? 15.0 : 12.0
        // A view's caption names its kind; in a view lower than a line (a progress bar) it would
        // spill over what lies around it, so it is left out.
        if look == .view && f.height < size + 3 { return }
        // A text Interface Builder sized to fit (its box as wide as its letters, or a point or two
        // wider) is drawn whole, from nearer the box's edge than the usual 4 points.
        let measured = TextWidth.measure(text)
        let width = look == .text ? Double(measured.units) * size / 1000 : .infinity
        let inset = width <= f.width ? min(4, f.width - width) : 4
        let perLine = max(3, Int(bounded((look == .image ? max(f.width, 120) : f.width - inset) / (size * TextWidth.averageEms(measured)) + 0.001)))
        // Most labels are one short line, written without making a list of lines (for speed); a
        // long one is split at its line breaks, if it has any.
        let breaksLines = text.utf8.contains(UInt8(ascii: "\n"))
        let oneLine = !breaksLines && fits(text, in: perLine)
        var lines: [String] = []
        if !oneLine {
            lines = breaksLines ? text.split(separator: "\n", omittingEmptySubsequences: true).flatMap { wrap(String($0), perLine: perLine) }
                : wrap(text, perLine: perLine)
        }
        let maxLines = look == .alert || look == .sheet ? 6 : max(1, Int(bounded(f.height / (size + 3))))
        if lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        let lineCount = oneLine ? 1 : lines.count
        let lineHeight = size + 3
        var y: Double
        switch look {
        case .alert: y = f.y + 16 + size
        case .sheet: y = f.y + 12 + size
        case .image: y = f.maxY + size + 2
        case .textArea: y = f.y + 8 + size
        // A section's title from the top of its room: a footer right under its section's rows.
        case .caption: y = f.y + size + 2
        default: y = f.y + (f.height - Double(lineCount) * lineHeight) / 2 + size
        }
        let start = (look == .text || look == .row || look == .field || look == .caption || look == .textArea || look == .largeTitle)
            && alignment == nil
        let x: Double
        switch alignment {
        case .center?: x = f.x + f.width / 2
        case .right?: x = f.maxX - inset
        case nil: x = start ? f.x + (look == .row ? 12 : look == .textArea ? 5 : look == .largeTitle ? 0 : inset) : f.x + f.width / 2
        }
        let anchor: StaticString = alignment == .right ? " end\">" : start ? "\">" : " mid\">"
        func write(_ line: String) {
            out.add("<text x=\""); out.add(coordinate: x); out.add("\" y=\""); out.add(coordinate: y)
            out.add("\" class=\"t-"); out.add(markup: look.rawValue); out.add(anchor)
            out.add(text: line); out.add("</text>")
            y += lineHeight
        }
        if oneLine { write(text) }
        for line in lines { write(line) }
    }

    /// Whether a text of one line has at most `limit` characters: told by its bytes when they are
    /// that few or ASCII (as most labels are), for speed: counting characters is costly.
    private static func fits(_ line: String, in limit: Int) -> Bool {
        let bytes = line.utf8
        if bytes.count <= limit { return true }
        if bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return line.prefix(limit + 1).count <= limit
    }

    /// Words to lines of at most `perLine` characters; a word longer than a line is cut.
    ///
    /// - Note: for speed, a line of printable ASCII, where a byte is a character, is wrapped by
    ///   its bytes.
    static func wrap(_ line: String, perLine: Int) -> [String] {
        if line.utf8.allSatisfy({ (0x20..<0x7F).contains($0) }) { return wrapPrintableASCII(line, perLine: perLine) }
        return wrapCharacters(line, perLine: perLine)
    }

    /// `wrap` for a line of printable ASCII, by bytes.
    private static func wrapPrintableASCII(_ line: String, perLine: Int) -> [String] {
        let bytes = line.utf8
        guard bytes.count > perLine else { return [line] }
        var lines: [String] = [], current: [UInt8] = []
        func finish() {
            if current.count > perLine {
                lines.append(String(decoding: current.prefix(max(0, perLine - 1)), as: UTF8.self) + "…")
            } else {
                lines.append(String(decoding: current, as: UTF8.self))
            }
            current.removeAll(keepingCapacity: true)
        }
        for word in bytes.split(separator: UInt8(ascii: " ")) {
            if current.isEmpty {
                current.append(contentsOf: word)
            } else if current.count + 1 + word.count <= perLine {
                current.append(UInt8(ascii: " "))
                current.append(contentsOf: word)
            } else {
                finish()
                current.append(contentsOf: word)
            }
        }
        if !current.isEmpty { finish() }
        return lines
    }

    /// `wrap` by characters, for any line.
    static func wrapCharacters(_ line: String, perLine: Int) -> [String] {
        guard line.count > perLine else { return [line] }
        // The line being filled keeps its count of characters: counting it again for each word would
        // cost time that grows with the square of the text's length (a long label in a very wide
        // box; `Benchmarks/run adversarial`, `wide-label`).
        var lines: [String] = [], current = "", currentCount = 0
        for word in line.split(separator: " ") {
            let added = (" " + word).count
            if current.isEmpty {
                current = String(word)
                currentCount = word.count
            } else if currentCount + added <= perLine {
                current += " " + word
                currentCount += added
            } else {
                lines.append(current)
                current = String(word)
                currentCount = word.count
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0.count > perLine ? String($0.prefix(perLine - 1)) + "…" : $0 }
    }

    /// A finding's outline on `box`, the box drawn for its element.
    private static func outline(_ finding: Finding, box: ScreenLayout.Box?, canvas: ScreenLayout.Rect, into out: inout MarkupBuffer) {
        let violation = finding.violation
        // A finding on something the drawing has no box for (a property of the root, a cross-screen
        // fact about the screen) outlines the whole screen.
        let frame = box?.frame ?? canvas
        out.add("<g class=\"finding\" data-finding=\""); out.add(int: finding.number)
        out.add("\" data-severity=\""); out.add(markup: violation.severity.rawValue)
        out.add("\" data-rule=\""); out.add(text: violation.ruleID); out.add("\"")
        addData(frame, into: &out)
        out.add(" tabindex=\"0\" role=\"img\" aria-label=\"Finding "); out.add(int: finding.number); out.add(": "); out.add(text: violation.ruleID)
        out.add("\"><rect class=\"outline\""); add(frame, inset: 2, into: &out); out.add("/>")
        if violation.ruleID == "hit-target-size", box != nil {
            // The 44 x 44 minimum, centred on the target (not on a screen standing in for a
            // target the drawing does not show).
            out.add("<rect class=\"minimum\" x=\""); out.add(coordinate: frame.x + frame.width / 2 - 22)
            out.add("\" y=\""); out.add(coordinate: frame.y + frame.height / 2 - 22); out.add("\" width=\"44\" height=\"44\"/>")
        }
        if let box, box.look == .image, let expected = expectedSize(in: violation.message) {
            // The size the guidelines give, at the image's scale, from its top left corner.
            out.add("<rect class=\"expected\""); add(ScreenLayout.Rect(x: frame.x, y: frame.y, width: expected.width * box.pixelScale,
                                                                         height: expected.height * box.pixelScale), into: &out)
            out.add("/><text x=\""); out.add(coordinate: frame.x + 2); out.add("\" y=\""); out.add(coordinate: frame.y - 4)
            out.add("\" class=\"t-expected\">expected "); out.add(int: Int(bounded(expected.width))); out.add("x"); out.add(int: Int(bounded(expected.height)))
            out.add("</text>")
        }
        out.add("</g>\n")
    }

    /// The first size a size rule's message gives ("… the guidelines give 114x114 (iPhone app icon
    /// @2x)"), for an image drawn beside the box it should fill.
    static func expectedSize(in message: String) -> (width: Double, height: Double)? {
        guard let give = message.range(of: "the guidelines give ") else { return nil }
        let rest = message[give.upperBound...].drop { !$0.isNumber }
        let digits = rest.prefix { $0.isNumber || $0 == "x" }.split(separator: "x")
        guard digits.count == 2, let width = Double(digits[0]), let height = Double(digits[1]) else { return nil }
        return (width, height)
    }

    /// A coordinate, without a needless fraction (`MarkupBuffer.add(coordinate:)`).
    static func n(_ value: Double) -> String {
        var out = MarkupBuffer()
        out.add(coordinate: value)
        return out.string
    }

    /// A place or size as the drawing uses it. A description may give any number (`1e300`, more
    /// digits than a Double holds, an infinity); nothing a million points away is on the screen.
    static func bounded(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, -1e6), 1e6)
    }
}
