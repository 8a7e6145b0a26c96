/// The fixed parts of the HTML report: its head (with the Content-Security-Policy), style, script,
/// summary and filters. The page allows only its own style and script, named by their SHA-256
/// hashes (a test checks them), and images written into it (`data:`): nothing is loaded from
/// anywhere, and a script a description might smuggle in would not run even if escaping failed.
enum HTMLPage {
    static let style = """
        :root{color-scheme:light}body{font:15px/1.45 -apple-system,Helvetica,Arial,sans-serif;margin:0;color:#1d232b;background:#f5f6f8}
        header,main,nav{max-width:1200px;margin:0 auto;padding:0 20px}header{padding-top:16px}h1{font-size:24px;margin:8px 0}
        h2{font-size:20px;margin:28px 0 12px}h3{font-size:17px;margin:0 0 10px}h3 small{font-weight:normal;color:#4a535e}
        .counts{display:flex;gap:12px;flex-wrap:wrap;padding:0;list-style:none}.counts li{background:#fff;border:1px solid #d0d5db;border-radius:6px;padding:6px 12px}
        .screen{background:#fff;border:1px solid #d0d5db;border-radius:8px;padding:16px;margin:0 0 20px}.screen[hidden]{display:none}
        .pair{display:flex;gap:20px;align-items:flex-start;flex-wrap:wrap}figure{margin:0}figcaption{color:#4a535e;font-size:13px}
        svg.screen-drawing{max-width:100%;height:auto}ol.findings{flex:1;min-width:300px;margin:0;padding:0;list-style:none}
        ol.findings li{border-left:4px solid #9aa3ad;padding:6px 10px;margin:0 0 10px;background:#fafbfc;border-radius:0 6px 6px 0}
        ol.findings li[data-severity=error]{border-color:#c4001a}ol.findings li[data-severity=warning]{border-color:#9a5700}ol.findings li[data-severity=info]{border-color:#0058bd}
        .swatch{vertical-align:-1px;margin:0 2px}
        .badge{display:inline-block;min-width:20px;text-align:center;border-radius:10px;color:#fff;font-weight:bold;font-size:12px;padding:1px 4px}
        .badge.sev-error{background:#c4001a}.badge.sev-warning{background:#9a5700}.badge.sev-info{background:#0058bd}
        .severity{font-weight:bold}.severity.sev-error{color:#c4001a}.severity.sev-warning{color:#9a5700}.severity.sev-info{color:#0058bd}
        .message{margin:4px 0}.place{margin:2px 0;font-size:13px;color:#4a535e;overflow-wrap:anywhere}
        blockquote{margin:6px 0 2px;padding-left:10px;border-left:3px solid #c5ccd4;color:#2e353d}.citation{margin:0;font-size:13px;color:#4a535e}
        .filtered{display:none}.hl{outline:3px solid #1d232b;outline-offset:2px}g.finding.hl rect.outline{stroke-width:5}
        g.finding:focus{outline:none}g.finding:focus rect.outline{stroke-width:5}li[data-finding]:focus{outline:3px solid #1d232b}
        nav{margin-top:8px}nav fieldset{display:flex;gap:16px;flex-wrap:wrap;align-items:center;border:1px solid #d0d5db;border-radius:6px;background:#fff}
        nav label{white-space:nowrap}select{max-width:320px;font-size:14px}ul.clean{columns:2}code{font-size:13px}
        article.screen{content-visibility:auto;contain-intrinsic-size:auto 640px}
        svg text{font:12px Helvetica,Arial,sans-serif;fill:#1d232b;stroke:none}svg text.mid{text-anchor:middle}svg text.end{text-anchor:end}
        .k-device{fill:#2b2f36}.k-screen{fill:#fff}.k-bar{fill:#d5dbe3;stroke:#9aa3ad}.k-barItem{fill:#eef1f5;stroke:#6b7480}
        .k-control{fill:#f4f6f8;stroke:#7b8591}.k-segment{fill:#f9fafb;stroke:#7b8591}.k-toggle{fill:#e3f4e6;stroke:#4c8c57}
        .k-field{fill:#fff;stroke:#7b8591}.k-row{fill:#fff;stroke:#d0d5db}.k-tabItem{fill:#e4e8ee;stroke:#9aa3ad}
        .k-text{fill:none;stroke:#e2e5e9}.k-view{fill:none;stroke:#c5ccd4;stroke-dasharray:3 3}.k-image{fill:#eceff3;stroke:#9aa3ad}
        .k-dimming{fill:#000;fill-opacity:.35}.k-alert{fill:#243f6b;stroke:#17294a}.k-alertButton{fill:#4d6792;stroke:#17294a}
        .k-sheet{fill:#4f5660;stroke:#353a41}.k-sheetButton{fill:#f2f3f5;stroke:#353a41}.k-modal{fill:#fafbfc;stroke:#8a94a0}
        .k-canvas{fill:#fff;stroke:#8a94a0;stroke-dasharray:5 3}.k-guess{fill:none;stroke:#aab2bc;stroke-width:1}
        .k-placeholder{fill:#eceff3;stroke:#9aa3ad;stroke-dasharray:2 2}.k-caption{fill:none;stroke:none}.k-textArea{fill:none;stroke:#e2e5e9}svg text.t-caption{fill:#5c6670}svg text.t-guess{font-size:9px;fill:#4a535e}
        svg text.t-title{font-size:15px;font-weight:bold}svg text.t-largeTitle{font-size:24px;font-weight:bold}svg text.t-barItem,svg text.t-alertButton{font-weight:bold}
        svg text.t-alert{font-weight:bold;fill:#fff}svg text.t-alertButton,svg text.t-sheet{fill:#fff}svg text.t-field{fill:#5c6670}
        .finding .expected{fill:none;stroke-width:1.5;stroke-dasharray:6 3}svg text.t-expected{font-size:10px}
        .finding .outline,.finding .minimum{fill:none;stroke-width:2.5}.finding .minimum{stroke-width:1.5;stroke-dasharray:4 3}
        .finding circle,.mark circle{stroke:#fff;stroke-width:1.5}svg text.t-badge{fill:#fff;font-size:11px;font-weight:bold}
        .finding[data-severity=error],.mark[data-severity=error]{stroke:#c4001a;fill:#c4001a}
        .finding[data-severity=warning],.mark[data-severity=warning]{stroke:#9a5700;fill:#9a5700}
        .finding[data-severity=info],.mark[data-severity=info]{stroke:#0058bd;fill:#0058bd}
        figure.compared svg.screen-drawing{width:240px}.compared{stroke:#4a535e;fill:#4a535e}
        .compared .outline{fill:none;stroke-width:2;stroke-dasharray:6 3}.compared-mark{stroke:#4a535e}.compared-mark circle{fill:#fff;stroke-width:1.5}
        svg text.t-compared{font-size:14px;font-weight:bold;fill:#4a535e;paint-order:stroke;stroke:#fff;stroke-width:3}
        svg text.t-compared-badge{fill:#4a535e;font-size:11px;font-weight:bold}g.compared.hl .outline{stroke-width:4}
        """

