#!/usr/bin/env python3
"""Windowed figures of refresh-demo under Xvfb (run under xvfb-run; `make bench` does): the CPU
the demo uses at rest and while scrolling, and the CPU a windowed frame costs.

At rest: 5 s with nothing moving, and again with a game controller attached (the virtual one a
script's `stick` makes; SDL 2.26 would poll it every millisecond). Scrolling: a 200-pixel drag held for 1 s, then released
moving, and its coast, 2 s in all (the measurement the issue's GTK and Qt figures were taken
with). A frame's cost: the CPU time of the scrolling stretch over the frames drawn in it.
Prints a Markdown table. Usage: window_bench.py DEMO OUTDIR
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Trace, Window, cpu_seconds, xdo  # noqa: E402


def measure(demo, out):
    os.makedirs(out, exist_ok=True)
    trace = Trace(os.path.join(out, "bench-trace.jsonl"))
    if os.path.exists(trace.path):
        os.remove(trace.path)
    log = open(os.path.join(out, "bench-demo.log"), "w")
    proc = subprocess.Popen([demo, "--trace", trace.path, "--list", "plain", "--rows", "200"], stdout=log,
                            stderr=subprocess.STDOUT)
    try:
        win = Window.find()
        xdo("windowfocus", "--sync", win.wid)
        trace.wait("the first frame", lambda l: True, timeout=15)
        time.sleep(1.0)
        # At rest.
        cpu0, wall0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(5)
        rest = (cpu_seconds(proc.pid) - cpu0) / (time.monotonic() - wall0) * 100
        # Scrolling: hold a 200-pixel drag for 1 s (moving), then let go moving; 2 s in all.
        mark = trace.mark()
        cpu0, wall0 = cpu_seconds(proc.pid), time.monotonic()
        win.move(200, 600)
        time.sleep(0.02)
        xdo("mousedown", 1)
        steps = 50
        for i in range(1, steps + 1):
            time.sleep(1.0 / steps)
            win.move(200, 600 - 200 * i / steps if i <= steps // 2 else
                     400 + 200 * (i - steps // 2) / (steps // 2) - 200 * (i - steps // 2) / steps)
        xdo("mouseup", 1)
        remaining = 2.0 - (time.monotonic() - wall0)
        if remaining > 0:
            time.sleep(remaining)
        cpu1, wall1 = cpu_seconds(proc.pid), time.monotonic()
        frames = trace.mark() - mark
        scrolling = (cpu1 - cpu0) / (wall1 - wall0) * 100
        per_frame = (cpu1 - cpu0) / max(frames, 1) * 1000
        # Back at rest: how long until frames stop.
        time.sleep(3)
        lines = trace.since(mark)
        last_moving = max((l["t"] for l in lines if l["decelerating"] or l["dragging"]),
                          default=0)
        last_frame = lines[-1]["t"] if lines else 0
        return rest, scrolling, frames, per_frame, (last_frame - last_moving) / 1000
    finally:
        xdo("key", "--window", win.wid, "Escape") if False else None
        proc.kill()
        proc.wait()


def measure_rest_with_controller(demo, out):
    """CPU at rest, 5 s, with the virtual controller attached by a one-line script."""
    os.makedirs(out, exist_ok=True)
    script = os.path.join(out, "bench-controller.txt")
    with open(script, "w") as f:
        f.write("stick 0 0\n")
    trace = Trace(os.path.join(out, "bench-controller-trace.jsonl"))
    if os.path.exists(trace.path):
        os.remove(trace.path)
    log = open(os.path.join(out, "bench-controller-demo.log"), "w")
    proc = subprocess.Popen([demo, "--trace", trace.path, "--list", "plain", "--rows", "200", "--script", script],
                            stdout=log, stderr=subprocess.STDOUT)
    try:
        Window.find()
        trace.wait("the first frame", lambda l: True, timeout=15)
        time.sleep(1.0)
        cpu0, wall0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(5)
        return (cpu_seconds(proc.pid) - cpu0) / (time.monotonic() - wall0) * 100
    finally:
        proc.kill()
        proc.wait()


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rest, scrolling, frames, per_frame, tail = measure(sys.argv[1], sys.argv[2])
    controller_rest = measure_rest_with_controller(sys.argv[1], sys.argv[2])
    print("| windowed (Xvfb, software renderer) | value |")
    print("|---|---|")
    print(f"| CPU at rest, 5 s | {rest:.2f} % of a core |")
    print(f"| CPU at rest with a controller attached, 5 s | {controller_rest:.2f} % of a core |")
    print(f"| CPU while scrolling, 2 s | {scrolling:.1f} % of a core ({frames} frames) |")
    print(f"| CPU of a windowed frame | {per_frame:.2f} ms |")
    print(f"| frames drawn after the motion ended | {tail:.2f} s (then none) |")


if __name__ == "__main__":
    main()
