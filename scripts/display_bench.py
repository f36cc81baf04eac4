#!/usr/bin/env python3
"""The window on X11 and on Wayland, measured alike (`make bench` runs it through
scripts/display-bench.sh): the 390x720 window of window_bench.py's measure_window — 3 s at rest,
three 200-point drags at a mouse's 125 events a second and their coasts, two wheel runs — on

  - X11 (Xvfb) with SDL's software renderer (the demo's choice there),
  - X11 (Xvfb) with SDL's OpenGL renderer (SDL_RENDER_DRIVER=opengl, Mesa's software GL),
  - Wayland (headless sway, pixman) with SDL's OpenGL renderer (the demo's choice there: SDL 2 has
    no software window surface on Wayland), its input from a virtual pointer
    (scripts/wayland/vpointer.c reading commands from a pipe, paced here as XTEST's are),

each the median of RUNS runs; the display server's CPU is Xvfb's or sway's. Whether a run drew
through OpenGL is read from the libraries the demo mapped (Mesa's DRI driver), not assumed.

Usage: display_bench.py x11 DEMO OUT [RUNS]       under xvfb-run: both renderers
       display_bench.py wayland DEMO OUT [RUNS]   in scripts/display-bench.sh's sway
       display_bench.py table OUT                 the figures side by side (Markdown)
"""

import json
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Trace  # noqa: E402
from window_bench import DemoRun, X11Session, measure_window, median_of  # noqa: E402

SIZE = (390, 720)  # window_bench's window; sway's output is made this size, the window tiled to it

# Figures compared: key, what, unit.
FIGURES = [
    ("app_ms_per_frame", "app CPU a frame while scrolling (the drags' 2 s)", "ms"),
    ("x_ms_per_drawn_frame", "display server CPU a frame drawn (Xvfb or sway)", "ms"),
    ("drag_total_pct", "app + display server CPU over a drag's 2 s", "% of a core"),
    ("latency_p99", "input to screen, p99 (drags and wheel runs)", "ms"),
    ("drag_latency_p50", "input to screen, p50, drag", "ms"),
    ("delayed", "delayed frames in a drag and its coast (mean of 3)", "frames"),
    ("delayed_worst_window", "delayed frames, worst 64-frame window", "frames"),
    ("frames_2s", "frames made in a drag's 2 s", "frames"),
    ("rest_app_pct", "app CPU at rest, 3 s", "% of a core"),
    ("rest_x_pct", "display server CPU at rest, 3 s", "% of a core"),
]


def uses_gl(pid):
    """Whether process `pid` has Mesa's DRI (OpenGL) driver mapped."""
    try:
        with open(f"/proc/{pid}/maps") as f:
            return any("_dri.so" in line or "libgallium" in line for line in f)
    except OSError:
        return None


class WaylandSession:
    """The demo and its input in scripts/display-bench.sh's sway, as its unprivileged user
    (BENCH_USER, empty when this script is not root) in the session's environment."""

    pointer = None

    @staticmethod
    def as_user(command):
        runtime = os.environ["XDG_RUNTIME_DIR"]
        env = ["env", "-i", "PATH=/usr/bin:/bin", f"HOME={runtime}",
               f"XDG_RUNTIME_DIR={runtime}", f"WAYLAND_DISPLAY={os.environ['WAYLAND_DISPLAY']}",
               f"SWAYSOCK={os.environ['SWAYSOCK']}", "SDL_AUDIODRIVER=dummy",
               f"XDG_STATE_HOME={runtime}/state", f"XDG_CACHE_HOME={runtime}/cache"]
        user = os.environ.get("BENCH_USER")
        return (["runuser", "-u", user, "--"] if user else []) + env + command

    class open(DemoRun):  # noqa: N801 (used as X11Session.open is: a class called to open)
        def __init__(self, demo, out, name, args):
            self.trace = Trace(os.path.join(out, f"{name}-trace.jsonl"))
            if os.path.exists(self.trace.path):
                os.remove(self.trace.path)
            self.log = open(os.path.join(out, f"{name}-demo.log"), "w")
            self.runner = subprocess.Popen(
                WaylandSession.as_user([demo, "--trace", self.trace.path] + args),
                stdout=self.log, stderr=subprocess.STDOUT)
            self.proc = self.runner
            if os.environ.get("BENCH_USER"):
                # runuser forks the demo: its child is the process measured.
                children = f"/proc/{self.runner.pid}/task/{self.runner.pid}/children"
                for _ in range(100):
                    with open(children) as f:
                        found = f.read().split()
                    if found:
                        self.proc = type("Child", (), {"pid": int(found[0])})
                        break
                    time.sleep(0.05)
            self.trace.wait("the first frame", lambda line: True, timeout=20)
            self.origin = (0, 0)  # tiled, borderless, alone on its output

        def stop(self):
            try:
                os.kill(self.proc.pid, 9)
            except ProcessLookupError:
                pass
            self.runner.wait()
            self.log.close()

    class input:  # noqa: N801
        """The virtual pointer, one for the session, fed a command a line."""

        def __new__(cls):
            if WaylandSession.pointer is None:
                tool = os.path.join(os.environ["BENCH_TOOLS"], "vpointer")
                WaylandSession.pointer = WaylandPointer(
                    WaylandSession.as_user([tool, "extent", str(SIZE[0]), str(SIZE[1]), "-"]),
                    stdin=subprocess.PIPE, text=True)
            return WaylandSession.pointer

    @staticmethod
    def server_pid():
        # sway names its socket sway-ipc.UID.PID.sock.
        return int(os.path.basename(os.environ["SWAYSOCK"]).split(".")[2])


