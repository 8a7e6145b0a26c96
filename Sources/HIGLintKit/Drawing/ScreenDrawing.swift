import Foundation

/// A screen drawn as an SVG wireframe (see `ScreenLayout`) with its findings outlined: each in the
/// colour of its severity with a numbered badge, an undersized target with the 44 x 44 minimum
/// dashed around it. Used inline by the HTML report and alone by `higlint draw`. Every text comes
/// from a description and is escaped; colours are presentation attributes, so the drawing needs no
/// style sheet (the HTML report's Content-Security-Policy allows none from outside).
public enum ScreenDrawing {
    /// A finding to outline, numbered as the list beside the drawing numbers it.
    public struct Finding: Sendable {
        public var number: Int
        public var violation: Violation

        public init(number: Int, violation: Violation) {
            self.number = number
            self.violation = violation
        }
    }

    /// A place of this screen that a finding on another screen compared (see `RelatedPlace`):
    /// outlined dashed in grey, not as a fault, with that finding's number and what is there.
    public struct Comparison: Sendable {
        public var number: Int
        public var place: RelatedPlace
        /// The finding's severity and rule, by which the report's filters show and hide it.
        public var severity: Severity
        public var ruleID: String

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
        let margin = 24.0
        let width = layout.canvas.width + 2 * margin, height = layout.canvas.height + 2 * margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " viewBox=\"\(n(-margin)) \(n(-margin)) \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " role=\"img\" aria-label=\"\(HTMLText.attribute(label))\" class=\"screen-drawing\">\n"
        if standalone { out += "<title>\(HTMLText.text(label))</title>\n<style>\(HTMLPage.style)</style>\n" }
        out += "<rect x=\"\(n(-margin / 2))\" y=\"\(n(-margin / 2))\" width=\"\(n(layout.canvas.width + margin))\" height=\"\(n(layout.canvas.height + margin))\" rx=\"18\" class=\"k-device\"/>"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(layout.canvas.width))\" height=\"\(n(layout.canvas.height))\" class=\"k-screen\"/>\n"
        for box in layout.boxes {
            draw(box, image: images.isEmpty ? nil : box.path.flatMap { images[$0] }, into: &out)
        }
        // Several findings on one element: their badges side by side, leftwards from its corner.
        var badgesAt: [String: Int] = [:]
        for finding in findings {
            let box = layout.box(for: finding.violation.elementPath)
            let key = box.map { "\($0.frame.x) \($0.frame.y) \($0.frame.width)" } ?? ""
            out += outline(finding, box: box, layout: layout, badge: badgesAt[key, default: 0])
            badgesAt[key, default: 0] += 1
        }
        for comparison in comparisons {
            let key = layout.box(for: comparison.place.elementPath).map { "\($0.frame.x) \($0.frame.y) \($0.frame.width)" } ?? ""
            out += outline(comparison, layout: layout, badge: badgesAt[key, default: 0])
            badgesAt[key, default: 0] += 1
        }
        return out + "</svg>"
    }

    private static func outline(_ comparison: Comparison, layout: ScreenLayout, badge: Int) -> String {
        let frame = layout.box(for: comparison.place.elementPath)?.frame ?? layout.canvas
        var out = "<g class=\"compared\" data-finding=\"\(comparison.number)\" data-severity=\"\(comparison.severity.rawValue)\""
        out += " data-rule=\"\(HTMLText.attribute(comparison.ruleID))\" data-x=\"\(n(frame.x))\" data-y=\"\(n(frame.y))\""
        out += " data-width=\"\(n(frame.width))\" data-height=\"\(n(frame.height))\">"
        out += "<rect class=\"outline\" x=\"\(n(frame.x - 2))\" y=\"\(n(frame.y - 2))\" width=\"\(n(frame.width + 4))\" height=\"\(n(frame.height + 4))\"/>"
        // What the screen has there, over the element (under it at the top of the screen).
        let y = frame.y > 18 ? frame.y - 6 : min(frame.maxY + 16, layout.canvas.height - 4)
        out += "<text x=\"\(n(frame.x + 4))\" y=\"\(n(y))\" class=\"t-compared\">\(HTMLText.text(comparison.place.value))</text>"
        let cx = min(frame.maxX, layout.canvas.width + 10) - Double(badge) * 22, cy = max(frame.y, -10)
        out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"10\"/><text x=\"\(n(cx))\" y=\"\(n(cy + 4))\" class=\"t-compared-badge mid\">\(comparison.number)</text>"
        return out + "</g>\n"
    }

    private static func draw(_ box: ScreenLayout.Box, image: String?, into out: inout String) {
        let f = box.frame
        let radius: Double
        switch box.look {
        case .barItem, .tabItem: radius = 5
        case .control, .field, .alertButton, .sheetButton: radius = 7
        case .toggle: radius = f.height / 2
        case .alert: radius = 10
        default: radius = 0
        }
        if box.look != .title {
            out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
            if radius > 0 { out += " rx=\"\(n(radius))\"" }
            out += " class=\"k-\(box.look.rawValue)\"/>"
        }
        if let image {
            out += "<image x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" href=\"\(HTMLText.attribute(image))\" preserveAspectRatio=\"xMidYMid meet\"/>"
        }
        if let text = box.text, !text.isEmpty, box.look != .dimming {
            label(text, in: f, look: box.look, into: &out)
        }
        out += "\n"
    }

    /// Text centred in a box, cut to what fits (about 6.5 points a character at 12 points); an
    /// alert's title and message on lines of their own; an image's caption under it.
    private static func label(_ text: String, in f: ScreenLayout.Rect, look: ScreenLayout.Look, into out: inout String) {
        let size = look == .title ? 15.0 : 12.0
        let perLine = max(3, Int((look == .image ? max(f.width, 120) : f.width - 8) / (size * 0.55)))
        // Most labels are one short line.
        var lines = !text.utf8.contains(UInt8(ascii: "\n")) && fits(text, in: perLine) ? [text]
            : text.split(separator: "\n", omittingEmptySubsequences: true).flatMap { wrap(String($0), perLine: perLine) }
        let maxLines = look == .alert || look == .sheet ? 6 : max(1, Int(f.height / (size + 3)))
        if lines.count > maxLines { lines = Array(lines.prefix(maxLines)) }
        let lineHeight = size + 3
        var y: Double
        switch look {
        case .alert: y = f.y + 16 + size
        case .sheet: y = f.y + 12 + size
        case .image: y = f.maxY + size + 2
        default: y = f.y + (f.height - Double(lines.count) * lineHeight) / 2 + size
        }
        let start = look == .text || look == .row || look == .field
        let x = start ? f.x + (look == .row ? 12 : 4) : f.x + f.width / 2
        for line in lines {
            out += "<text x=\"\(n(x))\" y=\"\(n(y))\" class=\"t-\(look.rawValue)\(start ? "" : " mid")\">\(HTMLText.text(line))</text>"
            y += lineHeight
        }
    }
    /// Whether a text of one line has at most `limit` characters: told by its bytes when they are
    /// that few or ASCII (as most labels are).
    /// - Note: counting characters took labels from 7 % to 4 % of the processor time of the visual
    ///   report's run on 1,000 screens with findings (`Benchmarks/run findings`, `--jobs 1`).
    private static func fits(_ line: String, in limit: Int) -> Bool {
        let bytes = line.utf8
        if bytes.count <= limit { return true }
        if bytes.allSatisfy({ $0 < 0x80 }) { return false }
        return line.prefix(limit + 1).count <= limit
    }

    private static func wrap(_ line: String, perLine: Int) -> [String] {
        guard line.count > perLine else { return [line] }
        var lines: [String] = [], current = ""
        for word in line.split(separator: " ") {
            if current.isEmpty { current = String(word) } else if current.count + 1 + word.count <= perLine { current += " " + word } else {
                lines.append(current)
                current = String(word)
            }
        }
        if !current.isEmpty { lines.append(current) }
        return lines.map { $0.count > perLine ? String($0.prefix(perLine - 1)) + "…" : $0 }
    }

    /// A finding's outline on `box`, the box drawn for its element.
    private static func outline(_ finding: Finding, box: ScreenLayout.Box?, layout: ScreenLayout, badge: Int) -> String {
        let violation = finding.violation
        // A finding on something the drawing has no box for (a property of the root, a cross-screen
        // fact about the screen) outlines the whole screen.
        let frame = box?.frame ?? layout.canvas
        var out = "<g class=\"finding\" data-finding=\"\(finding.number)\" data-severity=\"\(violation.severity.rawValue)\""
        out += " data-rule=\"\(HTMLText.attribute(violation.ruleID))\""
        out += " data-x=\"\(n(frame.x))\" data-y=\"\(n(frame.y))\" data-width=\"\(n(frame.width))\" data-height=\"\(n(frame.height))\""
        out += " tabindex=\"0\" aria-label=\"Finding \(finding.number): \(HTMLText.attribute(violation.ruleID))\">"
        out += "<rect class=\"outline\" x=\"\(n(frame.x - 2))\" y=\"\(n(frame.y - 2))\" width=\"\(n(frame.width + 4))\" height=\"\(n(frame.height + 4))\"/>"
        if violation.ruleID == "hit-target-size" {
            // The 44 x 44 minimum, centred on the target.
            out += "<rect class=\"minimum\" x=\"\(n(frame.x + frame.width / 2 - 22))\" y=\"\(n(frame.y + frame.height / 2 - 22))\" width=\"44\" height=\"44\"/>"
        }
        if let box, box.look == .image, let expected = expectedSize(in: violation.message) {
            // The size the guidelines give, at the image's scale, from its top left corner.
            out += "<rect class=\"expected\" x=\"\(n(frame.x))\" y=\"\(n(frame.y))\" width=\"\(n(expected.width * box.pixelScale))\" height=\"\(n(expected.height * box.pixelScale))\"/>"
            out += "<text x=\"\(n(frame.x + 2))\" y=\"\(n(frame.y - 4))\" class=\"t-expected\">expected \(Int(expected.width))x\(Int(expected.height))</text>"
        }
        let cx = min(frame.maxX, layout.canvas.width + 10) - Double(badge) * 22, cy = max(frame.y, -10)
        out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"10\"/><text x=\"\(n(cx))\" y=\"\(n(cy + 4))\" class=\"t-badge mid\">\(finding.number)</text>"
        return out + "</g>\n"
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

    /// A coordinate, without a needless fraction.
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