    static let script = """
        (function(){var nav=document.getElementById('filters');if(!nav)return;nav.hidden=false;
        function apply(){var sev={};nav.querySelectorAll('input[name=severity]').forEach(function(c){sev[c.value]=c.checked});
        var rule=document.getElementById('filter-rule').value,file=document.getElementById('filter-file').value;
        document.querySelectorAll('[data-finding]').forEach(function(e){var d=e.dataset,a=e.closest('article');
        e.classList.toggle('filtered',!(sev[d.severity]&&(!rule||d.rule===rule)&&(!file||(a&&a.dataset.file===file))))});
        document.querySelectorAll('article.screen:not(.clean-screen)').forEach(function(a){a.hidden=!a.querySelector('li[data-finding]:not(.filtered)')});}
        nav.addEventListener('change',apply);
        function mark(event,on){var t=event.target&&event.target.closest?event.target.closest('[data-finding]'):null;if(!t)return;
        document.querySelectorAll('[data-finding="'+t.dataset.finding+'"]').forEach(function(e){e.classList.toggle('hl',on)});}
        ['mouseover','focusin'].forEach(function(n){document.addEventListener(n,function(e){mark(e,true)})});
        ['mouseout','focusout'].forEach(function(n){document.addEventListener(n,function(e){mark(e,false)})});})();
        """

    /// `sha256-…` of `style` and `script`, as the Content-Security-Policy names them.
    static let styleHash = "sha256-1Yb+OHWMo+1va8dpdnTzaX/a3QhBuuNOIKQizNm2eRU="
    static let scriptHash = "sha256-l7EnLPTckJMrsT0BUZg7xdzIecJlrzvpSTrlEgbEVIQ="

    static var contentSecurityPolicy: String {
        "default-src 'none'; img-src data:; style-src '\(styleHash)'; script-src '\(scriptHash)'; base-uri 'none'; form-action 'none'"
    }

