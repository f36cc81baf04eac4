#!/usr/bin/env python3
"""Whole-process headless figures of refresh-demo, as a user running scripts sees them: the
contract's run `--headless --fps 60 --frames 1800 --rows 200 --footer none` with a script of
repeated drags up and down with releases and refreshes, the median of three runs, at --scale 1
and 2: simulated seconds per wall second, peak RSS, and the time to the first frame (a whole
run of one frame: start, asset checks, first frame, exit). Prints a Markdown table.

Usage: headless_bench.py DEMO
"""

import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time

SCRIPT = """
down 195 500
move 195 200 400
up
wait 600
down 195 150
move 195 420 500
wait 100
up
wait 1500
down 195 200
move 195 650 300
up
wait 1200
"""


def run(demo, args):
    """Wall seconds and peak RSS (MB) of one run of the demo as a child process."""
    start = time.monotonic()
    proc = subprocess.Popen([demo] + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, _, usage = os.wait4(proc.pid, 0)
    wall = time.monotonic() - start
    proc.returncode = 0
    return wall, usage.ru_maxrss / 1024


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    demo = sys.argv[1]
    with tempfile.TemporaryDirectory() as folder:
        script = os.path.join(folder, "bench.txt")
        with open(script, "w") as f:
            f.write(SCRIPT * 12)
        base = ["--headless", "--fps", "60", "--frames", "1800", "--rows", "200",
                "--footer", "none", "--script", script]
        print("| headless, whole process (median of 3) | --scale 1 | --scale 2 |")
        print("|---|---|---|")
        rows = {}
        for scale in (1, 2):
            runs = [run(demo, base + ["--scale", str(scale)]) for _ in range(3)]
            first = [run(demo, ["--headless", "--frames", "1", "--scale", str(scale)])
                     for _ in range(3)]
            wall = statistics.median(r[0] for r in runs)
            rows[scale] = (30.0 / wall, statistics.median(r[1] for r in runs),
                           statistics.median(f[0] for f in first) * 1000)
        print(f"| simulated s per wall s | {rows[1][0]:.0f}× | {rows[2][0]:.0f}× |")
        print(f"| peak RSS | {rows[1][1]:.1f} MB | {rows[2][1]:.1f} MB |")
        print(f"| time to the first frame (a 1-frame run) | {rows[1][2]:.0f} ms | "
              f"{rows[2][2]:.0f} ms |")


if __name__ == "__main__":
    main()
