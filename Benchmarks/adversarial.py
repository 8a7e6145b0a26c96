#!/usr/bin/env python3
"""Writes the hostile inputs of higlint's benchmark, one folder each, to check that every one
costs time linear in its size (or is refused at a limit, with its error):

    suppressions/        one 1.7 MB description with 20,000 `higlint:disable-next-line` comments
    attributes-200k/     one element with 200,000 attributes (XML)
    attributes-1.3m/     one element with 1,300,000 attributes (XML, just under 10 MB)
    ib-attributes-200k/  an Interface Builder file with one element of 200,000 attributes
    ib-one-line/         a 6 MB storyboard on one line: 400 scenes of 100 small buttons (40,000 findings)
    json-members-1m/     a JSON element with 1,000,000 members
    wide-label/          a 1 MB label in a box a million points wide, drawn (--format html --draw-clean)
    yaml-aliases/        a 1 KB .higlint.yml whose keys are aliases nested 9 levels
    regex/               a project rule with `^(a+)+$`, over 200 button titles of 40 a's and a b
    glob/                an include glob `*a*a*a*a*a*a*a*a*a*a*a*a*b` and a file of 200 a's
    billion-laughs/      a description whose DOCTYPE nests entities ten to a level, nine levels deep
    png-bomb/            an Icon.png whose header claims 100,000 x 100,000 pixels
    staged-1-of-1000/    `check --staged` (what the pre-commit hook runs) in a git repository of
                         1,000 committed screens with one changed and staged

and, each at two sizes to show the time growing with the size, shapes that once cost quadratic time:

    containing-*/, inside-*/  project-rule selectors nested four or five deep over deeply nested views
    startsWith-*/, where-*/   project-rule selectors with long lists of values, over as many buttons
    ignore-*/               many `ignore:` entries against many findings
    regex-long-*/           `^(a+)+$` over one long title (the budget's bound)
    ending-marks-*/         an alert title ending in many exclamation marks
    button-title-*/         an alert whose long button title starts at every word of its message
    baseline-*/             a baseline of many entries, each file judged against the project
    merge-count-*/          a shard's report claiming a run of millions of shards, merged alone
    findings-one-screen-*/  one screen of buttons with a finding each, in the visual report
    draw-scenes-*/          `higlint draw` of a storyboard with many scenes
    compared-scenes-*/      a storyboard whose scenes' findings compare them, in the visual report

Each folder is checked with `higlint check .` from inside it (the configuration is found there), with
the options its `.args` holds, if any; a folder with a `.command` runs higlint with those arguments
instead (a `merge` or a `draw`). `index.tsv` lists the folders in the order they are printed.

    Benchmarks/adversarial.py OUT_DIR [HIGLINT_VERSION]
"""
import os, struct, subprocess, sys, zlib

SCREEN_START = '<screen name="Hostile" app="Hostile">\n'


def write(path, text):
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as f:
        f.write(text)


def names(count):
    """`count` distinct XML names, shortest first: a, b, ..., a0, a1, ..."""
    first = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ_"
    rest = first + "0123456789.-"
    result, frontier = [], list(first)
    while len(result) < count:
        result.extend(frontier[: count - len(result)])
        frontier = [n + c for n in frontier for c in rest] if len(result) < count else []
    return result


def suppressions(out, count=20000):
    # Each button is too small (hit-target-size) and silenced by the comment before it; every
    # tenth comment names a rule that reports nothing there, so unused-suppression has work too.
    parts = [SCREEN_START]
    for i in range(count):
        rules = "hit-target-size" if i % 10 else "hit-target-size toolbar-item-count"
        parts.append(f'<!-- higlint:disable-next-line {rules} -->\n<button width="20" height="20"/>\n')
    parts.append("</screen>\n")
    write(os.path.join(out, "suppressions/screen.xml"), "".join(parts))


def attributes(out, folder, count, interface_builder=False):
    attrs = "".join(f' {n}=""' for n in names(count))
    if interface_builder:
        text = ('<?xml version="1.0" encoding="UTF-8"?>\n'
                '<document type="com.apple.InterfaceBuilder3.CocoaTouch.XIB" version="3.0" toolsVersion="21701" '
                'targetRuntime="iOS.CocoaTouch" propertyAccessControl="none">\n'
                '    <objects>\n'
                f'        <view contentMode="scaleToFill" id="iN0-l3-epB"{attrs}>\n'
                '            <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>\n'
                '        </view>\n'
                '    </objects>\n'
                '</document>\n')
        write(os.path.join(out, folder, "View.xib"), text)
    else:
        write(os.path.join(out, folder, "screen.xml"), SCREEN_START + f"  <button{attrs}/>\n</screen>\n")