class WaylandPointer(subprocess.Popen):
    """XInput's interface (bench_x11.py) over vpointer's pipe."""

    def send(self, line):
        self.stdin.write(line + "\n")
        self.stdin.flush()

    def move(self, x, y):
        self.send(f"move {round(x)} {round(y)}")

    def drag(self, x, y0, y1, seconds, rate=125.0, release=True, at_press=None):
        self.move(x, y0)
        time.sleep(0.05)
        if at_press:
            at_press()
        pressed = time.monotonic()
        self.send("down")
        steps = max(1, int(round(seconds * rate)))
        for i in range(1, steps + 1):
            wait = pressed + seconds * i / steps - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            self.move(x, y0 + (y1 - y0) * i / steps)
        if release:
            self.send("up")
        return pressed

    def wheel(self, notches, seconds, down=True):
        start = time.monotonic()
        for i in range(notches):
            wait = start + seconds * i / max(notches, 1) - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            self.send(f"wheel 1 0 {'down' if down else 'up'}")
        return start


def measure(demo, out, runs, session, name):
    """RUNS runs of measure_window with `session`; their medians and whether GL drew."""
    per_run, gl = [], []
    original = session.open

    class Watched(original):
        def stop(self):
            gl.append(uses_gl(self.proc.pid))
            super().stop()

    session_class = type("Measured", (session,), {"open": Watched})
    for index in range(runs):
        per_run.append(measure_window(demo, out, [], f"{name}-{index}", session_class))
    medians = {key: median_of(per_run, key) for key, _, _ in FIGURES}
    return {"runs": per_run, "medians": medians, "gl": gl}


def main():
    if len(sys.argv) < 3:
        sys.exit(__doc__)
    mode = sys.argv[1]
    if mode == "table":
        table(sys.argv[2])
        return
    demo, out = sys.argv[2], sys.argv[3]
    runs = int(sys.argv[4]) if len(sys.argv) > 4 else 3
    os.makedirs(out, exist_ok=True)
    if mode == "x11":
        results = {}
        for renderer in ("software", "opengl"):
            os.environ.pop("SDL_RENDER_DRIVER", None)
            if renderer == "opengl":
                os.environ["SDL_RENDER_DRIVER"] = "opengl"
            results[f"x11-{renderer}"] = measure(demo, out, runs, X11Session, f"x11-{renderer}")
        os.environ.pop("SDL_RENDER_DRIVER", None)
    elif mode == "wayland":
        try:
            results = {"wayland-opengl": measure(demo, out, runs, WaylandSession, "wayland")}
        finally:
            if WaylandSession.pointer:
                WaylandSession.pointer.stdin.close()
                WaylandSession.pointer.wait()
    else:
        sys.exit(__doc__)
    with open(os.path.join(out, f"{mode}-figures.json"), "w") as f:
        json.dump(results, f, indent=1)


COLUMNS = [("x11-software", "X11, software renderer (default)"),
           ("x11-opengl", "X11, OpenGL (Mesa llvmpipe)"),
           ("wayland-opengl", "Wayland (sway), OpenGL (default)")]


def table(out):
    results = {}
    for mode in ("x11", "wayland"):
        path = os.path.join(out, f"{mode}-figures.json")
        if os.path.exists(path):
            with open(path) as f:
                results.update(json.load(f))
    shown = [(key, title) for key, title in COLUMNS if key in results]
    print("| the 390x720 window (median of each display's runs) | "
          + " | ".join(title for _, title in shown) + " |")
    print("|---|" + "---|" * len(shown))
    for key, what, unit in FIGURES:
        cells = []
        for column, _ in shown:
            value = results[column]["medians"].get(key)
            cells.append("–" if value is None else f"{value:.3g} {unit}")
        print(f"| {what} | " + " | ".join(cells) + " |")
    cells = []
    for column, _ in shown:
        gl = results[column]["gl"]
        cells.append("yes" if all(gl) else "no" if not any(gl) else "some runs")
    print("| drew through OpenGL (Mesa's DRI driver mapped) | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
