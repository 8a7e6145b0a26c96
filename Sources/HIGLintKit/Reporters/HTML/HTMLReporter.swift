import Foundation

/// The visual report (`--format html`): one self-contained page that draws each screen with
/// findings as a wireframe (`ScreenDrawing`) with every finding outlined and numbered, listed
/// beside it with its severity (word and sign, not colour alone), rule, message, place and
/// citation; a summary with the findings by severity and by rule (an SVG bar chart) and the files
/// with the most; the files that could not be read; the clean files, listed. It loads nothing
/// (a Content-Security-Policy forbids it), shows everything without JavaScript, and with it
/// filters by severity, rule and file and links each finding's outline and list entry.
///
/// It streams like the other formats: each part's files with findings are read again (through the
/// input formats, so storyboards and xibs are drawn too), drawn one at a time and set aside on disk
/// (`Spool`); the page's head and summary are written at the end, then the sections.
public struct HTMLReporter: Reporter {
    /// Made afresh by `begin`, so that a reporter value can render more than once.
    private var sections = Spool()
    private var cleanFiles = Spool()
    private var errors = ""
    private var number = 0
    private var byFile: [String: Int] = [:]
    private var rules = Set<String>()
    private var screensDrawn = 0

    public init() {}

    public mutating func begin(context: ReportContext, to stream: ReportStream) {
        sections = Spool()
        cleanFiles = Spool()
        errors = ""
        number = 0
        byFile = [:]
        rules = []
        screensDrawn = 0
    }

