#!/usr/bin/env python3
"""Windowed figures of refresh-demo under Xvfb (run under xvfb-run; `make bench` does): the CPU
the demo uses at rest and while scrolling, and the CPU a windowed frame costs.

At rest: 5 s with nothing moving, again with a game controller attached (the virtual one a
script's `stick` makes; SDL 2.26 would poll it every millisecond), and on a private session bus
with the accessibility bus and a client listening to every event as a screen reader does, with
`--a11y off` and then `--a11y on` (this script runs itself under `dbus-run-session` for it, with
`--a11y-rest`; those two count CPU from the scheduler's nanoseconds and the wakes from each
thread's voluntary context switches). Each rest starts once no frame came for 1 s (the bar shown
at launch gone). Scrolling: a 200-pixel drag held for 1 s, then released
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


def wait_for_rest(trace):
    """Waits until no frame came for 1 s (the bar shown at launch gone); returns the trace's
    mark then."""
    last, quiet = trace.mark(), time.monotonic()
    while time.monotonic() - quiet < 1.0:
        time.sleep(0.05)
        if trace.mark() != last:
            last, quiet = trace.mark(), time.monotonic()
    return last


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
        # At rest.
        wait_for_rest(trace)
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
        wait_for_rest(trace)
        cpu0, wall0 = cpu_seconds(proc.pid), time.monotonic()
        time.sleep(5)
        return (cpu_seconds(proc.pid) - cpu0) / (time.monotonic() - wall0) * 100
    finally:
        proc.kill()
        proc.wait()


# A client listening to every event of every application (Orca listens to most of them).
LISTENER = """
import pyatspi
pyatspi.Registry.registerEventListener(lambda event: None, "object", "window", "focus")
print("listening", flush=True)
pyatspi.Registry.start()
"""


def run_and_wakes(pid):
    """CPU time (seconds, from the scheduler's nanosecond counts rather than /proc's 10 ms
    ticks) and voluntary context switches (each a wake from a wait) of every thread of `pid`."""
    cpu, wakes = 0, 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                cpu += int(f.read().split()[0])
            with open(f"/proc/{pid}/task/{task}/status") as f:
                wakes += next(int(l.split()[1]) for l in f if l.startswith("voluntary_ctxt"))
        except (FileNotFoundError, ProcessLookupError):
            pass  # a thread that ended between the listing and the read
    return cpu / 1e9, wakes


def rest_figures(demo, out, mode):
    """CPU (% of a core), wakes a second and frames drawn in 5 s at rest with `--a11y mode`."""
    trace = Trace(os.path.join(out, f"bench-a11y-{mode}-trace.jsonl"))
    if os.path.exists(trace.path):
        os.remove(trace.path)
    log = open(os.path.join(out, f"bench-a11y-{mode}-demo.log"), "w")
    proc = subprocess.Popen([demo, "--trace", trace.path, "--list", "plain", "--rows", "200",
                             "--a11y", mode], stdout=log, stderr=subprocess.STDOUT)
    try:
        Window.find()
        trace.wait("the first frame", lambda l: True, timeout=15)
        # The bridge started too: its registration, the listener's first questions, the
        # window's activation 0.3 s on.
        last = wait_for_rest(trace)
        (cpu0, wakes0), wall0 = run_and_wakes(proc.pid), time.monotonic()
        time.sleep(5)
        (cpu1, wakes1), wall = run_and_wakes(proc.pid), time.monotonic() - wall0
        frames = trace.mark() - last
        return (cpu1 - cpu0) / wall * 100, (wakes1 - wakes0) / wall, frames
    finally:
        proc.kill()
        proc.wait()


def measure_rest_with_a11y_here(demo, out):
    """At rest with --a11y off, then on, on this (private) session bus with the accessibility
    bus and a listening client (see measure_rest_with_a11y)."""
    procs = [subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                              stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)]
    try:
        listener = subprocess.Popen(["/usr/bin/python3", "-c", LISTENER], stdout=subprocess.PIPE,
                                    text=True)
        procs.append(listener)
        listener.stdout.readline()
        return rest_figures(demo, out, "off") + rest_figures(demo, out, "on")
    finally:
        # Terminated, not killed: the bus launcher then stops the bus it started.
        for proc in reversed(procs):
            proc.terminate()
            proc.wait()


def measure_rest_with_a11y(demo, out):
    """CPU and wakes at rest with --a11y off and on, on a session bus of its own (this script
    under dbus-run-session)."""
    os.makedirs(out, exist_ok=True)
    with open(os.path.join(out, "bench-a11y.log"), "w") as log:
        result = subprocess.run(
            ["dbus-run-session", "--", "/usr/bin/python3", os.path.abspath(__file__),
             "--a11y-rest", demo, out], stdout=subprocess.PIPE, stderr=log, text=True, check=True)
    return [float(x) for x in result.stdout.strip().splitlines()[-1].split()]


def main():
    if len(sys.argv) == 4 and sys.argv[1] == "--a11y-rest":
        print("%.4f %.2f %d %.4f %.2f %d" % measure_rest_with_a11y_here(sys.argv[2], sys.argv[3]))
        return
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    rest, scrolling, frames, per_frame, tail = measure(sys.argv[1], sys.argv[2])
    controller_rest = measure_rest_with_controller(sys.argv[1], sys.argv[2])
    off_rest, off_wakes, off_frames, a11y_rest, a11y_wakes, a11y_frames = measure_rest_with_a11y(
        sys.argv[1], sys.argv[2])
    print("| windowed (Xvfb, software renderer) | value |")
    print("|---|---|")
    print(f"| CPU at rest, 5 s | {rest:.2f} % of a core |")
    print(f"| CPU at rest with a controller attached, 5 s | {controller_rest:.2f} % of a core |")
    print(f"| CPU at rest on an accessibility bus with a client listening, `--a11y off`, 5 s | "
          f"{off_rest:.3f} % of a core, {off_wakes:.1f} wakes a second, {off_frames:.0f} frames |")
    print(f"| the same with `--a11y on` (the AT-SPI bridge running), 5 s | "
          f"{a11y_rest:.3f} % of a core, {a11y_wakes:.1f} wakes a second, {a11y_frames:.0f} frames |")
    print(f"| CPU while scrolling, 2 s | {scrolling:.1f} % of a core ({frames} frames) |")
    print(f"| CPU of a windowed frame | {per_frame:.2f} ms |")
    print(f"| frames drawn after the motion ended | {tail:.2f} s (then none) |")


if __name__ == "__main__":
    main()
