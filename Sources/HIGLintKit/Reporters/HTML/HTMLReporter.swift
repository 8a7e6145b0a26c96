import Foundation

/// The visual report (`--format html`): one self-contained page that draws each screen with
/// findings as a wireframe (`ScreenDrawing`) with every finding outlined and numbered, listed
/// beside it with its severity (word and sign, not colour alone), rule, message, place and
/// citation; a summary with the findings by severity and by rule (an SVG bar chart) and the files
/// with the most; the files that could not be read; the clean files, listed. It loads nothing
/// (a Content-Security-Policy forbids it), shows everything without JavaScript, and with it
/// filters by severity, rule and file and links each finding's outline and list entry.
///
/// The files with findings are drawn one at a time, on the worker pool,
/// from the screens the run kept from their check (`LintResult.screens`) or else read again
/// (through the input formats, so storyboards and xibs are drawn too), and set aside on disk
/// (`Spool`); the page's head and summary are written at the end, then the sections.
struct HTMLReporter: Reporter {
    /// Made afresh by `begin`, so that a reporter value can render more than once.
    private var sections = Spool()
    private var cleanFiles = Spool()
    private var errors = ""
    private var number = 0
    private var byFile: [String: Int] = [:]
    private var rules = Set<String>()
    private var screensDrawn = 0

    init() {}

    var drawsScreens: Bool { true }

    mutating func begin(context: ReportContext, to stream: ReportStream) {
        sections = Spool()
        cleanFiles = Spool()
        errors = ""
        number = 0
        byFile = [:]
        rules = []
        screensDrawn = 0
    }

