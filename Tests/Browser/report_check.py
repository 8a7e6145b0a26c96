#!/usr/bin/env python3
"""Opens higlint's HTML report in a real browser (Chromium, driven by Playwright) and checks it
from the rendered page: every finding's outline lies over its element, the filters hide and show
findings, the page loads nothing from anywhere, a screenshot is not blank, and axe-core finds no
accessibility violation of serious or critical impact. Prints what it checked; exits 1 on a
failure, naming it.

    Tests/Browser/report_check.py REPORT.html SCREENSHOT.png [--chromium PATH]
"""
import argparse, json, shutil, struct, sys, zlib
from pathlib import Path

from playwright.sync_api import sync_playwright
from axe_playwright_python.sync_playwright import Axe


def png_is_blank(data):
    """True when the PNG's pixels are (nearly) all one colour."""
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    position, idat, width = 8, b"", 0
    while position < len(data):
        length, kind = struct.unpack(">I4s", data[position:position + 8])
        chunk = data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            width = struct.unpack(">I", chunk[:4])[0]
        elif kind == b"IDAT":
            idat += chunk
        position += 12 + length
    raw = zlib.decompress(idat)
    colours = set()
    stride = width * 4 + 1
    for row in range(0, len(raw), stride * 7):
        line = raw[row + 1:row + stride]
        for x in range(0, len(line) - 3, 4 * 5):
            colours.add(line[x:x + 3])
    return len(colours) < 8


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("screenshot")
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    args = parser.parse_args()
    failures, checked = [], {}
    url = Path(args.report).resolve().as_uri()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        requests = []
        page.on("request", lambda request: requests.append(request.url))
        page.goto(url)
        page.wait_for_load_state("load")

        # Each outline over its element: the element's box (drawn where the layout placed it) and
        # the outline, in page coordinates, share their centre and the outline encloses the box.
        outlines = page.evaluate("""() => Array.from(document.querySelectorAll('g.finding, g.compared')).map(g => {
            const outline = g.querySelector('rect.outline').getBoundingClientRect();
            const svg = g.ownerSVGElement, scale = svg.getBoundingClientRect().width / svg.viewBox.baseVal.width;
            const origin = svg.getBoundingClientRect(), view = svg.viewBox.baseVal;
            const d = g.dataset;
            const box = {x: origin.x + (Number(d.x) - view.x) * scale, y: origin.y + (Number(d.y) - view.y) * scale,
                         width: Number(d.width) * scale, height: Number(d.height) * scale};
            return {finding: d.finding, compared: g.classList.contains('compared'), outline: {x: outline.x, y: outline.y, width: outline.width, height: outline.height}, box};
        })""")
        listed = page.evaluate("() => document.querySelectorAll('li[data-finding]').length")
        if not outlines:
            failures.append("no finding is outlined")
        findings_outlined = sum(1 for item in outlines if not item["compared"])
        if findings_outlined > listed:
            failures.append(f"{findings_outlined} outlines but {listed} findings listed")
        if not any(item["compared"] for item in outlines):
            failures.append("no screen compared by a cross-screen finding is drawn beside it")
        for item in outlines:
            o, b = item["outline"], item["box"]
            slack = 6
            inside = (o["x"] <= b["x"] + slack and o["y"] <= b["y"] + slack and o["x"] + o["width"] >= b["x"] + b["width"] - slack
                      and o["y"] + o["height"] >= b["y"] + b["height"] - slack)
            centred = abs((o["x"] + o["width"] / 2) - (b["x"] + b["width"] / 2)) < slack and abs((o["y"] + o["height"] / 2) - (b["y"] + b["height"] / 2)) < slack
            if not (inside and centred):
                failures.append(f"finding {item['finding']}: outline {o} is not over its element {b}")
        checked["outlines over their elements"] = len(outlines)
        checked["of them on screens drawn beside a cross-screen finding"] = len(outlines) - findings_outlined

        # The filters: no warnings, then all again.
        visible = "(selector) => Array.from(document.querySelectorAll(selector)).filter(e => e.getClientRects().length > 0).length"
        if page.evaluate("() => document.getElementById('filters').hidden"):
            failures.append("the filters are still hidden with JavaScript on")
        warnings = page.evaluate(visible, "li[data-severity=warning]")
        compared = page.evaluate(visible, "g.compared")
        page.uncheck("input[name=severity][value=warning]")
        if page.evaluate(visible, "li[data-severity=warning]") != 0 or page.evaluate(visible, "g.finding[data-severity=warning]") != 0:
            failures.append("unchecking warning leaves warnings shown")
        if page.evaluate(visible, "g.compared[data-severity=warning]") != 0:
            failures.append("unchecking warning leaves the places a warning compared outlined")
        if page.evaluate(visible, "li[data-severity=error]") == 0:
            failures.append("unchecking warning hides the errors")
        page.check("input[name=severity][value=warning]")
        if page.evaluate(visible, "li[data-severity=warning]") != warnings or page.evaluate(visible, "g.compared") != compared:
            failures.append("checking warning again does not show them all")
        rule = page.evaluate("() => document.querySelector('#filter-rule option:nth-child(2)').value")
        page.select_option("#filter-rule", rule)
        others = page.evaluate("(rule) => Array.from(document.querySelectorAll('li[data-finding]')).filter(e => e.getClientRects().length > 0 && e.dataset.rule !== rule).length", rule)
        if others:
            failures.append(f"filtering by rule {rule} leaves {others} findings of other rules")
        page.select_option("#filter-rule", "")
        file = page.evaluate("() => document.querySelector('#filter-file option:nth-child(2)').value")
        page.select_option("#filter-file", file)
        shown = page.evaluate("""(file) => Array.from(document.querySelectorAll('li[data-finding]')).filter(e => e.getClientRects().length > 0)
            .map(e => e.closest('article').dataset.file)""", file)
        if not shown or any(f != file for f in shown):
            failures.append(f"filtering by file {file} shows {len(shown)} findings, of files {sorted(set(shown))[:3]}")
        page.select_option("#filter-file", "")
        if page.evaluate(visible, "li[data-finding]") != listed:
            failures.append("clearing the filters does not show every finding")
        checked["filters"] = f"severity, rule {rule}, file {file}"

        # Hover links a list entry to its outline.
        first = page.locator("li[data-finding]").first
        first.hover()
        number = first.get_attribute("data-finding")
        if not page.evaluate("(n) => document.querySelector(`g.finding[data-finding=\"${n}\"]`)?.classList.contains('hl') ?? true", number):
            failures.append("hovering a finding does not highlight its outline")

        results = Axe().run(page)
        serious = [v for v in results.response["violations"] if v.get("impact") in ("serious", "critical")]
        for violation in serious:
            failures.append(f"axe: {violation['id']} ({violation['impact']}): {violation['help']}")
        checked["axe violations (all impacts)"] = len(results.response["violations"])

        shot = page.screenshot(full_page=False)
        Path(args.screenshot).write_bytes(shot)
        if png_is_blank(shot):
            failures.append("the screenshot is blank")
        others = [r for r in requests if r != url and not r.startswith("data:")]
        if others:
            failures.append(f"the page made requests: {others[:5]}")
        checked["requests besides the page"] = len(others)
        browser.close()
    print(json.dumps({"checked": checked, "failures": failures}, indent=1))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