    static func head(title: String) -> String {
        """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta http-equiv="Content-Security-Policy" content="\(contentSecurityPolicy)">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta name="referrer" content="no-referrer">
        <title>\(HTMLText.text(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <header>
        <h1>\(HTMLText.text(title))</h1>
        <p>Screens checked against the <cite>\(HTMLText.text(Guidelines.document))</cite> (\(HTMLText.text(Guidelines.edition))) by \(HIGLint.name) \(HIGLint.version).</p>
        </header>

        """
    }

    static func sign(_ severity: Severity) -> String {
        switch severity {
        case .error: return "✖"
        case .warning: return "⚠"
        case .info: return "ℹ"
        }
    }

    /// The totals, the findings by rule as a bar chart (with the same numbers in its text
    /// alternative) and the files with the most findings.
    static func summary(_ summary: LintSummary, byFile: [String: Int], context: ReportContext, screensDrawn: Int) -> String {
        var out = "<main>\n<section aria-labelledby=\"summary-heading\"><h2 id=\"summary-heading\">Summary</h2>\n"
        out += "<p>\(HTMLText.text(TextReporter.summary(summary)))</p>\n<ul class=\"counts\">\n"
        for severity in Severity.allCases.reversed() {
            out += "<li><span class=\"severity sev-\(severity.rawValue)\">\(sign(severity)) \(severity.rawValue)</span>: \(summary.count(of: severity))</li>\n"
        }
        out += "<li>screens drawn: \(screensDrawn)</li></ul>\n"
        let rows = summary.byRule.sorted { ($1.value, $0.key) < ($0.value, $1.key) }
        if let most = rows.first?.value, most > 0 {
            let barWidth = 360.0, rowHeight = 20.0
            let alternative = rows.map { "\($0.key): \($0.value)" }.joined(separator: ", ")
            out += "<h3>Findings by rule</h3>\n"
            out += "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"640\" height=\"\(ScreenDrawing.n(Double(rows.count) * rowHeight + 4))\" role=\"img\" aria-label=\"\(HTMLText.attribute("Findings by rule: " + alternative))\">\n"
            for (index, row) in rows.enumerated() {
                let y = Double(index) * rowHeight
                let width = max(2, barWidth * Double(row.value) / Double(most))
                out += "<text x=\"240\" y=\"\(ScreenDrawing.n(y + 14))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\" text-anchor=\"end\" fill=\"#1d232b\">\(HTMLText.text(row.key))</text>"
                out += "<rect x=\"248\" y=\"\(ScreenDrawing.n(y + 3))\" width=\"\(ScreenDrawing.n(width))\" height=\"14\" fill=\"#4d6792\"/>"
                out += "<text x=\"\(ScreenDrawing.n(252 + width))\" y=\"\(ScreenDrawing.n(y + 14))\" font-family=\"Helvetica, Arial, sans-serif\" font-size=\"12\" fill=\"#1d232b\">\(row.value)</text>\n"
            }
            out += "</svg>\n"
        }
        let files = byFile.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.prefix(10)
        if !files.isEmpty {
            out += "<h3>Files with the most findings</h3>\n<ol>\n"
            for (file, count) in files { out += "<li><code>\(HTMLText.text(file))</code>: \(count)</li>\n" }
            out += "</ol>\n"
        }
        return out + "</section>\n"
    }

    /// The filters, hidden until the script shows them (without it they could do nothing).
    static func filters(rules: [String], files: [String]) -> String {
        var out = "<nav id=\"filters\" aria-label=\"Filters\" hidden><fieldset><legend>Show</legend>\n"
        for severity in Severity.allCases.reversed() {
            out += "<label><input type=\"checkbox\" name=\"severity\" value=\"\(severity.rawValue)\" checked> \(sign(severity)) \(severity.rawValue)</label>\n"
        }
        out += "<label>Rule <select id=\"filter-rule\"><option value=\"\">all rules</option>"
        for rule in rules { out += "<option value=\"\(HTMLText.attribute(rule))\">\(HTMLText.text(rule))</option>" }
        out += "</select></label>\n<label>File <select id=\"filter-file\"><option value=\"\">all files</option>"
        for file in files { out += "<option value=\"\(HTMLText.attribute(file))\">\(HTMLText.text(file))</option>" }
        return out + "</select></label>\n</fieldset></nav>\n"
    }

    static let tail = "</main>\n<script>\(script)</script>\n</body>\n</html>\n"
}