    mutating func write(_ part: LintResult, context: ReportContext, to stream: ReportStream) {
        let workingDirectory = context.workingDirectory, customClasses = context.customClasses, classesByFile = context.customClassesByFile
        var byFileInPart: [String: [Violation]] = [:]
        var order: [String] = []
        for violation in part.violations {
            if byFileInPart[violation.location.file] == nil { order.append(violation.location.file) }
            byFileInPart[violation.location.file, default: []].append(violation)
            rules.insert(violation.ruleID)
        }
        // Findings are numbered in report order; each file is then drawn on its own, on --jobs
        // threads, and its section set aside as soon as the ones before it are.
        var work: [(file: String, violations: [Violation], first: Int)] = []
        for file in order {
            let violations = byFileInPart[file]!
            byFile[file] = violations.count
            work.append((file, violations, number + 1))
            number += violations.count
        }
        let kept = part.screens
        // Sections wait here until there are enough to set aside in one write.
        var pending = MarkupBuffer(capacity: Self.setAsideAt)
        // Sections are large and writing them is slow next to drawing them: at most 64 wait their
        // turn (peak memory of the html report of 10,000 screens with findings: 108 MB without a
        // limit, 84 MB with it).
        WorkerPool.forEach(work, jobs: context.jobs, lookAhead: 64, makeTransform: { _ in { item in
            Self.section(file: item.file, violations: item.violations, firstNumber: item.first, workingDirectory: workingDirectory,
                         kept: kept, customClasses: classesByFile[item.file] ?? customClasses)
        } }) { markup, screens in
            pending.add(markup)
            if pending.count >= Self.setAsideAt { setAside(&pending) }
            screensDrawn += screens
        }
        setAside(&pending)
        let clean = part.filesChecked.filter { byFileInPart[$0] == nil }
        if context.drawsCleanScreens {
            let kept = part.screens
            let drawnClean = WorkerPool.map(clean, jobs: context.jobs) { file in
                if let screens = kept[file], let sources = Self.sources(screens) {
                    return sources.map { source in
                        var out = MarkupBuffer()
                        Self.screen(file: file, source: source, findings: [], workingDirectory: workingDirectory, into: &out)
                        return out.string
                    }
                }
                return Self.descriptions(of: file, workingDirectory: workingDirectory, customClasses: classesByFile[file] ?? customClasses)
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

    func end(_ summary: LintSummary, context: ReportContext, to stream: ReportStream) {
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

    /// Appends the sections `pending` to the ones set aside, and empties it.
    private mutating func setAside(_ pending: inout MarkupBuffer) {
        guard pending.count > 0 else { return }
        pending.withBytes { sections.append(bytes: $0) }
        pending.removeAll()
    }

    /// How many bytes of sections are set aside at once: a write for each section would cost a
    /// call to the system for each file with findings.
    static let setAsideAt = 256 << 10

    /// A file's findings: each of its screens that has findings, drawn, with its list; the
    /// findings no screen of the file could be found for (an unreadable file, a folder of icons),
    /// listed. Numbered from `firstNumber` in the order given. Also says how many screens it drew.
    ///
    /// Drawn from the file's screens `kept` from the check, when it has some and they find every
    /// finding's box; else from the file, read again. So are the screens its findings compare.
    static func section(file: String, violations: [Violation], firstNumber: Int, workingDirectory: String,
                        kept: [String: [KeptScreen]] = [:], customClasses: [String: String] = [:]) -> (MarkupBuffer, Int) {
        let numbered = violations.enumerated().map { ScreenDrawing.Finding(number: firstNumber + $0.offset, violation: $0.element) }
        var out = MarkupBuffer(capacity: 16 << 10)
        var screens = 0
        // The screens' heads of the files the section's findings compare with, worked out once.
        let heads = ScreenHeadsByFile()
        var remaining: [ScreenDrawing.Finding]
        if let own = kept[file], let (drawn, rest) = placed(numbered, on: own) {
            for (source, mine) in drawn {
                self.screen(file: file, source: source, findings: mine, workingDirectory: workingDirectory, siblings: nil, kept: kept,
                            customClasses: customClasses, heads: heads, into: &out)
                screens += 1
            }
            remaining = rest
        } else {
            let all = descriptions(of: file, workingDirectory: workingDirectory, customClasses: customClasses)
            let byScreen: [[ScreenDrawing.Finding]]
            (byScreen, remaining) = findingsByScreen(numbered, heads: all.map { ElementPath.root($0.root) })
            for (description, mine) in zip(all, byScreen) where !mine.isEmpty {
                screen(file: file, source: .description(description), findings: mine, workingDirectory: workingDirectory, siblings: all,
                       kept: kept, customClasses: customClasses, heads: heads, into: &out)
                screens += 1
            }
        }
        if !remaining.isEmpty {
            out.add("<article class=\"screen\" data-file=\""); out.add(text: file); out.add("\"><h3><code>"); out.add(text: file)
            out.add("</code></h3>\n")
            list(remaining, into: &out)
            out.add("</article>\n")
        }
        return (out, screens)
    }

    /// What a screen is drawn from: its description, read again, or the screen kept from the
    /// check with its wireframe read back.
    enum Source {
        case laidOut(ScreenDescription, ScreenLayout)
        case kept(KeptScreen, wireframe: [UInt8])

        static func description(_ description: ScreenDescription) -> Source { .laidOut(description, ScreenLayout(description)) }

        init?(_ screen: KeptScreen) {
            guard let wireframe = screen.wireframe.markup() else { return nil }
            self = .kept(screen, wireframe: wireframe)
        }
    }

    /// Kept screens to draw; nil when a wireframe cannot be read back.
    static func sources(_ screens: [KeptScreen]) -> [Source]? {
        let sources = screens.compactMap(Source.init)
        return sources.count == screens.count ? sources : nil
    }

    /// The kept screens with findings, each with its findings, and the findings of no screen, as
    /// `findingsByScreen` gives them; nil when a finding's box was not found while the screen was
    /// kept, or a wireframe cannot be read back.
    private static func placed(_ findings: [ScreenDrawing.Finding], on screens: [KeptScreen])
        -> (drawn: [(Source, [ScreenDrawing.Finding])], remaining: [ScreenDrawing.Finding])? {
        let (byScreen, remaining) = findingsByScreen(findings, heads: screens.map(\.head))
        let drawn = zip(screens, byScreen).filter { !$0.1.isEmpty }
        guard drawn.allSatisfy({ screen, mine in mine.allSatisfy { screen.finds($0.violation.elementPath, at: $0.violation.location) } }),
              let sources = sources(drawn.map(\.0)) else { return nil }
        return (Array(zip(sources, drawn.map(\.1))), remaining)
    }

    /// Each screen's findings, in order, for screens whose paths begin with `heads`: a finding is
    /// the first screen's whose head is its path or begins it before a slash (`ScreenHeads`). Also
    /// the findings of no screen. In one pass over the findings.
    static func findingsByScreen(_ findings: [ScreenDrawing.Finding], heads: [String])
        -> (byScreen: [[ScreenDrawing.Finding]], remaining: [ScreenDrawing.Finding]) {
        var byScreen = [[ScreenDrawing.Finding]](repeating: [], count: heads.count)
        var remaining: [ScreenDrawing.Finding] = []
        var screens = ScreenHeads(heads)
        for finding in findings {
            if let index = screens.screen(of: finding.violation.elementPath) { byScreen[index].append(finding) } else { remaining.append(finding) }
        }
        return (byScreen, remaining)
    }

    /// A screen drawn with its findings and listed; beside it, the other screens its cross-screen
    /// findings compared it with (`siblings`: the descriptions of the same file, read already).
    static func screen(file: String, description: ScreenDescription, findings: [ScreenDrawing.Finding], workingDirectory: String,
                       siblings: [ScreenDescription] = []) -> String {
        var out = MarkupBuffer()
        screen(file: file, description: description, findings: findings, workingDirectory: workingDirectory, siblings: siblings, into: &out)
        return out.string
    }

    static func screen(file: String, description: ScreenDescription, findings: [ScreenDrawing.Finding], workingDirectory: String,
                       siblings: [ScreenDescription] = [], into out: inout MarkupBuffer) {
        screen(file: file, source: .description(description), findings: findings, workingDirectory: workingDirectory, siblings: siblings,
               into: &out)
    }

    /// A screen drawn from its description (which gives the images of icons and launch images) or
    /// as kept from the check (never one of them). `siblings`: the descriptions of the same file,
    /// when read already; `kept`: the screens kept from the check, by file.
    static func screen(file: String, source: Source, findings: [ScreenDrawing.Finding],
                       workingDirectory: String, siblings: [ScreenDescription]? = [], kept: [String: [KeptScreen]] = [:],
                       customClasses: [String: String] = [:], heads: ScreenHeadsByFile = ScreenHeadsByFile(), into out: inout MarkupBuffer) {
        let name: String, canvas: ScreenLayout.Rect, device: String, landscape: Bool, freeStanding: Bool
        var isApp = false
        switch source {
        case .laidOut(let description, let layout):
            name = description.root.label ?? description.root.kind
            isApp = description.root.kind == "app"
            (canvas, device, landscape, freeStanding) = (layout.canvas, layout.device, layout.landscape, layout.freeStanding)
        case .kept(let screen, _):
            (name, canvas, device, landscape, freeStanding) = (screen.name, screen.canvas, screen.device, screen.landscape, screen.freeStanding)
            isApp = screen.isApp
        }
        let label = findings.isEmpty ? "\(name) (\(file)), drawn; it has no findings"
            : "\(name) (\(file)), drawn with its \(findings.count) \(findings.count == 1 ? "finding" : "findings") outlined; the list beside it says the same in words"
        out.add(findings.isEmpty ? "<article class=\"screen clean-screen\" data-file=\"" : "<article class=\"screen\" data-file=\"")
        out.add(text: file); out.add("\">\n<h3>"); out.add(text: name); out.add(" <small><code>"); out.add(text: file)
        out.add("</code></small></h3>\n<div class=\"pair\">\n<figure>")
        draw(source, findings: findings, label: label, workingDirectory: workingDirectory, into: &out)
        out.add("<figcaption>")
        if isApp {
            out.add("Icons and launch images at their declared sizes, scaled to at most 120 points; dashed: the size the guidelines give")
        } else if freeStanding {
            out.add("A view on its own (where it is shown is not in the file), ")
            out.add(coordinate: canvas.width); out.add(" x "); out.add(coordinate: canvas.height); out.add(" pt")
        } else {
            out.add(device == "ipad" ? "iPad " : "iPhone "); out.add(landscape ? "landscape, " : "portrait, ")
            out.add(coordinate: canvas.width); out.add(" x "); out.add(coordinate: canvas.height); out.add(" pt")
        }
        out.add("</figcaption></figure>\n")
        comparedScreens(findings, file: file, siblings: siblings, kept: kept, workingDirectory: workingDirectory, customClasses: customClasses,
                        heads: heads, into: &out)
        if findings.isEmpty { out.add("<p>No findings.</p>\n") } else { list(findings, into: &out) }
        out.add("</div>\n</article>\n")
    }

    /// The drawing of a screen, with `findings` outlined and numbered, or `comparisons`.
    private static func draw(_ source: Source, findings: [ScreenDrawing.Finding], label: String, comparisons: [ScreenDrawing.Comparison] = [],
                             workingDirectory: String, into out: inout MarkupBuffer) {
        switch source {
        case .laidOut(let description, let layout):
            ScreenDrawing.svg(layout, findings: findings, label: label,
                              images: ScreenPictures.of(description, workingDirectory: workingDirectory), comparisons: comparisons,
                              into: &out)
        case .kept(let screen, let wireframe):
            ScreenDrawing.svg(screen, wireframe: wireframe, findings: findings, label: label, comparisons: comparisons, into: &out)
        }
    }

    /// At most this many other screens are drawn beside a screen; the list names every one.
    static let comparedScreenLimit = 5

    /// The other screens the findings compared this one with (`Violation.related`), each drawn once
    /// (smaller) with every place a finding compared outlined, numbered as the finding, and what
    /// that screen has there; in the order the findings name them. A file's screens are drawn as
    /// `kept` from the check when they find every compared place; else from its descriptions (the
    /// `siblings` for this file when given, read again otherwise). `heads`: the heads of those
    /// files' screens, kept for the other screens of the section.
    static func comparedScreens(_ findings: [ScreenDrawing.Finding], file: String, siblings: [ScreenDescription]?,
                                kept: [String: [KeptScreen]] = [:], workingDirectory: String, customClasses: [String: String] = [:],
                                heads: ScreenHeadsByFile = ScreenHeadsByFile(), into out: inout MarkupBuffer) {
        var files: [String] = []
        var byFile: [String: [ScreenDrawing.Comparison]] = [:]
        for finding in findings {
            for place in finding.violation.related {
                if byFile[place.location.file] == nil { files.append(place.location.file) }
                byFile[place.location.file, default: []].append(ScreenDrawing.Comparison(
                    number: finding.number, place: place, severity: finding.violation.severity, ruleID: finding.violation.ruleID))
            }
        }
        var drawn = 0
        for other in files where drawn < comparedScreenLimit {
            let all = byFile[other]!
            if let screens = kept[other] {
                let byScreen = heads.screens(of: other, kept: true, heads: { screens.map(\.head) }, comparisons: all)
                if byScreen.allSatisfy({ screen, mine in mine.allSatisfy { screens[screen].finds($0.place.elementPath, at: $0.place.location) } }),
                   let sources = Self.sources(byScreen.prefix(comparedScreenLimit - drawn).map { screens[$0.screen] }) {
                    for ((screen, mine), source) in zip(byScreen, sources) {
                        drawn += 1
                        compared(source, name: screens[screen].name, file: other, comparisons: mine, workingDirectory: workingDirectory, into: &out)
                    }
                    continue
                }
            }
            let read = other == file ? siblings ?? descriptions(of: file, workingDirectory: workingDirectory, customClasses: customClasses)
                : descriptions(of: other, workingDirectory: workingDirectory, customClasses: customClasses)
            for (screen, mine) in heads.screens(of: other, kept: false, heads: { read.map { ElementPath.root($0.root) } }, comparisons: all)
            where drawn < comparedScreenLimit {
                drawn += 1
                let description = read[screen]
                compared(.description(description), name: description.root.label ?? description.root.kind, file: other, comparisons: mine,
                         workingDirectory: workingDirectory, into: &out)
            }
        }
    }

    /// One screen compared, drawn smaller, with the compared places outlined.
    private static func compared(_ source: Source, name: String, file other: String, comparisons mine: [ScreenDrawing.Comparison],
                                 workingDirectory: String, into out: inout MarkupBuffer) {
        let numbers = Array(Set(mine.map(\.number))).sorted().map(String.init).joined(separator: ", ")
        let values = mine.map { "\($0.number): \($0.place.value)" }.joined(separator: "; ")
        let label = "\(name) (\(other)), the screen compared by finding \(numbers), with the compared places outlined (\(values))"
        out.add("<figure class=\"compared\">")
        draw(source, findings: [], label: label, comparisons: mine, workingDirectory: workingDirectory, into: &out)
        let shown = Array(Set(mine.map(\.place.value))).sorted().joined(separator: "; ")
        out.add("<figcaption>Compared by finding "); out.add(markup: numbers); out.add(": "); out.add(text: name)
        out.add(" ("); out.add(text: shown); out.add(") <code>"); out.add(text: other); out.add("</code></figcaption></figure>\n")
    }

    /// The findings in words. A guideline quoted for an earlier finding of the list is named, not
    /// quoted again.
    private static func list(_ findings: [ScreenDrawing.Finding], into out: inout MarkupBuffer) {
        out.add("<ol class=\"findings\">\n")
        // The guidelines quoted so far and the finding each was quoted for.
        var quoted: [QuotedCitation: Int] = [:]
        for finding in findings {
            let violation = finding.violation
            let severity = violation.severity.rawValue
            out.add("<li data-finding=\""); out.add(int: finding.number); out.add("\" data-severity=\""); out.add(markup: severity)
            out.add("\" data-rule=\""); out.add(text: violation.ruleID); out.add("\" tabindex=\"0\">")
            out.add("<span class=\"badge sev-"); out.add(markup: severity); out.add("\">"); out.add(int: finding.number); out.add("</span> ")
            out.add("<span class=\"severity sev-"); out.add(markup: severity); out.add("\">"); out.add(markup: HTMLPage.sign(violation.severity))
            out.add(" "); out.add(markup: severity); out.add("</span> ")
            out.add("<code class=\"rule\">"); out.add(text: violation.ruleID); out.add("</code>")
            out.add("<p class=\"message\">"); HTMLColorSwatches.add(violation.message, to: &out); out.add("</p>")
            out.add("<p class=\"place\"><code>"); out.add(violation.location); out.add("</code> <code class=\"path\">")
            out.add(text: ElementPath.shown(violation.elementPath)); out.add("</code></p>")
            if !violation.related.isEmpty {
                out.add("<p class=\"place\">Compared with: ")
                for (index, place) in violation.related.enumerated() {
                    if index > 0 { out.add("; ") }
                    out.add(text: place.screen); out.add(" ("); out.add(text: place.value); out.add(") <code>")
                    out.add(place.location); out.add("</code>")
                }
                out.add("</p>")
            }
            if let citation = violation.citation {
                if let first = quoted[QuotedCitation(citation)] {
                    out.add("<p class=\"citation\">— the guideline quoted for "); out.add(int: first); out.add(": ")
                    out.add(text: citation.section); out.add(", p. "); out.add(int: citation.page); out.add("</p>")
                } else {
                    quoted[QuotedCitation(citation)] = finding.number
                    out.add("<blockquote>"); out.add(text: citation.quote); out.add("</blockquote>")
                    out.add("<p class=\"citation\">— <cite>"); out.add(text: citation.document); out.add("</cite> (")
                    out.add(text: citation.edition); out.add("), "); out.add(text: citation.section); out.add(", p. ")
                    out.add(int: citation.page); out.add("</p>")
                }
            }
            out.add("</li>\n")
        }
        out.add("</ol>\n")
    }

    /// A citation as the list looks up the ones it has quoted: equal as citations are, hashed by
    /// its page and the lengths of its section and quote. Hashing a quote or a section name, which
    /// hold typographic characters, costs more than writing the finding's entry.
    private struct QuotedCitation: Hashable {
        var citation: Citation

        init(_ citation: Citation) { self.citation = citation }

        func hash(into hasher: inout Hasher) {
            hasher.combine(citation.section.utf8.count)
            hasher.combine(citation.page)
            hasher.combine(citation.quote.utf8.count)
        }
    }

    /// The descriptions a file holds, read again as the run read them (views of custom classes
    /// given the kinds `customClasses` names); none when it cannot be.
    static func descriptions(of file: String, workingDirectory: String, customClasses: [String: String] = [:]) -> [ScreenDescription] {
        let url = fileURL(file, workingDirectory: workingDirectory)
        guard case .descriptions(var descriptions, _) = InputFormats.read(url: url, path: file) else { return [] }
        // The project's boundary is worked out only for a description that names an image.
        for index in descriptions.indices {
            if !customClasses.isEmpty && descriptions[index].syntax == .interfaceBuilder {
                LintRun.applyCustomClasses(customClasses, to: &descriptions[index].root)
            }
            ImageResolver.resolve(&descriptions[index], baseDirectory: url.deletingLastPathComponent(),
                                  displayDirectory: (file as NSString).deletingLastPathComponent,
                                  boundary: ProjectBoundary.of(file, workingDirectory: workingDirectory), thumbnails: true)
        }
        return descriptions
    }

    /// A file's URL from the path a report shows, relative to the run's working directory unless
    /// absolute. Made absolute here rather than relative to a base URL, which Foundation resolves
    /// again each time the path is asked for.
    static func fileURL(_ file: String, workingDirectory: String) -> URL {
        if file.hasPrefix("/") { return URL(fileURLWithPath: file) }
        return URL(fileURLWithPath: workingDirectory.hasSuffix("/") ? workingDirectory + file : workingDirectory + "/" + file)
    }
}