def json_members(out, count=1000000):
    keys = names(count)
    members = ",".join(f'"{k}":0' for k in keys)
    write(os.path.join(out, "json-members-1m/screen.json"),
          '{"type":"screen","name":"Hostile","children":[{"type":"button",' + members + '}]}\n')


def yaml_aliases(out, levels=9):
    # Each level is a mapping of nine keys that each hold the level below (by an alias), so that
    # comparing its keys walks about 9^levels nodes.
    lines = ["a0: &a0 {x: 1}"]
    for level in range(1, levels):
        below = f"*a{level - 1}"
        keys = [below] + [f"[{below},{i}]" for i in range(8)]
        lines.append(f"a{level}: &a{level} {{" + ", ".join(f"? {k} : {i}" for i, k in enumerate(keys)) + "}")
    text = "\n".join(lines) + "\n"
    write(os.path.join(out, "yaml-aliases/.higlint.yml"), "# not a real configuration\n" + text)
    write(os.path.join(out, "yaml-aliases/screen.xml"), SCREEN_START + "</screen>\n")


def regex(out, rule_template, texts=200, length=40):
    rule = (rule_template.replace("id: action-sheet-destructive-red", "id: hostile-pattern")
            .replace("appliesTo: { element: button, inside: actionSheet, whereNot: { role: destructive } }", "appliesTo: { element: button }"))
    start = rule.index("    pattern: ")
    end = rule.index("\n", start)
    rule = rule[:start] + '    pattern: "^(a+)+$"' + rule[end:]
    write(os.path.join(out, "regex/rules/hostile-pattern.yml"), rule)
    write(os.path.join(out, "regex/.higlint.yml"), "rules_paths: [rules]\n")
    buttons = "".join(f'  <button title="{"a" * length}b" x="0" y="{i}" width="44" height="44"/>\n' for i in range(texts))
    write(os.path.join(out, "regex/screen.xml"), SCREEN_START + buttons + "</screen>\n")


def glob(out):
    # The long name does not match the glob (it ends in .xml, not b): a backtracking matcher tries
    # every way to place the a's first. screen.xml, included by the second pattern, is checked.
    write(os.path.join(out, "glob/.higlint.yml"), 'include: ["*a*a*a*a*a*a*a*a*a*a*a*a*b", screen.xml]\n')
    write(os.path.join(out, "glob/" + "a" * 200 + ".xml"), SCREEN_START + "</screen>\n")
    write(os.path.join(out, "glob/screen.xml"), SCREEN_START + "</screen>\n")


def billion_laughs(out, levels=9):
    # Expanded, the name would be 10^levels copies of "lol": refused at the DOCTYPE instead.
    entities = '<!ENTITY lol0 "lol">\n' + "".join(
        f'<!ENTITY lol{i} "' + f"&lol{i - 1};" * 10 + '">\n' for i in range(1, levels + 1))
    write(os.path.join(out, "billion-laughs/screen.xml"),
          f'<?xml version="1.0"?>\n<!DOCTYPE screen [\n{entities}]>\n<screen name="&lol{levels};"/>\n')


def png_bomb(out, width=100000, height=100000):
    # A valid header and a few bytes of pixels: decoded, the image would take 40 GB; it must be
    # judged from its header.
    def chunk(kind, data):
        return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))
    png = (b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", struct.pack(">IIBBBBB", width, height, 8, 6, 0, 0, 0))
           + chunk(b"IDAT", zlib.compress(b"\0" * 5)) + chunk(b"IEND", b""))
    path = os.path.join(out, "png-bomb/Icon.png")
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "wb") as f:
        f.write(png)


def staged_one_of_many(out, folder, count):
    # Only the staged file is checked, from git's copy of it: the time must not grow with the
    # screens that are committed and unchanged.
    root = os.path.join(out, folder)
    for i in range(count):
        write(os.path.join(root, f"screens/{i // 100:03d}/screen-{i:04d}.screen.xml"),
              f'<screen name="Screen {i}"><tabBar><tabBarItem title="Alarm" image="a.png"/></tabBar></screen>\n')
    def git(*arguments):
        subprocess.run(["git", "-c", "user.name=higlint benchmark", "-c", "user.email=bench@higlint.invalid",
                        *arguments], cwd=root, check=True, stdout=subprocess.DEVNULL)
    git("init", "-q")
    git("add", "screens")
    git("commit", "-q", "--no-verify", "-m", "screens")
    write(os.path.join(root, "screens/004/screen-0450.screen.xml"), '<screen name="Sync"><alert title="Sync Complete"/></screen>\n')
    git("add", "screens")
    write(os.path.join(root, ".command"), "check --staged\n")


