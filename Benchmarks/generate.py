#!/usr/bin/env python3
"""Writes N realistic screen descriptions for higlint's benchmark: half XML, half JSON, 1-5 KB and
10-60 elements each (or about --size-kb KB each), some with violations, reproducible (seeded).
With --many-findings, every screen also breaks several guidelines (about 6 findings a file), as a
legacy project's first run does.

    Benchmarks/generate.py OUT_DIR N [--size-kb K] [--seed S] [--many-findings]
"""
import argparse, json, os, random
from xml.sax.saxutils import quoteattr

TITLES = ["Inbox", "Drafts", "Settings", "Photos", "Alarm", "World Clock", "Playlists", "Contacts", "Notes", "Today"]
CELL_TITLES = ["Groceries", "Gift ideas", "Holiday Fund", "New Car", "Wedding Ring", "Books to read", "Recipes", "Travel"]
ALERT_TITLES = ["Unable to Connect to the Server", "Delete this photo?", "Sync Complete", "Save Changes Before Closing?",
                "Unable to connect.", "Error"]


def element(kind, props=None, children=None):
    return {"kind": kind, "props": props or {}, "children": children or []}


def many_findings(rng, root):
    """Adds faults to a screen: an undersized button, an overfull toolbar and an
    alert with a title-case question."""
    root["children"].append(element("button", {"title": rng.choice(["Send", "Reply", "Share", "Info"]),
                                               "x": 10, "y": 340, "width": 30, "height": 30}))
    toolbar = next(c for c in root["children"] if c["kind"] == "toolbar")
    toolbar["children"] = [element("barButtonItem", {"systemItem": name})
                           for name in ["refresh", "organize", "trash", "reply", "compose", "action"]]
    root["children"] = [c for c in root["children"] if c["kind"] != "alert"]
    root["children"].append(element("alert", {"title": "Delete This Photo?"}, [
        element("button", {"title": "Delete", "role": "destructive"}), element("button", {"title": "Cancel", "role": "cancel"})]))


def screen(rng, index, target_elements):
    items = [element("statusBar", {"style": rng.choice(["gray", "black-opaque"])})]
    # Each app keeps one bar style, as the guidelines ask; one screen in fifty breaks it.
    style = ["blue", "black"][index % 50 % 2] if rng.random() > 0.02 else ["black", "blue"][index % 50 % 2]
    bar = element("navigationBar", {"title": rng.choice(TITLES), "style": style,
                                    "x": 0, "y": 20, "width": 320, "height": 44})
    bar["children"].append(element("barButtonItem", {"systemItem": rng.choice(["edit", "add", "done"]), "style": "bordered",
                                                     "side": "right"}))
    items.append(bar)
    table = element("tableView", {"x": 0, "y": 64, "width": 320, "height": 372, "style": rng.choice(["plain", "grouped"])})
    items.append(table)
    count = 3
    while count < target_elements - 8:
        cell = element("cell", {"title": rng.choice(CELL_TITLES), "accessory": rng.choice(["none", "disclosureIndicator"])})
        if rng.random() < 0.2:
            cell["children"].append(element("switch", {"x": 220, "y": 100, "width": 94, "height": 27,
                                                       "hitInsets": "-9 0 -8 0" if rng.random() < 0.7 else "0 0 0 0"}))
            count += 1
        table["children"].append(cell)
        count += 1
    for b in range(rng.randint(1, 3)):
        size = 44 if rng.random() < 0.85 else 30  # some buttons too small
        items.append(element("button", {"title": rng.choice(["Send", "Reply", "Share", "Info"]), "x": 10 + 60 * b, "y": 380,
                                        "width": size, "height": size}))
    toolbar = element("toolbar", {"x": 0, "y": 436, "width": 320, "height": 44, "style": bar["props"]["style"]})
    for name in rng.sample(["refresh", "organize", "trash", "reply", "compose", "action", "camera"], rng.randint(3, 6)):
        toolbar["children"].append(element("barButtonItem", {"systemItem": name}))
    items.append(toolbar)
    if rng.random() < 0.3:
        alert = element("alert", {"title": rng.choice(ALERT_TITLES)})
        for title, role in rng.sample([("Cancel", "cancel"), ("OK", None), ("Delete", "destructive")], rng.randint(1, 3)):
            alert["children"].append(element("button", {"title": title, **({"role": role} if role else {})}))
        items.append(alert)
    return element("screen", {"name": f"{rng.choice(TITLES)} {index}", "app": f"App {index % 50}"}, items)


def to_xml(e, indent=""):
    attrs = "".join(f" {k}={quoteattr(str(v))}" for k, v in e["props"].items())
    if not e["children"]:
        return f"{indent}<{e['kind']}{attrs}/>\n"
    inner = "".join(to_xml(c, indent + "  ") for c in e["children"])
    return f"{indent}<{e['kind']}{attrs}>\n{inner}{indent}</{e['kind']}>\n"


def to_json(e):
    out = {"type": e["kind"], **e["props"]}
    if e["children"]:
        out["children"] = [to_json(c) for c in e["children"]]
    return out


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("count", type=int)
    parser.add_argument("--size-kb", type=float, default=None, help="make each file about this large")
    parser.add_argument("--seed", type=int, default=2010)
    parser.add_argument("--many-findings", action="store_true", help="about 6 findings a file")
    args = parser.parse_args()
    rng = random.Random(args.seed)
    os.makedirs(args.out, exist_ok=True)
    per_folder = 1000
    for i in range(args.count):
        folder = os.path.join(args.out, f"part{i // per_folder:03d}")
        os.makedirs(folder, exist_ok=True)
        # About 70 bytes of XML an element: 1-5 KB is 15-60 elements.
        target = int(args.size_kb * 1024 / 70) if args.size_kb else rng.randint(15, 60)
        root = screen(rng, i, target)
        if args.many_findings:
            many_findings(rng, root)
            # An app's screens in one folder, as a shard (--shard K/N) keeps a folder's files together.
            root["props"]["app"] = f"App {i // per_folder}-{i % 50}"
        if i % 2 == 0:
            with open(os.path.join(folder, f"screen{i:06d}.xml"), "w") as f:
                f.write('<?xml version="1.0" encoding="UTF-8"?>\n' + to_xml(root))
        else:
            with open(os.path.join(folder, f"screen{i:06d}.json"), "w") as f:
                json.dump(to_json(root), f, separators=(",", ":"))


if __name__ == "__main__":
    main()
