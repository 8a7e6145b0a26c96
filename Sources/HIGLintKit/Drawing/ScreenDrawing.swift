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

    /// The SVG element; `label` names the drawing for assistive technology, `images` are data URIs
    /// by element path (icons and launch images, drawn inside their boxes).
    public static func svg(_ layout: ScreenLayout, findings: [Finding], label: String, images: [String: String] = [:],
                           standalone: Bool = false) -> String {
        let margin = 24.0
        let width = layout.canvas.width + 2 * margin, height = layout.canvas.height + 2 * margin
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\""
        out += " viewBox=\"\(n(-margin)) \(n(-margin)) \(n(width)) \(n(height))\" width=\"\(n(width))\" height=\"\(n(height))\""
        out += " role=\"img\" aria-label=\"\(HTMLText.attribute(label))\" class=\"screen-drawing\">\n"
        if standalone { out += "<title>\(HTMLText.text(label))</title>\n" }
        out += "<rect x=\"\(n(-margin / 2))\" y=\"\(n(-margin / 2))\" width=\"\(n(layout.canvas.width + margin))\" height=\"\(n(layout.canvas.height + margin))\" rx=\"18\" fill=\"#2b2f36\"/>\n"
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(layout.canvas.width))\" height=\"\(n(layout.canvas.height))\" fill=\"#ffffff\"/>\n"
        for box in layout.boxes {
            out += draw(box, image: box.path.flatMap { images[$0] })
        }
        for finding in findings {
            out += outline(finding, layout: layout)
        }
        return out + "</svg>"
    }

    private static func draw(_ box: ScreenLayout.Box, image: String?) -> String {
        let f = box.frame
        let (fill, stroke, textColor, radius): (String, String, String, Double) = {
            switch box.look {
            case .bar: return ("#d5dbe3", "#9aa3ad", "#1d232b", 0)
            case .barItem: return ("#eef1f5", "#6b7480", "#1d232b", 5)
            case .title: return ("none", "none", "#1d232b", 0)
            case .control: return ("#f4f6f8", "#7b8591", "#1d232b", 7)
            case .segment: return ("#f9fafb", "#7b8591", "#1d232b", 0)
            case .toggle: return ("#e3f4e6", "#4c8c57", "#1d232b", f.height / 2)
            case .field: return ("#ffffff", "#7b8591", "#5c6670", 6)
            case .row: return ("#ffffff", "#d0d5db", "#1d232b", 0)
            case .tabItem: return ("#e4e8ee", "#9aa3ad", "#1d232b", 4)
            case .text: return ("none", "#e2e5e9", "#1d232b", 0)
            case .view: return ("none", "#c5ccd4", "#5c6670", 0)
            case .image: return ("#eceff3", "#9aa3ad", "#1d232b", 0)
            case .dimming: return ("#000000", "none", "none", 0)
            case .alert: return ("#243f6b", "#17294a", "#ffffff", 10)
            case .alertButton: return ("#4d6792", "#17294a", "#ffffff", 6)
            case .sheet: return ("#4f5660", "#353a41", "#ffffff", 0)
            case .sheetButton: return ("#f2f3f5", "#353a41", "#1d232b", 7)
            case .modal: return ("#fafbfc", "#8a94a0", "#1d232b", 0)
            }
        }()
        var out = "<g class=\"element\""
        if let path = box.path { out += " data-path=\"\(HTMLText.attribute(path))\"" }
        out += " data-kind=\"\(HTMLText.attribute(box.kind))\">"
        if box.look != .title {
            out += "<rect x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\""
            if radius > 0 { out += " rx=\"\(n(radius))\"" }
            out += " fill=\"\(fill)\" stroke=\"\(stroke)\""
            if box.look == .dimming { out += " fill-opacity=\"0.35\"" }
            if box.look == .view { out += " stroke-dasharray=\"3 3\"" }
            out += "/>"
        }
        if let image {
            out += "<image x=\"\(n(f.x))\" y=\"\(n(f.y))\" width=\"\(n(f.width))\" height=\"\(n(f.height))\" href=\"\(HTMLText.attribute(image))\" preserveAspectRatio=\"xMidYMid meet\"/>"
        }
        if let text = box.text, !text.isEmpty, box.look != .dimming {
            out += label(text, in: f, color: textColor, look: box.look)
        }
        return out + "</g>\n"
    }

    /// Text centred in a box, cut to what fits (about 6.5 points a character at 12 points); an
    /// alert's title and message on lines of their own; an image's caption under it.
    private static func label(_ text: String, in f: ScreenLayout.Rect, color: String, look: ScreenLayout.Look) -> String {
        let size = look == .title ? 15.0 : 12.0
        let weight = [.title, .alert, .barItem, .alertButton].contains(look) ? " font-weight=\"bold\"" : ""
        var lines = text.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        let perLine = max(3, Int((look == .image ? max(f.width, 120) : f.width - 8) / (size * 0.55)))
        lines = lines.flatMap { wrap($0, perLine: perLine) }
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
        let anchor = look == .text || look == .row || look == .field ? "start" : "middle"
        let x = anchor == "start" ? f.x + (look == .row ? 12 : 4) : f.x + f.width / 2
        var out = ""
        for line in lines {
            out += "<text x=\"\(n(x))\" y=\"\(n(y))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"\(n(size))\"\(weight) fill=\"\(color)\" text-anchor=\"\(anchor)\">\(HTMLText.text(line))</text>"
            y += lineHeight
        }
        return out
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

    private static func outline(_ finding: Finding, layout: ScreenLayout) -> String {
        let violation = finding.violation
        // A finding on something the drawing has no box for (a property of the root, a cross-screen
        // fact about the screen) outlines the whole screen.
        let frame = layout.box(for: violation.elementPath)?.frame ?? layout.canvas
        let color = Self.color(violation.severity)
        var out = "<g class=\"finding\" data-finding=\"\(finding.number)\" data-severity=\"\(violation.severity.rawValue)\""
        out += " data-rule=\"\(HTMLText.attribute(violation.ruleID))\" data-file=\"\(HTMLText.attribute(violation.location.file))\""
        out += " data-x=\"\(n(frame.x))\" data-y=\"\(n(frame.y))\" data-width=\"\(n(frame.width))\" data-height=\"\(n(frame.height))\""
        out += " tabindex=\"0\" aria-label=\"Finding \(finding.number): \(HTMLText.attribute(violation.ruleID))\">"
        out += "<rect class=\"outline\" x=\"\(n(frame.x - 2))\" y=\"\(n(frame.y - 2))\" width=\"\(n(frame.width + 4))\" height=\"\(n(frame.height + 4))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"2.5\"/>"
        if violation.ruleID == "hit-target-size" {
            // The 44 x 44 minimum, centred on the target.
            let side = 44.0
            out += "<rect class=\"minimum\" x=\"\(n(frame.x + frame.width / 2 - side / 2))\" y=\"\(n(frame.y + frame.height / 2 - side / 2))\" width=\"\(n(side))\" height=\"\(n(side))\" fill=\"none\" stroke=\"\(color)\" stroke-width=\"1.5\" stroke-dasharray=\"4 3\"/>"
        }
        let cx = min(frame.maxX, layout.canvas.width + 10), cy = max(frame.y, -10)
        out += "<circle cx=\"\(n(cx))\" cy=\"\(n(cy))\" r=\"10\" fill=\"\(color)\" stroke=\"#ffffff\" stroke-width=\"1.5\"/>"
        out += "<text x=\"\(n(cx))\" y=\"\(n(cy + 4))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"11\" font-weight=\"bold\" fill=\"#ffffff\" text-anchor=\"middle\">\(finding.number)</text>"
        return out + "</g>\n"
    }

    /// Severity colours with at least 4.5:1 contrast on white.
    static func color(_ severity: Severity) -> String {
        switch severity {
        case .error: return "#c4001a"
        case .warning: return "#9a5700"
        case .info: return "#0058bd"
        }
    }

    /// A coordinate, without a needless fraction.
    static func n(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