def ib_one_line(out, scenes=400, buttons=100):
    # Xcode writes a storyboard a line an element; this one is a single line, and its reader asks
    # for an element's place after its children's, far back in the line. Without an initial view
    # controller every scene is judged.
    parts = ['<?xml version="1.0" encoding="UTF-8"?><document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
             'version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch"><scenes>']
    for scene in range(scenes):
        parts.append(f'<scene sceneID="s{scene}"><objects><viewController id="vc{scene}" sceneMemberID="viewController">'
                     f'<view key="view" contentMode="scaleToFill" id="v{scene}"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>')
        for button in range(buttons):
            parts.append(f'<button opaque="NO" contentMode="scaleToFill" id="b{scene}-{button}"><rect key="frame" x="{button % 300}" '
                         f'y="{button * 4}" width="20" height="20"/><state key="normal" title="B{button}"/></button>')
        parts.append('</subviews></view></viewController></objects></scene>')
    parts.append('</scenes></document>')
    write(os.path.join(out, "ib-one-line/Main.storyboard"), "".join(parts))


def wide_label(out, words=200000):
    # Drawn, the label wraps to lines as wide as its box: about 150,000 characters each.
    text = " ".join(["word"] * words)
    write(os.path.join(out, "wide-label/screen.xml"),
          SCREEN_START + f'  <label text="{text}" x="0" y="0" width="1000000" height="1000000"/>\n</screen>\n')
    write(os.path.join(out, "wide-label/.args"), "--format html:/dev/null --draw-clean\n")


def findings_one_screen(out, folder, buttons):
    # One screen of small unlabelled buttons, each with a finding, drawn in the visual report:
    # every finding's box is looked up, and its badge placed, on the one drawing.
    parts = [SCREEN_START]
    for i in range(buttons):
        parts.append(f'<button x="{i % 300}" y="{(i // 300) * 24}" width="20" height="20"/>\n')
    parts.append("</screen>\n")
    write(os.path.join(out, folder, "screen.xml"), "".join(parts))
    write(os.path.join(out, folder, ".args"), "--format html:/dev/null\n")


def storyboard(scenes, scene):
    parts = ['<?xml version="1.0" encoding="UTF-8"?>\n<document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" '
             'version="3.0" toolsVersion="20037" targetRuntime="iOS.CocoaTouch">\n<scenes>\n']
    parts.extend(scene(i) for i in range(scenes))
    parts.append('</scenes>\n</document>\n')
    return "".join(parts)


def draw_scenes(out, folder, scenes):
    # A storyboard of many scenes, each with a small button, drawn by `higlint draw`: every
    # scene's findings are picked from the file's.
    def scene(i):
        return (f'<scene sceneID="s{i}"><objects><viewController id="vc{i}" title="S{i}" sceneMemberID="viewController">'
                f'<view key="view" contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>'
                f'<button opaque="NO" contentMode="scaleToFill" id="b{i}"><rect key="frame" x="10" y="10" width="20" height="20"/>'
                f'<state key="normal" title="B{i}"/></button></subviews></view></viewController></objects></scene>\n')
    write(os.path.join(out, folder, "Main.storyboard"), storyboard(scenes, scene))
    write(os.path.join(out, folder, ".command"), "draw Main.storyboard --output /dev/null\n")


def compared_scenes(out, folder, scenes):
    # A storyboard whose scenes have navigation bars, every other one black: each black scene's
    # finding compares it with other scenes of the file, drawn beside it in the visual report.
    def scene(i):
        style = ' barStyle="black"' if i % 2 else ''
        return (f'<scene sceneID="s{i}"><objects><viewController id="vc{i}" title="S{i}" sceneMemberID="viewController">'
                f'<view key="view" contentMode="scaleToFill" id="v{i}"><rect key="frame" x="0.0" y="0.0" width="320" height="480"/><subviews>'
                f'<navigationBar contentMode="scaleToFill"{style} id="n{i}"><rect key="frame" x="0" y="20" width="320" height="44"/>'
                f'<items><navigationItem title="T" id="i{i}"/></items></navigationBar>'
                f'</subviews></view></viewController></objects></scene>\n')
    write(os.path.join(out, folder, "Main.storyboard"), storyboard(scenes, scene))
    write(os.path.join(out, folder, ".args"), "--format html:/dev/null\n")


