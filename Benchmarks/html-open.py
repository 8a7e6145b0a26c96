#!/usr/bin/env python3
"""Prints how long headless Chromium takes to open an HTML report and finish loading it (seconds),
driven by Playwright through Debian's chromium.

    Benchmarks/html-open.py REPORT.html
"""
import shutil, sys, time
from pathlib import Path

from playwright.sync_api import sync_playwright

with sync_playwright() as playwright:
    browser = playwright.chromium.launch(executable_path=shutil.which("chromium"), args=["--no-sandbox"])
    page = browser.new_page()
    start = time.monotonic()
    page.goto(Path(sys.argv[1]).resolve().as_uri(), wait_until="load", timeout=120_000)
    page.evaluate("() => document.body.getBoundingClientRect().height")
    print(f"{time.monotonic() - start:.2f}")
    browser.close()
