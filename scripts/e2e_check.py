#!/usr/bin/env python3
"""End-to-end test of refresh-demo in a real X11 window (run it under xvfb-run; see scripts/e2e.sh).

Starts the demo with --trace, drives it with real X11 input from xdotool (drags, a fling, the
wheel, keys, a resize, a release outside the window), waits on conditions in the trace (the real
clock, t in ms) with deadlines, takes screenshots of the root window with ImageMagick's `import`
and checks their pixels. Prints PASS/FAIL per check with the numbers; exits 1 if any check failed.

Usage: e2e_check.py DEMO OUTDIR
"""

import json
import os
import re
import subprocess
import sys
import time

TITLE = "Pull to refresh"
HEADER_HEIGHT = 54.0
BACKGROUND = (242, 242, 247)  # DemoTheme.background: behind the content, where a header shows
ROW_WHITE = (255, 255, 255)  # DemoTheme.rowEven
HEADER_KINDS = []  # the demo's header kinds, read from its --help (HeaderKind's table) in main


def header_kinds(demo):
    """The kinds `--help` lists after `--header KIND` ("normal, state, ... or floor"), in order:
    the table in Sources/DemoKit/Kinds/HeaderKind.swift, so a new kind needs no edit here."""
    help_text = subprocess.run([demo, "--help"], check=True, capture_output=True,
                               text=True, timeout=30).stdout
    match = re.search(r"--header KIND\s+(.*?) \(default", help_text)
    if not match:
        raise SystemExit(f"{demo} --help names no header kinds")
    return re.split(r", | or ", match.group(1))
PAGE_SKY_BLUE = 40  # the second floor's night sky (SecondFloorPage.skyTop is (16, 18, 46)): dark,
# blue above red and green, where the list's rows and background are near white
LATENCY_MS = 2000  # long enough to take a screenshot while refreshing, on a loaded machine


# ----------------------------------------------------------------------------------------------
# Reporting


class Report:
    def __init__(self):
        self.results = []

    def check(self, name, ok, detail):
        self.results.append((name, bool(ok), detail))
        print(f"{'PASS' if ok else 'FAIL'}  {name}: {detail}", flush=True)
        return ok

    def summary(self):
        failed = [r for r in self.results if not r[1]]
        print(f"\n{len(self.results) - len(failed)} of {len(self.results)} checks passed", flush=True)
        for name, _, detail in failed:
            print(f"  FAILED {name}: {detail}")
        return not failed


class Abort(Exception):
    """A step could not go on (a deadline passed while waiting): the run stops there."""


# ----------------------------------------------------------------------------------------------
# The trace, read as it grows


class Trace:
    def __init__(self, path):
        self.path = path
        self.lines = []
        self._pos = 0
        self._partial = ""

    def poll(self):
        try:
            with open(self.path, "r") as f:
                f.seek(self._pos)
                data = f.read()
                self._pos = f.tell()
        except FileNotFoundError:
            return
        data = self._partial + data
        parts = data.split("\n")
        self._partial = parts.pop()  # an unfinished line waits for the rest
        for part in parts:
            if part.strip():
                self.lines.append(json.loads(part))

    def mark(self):
        """Index of the next line: what happens after this point starts here."""
        self.poll()
        return len(self.lines)

    def last(self):
        self.poll()
        return self.lines[-1] if self.lines else None

    def since(self, mark):
        self.poll()
        return self.lines[mark:]

    def wait(self, what, predicate, since=0, timeout=10.0, otherwise=None):
        """First line from `since` on that satisfies `predicate`, polling up to `timeout` s; or,
        when `otherwise` is given and returns a line after a poll that found none, that line."""
        deadline = time.monotonic() + timeout
        while True:
            self.poll()
            for i in range(since, len(self.lines)):
                if predicate(self.lines[i]):
                    return self.lines[i]
            since = max(since, len(self.lines))
            line = otherwise() if otherwise else None
            if line is not None:
                return line
            if time.monotonic() > deadline:
                last = self.lines[-1] if self.lines else None
                raise Abort(f"timed out after {timeout:.0f} s waiting for {what}; last line: {last}")
            time.sleep(0.02)

    def wait_settled(self, what, since=0, timeout=10.0, hold_ms=150, quiet_s=0.4):
        """Waits until the view is at rest (not dragged, not moving, no refresh in flight, no
        inset): for `hold_ms` of trace time, or — since the window draws nothing once the
        picture is still — as the last line, with no new line for `quiet_s` of wall time.
        Returns the line that ends that stretch."""
        start = [None]

        def rest(line):
            return (not line["dragging"] and not line["decelerating"]
                    and line["header_state"] == "idle" and line["inset_top"] == 0
                    and line["footer_state"] in ("idle", "noMoreData")
                    and abs(line["velocity_y"]) < 1e-6)

        def settled(line):
            if not rest(line):
                start[0] = None
                return False
            if start[0] is None:
                start[0] = line["t"]
            return line["t"] - start[0] >= hold_ms

        quiet_since, count = time.monotonic(), -1

        def still_at_rest():
            nonlocal quiet_since, count
            if len(self.lines) != count:
                count, quiet_since = len(self.lines), time.monotonic()
            elif self.lines and rest(self.lines[-1]) and time.monotonic() - quiet_since > quiet_s:
                return self.lines[-1]
            return None

        return self.wait(what, settled, since=since, timeout=timeout, otherwise=still_at_rest)


def run_steps(steps, check):
    """Runs each step in turn; a step that cannot go on fails as a check and ends the run."""
    for step in steps:
        try:
            print(f"-- {step.__name__}", flush=True)
            step()
        except Abort as error:
            return check(f"step {step.__name__}", False, str(error))
        except subprocess.CalledProcessError as error:
            return check(f"step {step.__name__}", False,
                         f"{' '.join(error.cmd)} failed ({error.returncode}): "
                         f"{error.stderr.strip()}")
    return True