def project_rule(out, folder, rule_template, pattern, applies_to="{ element: button }"):
    # A project rule that runs `pattern` over the title of each element `applies_to` selects.
    rule = (rule_template.replace("id: action-sheet-destructive-red", "id: hostile-pattern")
            .replace("appliesTo: { element: button, inside: actionSheet, whereNot: { role: destructive } }", "appliesTo: " + applies_to))
    start = rule.index("    pattern: ")
    end = rule.index("\n", start)
    rule = rule[:start] + f'    pattern: "{pattern}"' + rule[end:]
    write(os.path.join(out, folder, "rules/hostile-pattern.yml"), rule)
    write(os.path.join(out, folder, ".higlint.yml"), "rules_paths: [rules]\n")


def regex_long_text(out, rule_template, folder, length):
    # One button title of `length` a's and a b under `^(a+)+$`: the search backtracks without end
    # at the first position, and the budget (10 million steps and 16 a UTF-16 unit) stops it.
    project_rule(out, folder, rule_template, "^(a+)+$")
    write(os.path.join(out, folder, "screen.xml"),
          SCREEN_START + f'  <button title="{"a" * length}b" x="0" y="0" width="44" height="44"/>\n</screen>\n')


def ending_marks(out, folder, count):
    # An alert title of a word and `count` exclamation marks, each dropped in turn from the
    # suggested correction.
    write(os.path.join(out, folder, "screen.xml"),
          SCREEN_START + f'  <alert title="Hello{"!" * count}" message="Go on.">\n'
          '    <button title="Cancel" role="cancel"/>\n    <button title="OK"/>\n  </alert>\n</screen>\n')


def button_title_in_message(out, folder, size):
    # An alert whose second button's title is size/8 words "a" and a "b", and whose message is
    # size/4 words "a": the title starts at every word of the message.
    buttons = f'    <button title="{"a " * (size // 8)}b"/>\n    <button title="OK"/>\n'
    write(os.path.join(out, folder, "screen.xml"),
          SCREEN_START + f'  <alert title="Note" message="{"a " * (size // 4)}">\n' + buttons + '  </alert>\n</screen>\n')


def nested_selectors(out, rule_template, folder, key, depth, levels=4):
    # Views nested `depth` deep, a button in the last; the rule's selector nests `levels` view
    # selectors under `key`, the innermost a label, which is nowhere: every way is tried. The
    # pattern never matches: the work is the selector's alone.
    selector = "{ element: label }"
    for level in range(levels):
        # The outermost names no kind: every element is asked.
        kind = "element: view, " if level < levels - 1 else ""
        selector = f"{{ {kind}{key}: {selector} }}"
    project_rule(out, folder, rule_template, "^never$", selector)
    opening = "".join(f'{"  " * i}<view x="0" y="0" width="320" height="480">\n' for i in range(depth))
    closing = "".join(f'{"  " * i}</view>\n' for i in reversed(range(depth)))
    write(os.path.join(out, folder, "screen.xml"),
          SCREEN_START + opening + f'{"  " * depth}<button title="B" x="0" y="0" width="44" height="44"/>\n' + closing + "</screen>\n")


def value_list(out, rule_template, folder, key, count):
    # `count` buttons and a `count`-long list of texts that share their first hundred characters
    # with every title, none of them a title's prefix (startsWith) or, as text or as number, a
    # title (where).
    common = "a" * 100
    if key == "startsWith":
        values = ", ".join(f'"{common} {i}x"' for i in range(count))
        titles = [f"{common} {i}" for i in range(count)]
    else:
        values = ", ".join(f'"-1{i:06}.5"' for i in range(count))
        titles = [f"-1{i:06}" for i in range(count)]
    project_rule(out, folder, rule_template, "^never$", f"{{ element: button, {key}: {{ title: [{values}] }} }}")
    buttons = "".join(f'  <button title="{title}" x="0" y="{i}" width="44" height="44"/>\n' for i, title in enumerate(titles))
    write(os.path.join(out, folder, "screen.xml"), SCREEN_START + buttons + "</screen>\n")


