#!/usr/bin/env python3
"""higlint's speed gate: the figures a user feels, measured in one run as ratios against something
measured beside them (each pair of commands run in turn, compared by their medians, so that both see
the same drift of a shared machine's speed), and one table of them: each line, the figure, its limit,
PASS or FAIL. Exits 1 if a line fails. `Benchmarks/run gate` builds higlint as the README installs it,
writes the data sets and calls this.

    gate.py HIGLINT --findings DIR --findings-1000 DIR --one FILE [--before HIGLINT]
            [--corpus DIR] [--samples DIR] [--runs N]

- the JSON report of 10,000 screens with about 6 findings each against the parse-only floor
  (`xmllint --noout` over the XML files, `jq empty` over the JSON files) and against the build
  before (`--before`), and every format against the text report on the same screens (the visual
  report on 1,000 of them, the size it is made for); the highest peak memory of those runs and of
  the visual report's on 10,000;
- one small file, start-up included: the median of 30 runs, and against `xmllint --noout`;
- the Interface Builder files of the corpus, named on one command line, against `xmllint --noout`
  over them in two processes;
- both builds' reports of the sample screens, the corpus, 1,000 and 10,000 generated screens in every
  format, and of three shards of each merged, compared byte for byte.
"""
import argparse
import filecmp
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path
from typing import Optional

sys.dont_write_bytecode = True  # no __pycache__ in Benchmarks/
sys.path.insert(0, str(Path(__file__).resolve().parent))
from interleaved import in_turn  # noqa: E402

FORMATS = ["text", "json", "sarif", "checkstyle", "junit", "github", "markdown", "html"]
ONE_FILE_RUNS = 30

# The parse-only floor of a folder of generated screens, one process per 2,000 files.
FLOOR = ('find "$1" -name "*.xml" -print0 | xargs -0 -n 2000 xmllint --noout; '
         'find "$1" -name "*.json" -print0 | xargs -0 -n 2000 jq empty')
# xmllint over the files named, in two processes (higlint uses both cores).
IB_FLOOR = 'printf "%s\\0" "$@" | xargs -0 -P 2 -n $(( ($# + 1) / 2 )) xmllint --noout'


@dataclass
class Line:
    """One line of the table: what is measured, the figure, its limit, whether it passes (None: not
    measured), and the medians it was worked out from."""
    name: str
    figure: str
    limit: str
    passed: Optional[bool]
    detail: str = ""

    @property
    def result(self):
        return {True: "PASS", False: "FAIL", None: "-"}[self.passed]


def note(text):
    print(text, file=sys.stderr, flush=True)


def medians(runs, commands):
    """The median seconds of each command, run in turn."""
    return [statistics.median(run.seconds for run in series) for series in in_turn(runs, commands)]


def ratio_line(name, numerator, denominator, limit, unit_names):
    ratio = numerator / denominator
    detail = f"{numerator:.3f} s {unit_names[0]}, {denominator:.3f} s {unit_names[1]}"
    return Line(name, f"{ratio:.2f}x", f"{limit:.2f}x", ratio <= limit, detail)


def many_findings(args, higlint):
    check = lambda build, folder, form: [build, "check", folder, "--no-progress", "--format", form]
    lines = []
    note("json report against the floor")
    floor, json = medians(args.runs, [["bash", "-c", FLOOR, "floor", args.findings], check(higlint, args.findings, "json")])
    lines.append(ratio_line("json, 10,000 screens x floor", json, floor, 2.0, ["json", "floor"]))
    if args.before:
        note("json report against the build before")
        before, now = medians(args.runs, [check(args.before, args.findings, "json"), check(higlint, args.findings, "json")])
        lines.append(ratio_line("json, 10,000 screens x before", now, before, 1.15, ["now", "before"]))
    else:
        lines.append(Line("json, 10,000 screens x before", "no baseline given", "1.15x", None))
    peak, peak_format = 0, ""
    for form in FORMATS[1:]:
        folder, size = (args.findings_1000, "1,000") if form == "html" else (args.findings, "10,000")
        note(f"{form} report against text, {size} screens")
        text_runs, format_runs = in_turn(args.runs, [check(higlint, folder, "text"), check(higlint, folder, form)])
        text, other = (statistics.median(run.seconds for run in runs) for runs in (text_runs, format_runs))
        lines.append(ratio_line(f"{form}, {size} screens x text", other, text, 1.3, [form, "text"]))
        for runs, name in ((text_runs, "text"), (format_runs, form)):
            if size == "10,000" and max(run.peak_kb for run in runs) > peak:
                peak, peak_format = max(run.peak_kb for run in runs), name
    # The visual report is timed on 1,000 screens but holds the most memory: its peak on 10,000 too.
    html_peak = max(run.peak_kb for run in in_turn(1, [check(higlint, args.findings, "html")])[0])
    if html_peak > peak:
        peak, peak_format = html_peak, "html"
    megabytes = peak / 1024
    lines.append(Line("peak memory, 10,000 screens", f"{megabytes:.1f} MB", "100 MB", megabytes <= 100,
                      f"highest: {peak_format}"))
    return lines


def one_file(args, higlint):
    note(f"one small file, {ONE_FILE_RUNS} runs")
    xmllint_runs, check_runs = in_turn(ONE_FILE_RUNS, [["xmllint", "--noout", args.one], [higlint, "check", args.one]])
    xmllint, check = (statistics.median(run.seconds for run in runs) for runs in (xmllint_runs, check_runs))
    # On a busy machine a run waits for a core: its processor time tells that wait from its own cost.
    processor = statistics.median(run.processor_seconds for run in check_runs)
    return [Line("one small file, median of 30", f"{check * 1000:.1f} ms", "10 ms", check <= 0.010,
                 f"processor time {processor * 1000:.1f} ms"),
            ratio_line("one small file x xmllint --noout", check, xmllint, 3.0, ["higlint", "xmllint"])]


