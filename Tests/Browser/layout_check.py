#!/usr/bin/env python3
"""Opens a visual report of real screens in a real browser (Chromium, driven by Playwright) and
checks the geometry that matters from the rendered page: no flagged element hidden under another
element's fill, every finding's outline over the wireframe, no two badges overlapping, the rows
of a table (its sections) not overlapping, free-standing views drawn on their own canvas and not
inside a device, the same finding numbers in each drawing and its list, and axe-core finding no
accessibility violation of serious or critical impact. Prints what it checked; exits 1 on a
failure, naming it.

    Tests/Browser/layout_check.py REPORT.html SCREENSHOT_DIR [--free-standing FILE]... [--chromium PATH]

`--free-standing FILE`: a file of the report (as the report names it) whose screens are
free-standing views. Screenshots of the first drawings are written to SCREENSHOT_DIR.
"""
import argparse, json, shutil, sys
from pathlib import Path

from playwright.sync_api import sync_playwright
from axe_playwright_python.sync_playwright import Axe

# Per drawing, in the page: what the checks need, measured where Chromium drew it.
MEASURE = """(index) => [document.querySelectorAll('svg.screen-drawing')[index]].map(svg => {
    const article = svg.closest('article');
    const rect = e => { const r = e.getBoundingClientRect(); return {x: r.x, y: r.y, width: r.width, height: r.height}; };
    const origin = svg.getBoundingClientRect(), view = svg.viewBox.baseVal, scale = origin.width / view.width;
    const toPage = d => ({x: origin.x + (Number(d.x) - view.x) * scale, y: origin.y + (Number(d.y) - view.y) * scale,
                          width: Number(d.width) * scale, height: Number(d.height) * scale});
    const inDrawing = e => e.closest('svg') === svg && !e.closest('g.finding, g.compared, g.mark, g.compared-mark');
    const filled = e => {
        if (!inDrawing(e) || !['rect', 'image'].includes(e.tagName)) return false;
        if (e.tagName === 'image') return true;
        const style = getComputedStyle(e);
        return style.fill !== 'none' && Number(style.fillOpacity) >= 1 && Number(style.opacity) >= 1
            && !e.classList.contains('k-screen') && !e.classList.contains('k-canvas') && !e.classList.contains('k-device');
    };
    // The filled box drawn topmost at a point of the page, if any, unless the flagged element's
    // own box is drawn after it, over it (a label without a fill, which the page's hit testing
    // passes through, in a row drawn before it).
    const same = (a, b) => Math.abs(a.x - b.x) < 1.5 && Math.abs(a.y - b.y) < 1.5
        && Math.abs(a.width - b.width) < 1.5 && Math.abs(a.height - b.height) < 1.5;
    const boxes = Array.from(svg.querySelectorAll('rect, image')).filter(inDrawing);
    const topFill = (x, y, box) => {
        const e = document.elementsFromPoint(x, y).find(filled);
        if (!e) return null;
        const own = boxes.find(b => same(rect(b), box));
        if (own && own !== e && (e.compareDocumentPosition(own) & Node.DOCUMENT_POSITION_FOLLOWING)) return null;
        return rect(e);
    };
    const findings = Array.from(svg.querySelectorAll('g.finding')).map(g => {
        const box = toPage(g.dataset);
        const points = [[0.5, 0.5], [0.2, 0.2], [0.8, 0.2], [0.2, 0.8], [0.8, 0.8]].map(([fx, fy]) => {
            const x = box.x + box.width * fx, y = box.y + box.height * fy;
            return {x, y, top: topFill(x, y, box)};
        });
        // On the outline's edge (the middle of its stroke), at the middle of its top side and
        // near the top of its left side: whether a box of the wireframe is painted over it.
        const outline = g.querySelector('rect.outline'), edge = rect(outline);
        const onEdge = [[edge.x + edge.width / 2, edge.y], [edge.x, edge.y + Math.min(edge.height / 2, 20)]].map(([x, y]) => {
            const stack = document.elementsFromPoint(x, y);
            const at = stack.indexOf(outline);
            if (at < 0) return stack.length ? 'not hit' : 'off the page';
            const above = stack.slice(0, at).find(inDrawing);
            return above ? (above.getAttribute('class') || above.tagName) : 'outline';
        });
        return {finding: g.dataset.finding, box, points, onEdge,
                badge: rect(svg.querySelector(`g.mark[data-finding="${g.dataset.finding}"] circle`)),
                badgeText: svg.querySelector(`g.mark[data-finding="${g.dataset.finding}"] text`).textContent};
    });
    const compared = Array.from(svg.querySelectorAll('g.compared-mark circle')).map(rect);
    const rows = Array.from(svg.querySelectorAll('rect.k-row')).map(rect);
    const listed = article && !svg.closest('figure.compared')
        ? Array.from(article.querySelectorAll('li[data-finding]')).map(li => li.dataset.finding) : null;
    return {index, file: article ? article.dataset.file : null, label: svg.getAttribute('aria-label'),
            freeStanding: svg.classList.contains('free-standing'), device: svg.querySelectorAll('rect.k-device').length,
            canvas: svg.querySelectorAll('rect.k-canvas').length, screen: rect(svg.querySelector('.k-screen, .k-canvas') || svg),
            findings, compared, rows, listed, inComparedFigure: !!svg.closest('figure.compared')};
})[0]"""


def overlap(a, b):
    """The area two page rectangles share."""
    width = min(a["x"] + a["width"], b["x"] + b["width"]) - max(a["x"], b["x"])
    height = min(a["y"] + a["height"], b["y"] + b["height"]) - max(a["y"], b["y"])
    return max(0, width) * max(0, height)