def ignore_entries(out, folder, entries, findings):
    # Half the entries name other files, half ids the screen does not have; every finding (a
    # 20 x 20 button, hit-target-size) is tried against them, and each entry is reported unused.
    lines = ["ignore:"]
    for i in range(entries):
        if i % 2:
            lines.append(f"  - {{ file: other{i}.storyboard, rules: [hit-target-size] }}")
        else:
            lines.append(f"  - {{ file: screen.xml, ids: [id-{i}], rules: [hit-target-size] }}")
    write(os.path.join(out, folder, ".higlint.yml"), "\n".join(lines) + "\n")
    buttons = "".join(f'  <button title="B{i}" x="0" y="{i}" width="20" height="20"/>\n' for i in range(findings))
    write(os.path.join(out, folder, "screen.xml"), SCREEN_START + buttons + "</screen>\n")
    write(os.path.join(out, folder, ".args"), "--format json\n")


def baseline_entries(out, folder, count, per_folder=100):
    # A baseline of `count` entries, each for a file of its own (`per_folder` to a folder), none of
    # which the run finds: every entry's file is judged against the project once when the
    # baseline is read, and matched against no finding. Not a .json file, which `check .` would
    # take for a description.
    write(os.path.join(out, folder, "screen.xml"), '<screen name="S"><alert title="Sync Complete"/></screen>\n')
    entries = ",\n".join(
        f'  {{"file": "app{i // per_folder}/screen{i}.xml", "ruleId": "alert-button-count", '
        f'"elementPath": "screen[S{i}]/alert", "message": "m"}}' for i in range(count))
    write(os.path.join(out, folder, "accepted.baseline"), '{"version": 1, "violations": [\n' + entries + "\n]}\n")
    write(os.path.join(out, folder, ".args"), "--baseline accepted.baseline\n")


def merge_count(out, folder, count, version):
    # One shard's report that says its run has `count` shards, merged alone.
    write(os.path.join(out, folder, "shard-1.json"), (
        '{"errors": [], "guidelines": {"document": "iPhone Human Interface Guidelines", "edition": "2010-09-01"},\n'
        ' "schemaVersion": 1,\n'
        f' "shard": {{"baselined": 0, "count": {count}, "filesChecked": [], "filesPassedOver": [], "index": 1, "rules": [], "strict": false}},\n'
        ' "summary": {"byRule": {}, "bySeverity": {"error": 0, "info": 0, "warning": 0}, "filesChecked": 0,\n'
        '             "filesPassedOver": 0, "filesWithErrors": 0, "filesWithViolations": 0, "violations": 0},\n'
        f' "tool": {{"name": "higlint", "version": "{version}"}}, "violations": []}}\n'))
    write(os.path.join(out, folder, ".command"), "merge shard-1.json\n")


