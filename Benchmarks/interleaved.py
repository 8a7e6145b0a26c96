#!/usr/bin/env python3
"""Times two commands run one after the other, RUNS times each (after one warm-up run of each), and
prints "best_a median_a best_b median_b" in seconds. On a shared machine whose speed drifts within
minutes, runs taken in turn see the same drift, so the ratio of the medians is steadier than the
ratio of two separate best-of-N.

    interleaved.py RUNS COMMAND A... --then COMMAND B...      (their output is discarded)
"""
import statistics
import subprocess
import sys
import time

runs = int(sys.argv[1])
split = sys.argv.index("--then")
commands = [sys.argv[2:split], sys.argv[split + 1:]]
times = [[], []]
for round_number in range(runs + 1):
    for index, command in enumerate(commands):
        start = time.perf_counter()
        subprocess.run(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        if round_number > 0:
            times[index].append(time.perf_counter() - start)
print(" ".join(f"{min(t):.3f} {statistics.median(t):.3f}" for t in times))