def cpu_seconds(pid):
    """User + system CPU time of process `pid` so far, seconds (from /proc)."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def bounds(line):
    low = -line["inset_top"]
    high = max(low, line["content_height"] + line["inset_bottom"] - line["view_height"])
    return low, high


def in_bounds(line, slack=0.5):
    low, high = bounds(line)
    return low - slack <= line["offset_y"] <= high + slack


# ----------------------------------------------------------------------------------------------
# X11: xdotool and ImageMagick


def run(*args, timeout=10):
    return subprocess.run(args, check=True, capture_output=True, text=True, timeout=timeout).stdout


def xdo(*args):
    return run("xdotool", *map(str, args))


class Window:
    def __init__(self, wid):
        self.wid = wid

    @staticmethod
    def find(timeout=15.0):
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            try:
                ids = xdo("search", "--onlyvisible", "--name", TITLE).split()
            except subprocess.CalledProcessError:
                ids = []
            if ids:
                return Window(ids[0])
            time.sleep(0.1)
        raise Abort(f"no visible window named {TITLE!r} after {timeout:.0f} s")

    def geometry(self):
        values = {}
        for row in xdo("getwindowgeometry", "--shell", self.wid).split():
            key, _, value = row.partition("=")
            values[key] = int(value) if value.lstrip("-").isdigit() else value
        return values["X"], values["Y"], values["WIDTH"], values["HEIGHT"]

    def move(self, x, y):
        xdo("mousemove", "--window", self.wid, int(x), int(y))

    def drag(self, x, y0, y1, steps, pause):
        """Presses at (x, y0), moves in `steps` even steps to (x, y1) with `pause` s between."""
        self.move(x, y0)
        time.sleep(0.05)
        xdo("mousedown", 1)
        for i in range(1, steps + 1):
            time.sleep(pause)
            self.move(x, y0 + (y1 - y0) * i / steps)

    def key(self, name):
        xdo("key", "--clearmodifiers", name)


def screenshot(path):
    run("import", "-window", "root", path, timeout=20)


def histogram(path, w, h, x, y):
    """{(r, g, b): count} of the region w×h at (x, y) of a PNG."""
    text = run("convert", path, "-crop", f"{w}x{h}+{x}+{y}", "+repage", "-depth", "8",
               "-format", "%c", "histogram:info:-")
    colours = {}
    for row in text.splitlines():
        count, _, rest = row.strip().partition(":")
        if not rest:
            continue
        rgb = rest.strip().split(")")[0].strip("( ").split(",")[:3]
        colour = tuple(int(float(v)) for v in rgb)
        colours[colour] = colours.get(colour, 0) + int(count)
    return colours


def share(colours, colour):
    total = sum(colours.values())
    return colours.get(colour, 0) / total if total else 0.0


# ----------------------------------------------------------------------------------------------
# The scenario


class E2E:
    def __init__(self, demo, out):
        self.demo = demo
        self.out = out
        self.trace = Trace(os.path.join(out, "trace.jsonl"))
        self.report = Report()
        self.check = self.report.check
        self.proc = None
        self.win = None
        self.desktop_refreshes = 0  # F5 and the menu's Refresh in the desktop step

    def shot(self, name):
        """A screenshot with the trace lines just before and after it (the state it shows)."""
        before = self.trace.last()
        path = os.path.join(self.out, f"{name}.png")
        screenshot(path)
        after = self.trace.last()
        return path, before, after

    def start(self):
        # The plain list, whose 44-point rows the checks measure (a window shows the feed by default).
        self.feel_log = os.path.join(self.out, "feel.jsonl")
        args = [self.demo, "--trace", self.trace.path, "--latency", str(LATENCY_MS), "--list", "plain",
                "--feel-log", self.feel_log]
        log = open(os.path.join(self.out, "demo.log"), "w")
        self.proc = subprocess.Popen(args, stdout=log, stderr=subprocess.STDOUT)
        self.win = Window.find()
        self.trace.wait("the first trace line", lambda l: True, timeout=15)
        x, y, w, h = self.win.geometry()
        self.origin, self.size = (x, y), (w, h)
        first = self.trace.lines[0]
        self.check("window opens", w == 390 and h == 720 and first["view_height"] == 720,
                   f"window {w}x{h} at ({x},{y}); trace view_height {first['view_height']}, "
                   f"rows {first['rows']}, header {first['header']}")
        # Keys go to the focused window; there is no window manager to give it focus.
        xdo("windowfocus", "--sync", self.win.wid)
        # At rest the window draws nothing more after its first frame (render on demand).
        time.sleep(0.5)

    # -- a drag that pulls to refresh, with screenshots pulled and refreshing
    def pull_to_refresh(self):
        refreshes = self.trace.last()["refreshes"]
        rows_before = self.trace.last()["rows"]
        mark = self.trace.mark()
        self.win.drag(200, 150, 380, steps=8, pause=0.05)
        pulled = self.trace.wait("header pulling while dragged",
                                 lambda l: l["dragging"] and l["header_state"] == "pulling",
                                 since=mark)
        # Hold still: the content stays under the pointer, so the trace around the shot agrees.
        time.sleep(0.15)
        path, before, after = self.shot("pulled")
        self.check("drag pulls past the trigger",
                   pulled["offset_y"] < -HEADER_HEIGHT and before["offset_y"] == after["offset_y"],
                   f"offset_y {before['offset_y']:.1f} (trigger -{HEADER_HEIGHT:.0f}), "
                   f"header_percent {before['header_percent']:.2f}, stable over the screenshot: "
                   f"{before['offset_y'] == after['offset_y']}")
        self.check_header_pixels("pulled screenshot", path, after)
        mark = self.trace.mark()
        xdo("mouseup", 1)
        refreshing = self.trace.wait(
            "header refreshing with its inset open",
            lambda l: l["header_state"] == "refreshing" and l["inset_top"] == HEADER_HEIGHT
            and not l["decelerating"], since=mark, timeout=5)
        path, before, after = self.shot("refreshing")
        self.check("release refreshes",
                   refreshing["offset_y"] == -HEADER_HEIGHT and after["header_state"] == "refreshing",
                   f"t {refreshing['t']:.0f} ms: inset_top {refreshing['inset_top']}, "
                   f"offset_y {refreshing['offset_y']}, header_frame {after['header_frame']}")
        self.check_header_pixels("refreshing screenshot", path, after)
        landed = self.trace.wait("the refresh landing", lambda l: l["refreshes"] > refreshes,
                                 since=mark, timeout=LATENCY_MS / 1000 + 5)
        seconds = (landed["t"] - refreshing["t"]) / 1000
        self.check("refresh lands once with a fresh list",
                   landed["refreshes"] == refreshes + 1 and landed["rows"] == 20,
                   f"refreshes {refreshes} -> {landed['refreshes']} after {seconds:.2f} s; "
                   f"rows {rows_before} -> {landed['rows']}")
        end = self.trace.wait_settled("the header to close", since=mark)
        self.check("header closes back to the original inset",
                   end["inset_top"] == 0 and end["offset_y"] == 0 and end["refreshes"] == refreshes + 1,
                   f"inset_top {end['inset_top']}, offset_y {end['offset_y']}, "
                   f"refreshes {end['refreshes']}")

    def check_header_pixels(self, name, path, line):
        """The band above the first row shows the background or header ink, never a row's white;
        the rows below are drawn (several colours, with a row's white)."""
        ox, oy = self.origin
        width = self.size[0]
        top_of_rows = int(-line["offset_y"])  # the first row's top, in points (scale 1)
        band = histogram(path, width - 10, top_of_rows - 2, ox, oy + 1)
        header = histogram(path, width - 10, int(HEADER_HEIGHT) - 4, ox, oy + top_of_rows - int(HEADER_HEIGHT) + 2)
        rows = histogram(path, width - 10, 200, ox, oy + top_of_rows + 2)
        self.check(f"{name}: band above the first row is background, not row white",
                   share(band, BACKGROUND) > 0.5 and share(band, ROW_WHITE) < 0.02,
                   f"{top_of_rows} pt band: background {share(band, BACKGROUND):.0%}, "
                   f"white {share(band, ROW_WHITE):.1%}, {len(band)} colours")
        gap = top_of_rows - int(HEADER_HEIGHT)
        if gap > 4:  # pulled further than the header is tall: nothing is drawn above it
            above = histogram(path, width - 10, gap - 2, ox, oy + 1)
            self.check(f"{name}: nothing above the header", share(above, BACKGROUND) > 0.99,
                       f"{gap} pt above the header's top: background {share(above, BACKGROUND):.1%}")
        self.check(f"{name}: header is drawn above the first row",
                   len(header) >= 4 and share(header, BACKGROUND) < 0.995,
                   f"{len(header)} colours in the header's {int(HEADER_HEIGHT)} pt, "
                   f"background {share(header, BACKGROUND):.1%}")
        self.check(f"{name}: list is not blank",
                   len(rows) >= 8 and share(rows, ROW_WHITE) > 0.2,
                   f"{len(rows)} colours below the first row's top, white {share(rows, ROW_WHITE):.0%}")

    # -- a short pull that must not refresh
    def short_pull(self):
        refreshes = self.trace.last()["refreshes"]
        mark = self.trace.mark()
        self.win.drag(200, 150, 190, steps=4, pause=0.04)
        self.trace.wait("a short pull held", lambda l: l["dragging"] and l["offset_y"] < -5,
                        since=mark)
        time.sleep(0.1)
        xdo("mouseup", 1)
        end = self.trace.wait_settled("the short pull to spring back", since=mark)
        lines = self.trace.since(mark)
        states = sorted({l["header_state"] for l in lines})
        deepest = min(l["offset_y"] for l in lines)
        self.check("short pull does not refresh",
                   end["refreshes"] == refreshes and "refreshing" not in states
                   and "pulling" not in states and end["offset_y"] == 0,
                   f"deepest offset_y {deepest:.1f}, "
                   f"header states {states}, refreshes {refreshes} -> {end['refreshes']}, "
                   f"back to offset_y {end['offset_y']}")

    # -- a fling: a quick drag up, released while moving
    def fling(self):
        before = self.trace.last()
        mark = self.trace.mark()
        self.win.drag(200, 600, 250, steps=7, pause=0.012)
        xdo("mouseup", 1)
        coasting = self.trace.wait("coasting after the release",
                                   lambda l: not l["dragging"] and l["decelerating"],
                                   since=mark, timeout=5)
        end = self.trace.wait_settled("the fling to come to rest and its load to land", since=mark,
                                      timeout=LATENCY_MS / 1000 + 15)
        lines = self.trace.since(mark)
        footer_states = sorted({l["footer_state"] for l in lines})
        self.check("fling to the end loads a page once",
                   end["loads"] == before["loads"] + 1 and end["rows"] == before["rows"] + 20,
                   f"footer states {footer_states}, loads {before['loads']} -> {end['loads']}, "
                   f"rows {before['rows']} -> {end['rows']}")
        top = max(l["offset_y"] for l in lines)
        self.check("fling coasts after release",
                   coasting["velocity_y"] > 300 and end["offset_y"] > 0 and in_bounds(end),
                   f"velocity_y at release {coasting['velocity_y']:.0f} pt/s, furthest offset_y "
                   f"{top:.1f}, rests at {end['offset_y']:.1f} within {bounds(end)}")

    # -- the window's feel (issue 35): every frame's trace line and feel-log line carry the
    #    feel_ fields, the frames that delivered input have a latency, and the inspector shows
    #    its feel line. What is reported, never how fast (make bench measures that).
    def feel(self):
        self.win.move(200, 300)
        self.trace.wait_settled("rest before the feel", since=self.trace.mark())
        mark = self.trace.mark()
        self.win.drag(200, 600, 450, steps=10, pause=0.015)
        xdo("mouseup", 1)
        self.trace.wait_settled("the drag's coast to end", since=mark, timeout=15)
        lines = self.trace.since(mark)
        fields = ["feel_inputs", "feel_latency_ms", "feel_interval_ms", "feel_paced",
                  "feel_delayed", "feel_work_ms", "feel_pixels", "feel_p50_ms", "feel_p99_ms",
                  "feel_delayed_64"]
        missing = [f for f in fields if any(f not in l for l in lines)]
        with_input = [l for l in lines if l.get("feel_inputs", 0) > 0]
        self.check("the trace carries the feel of every frame",
                   lines and not missing and with_input
                   and all(l["feel_latency_ms"] >= 0 and l["feel_p99_ms"] >= l["feel_p50_ms"]
                           for l in lines),
                   f"{len(lines)} frames, {len(with_input)} with input, missing {missing}; "
                   f"last p50/p99 {lines[-1].get('feel_p50_ms') if lines else '-'}/"
                   f"{lines[-1].get('feel_p99_ms') if lines else '-'} ms, delayed of 64 "
                   f"{lines[-1].get('feel_delayed_64') if lines else '-'}")
        logged = Trace(self.feel_log)
        logged.poll()
        by_frame = {l["frame"]: l for l in logged.lines}
        same = [l for l in lines if l["frame"] in by_frame
                and all(by_frame[l["frame"]][f] == l[f] for f in fields)]
        self.check("--feel-log has the same figures, frame by frame",
                   len(same) == len(lines),
                   f"{len(same)} of {len(lines)} frames alike in {self.feel_log} "
                   f"({len(logged.lines)} lines)")
        # The inspector: its panel is one line (17 pt) taller in a window, for the feel line.
        self.win.key("d")
        shown = self.trace.wait("the inspector's frame", lambda l: True, since=self.trace.mark())
        time.sleep(0.3)
        path, _, _ = self.shot("inspector-feel")
        x, y = self.origin
        h = self.size[1]
        colour = histogram(path, 1, 1, x + 20, y + h - 8 - 145 + 4)
        dark = colour and max(colour, key=colour.get)
        self.check("the inspector shows the feel line",
                   dark and max(dark) < 80,
                   f"pixel under the panel's top {dark} (the panel is near black), frame "
                   f"{shown['frame']}")
        self.win.key("d")

    # -- the wheel: xdotool click 5 (down) and 4 (up)
    def wheel(self):
        self.win.move(200, 300)
        start = self.trace.wait_settled("rest before the wheel", since=self.trace.mark())
        low, high = bounds(start)
        mark = self.trace.mark()
        xdo("click", "--repeat", 2, "--delay", 100, 5)
        down = self.trace.wait_settled("the wheel down to settle", since=mark)
        mark = self.trace.mark()
        xdo("click", 4)
        up = self.trace.wait_settled("the wheel up to settle", since=mark)
        expect_down = min(high, start["offset_y"] + 80)
        expect_up = max(low, down["offset_y"] - 40)
        self.check("wheel scrolls 40 pt a notch within the bounds",
                   abs(down["offset_y"] - expect_down) < 0.5 and abs(up["offset_y"] - expect_up) < 0.5,
                   f"offset_y {start['offset_y']:.1f} -> 2 notches down {down['offset_y']:.1f} "
                   f"(expected {expect_down:.1f}) -> 1 notch up {up['offset_y']:.1f} "
                   f"(expected {expect_up:.1f})")

    # -- the desktop's ways in: keys that scroll and refresh, the context menu by a right click
    #    and by keys, Load more with the back footer, a drag of the scrollbar's thumb, Tab to
    #    the footer and Return (issue 28; the contract's third-round keys and menu)
    def desktop(self):
        settle = LATENCY_MS / 1000 + 8
        # The normal header (the steps before leave the floor's, whose menu has one item more).
        mark = self.trace.mark()
        self.win.key("1")
        self.trace.wait("the normal header", lambda l: l["header"] == "normal", since=mark,
                        timeout=5)
        self.win.move(200, 300)
        self.win.key("Home")
        top = self.trace.wait_settled("Home to settle", since=self.trace.mark())
        low, high = bounds(top)
        mark = self.trace.mark()
        self.win.key("Down")
        self.win.key("Down")
        self.trace.wait("the Downs to scroll", lambda l: l["offset_y"] > top["offset_y"] + 0.5,
                        since=mark, timeout=5)
        down = self.trace.wait_settled("two Downs to settle", since=self.trace.mark())
        self.check("keys scroll: Home, then Down twice is 80 pt (two wheel notches)",
                   abs(top["offset_y"] - low) < 0.5
                   and abs(down["offset_y"] - min(high, low + 80)) < 0.5,
                   f"offset_y after Home {top['offset_y']:.1f} (top {low:.1f}), after Down Down "
                   f"{down['offset_y']:.1f}")
        refreshes = self.trace.last()["refreshes"]
        mark = self.trace.mark()
        self.win.key("F5")
        self.trace.wait("refreshing after F5", lambda l: l["header_state"] == "refreshing",
                        since=mark, timeout=5)
        end = self.trace.wait_settled("the F5 refresh to land", since=self.trace.mark(),
                                      timeout=settle)
        self.desktop_refreshes += 1
        self.check("F5 refreshes", end["refreshes"] == refreshes + 1,
                   f"refreshes {refreshes} -> {end['refreshes']}")
        # A right click opens the menu at the pointer; its first item (Refresh) at y 100…132.
        refreshes = end["refreshes"]
        mark = self.trace.mark()
        self.win.move(100, 100)
        xdo("click", 3)
        self.trace.wait("the menu open after a right click", lambda l: l["menu"] == "open",
                        since=mark, timeout=5)
        self.win.move(110, 116)
        xdo("click", 1)
        self.trace.wait("refreshing after the menu's Refresh",
                        lambda l: l["header_state"] == "refreshing" and l["menu"] == "closed",
                        since=mark, timeout=5)
        end = self.trace.wait_settled("the menu's refresh to land", since=self.trace.mark(),
                                      timeout=settle)
        self.desktop_refreshes += 1
        self.check("a right click and Refresh refreshes", end["refreshes"] == refreshes + 1,
                   f"refreshes {refreshes} -> {end['refreshes']}")
        # The back footer: the menu's Load more (the second item) loads a page.
        footer = end["footer"]
        while self.trace.last()["footer"] != "back":
            mark = self.trace.mark()
            self.win.key("f")
            self.trace.wait("the next footer kind", lambda l: l["footer"] != footer, since=mark,
                            timeout=5)
            footer = self.trace.last()["footer"]
        loads = self.trace.last()["loads"]
        mark = self.trace.mark()
        self.win.move(100, 100)
        xdo("click", 3)
        self.trace.wait("the menu open again", lambda l: l["menu"] == "open", since=mark, timeout=5)
        self.win.move(110, 148)
        xdo("click", 1)
        self.trace.wait("the back footer loading after Load more",
                        lambda l: l["footer_state"] == "refreshing", since=mark, timeout=5)
        end = self.trace.wait_settled("the page to land", since=self.trace.mark(),
                                      timeout=settle)
        self.check("Load more loads with the back footer", end["loads"] == loads + 1,
                   f"loads {loads} -> {end['loads']}, rows {end['rows']}")
        # The thumb: 8 points wide within 12 of the right edge; pressed on its middle (the
        # contract's max(36, view² / span) long, placed by the offset) and dragged down 60
        # points, the content follows.
        w, line = self.win.geometry()[2], self.trace.last()
        low, high = bounds(line)
        view = line["view_height"]
        span = line["content_height"] + line["inset_top"] + line["inset_bottom"]
        thumb = max(36, view * view / span)
        middle = (line["offset_y"] - low) / max(span - view, 1) * (view - thumb) + thumb / 2
        mark = self.trace.mark()
        self.win.drag(w - 5, middle, middle + 60, steps=10, pause=0.03)
        held = self.trace.wait("the thumb held", lambda l: l["scrollbar"] == "dragging",
                               since=mark, timeout=5)
        xdo("mouseup", 1)
        end = self.trace.wait_settled("the thumb's drag to settle",
                                      since=self.trace.lines.index(held) + 1)
        lines = self.trace.since(mark)
        self.check("a drag of the scrollbar's thumb scrolls the content within its range",
                   end["offset_y"] > line["offset_y"] + 10
                   and all(in_bounds(l) and not l["dragging"] for l in lines)
                   and all(l["header_state"] == "idle" for l in lines),
                   f"offset_y {held['offset_y']:.1f} -> {end['offset_y']:.1f}; scrollbar "
                   f"{held['scrollbar']}")
        # Shift+Tab from no focus goes to the last control, the footer; Return loads it.
        loads = end["loads"]
        mark = self.trace.mark()
        self.win.key("shift+Tab")
        self.trace.wait("the footer focused", lambda l: l["focus"] == "footer", since=mark,
                        timeout=5)
        self.win.key("Return")
        self.trace.wait("the footer loading after Return",
                        lambda l: l["footer_state"] == "refreshing", since=mark, timeout=5)
        end = self.trace.wait_settled("Return's page to land", since=self.trace.mark(),
                                      timeout=settle)
        self.check("Tab to the footer and Return loads", end["loads"] == loads + 1,
                   f"focus footer; loads {loads} -> {end['loads']}")
        # Shift+F10 opens the menu with Refresh chosen; Down thrice to Scroll to end, Return.
        mark = self.trace.mark()
        self.win.key("shift+F10")
        self.trace.wait("the menu by Shift+F10", lambda l: l["focus"] == "menu:1", since=mark,
                        timeout=5)
        for _ in range(3):
            self.win.key("Down")
        self.trace.wait("Scroll to end chosen", lambda l: l["focus"] == "menu:4", since=mark,
                        timeout=5)
        self.win.key("Return")
        self.trace.wait("the menu closed by Return", lambda l: l["menu"] == "closed", since=mark,
                        timeout=5)
        end = self.trace.wait_settled("Scroll to end to settle", since=self.trace.mark())
        self.check("Shift+F10 and the menu by keys: Scroll to end",
                   end["menu"] == "closed" and abs(end["offset_y"] - bounds(end)[1]) < 0.5,
                   f"offset_y {end['offset_y']:.1f}, the end {bounds(end)[1]:.1f}")
        # Back to the auto footer at the top for the steps that follow.
        while self.trace.last()["footer"] != "auto":
            footer = self.trace.last()["footer"]
            mark = self.trace.mark()
            self.win.key("f")
            self.trace.wait("the next footer kind", lambda l: l["footer"] != footer, since=mark,
                            timeout=5)
        mark = self.trace.mark()
        self.win.key("Home")
        self.trace.wait_settled("Home after the desktop step", since=mark)

    # -- the keys: 1..6, f, n, r
    def keys(self):
        mark = self.trace.mark()
        seen = []
        for number, kind in enumerate(HEADER_KINDS, start=1):
            self.win.key(str(number))
            line = self.trace.wait(f"header {kind} after key {number}",
                                   lambda l, k=kind: l["header"] == k, since=mark, timeout=5)
            seen.append(line["header"])
        self.check(f"keys 1-{len(HEADER_KINDS)} switch the header kind", seen == HEADER_KINDS,
                   f"header took {seen}")
        footer = self.trace.last()["footer"]
        self.win.key("f")
        line = self.trace.wait("footer changes after f", lambda l: l["footer"] != footer,
                               since=mark, timeout=5)
        self.check("key f switches the footer kind", line["footer"] == "back" if footer == "auto"
                   else line["footer"] != footer, f"footer {footer} -> {line['footer']}")
        self.win.key("n")
        line = self.trace.wait("footer noMoreData after n",
                               lambda l: l["footer_state"] == "noMoreData", since=mark, timeout=5)
        self.win.key("n")
        again = self.trace.wait("footer reset after n again",
                                lambda l: l["footer_state"] == "idle", since=self.trace.mark(), timeout=5)
        self.check("key n sets and resets no more data", True,
                   f"footer_state noMoreData at t {line['t']:.0f}, idle again at t {again['t']:.0f}")
        refreshes, rows = self.trace.last()["refreshes"], self.trace.last()["rows"]
        mark = self.trace.mark()
        self.win.key("r")
        begun = self.trace.wait("refreshing after r", lambda l: l["header_state"] == "refreshing",
                                since=mark, timeout=5)
        # At rest from the refresh's start on: frames drawn before the key arrived (the status
        # bar sliding away after the last change) are at rest too, and are not its end.
        mark = self.trace.mark()
        end = self.trace.wait_settled("the r refresh to land and close", since=mark,
                                      timeout=LATENCY_MS / 1000 + 8)
        self.check("key r refreshes once from code",
                   end["refreshes"] == refreshes + 1 and end["rows"] == 20,
                   f"header {begun['header']} refreshing at t {begun['t']:.0f}; refreshes "
                   f"{refreshes} -> {end['refreshes']}")
        self.check("the refresh reloads the rows (the loaded page is gone)",
                   rows > 20 and end["rows"] == 20,
                   f"rows {rows} -> {end['rows']} (--rows 20)")

    # -- the second floor: a long pull opens it, a click on the page closes it, b too
    def second_floor(self):
        # The keys step ends on the floor header (key 6); a window at rest draws no new line.
        if self.trace.last()["header"] != "floor":
            mark = self.trace.mark()
            self.win.key("6")
            self.trace.wait("header floor after key 6", lambda l: l["header"] == "floor",
                            since=mark, timeout=5)
        self.trace.wait_settled("rest before the long pull", since=self.trace.mark())
        view = self.trace.last()["view_height"]

        def open_floor(what):
            mark = self.trace.mark()
            self.win.drag(200, 150, 480, steps=10, pause=0.05)
            ready = self.trace.wait(f"the floor ready ({what})", lambda l: l["floor"] == "ready",
                                    since=mark)
            time.sleep(0.1)
            xdo("mouseup", 1)
            opened = self.trace.wait(f"the floor open ({what})", lambda l: l["floor"] == "open"
                                     and not l["decelerating"] and l["offset_y"] == -view,
                                     since=mark, timeout=5)
            return ready, opened

        ready, opened = open_floor("then a click")
        path, _, after = self.shot("floor-open")
        band = histogram(path, 300, 60, self.origin[0] + 40, self.origin[1] + 4)
        night = sum(n for (r, g, b), n in band.items() if r < 60 and g < 60 and b >= PAGE_SKY_BLUE
                    and b > r and b > g)
        sky = night / max(1, sum(band.values()))
        self.check("a long pull opens the second floor",
                   ready["header_state"] == "pulling" and -ready["offset_y"] >= 102.6
                   and opened["inset_top"] == view and after["floor"] == "open" and sky > 0.5,
                   f"ready at offset_y {ready['offset_y']:.1f}; open at t {opened['t']:.0f} with "
                   f"offset_y {opened['offset_y']}, inset_top {opened['inset_top']}; "
                   f"{sky:.0%} of the top band is the page's night sky")
        mark = self.trace.mark()
        self.win.move(200, 300)
        xdo("click", 1)
        closed = self.trace.wait_settled("the floor to close after a click", since=mark)
        self.check("a click on the page closes the floor",
                   closed["floor"] == "closed" and closed["inset_top"] == 0
                   and closed["offset_y"] == 0 and closed["refreshes"] == opened["refreshes"],
                   f"floor {closed['floor']}, inset_top {closed['inset_top']}, offset_y "
                   f"{closed['offset_y']} at t {closed['t']:.0f}")
        open_floor("then b")
        mark = self.trace.mark()
        self.win.key("b")
        closed = self.trace.wait_settled("the floor to close after b", since=mark)
        self.check("key b closes the floor",
                   closed["floor"] == "closed" and closed["inset_top"] == 0
                   and closed["offset_y"] == 0,
                   f"floor {closed['floor']}, inset_top {closed['inset_top']}, offset_y "
                   f"{closed['offset_y']}")

    # -- a resize of the window
    def resize(self):
        mark = self.trace.mark()
        xdo("windowsize", "--sync", self.win.wid, 480, 600)
        line = self.trace.wait("view_height 600 after the resize",
                               lambda l: l["view_height"] == 600, since=mark, timeout=5)
        x, y, w, h = self.win.geometry()
        self.origin, self.size = (x, y), (w, h)
        end = self.trace.wait_settled("rest after the resize", since=mark)
        path, _, after = self.shot("resized")
        rows = histogram(path, w - 10, h - 40, x, y + 20)
        self.check("resize reaches the scroll view",
                   (w, h) == (480, 600) and in_bounds(end) and len(rows) >= 8,
                   f"window {w}x{h}, trace view_height {line['view_height']} at t {line['t']:.0f}, "
                   f"offset_y {end['offset_y']:.1f} within {bounds(end)}, {len(rows)} colours drawn")

    # -- the carousel follows the resized window: dragged to its end it rests with its last card
    # at the new width's edge (carousel_offset_x = carousel_content_width - view_width)
    def carousel_after_resize(self):
        start = self.trace.wait_settled("rest before the resized carousel", since=self.trace.mark())
        width = start["view_width"]
        if start.get("carousel_content_width", 0) <= width:
            self.check("the resized window shows a carousel", False,
                       f"carousel_content_width {start.get('carousel_content_width', 0)}")
            return
        band_y = 8 * 44 + 90 - start["offset_y"]
        end = start["carousel_content_width"] - width
        # Slow drags, held still before each release (no fling), the last one 30 points past
        # the end: less than the trailer's 60, so it springs back to the end without loading.
        for _ in range(8):
            now = self.trace.last()
            left = end - now["carousel_offset_x"]
            if left <= 0.5:
                break
            distance = min(left + 30, width - 60)
            x0 = width - 20
            self.win.move(x0, band_y)
            time.sleep(0.05)
            xdo("mousedown", 1)
            steps = 12
            for i in range(1, steps + 1):
                time.sleep(0.03)
                self.win.move(int(x0 - distance * i / steps), int(band_y + 1))
            time.sleep(0.3)
            xdo("mouseup", 1)
            self.trace.wait("the carousel at rest", lambda l: not l["carousel_dragging"]
                            and abs(l["carousel_velocity_x"]) < 1e-6, since=self.trace.mark(),
                            timeout=5)
        rest = self.trace.wait_settled("rest after the resized carousel", since=self.trace.mark())
        path, _, _ = self.shot("resized-carousel")
        self.check("the carousel rests at its end of the resized band",
                   abs(rest["carousel_offset_x"] - (rest["carousel_content_width"]
                                                    - rest["view_width"])) < 0.5
                   and rest["view_width"] == width,
                   f"view_width {rest['view_width']}, carousel_offset_x "
                   f"{rest['carousel_offset_x']:.1f}, its end "
                   f"{rest['carousel_content_width'] - rest['view_width']:.1f}")

    # -- the button released outside the window
    def release_outside(self):
        refreshes = self.trace.last()["refreshes"]
        self.trace.wait_settled("rest before the outside release", since=self.trace.mark())
        mark = self.trace.mark()
        self.win.drag(200, 150, 190, steps=4, pause=0.04)
        self.trace.wait("a short pull held", lambda l: l["dragging"] and l["offset_y"] < -5,
                        since=mark)
        time.sleep(0.1)
        held = self.trace.last()
        x, y, w, h = self.win.geometry()
        xdo("mousemove", 1010, y + 190)  # root coordinates, right of the window
        time.sleep(0.1)
        released = self.trace.mark()
        xdo("mouseup", 1)
        after = self.trace.wait("dragging false after the outside release",
                                lambda l: not l["dragging"], since=released, timeout=5)
        end = self.trace.wait_settled("spring back after the outside release", since=released)
        self.check("release outside the window ends the drag and springs back",
                   end["refreshes"] == refreshes and end["offset_y"] == 0,
                   f"held at offset_y {held['offset_y']:.1f}; released at root x 1010 (window "
                   f"{x}..{x + w}): dragging false at t {after['t']:.0f} with offset_y "
                   f"{after['offset_y']:.1f}, rests at {end['offset_y']}, refreshes "
                   f"{refreshes} -> {end['refreshes']}")

    # -- the carousel: a sideways drag moves it and not the list; past its end, a trailer load
    def carousel(self):
        start = self.trace.last()
        if start.get("carousel_content_width", 0) <= 0:
            self.check("the window shows a carousel", False, "carousel_content_width is 0")
            return
        band_y = 8 * 44 + 90  # the band follows 8 rows; its middle, with the list at the top
        mark = self.trace.mark()
        self.win.move(330, band_y)
        time.sleep(0.05)
        xdo("mousedown", 1)
        for i in range(1, 13):
            time.sleep(0.03)
            self.win.move(330 - 20 * i, band_y + 2)
        held = self.trace.wait("the carousel dragged", lambda l: l["carousel_dragging"],
                               since=mark, timeout=5)
        time.sleep(0.1)
        moved = self.trace.last()
        xdo("mouseup", 1)
        self.check("a sideways drag on the band moves the carousel, not the list",
                   moved["carousel_offset_x"] > 150 and moved["offset_y"] == start["offset_y"]
                   and not moved["dragging"],
                   f"carousel_offset_x {start['carousel_offset_x']:.1f} -> "
                   f"{moved['carousel_offset_x']:.1f}, offset_y {start['offset_y']} -> "
                   f"{moved['offset_y']}, list dragging {moved['dragging']}")
        self.trace.wait("the carousel at rest", lambda l: not l["carousel_dragging"]
                        and abs(l["carousel_velocity_x"]) < 1e-6, since=self.trace.mark(),
                        timeout=5)
        cards = self.trace.last()["cards"]
        loads = self.trace.last()["trailer_loads"]
        mark = self.trace.mark()
        # Far past the end: the trailer is pulled out by more than its 60 points.
        for sweep in range(2):
            self.win.move(370, band_y)
            time.sleep(0.05)
            xdo("mousedown", 1)
            for i in range(1, 16):
                time.sleep(0.03)
                self.win.move(370 - 24 * i, band_y)
            time.sleep(0.1)
            xdo("mouseup", 1)
            time.sleep(0.4)
        landed = self.trace.wait("a trailer load landing", lambda l: l["trailer_loads"] > loads,
                                 since=mark, timeout=LATENCY_MS / 1000 + 8)
        self.check("pulling the trailer loads 4 more cards",
                   landed["cards"] == cards + 4,
                   f"cards {cards} -> {landed['cards']}, trailer_loads {loads} -> "
                   f"{landed['trailer_loads']}")
        self.trace.wait_settled("rest after the carousel", since=self.trace.mark())

    # -- desktop manners: no CPU at rest, and awake at once on input
    def idle(self):
        self.trace.wait_settled("rest before measuring the idle CPU", since=self.trace.mark())
        time.sleep(0.5)
        frames_before = self.trace.mark()
        cpu0, wall0 = cpu_seconds(self.proc.pid), time.monotonic()
        time.sleep(5)
        cpu1, wall1 = cpu_seconds(self.proc.pid), time.monotonic()
        drawn = self.trace.mark() - frames_before
        share = (cpu1 - cpu0) / (wall1 - wall0) * 100
        self.check("the demo idles at rest", share < 3.0,
                   f"{share:.2f} % of a core over {wall1 - wall0:.1f} s at rest, {drawn} frames "
                   f"drawn (the limit is 3 %)")
        mark = self.trace.mark()
        sent = time.monotonic()
        self.win.key("question")
        woke = self.trace.wait("a frame after a key at rest", lambda l: True, since=mark,
                               timeout=5)
        latency = (time.monotonic() - sent) * 1000
        self.check("the demo wakes at once on input", latency < 500,
                   f"first frame {latency:.0f} ms after the key (frame {woke['frame']}); the "
                   f"limit is 500 ms on a shared machine")
        self.win.key("question")
        self.trace.wait_settled("rest after the key panel", since=self.trace.mark())

    # -- the whole run
    def quit(self):
        # Escape mid-refresh cancels it (the trace says so) and never quits; Ctrl+q quits.
        mark = self.trace.mark()
        self.win.key("r")
        self.trace.wait("a refresh in flight after r",
                        lambda l: l["request"] == "refresh", since=mark, timeout=10)
        self.win.key("Escape")
        cancelled = self.trace.wait("the refresh cancelled by Escape",
                                    lambda l: l["header_result"] == "cancelled", since=mark,
                                    timeout=10)
        self.check("Escape cancels the refresh in flight: nothing in flight, nothing counted",
                   cancelled["request"] == "none"
                   and cancelled["refreshes"] == 2 + self.desktop_refreshes,
                   f"request {cancelled['request']}, refreshes {cancelled['refreshes']}")
        self.trace.wait_settled("rest after the cancel", since=self.trace.mark())
        self.win.key("Escape")
        self.check("Escape with nothing open or in flight leaves the window open",
                   self.proc.poll() is None, f"exit code {self.proc.poll()}")
        self.win.key("ctrl+q")
        try:
            code = self.proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            code = "timeout"
        self.check("Ctrl+q quits with exit code 0", code == 0, f"exit code {code}")

    def final_checks(self):
        lines = self.trace.since(0)
        last = lines[-1]
        kinds = sorted({l["header"] for l in lines})
        self.check("header field took every value", set(kinds) == set(HEADER_KINDS), f"{kinds}")
        self.check("last line at rest with the original inset",
                   last["inset_top"] == 0 and not last["dragging"] and not last["decelerating"]
                   and in_bounds(last),
                   f"frame {last['frame']} t {last['t']:.0f}: inset_top {last['inset_top']}, "
                   f"dragging {last['dragging']}, decelerating {last['decelerating']}, offset_y "
                   f"{last['offset_y']:.1f} within {bounds(last)}")
        ts = [l["t"] for l in lines]
        monotonic = all(b >= a for a, b in zip(ts, ts[1:]))
        frames = [l["frame"] for l in lines] == list(range(len(lines)))
        self.check("trace frames consecutive, real clock increasing", monotonic and frames,
                   f"{len(lines)} lines over {ts[-1] / 1000:.1f} s")
        expected = 2 + self.desktop_refreshes
        self.check("refreshes counted once per pull, per r, F5 and the menu's Refresh",
                   last["refreshes"] == expected,
                   f"refreshes {last['refreshes']} (expected {expected}: one pull, one r, "
                   f"{self.desktop_refreshes} by F5 and the menu)")

    # -- a trackpad pull to refresh: XTest sends wheel buttons 4-7 only (whole notches), so the
    # two-finger scroll is a script played in the window: `--script` pushes each `scroll` into
    # SDL's event queue as a smooth-scroll event in fractions of a notch, which comes back
    # through the same translation as a touchpad's on X11.
    def trackpad(self):
        script = os.path.join(self.out, "trackpad.txt")
        with open(script, "w") as f:
            f.write("wait 300\n" + "scroll 0 12.5\nwait 16\n" * 20 + "wait 3000\n")
        trace = Trace(os.path.join(self.out, "trackpad.jsonl"))
        log = open(os.path.join(self.out, "trackpad.log"), "w")
        proc = subprocess.Popen([self.demo, "--list", "plain", "--script", script, "--trace", trace.path,
                                 "--latency", "500"], stdout=log, stderr=subprocess.STDOUT)
        try:
            # The trace first (what this step is about); the window is only needed for Escape.
            held = trace.wait("the scroll gesture pulling", lambda l: l["dragging"]
                              and l["header_state"] == "pulling", timeout=15)
            refreshing = trace.wait("the gesture's end refreshing",
                                    lambda l: not l["dragging"] and l["header_state"] == "refreshing",
                                    timeout=5)
            landed = trace.wait("the refresh landing", lambda l: l["refreshes"] == 1, timeout=5)
            end = trace.wait_settled("the header to close", timeout=10)
            deepest = min(l["offset_y"] for l in trace.since(0))
            self.check("a trackpad scroll pulls to refresh in the window",
                       held["offset_y"] < -HEADER_HEIGHT and refreshing["t"] > held["t"]
                       and landed["refreshes"] == 1 and end["offset_y"] == 0
                       and end["inset_top"] == 0,
                       f"pulling at offset_y {held['offset_y']:.1f} (t {held['t']:.0f} ms), deepest "
                       f"{deepest:.1f}, released into refreshing at t {refreshing['t']:.0f} ms, "
                       f"landed at t {landed['t']:.0f} ms, rests at {end['offset_y']}")
            self.quit_scripted(proc, "the scripted window")
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    def quit_scripted(self, proc, what):
        """Ctrl+q to a scripted window's demo, which must exit 0."""
        win = Window.find(timeout=30)
        xdo("windowfocus", "--sync", win.wid)
        win.key("ctrl+q")
        code = proc.wait(timeout=10)
        self.check(f"{what} quits with Ctrl+q", code == 0, f"exit code {code}")

    # -- a game controller: the script's `stick` and `pad` are played on the virtual controller
    # the demo attaches itself (SDL_JoystickAttachVirtualEx), which SDL reads back as a device.
    def controller(self):
        script = os.path.join(self.out, "controller.txt")
        with open(script, "w") as f:
            f.write("wait 300\nstick 0 0.8\nwait 400\nstick 0 0\nwait 1500\npad Down\n"
                    "wait 500\npad Y\nwait 3000\n")
        trace = Trace(os.path.join(self.out, "controller.jsonl"))
        log = open(os.path.join(self.out, "controller.log"), "w")
        proc = subprocess.Popen([self.demo, "--list", "plain", "--script", script, "--trace", trace.path,
                                 "--rows", "200", "--latency", "500"], stdout=log,
                                stderr=subprocess.STDOUT)
        try:
            gliding = trace.wait("the stick gliding", lambda l: l["velocity_y"] > 500
                                 and not l["dragging"] and not l["decelerating"], timeout=15)
            coasting = trace.wait("the stick let go coasting",
                                  lambda l: l["decelerating"] and l["velocity_y"] > 0, timeout=5)
            still = trace.wait("the coast at rest", lambda l: l["t"] > coasting["t"]
                               and not l["decelerating"] and l["velocity_y"] == 0, timeout=5)
            stepped = trace.wait("the d-pad's step", lambda l: l["t"] > still["t"]
                                 and abs(l["offset_y"] - still["offset_y"] - 40) < 1e-6,
                                 timeout=5)
            refreshing = trace.wait("Y refreshing", lambda l: l["header_state"] == "refreshing",
                                    timeout=5)
            landed = trace.wait("the refresh landing", lambda l: l["refreshes"] == 1, timeout=5)
            lines = trace.since(0)
            before = [l for l in lines if l["t"] < refreshing["t"]]
            self.check("the controller's stick scrolls and coasts in the window, never past an "
                       "edge, and Y refreshes",
                       all(in_bounds(l, slack=1e-6) for l in before)
                       and all(l["header_state"] == "idle" for l in before)
                       and still["offset_y"] > gliding["offset_y"] and landed["refreshes"] == 1,
                       f"gliding at {gliding['velocity_y']:.0f} pt/s (t {gliding['t']:.0f} ms), "
                       f"coasting from t {coasting['t']:.0f} ms to rest at "
                       f"{still['offset_y']:.1f}, the d-pad to {stepped['offset_y']:.1f}, "
                       f"refreshing at t {refreshing['t']:.0f} ms")
            self.quit_scripted(proc, "the controller's window")
        finally:
            if proc.poll() is None:
                proc.kill()
                proc.wait()

    def main(self):
        steps = [self.start, self.carousel, self.pull_to_refresh, self.short_pull, self.wheel,
                 self.fling, self.feel, self.keys, self.second_floor, self.release_outside, self.resize,
                 self.carousel_after_resize, self.idle, self.desktop, self.quit,
                 self.final_checks, self.trackpad, self.controller]
        try:
            run_steps(steps, self.check)
        finally:
            if self.proc and self.proc.poll() is None:
                self.proc.kill()
                self.proc.wait()
        return self.report.summary()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    HEADER_KINDS[:] = header_kinds(sys.argv[1])
    sys.exit(0 if E2E(sys.argv[1], sys.argv[2]).main() else 1)