# Every input, in the order the benchmark prints them: (folder, what it is, writer). Shapes that
# were once superlinear come at two sizes, so the printout shows the time growing with the size.
def inputs(rule_template, version):
    return [
        ("suppressions", "20,000 disable-next-line comments", suppressions),
        ("attributes-200k", "an element with 200,000 attributes", lambda out: attributes(out, "attributes-200k", 200000)),
        ("attributes-1.3m", "an element with 1.3 million attributes", lambda out: attributes(out, "attributes-1.3m", 1300000)),
        ("ib-attributes-200k", "a xib element with 200,000 attributes",
         lambda out: attributes(out, "ib-attributes-200k", 200000, interface_builder=True)),
        ("ib-one-line", "a 6 MB storyboard on one line", ib_one_line),
        ("json-members-1m", "a JSON object with a million members", json_members),
        ("wide-label", "a 1 MB label a million points wide, drawn", wide_label),
        ("yaml-aliases", "a .higlint.yml of nested aliases", yaml_aliases),
        ("regex", "a project rule with ^(a+)+$", lambda out: regex(out, rule_template)),
        ("glob", "an include glob *a*a*...*b", glob),
        ("billion-laughs", "a billion-laughs entity bomb", billion_laughs),
        ("png-bomb", "an icon claiming 100,000 x 100,000 pixels", png_bomb),
        ("staged-1-of-1000", "check --staged: 1 of 1,000 screens staged", lambda out: staged_one_of_many(out, "staged-1-of-1000", 1000)),
        ("containing-4x125", "containing nested 4 deep, 125 nested views", lambda out: nested_selectors(out, rule_template, "containing-4x125", "containing", 125)),
        ("containing-4x250", "containing nested 4 deep, 250 nested views", lambda out: nested_selectors(out, rule_template, "containing-4x250", "containing", 250)),
        ("containing-5x250", "containing nested 5 deep, 250 nested views", lambda out: nested_selectors(out, rule_template, "containing-5x250", "containing", 250, 5)),
        ("inside-4x125", "inside nested 4 deep, 125 nested views", lambda out: nested_selectors(out, rule_template, "inside-4x125", "inside", 125)),
        ("inside-4x250", "inside nested 4 deep, 250 nested views", lambda out: nested_selectors(out, rule_template, "inside-4x250", "inside", 250)),
        ("startsWith-10k", "10,000 startsWith prefixes, 10,000 buttons", lambda out: value_list(out, rule_template, "startsWith-10k", "startsWith", 10000)),
        ("startsWith-20k", "20,000 startsWith prefixes, 20,000 buttons", lambda out: value_list(out, rule_template, "startsWith-20k", "startsWith", 20000)),
        ("where-10k", "a where list of 10,000 numbers, 10,000 buttons", lambda out: value_list(out, rule_template, "where-10k", "where", 10000)),
        ("where-20k", "a where list of 20,000 numbers, 20,000 buttons", lambda out: value_list(out, rule_template, "where-20k", "where", 20000)),
        ("ignore-2000x10k", "2,000 ignore entries, 10,000 findings", lambda out: ignore_entries(out, "ignore-2000x10k", 2000, 10000)),
        ("ignore-4000x20k", "4,000 ignore entries, 20,000 findings", lambda out: ignore_entries(out, "ignore-4000x20k", 4000, 20000)),
        ("regex-long-100k", "^(a+)+$ on a 100,000-character title", lambda out: regex_long_text(out, rule_template, "regex-long-100k", 100000)),
        ("regex-long-400k", "^(a+)+$ on a 400,000-character title", lambda out: regex_long_text(out, rule_template, "regex-long-400k", 400000)),
        ("ending-marks-100k", "an alert title ending in 100,000 marks", lambda out: ending_marks(out, "ending-marks-100k", 100000)),
        ("ending-marks-200k", "an alert title ending in 200,000 marks", lambda out: ending_marks(out, "ending-marks-200k", 200000)),
        ("button-title-100k", "a 12,500-word button title in its message", lambda out: button_title_in_message(out, "button-title-100k", 100000)),
        ("button-title-200k", "a 25,000-word button title in its message", lambda out: button_title_in_message(out, "button-title-200k", 200000)),
        ("baseline-100k", "a baseline of 100,000 entries", lambda out: baseline_entries(out, "baseline-100k", 100000)),
        ("baseline-200k", "a baseline of 200,000 entries", lambda out: baseline_entries(out, "baseline-200k", 200000)),
        ("merge-count-3e7", "a shard of a run of 30 million shards", lambda out: merge_count(out, "merge-count-3e7", 30000000, version)),
        ("merge-count-1e15", "a shard of a run of 10^15 shards", lambda out: merge_count(out, "merge-count-1e15", 10**15, version)),
        ("findings-one-screen-20k", "20,000 findings on one screen, drawn (html)", lambda out: findings_one_screen(out, "findings-one-screen-20k", 20000)),
        ("findings-one-screen-40k", "40,000 findings on one screen, drawn (html)", lambda out: findings_one_screen(out, "findings-one-screen-40k", 40000)),
        ("draw-scenes-10k", "draw: a storyboard of 10,000 scenes", lambda out: draw_scenes(out, "draw-scenes-10k", 10000)),
        ("draw-scenes-20k", "draw: a storyboard of 20,000 scenes", lambda out: draw_scenes(out, "draw-scenes-20k", 20000)),
        ("compared-scenes-10k", "10,000 scenes compared, drawn (html)", lambda out: compared_scenes(out, "compared-scenes-10k", 10000)),
        ("compared-scenes-20k", "20,000 scenes compared, drawn (html)", lambda out: compared_scenes(out, "compared-scenes-20k", 20000)),
    ]


def main():
    out = sys.argv[1]
    root = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..")
    with open(os.path.join(root, "Rules/action-sheet-destructive-red.yml"), encoding="utf-8") as f:
        rule_template = f.read()
    rows = []
    # The version a shard's report must name to be read further than its version.
    version = sys.argv[2] if len(sys.argv) > 2 else "0.1.0"
    for folder, description, writer in inputs(rule_template, version):
        writer(out)
        rows.append(f"{folder}\t{description}\n")
    # The benchmark reads the inputs, in order, from this index.
    write(os.path.join(out, "index.tsv"), "".join(rows))


if __name__ == "__main__":
    main()
