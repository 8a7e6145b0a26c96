#!/usr/bin/env python3
"""Times two commands run one after the other, RUNS times each (after one warm-up run of each), and
prints "best_a median_a best_b median_b" in seconds. On a shared machine whose speed drifts within
minutes, runs taken in turn see the same drift, so the ratio of the medians is steadier than the
ratio of two separate best-of-N.

    interleaved.py RUNS COMMAND A... --then COMMAND B...      (their output is discarded)

`Benchmarks/gate.py` imports `in_turn`, which also gives each run's peak memory.
"""
import os
import statistics
import subprocess
import sys
import time
from typing import NamedTuple


class Run(NamedTuple):
    """One run of a command: its wall time, its peak resident memory and the processor time it used."""
    seconds: float
    peak_kb: int
    processor_seconds: float


def in_turn(runs, commands):
    """Runs each command once to warm up, then RUNS times in turn with the others; returns, for each
    command, the list of its runs."""
    results = [[] for _ in commands]
    for round_number in range(runs + 1):
        for index, command in enumerate(commands):
            start = time.perf_counter()
            child = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            _, status, usage = os.wait4(child.pid, 0)
            seconds = time.perf_counter() - start
            child.returncode = os.waitstatus_to_exitcode(status)
            # Linux counts ru_maxrss in kilobytes, macOS in bytes.
            peak_kb = usage.ru_maxrss // 1024 if sys.platform == "darwin" else usage.ru_maxrss
            if round_number > 0:
                results[index].append(Run(seconds, peak_kb, usage.ru_utime + usage.ru_stime))
    return results


def best_and_median(runs):
    """The shortest and the median time of a command's runs, in seconds."""
    seconds = [run.seconds for run in runs]
    return min(seconds), statistics.median(seconds)


if __name__ == "__main__":
    split = sys.argv.index("--then")
    measured = in_turn(int(sys.argv[1]), [sys.argv[2:split], sys.argv[split + 1:]])
    print(" ".join(f"{best:.3f} {median:.3f}" for best, median in map(best_and_median, measured)))