def corpus(args, higlint):
    name = "Interface Builder files of the corpus x floor"
    if not args.corpus or not Path(args.corpus).is_dir():
        return [Line(name, "no corpus", "3.00x", None)]
    files = sorted(str(path) for path in Path(args.corpus).rglob("*")
                   if path.suffix in (".storyboard", ".xib") and path.is_file())
    note(f"{len(files)} Interface Builder files of the corpus")
    floor, check = medians(args.runs, [["bash", "-c", IB_FLOOR, "floor", *files], [higlint, "check", *files]])
    return [ratio_line(name, check, floor, 3.0, ["higlint", "xmllint"])]


def run_to(command, output, folder):
    """Runs a command from the folder with its output to a file; returns its exit status and its error
    output."""
    with open(output, "wb") as out:
        finished = subprocess.run(command, stdout=out, stderr=subprocess.PIPE, cwd=folder)
    return finished.returncode, finished.stderr


def same_file(a, b):
    """Whether two files hold the same bytes, or neither exists."""
    if not a.exists() or not b.exists():
        return a.exists() == b.exists()
    return filecmp.cmp(a, b, shallow=False)


def same_reports(args, higlint):
    """Both builds' reports of the reference sets, in every format and merged from three shards,
    compared byte for byte (with their error output and exit status); returns the lines that differ."""
    sets = {"sample screens": args.samples, "corpus": args.corpus,
            "1,000 screens": args.findings_1000, "10,000 screens": args.findings}
    builds = {"now": higlint, "before": args.before}
    compared, different = 0, []
    with tempfile.TemporaryDirectory() as work:
        work = Path(work)
        for set_name, folder in sets.items():
            if not folder or not Path(folder).is_dir():
                continue
            # Checked from the folder above, by name, as a project is: a merge refuses files outside
            # the folder it runs in.
            parent, folder = Path(folder).resolve().parent, Path(folder).resolve().name
            note(f"reports of the {set_name}, both builds")
            reports = [(form, ["--format", form, "--color", "never"], False) for form in FORMATS]
            reports.append(("merged shards", [], True))
            for report, options, sharded in reports:
                outcomes = {}
                for build_name, build in builds.items():
                    # Both builds write to the same paths, which the merge's messages may name.
                    out = work / "out"
                    out.mkdir()
                    if sharded:
                        shards = [str(out / f"shard-{k}.json") for k in (1, 2, 3)]
                        for k, shard in enumerate(shards, 1):
                            run_to([build, "check", folder, "--no-progress", "--shard", f"{k}/3",
                                    "--format", f"json:{shard}"], os.devnull, parent)
                        status = run_to([build, "merge", *shards, "--format", f"json:{out / 'merged.json'}",
                                         "--format", f"sarif:{out / 'merged.sarif'}"], out / "report", parent)
                        files = ["report", "merged.json", "merged.sarif"]
                    else:
                        status = run_to([build, "check", folder, "--no-progress", *options], out / "report", parent)
                        files = ["report"]
                    out.rename(work / build_name)
                    outcomes[build_name] = (status, [work / build_name / name for name in files])
                (status_now, files_now), (status_before, files_before) = outcomes["now"], outcomes["before"]
                same = status_now == status_before and all(
                    same_file(a, b) for a, b in zip(files_now, files_before))
                compared += 1
                if not same:
                    different.append(f"{set_name} {report}")
                for build_name in builds:
                    shutil.rmtree(work / build_name)
    return compared, different


def reports_line(args, higlint):
    name = "reports byte for byte against before"
    if not args.before:
        return [Line(name, "no baseline given", "identical", None)]
    compared, different = same_reports(args, higlint)
    if different:
        return [Line(name, f"{len(different)} of {compared} differ", "identical", False, "; ".join(different))]
    return [Line(name, f"{compared} identical", "identical", True)]


def main():
    parser = argparse.ArgumentParser(description="higlint's speed gate")
    parser.add_argument("higlint")
    parser.add_argument("--findings", required=True, help="10,000 generated screens with many findings")
    parser.add_argument("--findings-1000", required=True, help="1,000 generated screens with many findings")
    parser.add_argument("--one", required=True, help="one small screen description")
    parser.add_argument("--before", help="the build to compare with")
    parser.add_argument("--corpus", help="a folder with Interface Builder files")
    parser.add_argument("--samples", help="the sample screens")
    parser.add_argument("--runs", type=int, default=5, help="runs of each command in turn")
    args = parser.parse_args()

    lines = many_findings(args, args.higlint) + one_file(args, args.higlint) + corpus(args, args.higlint)
    lines += reports_line(args, args.higlint)
    print(f"gate ({args.runs} runs of each command in turn, medians; one small file {ONE_FILE_RUNS}):")
    width = max(len(line.name) for line in lines)
    print(f"{'line':<{width}}  {'measured':>18}  {'limit':>9}  result  medians")
    for line in lines:
        print(f"{line.name:<{width}}  {line.figure:>18}  {line.limit:>9}  {line.result:<6}  {line.detail}")
    sys.exit(1 if any(line.passed is False for line in lines) else 0)


if __name__ == "__main__":
    main()