def within(inner, outer, slack=1.5):
    return (inner["x"] >= outer["x"] - slack and inner["y"] >= outer["y"] - slack
            and inner["x"] + inner["width"] <= outer["x"] + outer["width"] + slack
            and inner["y"] + inner["height"] <= outer["y"] + outer["height"] + slack)


def check(drawings, free_standing_files):
    failures, checked = [], {"drawings": len(drawings), "findings outlined": 0, "badges": 0, "rows": 0, "free-standing drawings": 0}
    for drawing in drawings:
        name = f"{drawing['file']} ({drawing['label'][:60]})"
        # Flagged elements visible: at one of five points of the element's box, the topmost
        # filled box is the element's own or one inside it.
        for finding in drawing["findings"]:
            box = finding["box"]
            if box["width"] < 2 or box["height"] < 2 or within(drawing["screen"], box, slack=2):
                continue
            # Hidden: at every point, something that holds the whole element is drawn over it (as
            # table rows drawn over a navigation bar hid its buttons).
            if all(point["top"] is not None and not within(point["top"], box) and within(box, point["top"])
                   for point in finding["points"]):
                failures.append(f"{name}: finding {finding['finding']} is hidden under {finding['points'][0]['top']}")
            if any(hit not in ("outline", "not hit", "off the page") for hit in finding["onEdge"]):
                failures.append(f"{name}: finding {finding['finding']}'s outline is under {finding['onEdge']}")
            if finding["badgeText"] != finding["finding"]:
                failures.append(f"{name}: finding {finding['finding']}'s badge says {finding['badgeText']}")
        checked["findings outlined"] += len(drawing["findings"])
        checked["outline edges seen on top"] = checked.get("outline edges seen on top", 0) + sum(
            hit == "outline" for finding in drawing["findings"] for hit in finding["onEdge"])
        # Badges apart (a badge is a circle: its box, shrunk, must not meet another's).
        badges = [f["badge"] for f in drawing["findings"]] + drawing["compared"]
        checked["badges"] += len(badges)
        for i, a in enumerate(badges):
            for b in badges[i + 1:]:
                ax, ay, bx, by = a["x"] + a["width"] / 2, a["y"] + a["height"] / 2, b["x"] + b["width"] / 2, b["y"] + b["height"] / 2
                if ((ax - bx) ** 2 + (ay - by) ** 2) ** 0.5 < (a["width"] + b["width"]) / 2 - 1.5:
                    failures.append(f"{name}: two badges overlap at ({ax:.0f}, {ay:.0f}) and ({bx:.0f}, {by:.0f})")
        # Rows, and so sections, one under another.
        rows = drawing["rows"]
        checked["rows"] += len(rows)
        for i, a in enumerate(rows):
            for b in rows[i + 1:]:
                if overlap(a, b) > 0.5 * min(a["width"], b["width"]):
                    failures.append(f"{name}: rows at y {a['y']:.0f} and {b['y']:.0f} overlap")
        # The same numbers in the drawing and its list.
        if drawing["listed"] is not None and not drawing["inComparedFigure"]:
            drawn = sorted({f["finding"] for f in drawing["findings"]}, key=int)
            if drawn != sorted(set(drawing["listed"]), key=int):
                failures.append(f"{name}: drawn {drawn} but listed {drawing['listed']}")
        if drawing["freeStanding"]:
            checked["free-standing drawings"] += 1
            if drawing["device"] or not drawing["canvas"]:
                failures.append(f"{name}: a free-standing view is drawn inside a device")
        elif drawing["file"] in free_standing_files and not drawing["inComparedFigure"]:
            failures.append(f"{name}: a view of a free-standing file is drawn on a device")
    for file in free_standing_files:
        if not any(d["file"] == file and d["freeStanding"] for d in drawings):
            failures.append(f"{file}: no free-standing drawing")
    return failures, checked


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("report")
    parser.add_argument("screenshots")
    parser.add_argument("--free-standing", action="append", default=[])
    parser.add_argument("--chromium", default=shutil.which("chromium") or shutil.which("chromium-browser"))
    parser.add_argument("--shots", type=int, default=0, help="how many drawings to screenshot")
    args = parser.parse_args()
    url = Path(args.report).resolve().as_uri()
    with sync_playwright() as playwright:
        browser = playwright.chromium.launch(executable_path=args.chromium, args=["--no-sandbox"])
        page = browser.new_page(viewport={"width": 1280, "height": 900})
        page.goto(url)
        page.wait_for_load_state("load")
        # Drawings off screen are not laid out (content-visibility): each is brought into view.
        drawings = []
        count = page.evaluate("() => document.querySelectorAll('svg.screen-drawing').length")
        for index in range(count):
            page.evaluate("(i) => document.querySelectorAll('svg.screen-drawing')[i].scrollIntoView({block: 'start'})", index)
            drawings.append(page.evaluate(MEASURE, index))
        failures, checked = check(drawings, set(args.free_standing))
        results = Axe().run(page)
        for violation in results.response["violations"]:
            if violation.get("impact") in ("serious", "critical"):
                failures.append(f"axe: {violation['id']} ({violation['impact']}): {violation['help']}")
        checked["axe violations (all impacts)"] = len(results.response["violations"])
        shots = Path(args.screenshots)
        shots.mkdir(parents=True, exist_ok=True)
        for index in range(min(args.shots, count)):
            svg = page.locator("svg.screen-drawing").nth(index)
            svg.scroll_into_view_if_needed()
            svg.screenshot(path=str(shots / f"drawing-{index:02d}.png"))
        browser.close()
    print(json.dumps({"checked": checked, "failures": failures}, indent=1))
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