    public mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        let workingDirectory = context.workingDirectory
        var byFileInPart: [String: [Violation]] = [:]
        var order: [String] = []
        for violation in part.violations {
            if byFileInPart[violation.location.file] == nil { order.append(violation.location.file) }
            byFileInPart[violation.location.file, default: []].append(violation)
            rules.insert(violation.ruleID)
        }
        // Findings are numbered in report order; each file is then read and drawn on its own, on
        // --jobs threads, and the sections kept in order.
        var work: [(file: String, violations: [Violation], first: Int)] = []
        for file in order {
            let violations = byFileInPart[file]!
            byFile[file] = violations.count
            work.append((file, violations, number + 1))
            number += violations.count
        }
        let drawn = ParallelMap.map(work, jobs: context.jobs) { item in
            Self.section(file: item.file, violations: item.violations, firstNumber: item.first, workingDirectory: workingDirectory)
        }
        for (text, screens) in drawn {
            sections.append(text)
            screensDrawn += screens
        }
        let clean = part.filesChecked.filter { byFileInPart[$0] == nil }
        if context.drawsCleanScreens {
            let drawnClean = ParallelMap.map(clean, jobs: context.jobs) { file in
                Self.descriptions(of: file, workingDirectory: workingDirectory)
                    .map { Self.screen(file: file, description: $0, findings: [], workingDirectory: workingDirectory) }
            }
            for screens in drawnClean where !screens.isEmpty {
                cleanFiles.append(screens.joined())
                screensDrawn += screens.count
            }
        } else if !clean.isEmpty {
            cleanFiles.append(clean.map { "<li><code>\(HTMLText.text($0))</code></li>\n" }.joined())
        }
        for error in part.errors {
            errors += "<li><code>\(HTMLText.text(TextReporter.place(error)))</code>: \(HTMLText.text(error.message))</li>\n"
        }
    }

    public func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
        stream.write(HTMLPage.head(title: "\(HIGLint.name) report"))
        stream.write(HTMLPage.summary(summary, byFile: byFile, context: context, screensDrawn: screensDrawn))
        stream.write(HTMLPage.filters(rules: rules.sorted(), files: byFile.keys.sorted()))
        stream.write("<section aria-labelledby=\"screens-heading\"><h2 id=\"screens-heading\">Findings by screen</h2>\n")
        if sections.isEmpty { stream.write("<p>No findings.</p>\n") }
        sections.copy(to: stream)
        stream.write("</section>\n")
        if !errors.isEmpty {
            stream.write("<section aria-labelledby=\"errors-heading\"><h2 id=\"errors-heading\">Files that could not be read</h2>\n<ul>\n\(errors)</ul></section>\n")
        }
        if !cleanFiles.isEmpty {
            stream.write("<section aria-labelledby=\"clean-heading\"><h2 id=\"clean-heading\">Files without findings</h2>\n")
            stream.write(context.drawsCleanScreens ? "" : "<ul class=\"clean\">\n")
            cleanFiles.copy(to: stream)
            stream.write(context.drawsCleanScreens ? "</section>\n" : "</ul></section>\n")
        }
        stream.write(HTMLPage.tail)
    }

    /// A file's findings: each of its screens that has findings, drawn, with its list; the
    /// findings no screen of the file could be found for (an unreadable file, a folder of icons),
    /// listed. Numbered from `firstNumber` in the order given. Also says how many screens it drew.
    static func section(file: String, violations: [Violation], firstNumber: Int, workingDirectory: String) -> (String, Int) {
        let numbered = violations.enumerated().map { ScreenDrawing.Finding(number: firstNumber + $0.offset, violation: $0.element) }
        var remaining = numbered
        var out = ""
        var screens = 0
        let all = descriptions(of: file, workingDirectory: workingDirectory)
        for description in all {
            let head = ElementPath.root(description.root)
            let mine = remaining.filter {
                let path = $0.violation.elementPath
                return path == head || path.hasPrefix(head + "/")
            }
            guard !mine.isEmpty else { continue }
            let taken = Set(mine.map(\.number))
            remaining.removeAll { taken.contains($0.number) }
            out += screen(file: file, description: description, findings: mine, workingDirectory: workingDirectory, siblings: all)
            screens += 1
        }
        if !remaining.isEmpty {
            out += "<article class=\"screen\" data-file=\"\(HTMLText.attribute(file))\"><h3><code>\(HTMLText.text(file))</code></h3>\n"
            out += list(remaining) + "</article>\n"
        }
        return (out, screens)
    }

    /// A screen drawn with its findings and listed; beside it, the other screens its cross-screen
    /// findings compared it with (`siblings`: the descriptions of the same file, read already).
    static func screen(file: String, description: ScreenDescription, findings: [ScreenDrawing.Finding], workingDirectory: String,
                       siblings: [ScreenDescription] = []) -> String {
        let layout = ScreenLayout(description)
        let name = description.root.label ?? description.root.kind
        let label = findings.isEmpty ? "\(name) (\(file)), drawn; it has no findings"
            : "\(name) (\(file)), drawn with its \(findings.count) \(findings.count == 1 ? "finding" : "findings") outlined; the list beside it says the same in words"
        var out = "<article class=\"screen\(findings.isEmpty ? " clean-screen" : "")\" data-file=\"\(HTMLText.attribute(file))\">\n"
        out += "<h3>\(HTMLText.text(name)) <small><code>\(HTMLText.text(file))</code></small></h3>\n<div class=\"pair\">\n"
        out += "<figure>" + ScreenDrawing.svg(layout, findings: findings, label: label, images: images(of: description, findings: findings, workingDirectory: workingDirectory))
        let caption = description.root.kind == "app"
            ? "Icons and launch images at their declared sizes, scaled to at most 120 points; dashed: the size the guidelines give"
            : "\(layout.device == "ipad" ? "iPad" : "iPhone") \(layout.landscape ? "landscape" : "portrait"), \(ScreenDrawing.n(layout.canvas.width)) x \(ScreenDrawing.n(layout.canvas.height)) pt"
        out += "<figcaption>\(caption)</figcaption></figure>\n"
        out += comparedScreens(findings, file: file, siblings: siblings, workingDirectory: workingDirectory)
        out += findings.isEmpty ? "<p>No findings.</p>\n" : list(findings)
        return out + "</div>\n</article>\n"
    }

    /// At most this many other screens are drawn beside a screen; the list names every one.
    static let comparedScreenLimit = 5

    /// The other screens the findings compared this one with (`Violation.related`), each drawn once
    /// (smaller) with every place a finding compared outlined, numbered as the finding, and what
    /// that screen has there; in the order the findings name them.
    static func comparedScreens(_ findings: [ScreenDrawing.Finding], file: String, siblings: [ScreenDescription],
                                workingDirectory: String) -> String {
        var files: [String] = []
        var byFile: [String: [ScreenDrawing.Comparison]] = [:]
        for finding in findings {
            for place in finding.violation.related {
                if byFile[place.location.file] == nil { files.append(place.location.file) }
                byFile[place.location.file, default: []].append(ScreenDrawing.Comparison(
                    number: finding.number, place: place, severity: finding.violation.severity, ruleID: finding.violation.ruleID))
            }
        }
        var out = ""
        var drawn = 0
        for other in files where drawn < comparedScreenLimit {
            let comparisons = byFile[other]!
            for description in other == file ? siblings : descriptions(of: other, workingDirectory: workingDirectory) where drawn < comparedScreenLimit {
                let head = ElementPath.root(description.root)
                let mine = comparisons.filter { $0.place.elementPath == head || $0.place.elementPath.hasPrefix(head + "/") }
                guard !mine.isEmpty else { continue }
                drawn += 1
                let name = description.root.label ?? description.root.kind
                let numbers = Array(Set(mine.map(\.number))).sorted().map(String.init).joined(separator: ", ")
                let values = mine.map { "\($0.number): \($0.place.value)" }.joined(separator: "; ")
                let label = "\(name) (\(other)), the screen compared by finding \(numbers), with the compared places outlined (\(values))"
                out += "<figure class=\"compared\">" + ScreenDrawing.svg(ScreenLayout(description), findings: [], label: label, comparisons: mine)
                let shown = Array(Set(mine.map(\.place.value))).sorted().joined(separator: "; ")
                out += "<figcaption>Compared by finding \(numbers): \(HTMLText.text(name)) (\(HTMLText.text(shown))) <code>\(HTMLText.text(other))</code></figcaption></figure>\n"
            }
        }
        return out
    }

    /// The findings in words. A guideline quoted for an earlier finding of the list is named, not
    /// quoted again.
    private static func list(_ findings: [ScreenDrawing.Finding]) -> String {
        var out = "<ol class=\"findings\">\n"
        var quoted: [Citation: Int] = [:]
        for finding in findings {
            let violation = finding.violation
            let severity = violation.severity.rawValue
            out += "<li data-finding=\"\(finding.number)\" data-severity=\"\(severity)\" data-rule=\"\(HTMLText.attribute(violation.ruleID))\" tabindex=\"0\">"
            out += "<span class=\"badge sev-\(severity)\">\(finding.number)</span> "
            out += "<span class=\"severity sev-\(severity)\">\(HTMLPage.sign(violation.severity)) \(severity)</span> "
            out += "<code class=\"rule\">\(HTMLText.text(violation.ruleID))</code>"
            out += "<p class=\"message\">\(HTMLText.text(violation.message))</p>"
            out += "<p class=\"place\"><code>\(HTMLText.text(violation.location.description))</code> <code class=\"path\">\(HTMLText.text(ElementPath.shown(violation.elementPath)))</code></p>"
            if !violation.related.isEmpty {
                out += "<p class=\"place\">Compared with: " + violation.related.map {
                    "\(HTMLText.text($0.screen)) (\(HTMLText.text($0.value))) <code>\(HTMLText.text($0.location.description))</code>"
                }.joined(separator: "; ") + "</p>"
            }
            if let citation = violation.citation {
                if let first = quoted[citation] {
                    out += "<p class=\"citation\">— the guideline quoted for \(first): \(HTMLText.text(citation.section)), p. \(citation.page)</p>"
                } else {
                    quoted[citation] = finding.number
                    out += "<blockquote>\(HTMLText.text(citation.quote))</blockquote>"
                    out += "<p class=\"citation\">— <cite>\(HTMLText.text(citation.document))</cite> (\(HTMLText.text(citation.edition))), \(HTMLText.text(citation.section)), p. \(citation.page)</p>"
                }
            }
            out += "</li>\n"
        }
        return out + "</ol>\n"
    }

    /// The descriptions a file holds, read again as the run read them; none when it cannot be.
    static func descriptions(of file: String, workingDirectory: String) -> [ScreenDescription] {
        let url = URL(fileURLWithPath: file, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))
        guard case .descriptions(var descriptions, _) = InputFormats.read(url: url, path: file) else { return [] }
        // The project's boundary is worked out only for a description that names an image.
        for index in descriptions.indices {
            ImageResolver.resolve(&descriptions[index], baseDirectory: url.deletingLastPathComponent(),
                                  displayDirectory: (file as NSString).deletingLastPathComponent,
                                  boundary: ProjectBoundary.of(file, workingDirectory: workingDirectory))
        }
        return descriptions
    }

    /// The PNG images of icons and launch images that have findings, as data URIs, when they were
    /// read inside the project and are small enough to embed (under 512 KB).
    static func images(of description: ScreenDescription, findings: [ScreenDrawing.Finding], workingDirectory: String) -> [String: String] {
        guard description.root.kind == "app" else { return [:] }
        var images: [String: String] = [:]
        let scope = ElementPath.Scope(root: description.root)
        for (index, child) in description.root.children.enumerated() {
            let path = ElementPath.Scope(child: child, at: index, in: scope).path
            guard findings.contains(where: { $0.violation.elementPath == path || $0.violation.elementPath.hasPrefix(path + "/") }),
                  let image = child.imageFile, image.problem == nil, image.format == .png,
                  let data = try? Data(contentsOf: URL(fileURLWithPath: image.path, relativeTo: URL(fileURLWithPath: workingDirectory, isDirectory: true))), data.count < 512 << 10 else { continue }
            images[path] = "data:image/png;base64," + data.base64EncodedString()
        }
        return images
    }
}
