import Foundation

/// How rules describe themselves: the catalogue table of `higlint rules` and the full page of
/// `higlint explain`.
public enum RuleDocumentation {
    /// The rules as a table. Without a `width` (output to a pipe or a file) each rule is one line
    /// with its section; on a terminal `width` columns wide the section is left out (`explain`
    /// gives it), and when a rule's title would still run past the edge, the title goes on a line
    /// of its own, cut to fit.
    public static func table(_ rules: [Rule], width: Int? = nil) -> String {
        let header = ["id", "severity", "default", "title", "section", "page"]
        let rows = rules.map { rule in
            [rule.id, rule.severity.rawValue, rule.enabledByDefault ? "on" : "off", rule.title, rule.citation.section, String(rule.citation.page)]
        }
        guard let width else { return aligned([header] + rows) }
        let narrow = ([header] + rows).map { [$0[0], $0[1], $0[2], $0[5], $0[3]] }
        let table = aligned(narrow)
        if table.split(separator: "\n").allSatisfy({ $0.count <= width }) { return table }
        // Two lines a rule: id, severity, default and page; then the title, indented.
        let lines = aligned(narrow.map { Array($0.prefix(4)) }).split(separator: "\n", omittingEmptySubsequences: false)
        var out = ""
        for (index, line) in lines.enumerated() where !line.isEmpty {
            out += line + "\n"
            let title = narrow[index][4]
            out += "    " + (title.count + 4 > width ? String(title.prefix(max(10, width - 5))) + "…" : title) + "\n"
        }
        return out
    }

    /// Rows with their columns padded to a common width, two spaces apart.
    private static func aligned(_ rows: [[String]]) -> String {
        let widths = rows[0].indices.map { column in rows.map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            zip(cells, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }.joined(separator: "  ")
                .trimmingCharacters(in: .whitespaces)
        }
        return rows.map(line).joined(separator: "\n") + "\n"
    }

    public static func json(_ rules: [Rule]) -> String {
        var json = PrettyJSONWriter()
        json.openArray()
        for rule in rules {
            json.element()
            json.openObject()
            json.key("citations")
            json.openArray()
            for citation in rule.citations {
                json.element()
                json.citation(citation)
            }
            json.closeArray()
            json.key("enabledByDefault")
            json.bool(rule.enabledByDefault)
            json.member("id", rule.id)
            json.member("severity", rule.severity.rawValue)
            json.member("summary", rule.summary)
            json.member("title", rule.title)
            json.closeObject()
        }
        json.closeArray()
        return json.text + "\n"
    }

    /// Everything about one rule: quote, section and page, what is checked, parameters, and an
    /// example that fails and one that passes, in both syntaxes.
    public static func explain(_ rule: Rule) -> String {
        var out = "\(rule.id): \(rule.title)\n"
        out += "severity: \(rule.severity.rawValue)\(rule.enabledByDefault ? "" : " (off by default)")\n\n"
        for citation in rule.citations {
            out += "\"\(citation.quote)\"\n"
            out += "    — \(citation.document) (\(citation.edition)), \(citation.section), p. \(citation.page)\n\n"
        }
        out += "What is checked:\n\(wrap(rule.summary, indent: "    "))\n\n"
        if !rule.parameters.isEmpty {
            out += "Parameters (set them in .higlint.yml):\n"
            for parameter in rule.parameters {
                out += "    \(parameter.name): \(parameter.value)" + (parameter.value == parameter.defaultValue ? "" : " (default \(parameter.defaultValue))") + "\n"
            }
            out += "\n"
        }
        out += "Applies to: \(rule.appliesTo.summary)\n"
        for (index, check) in rule.checks.enumerated() {
            let primitive = type(of: check.primitive).typeName
            out += "\nCheck \(index + 1): \(primitive)"
            if let appliesTo = check.appliesTo { out += " on \(appliesTo.summary)" }
            if let severity = check.severity { out += " (\(severity.rawValue))" }
            out += "\n"
            for (name, value) in check.primitive.parameterSummary { out += "    \(name): \(value)\n" }
            out += "    message: \(check.message.text)\n"
            for (variant, message) in check.messageByVariant { out += "    message (\(variant)): \(message.text)\n" }
            if let message = check.interfaceBuilderMessage { out += "    message (Interface Builder): \(message.text)\n" }
        }
        for (title, examples) in [("A failing example", rule.examples.failing.filter { $0.language == nil }.map(\.unmarkedText)),
                                ("A passing example", rule.examples.passing.filter { $0.language == nil }.map(\.text))] {
            guard let text = examples.first else { continue }
            out += "\n\(title):\n"
            let syntax = RuleExamples.syntax(of: text)
            let roots = RuleExamples.parts(of: text).compactMap { part -> Element? in
                guard case .description(let description) = DescriptionReader.read(data: Data(part.utf8), syntax: syntax, path: "example") else { return nil }
                return description.root
            }
            out += "  XML:\n" + roots.map { indent(DescriptionWriter.xml($0), by: "    ") }.joined(separator: "    ---\n")
            out += "  JSON:\n" + roots.map { indent(DescriptionWriter.json($0), by: "    ") }.joined(separator: "    ---\n")
        }
        return out
    }

    static func indent(_ text: String, by prefix: String = "    ") -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { $0.isEmpty ? "" : prefix + $0 }.joined(separator: "\n")
            .replacingOccurrences(of: "\n+$", with: "\n", options: .regularExpression)
    }

    static func wrap(_ text: String, indent: String, width: Int = 100) -> String {
        var lines: [String] = []
        var line = indent
        for word in text.split(whereSeparator: \.isWhitespace) {
            if line.count + word.count + 1 > width, line != indent {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : " ") + word
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
