#!/usr/bin/env python3
"""Prints the SHA-256 hashes of the HTML report's style and script, as its Content-Security-Policy
names them (HTMLPage.styleHash, HTMLPage.scriptHash); with --write, puts them in HTMLPage.swift.

    tools/csp-hashes.py [--write]
"""
import base64, hashlib, re, sys

PATH = "Sources/HIGLintKit/Reporters/HTML/HTMLPage.swift"


def literal(source, name):
    match = re.search(r'static let ' + name + r' = """\n(.*?)\n( *)"""', source, re.S)
    indent = len(match.group(2))
    return "\n".join(line[indent:] for line in match.group(1).split("\n"))


def digest(text):
    return "sha256-" + base64.b64encode(hashlib.sha256(text.encode("utf-8")).digest()).decode()


source = open(PATH, encoding="utf-8").read()
hashes = {"styleHash": digest(literal(source, "style")), "scriptHash": digest(literal(source, "script"))}
for key, value in hashes.items():
    print(f"{key} {value}")
if "--write" in sys.argv:
    for key, value in hashes.items():
        source = re.sub(r'(static let ' + key + r' = ")[^"]*(")', r'\g<1>' + value + r'\g<2>', source)
    open(PATH, "w", encoding="utf-8").write(source)
