import Foundation

/// One `higlint draw FILE`: checks the file as `check` would (the same configuration and rules)
/// and draws its screens as SVG with the findings outlined and numbered (`ScreenDrawing`); a
/// storyboard's scenes side by side.
public struct DrawRun {
    var file: String
    /// The configuration and working directory, as `check` takes them.
    var options: CheckOptions

    public init(file: String, options: CheckOptions) {
        self.file = file
        self.options = options
    }

    /// The SVG document. Throws when the file cannot be read, or the configuration cannot.
    public func run() throws(HigLintError) -> String {
        let builtIn: RuleCatalog
        do {
            builtIn = try RuleCatalog.builtIn()
        } catch {
            throw HigLintError("higlint: the built-in rules are broken: \(error)")
        }
        let check = CheckRun(options: options, output: RunOutput(standardError: { _ in }))
        // The file's own configuration: the nearest .higlint.yml above it merged onto those above,
        // up to its project's root, wherever draw is started (or the one --config names).
        let configurations = try check.nestedConfigurations(builtIn: builtIn)
        // Findings are given to the scenes they are in by their element paths.
        configurations.writesElementPaths = true
        let absolute = file.hasPrefix("/") ? file : options.workingDirectory + "/" + file
        guard let chainIndex = configurations.chain(forFileAt: URL(fileURLWithPath: absolute)) else {
            throw HigLintError(configurations.failures.map { "\($0)" }.joined(separator: "\n"))
        }
        let chain = configurations.chain(at: chainIndex)
        var run: LintRun
        do {
            run = LintRun(linter: try configurations.linter(forChain: chainIndex), jobs: 1)
        } catch {
            throw HigLintError("higlint: \(error)")
        }
        run.customClasses = chain.customClasses
        var result = run.run(paths: [file], workingDirectory: options.workingDirectory)
        if let error = result.errors.first {
            throw HigLintError("\(TextReporter.place(error)): error: \(DisplayText.escaped(error.message))")
        }
        // What the file's ignore: entries silence is not drawn, as check does not report it.
        var unused: [Violation] = []
        result.violations = ConfigurationFilters(configurations: configurations, workingDirectory: options.workingDirectory)
            .applyIgnoreLists(to: result.violations, coverage: .none, unusedInShard: &unused)
        let display = FileDiscovery.displayPath(file, workingDirectory: options.workingDirectory)
        let descriptions = HTMLReporter.descriptions(of: display, workingDirectory: options.workingDirectory, customClasses: chain.customClasses)
        guard !descriptions.isEmpty else { throw HigLintError("higlint: \(DisplayText.escaped(display)) holds no screen to draw") }
        var number = 0
        var drawings: [(svg: String, width: Double, height: Double)] = []
        let byScene = Self.findingsByScene(result.violations, heads: descriptions.map { ElementPath.root($0.root) }).byScene
        for (description, violations) in zip(descriptions, byScene) {
            let findings = violations
                .map { violation -> ScreenDrawing.Finding in
                    number += 1
                    return ScreenDrawing.Finding(number: number, violation: violation)
                }
            let layout = ScreenLayout(description)
            let name = description.root.label ?? description.root.kind
            let svg = ScreenDrawing.svg(layout, findings: findings, label: "\(name) (\(display)): \(findings.count) \(findings.count == 1 ? "finding" : "findings")",
                                        images: ScreenPictures.of(description, workingDirectory: options.workingDirectory),
                                        standalone: descriptions.count == 1)
            drawings.append((svg, layout.canvas.width + 48, layout.canvas.height + 48))
        }
        if drawings.count == 1 { return "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n" + drawings[0].svg + "\n" }
        // Scenes side by side, each a drawing of its own.
        let width = drawings.reduce(0) { $0 + $1.width + 20 }, height = drawings.map(\.height).max() ?? 0
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"\(ScreenDrawing.n(width))\" height=\"\(ScreenDrawing.n(height))\" viewBox=\"0 0 \(ScreenDrawing.n(width)) \(ScreenDrawing.n(height))\">\n"
        out += "<title>\(HTMLText.text(display))</title>\n<style>\(HTMLPage.style)</style>\n"
        var x = 0.0
        for drawing in drawings {
            out += "<g transform=\"translate(\(ScreenDrawing.n(x)) 0)\">\n\(drawing.svg)\n</g>\n"
            x += drawing.width + 20
        }
        return out + "</svg>\n"
    }

    /// The findings each scene is drawn with, in order: those whose path its head is or begins
    /// before a slash (a finding on several scenes of one head is drawn on each); all of them when
    /// the file has one. Also the heads compared or looked up to give them (`ScreenHeads`).
    static func findingsByScene(_ violations: [Violation], heads: [String]) -> (byScene: [[Violation]], headsCompared: Int) {
        guard heads.count > 1 else { return (heads.map { _ in violations }, 0) }
        var screens = ScreenHeads(heads)
        var byScene = [[Violation]](repeating: [], count: heads.count)
        for violation in violations {
            for scene in screens.screens(of: violation.elementPath) { byScene[scene].append(violation) }
        }
        return (byScene, screens.headsCompared)
    }
}
