#!/usr/bin/env python3
"""What only a real window shows of the demo's looks (run under xvfb-run; see
scripts/window-looks.sh): each check starts the demo in an X11 window, drives it with xdotool,
grabs the window with ImageMagick's `import` and compares pixels. Prints PASS/FAIL per check;
exits 1 if any failed.

- The status bar takes its own room: right after a change (key h) the rows are drawn exactly as
  at rest, only lower by the bar's height (Russian at 320 points, where its text wraps), so it
  covers no row.
- The key panel and the inspector are opaque and never overlap (the dark theme, both open): the
  key panel's pixels stay the same while the list scrolls beneath it, each panel is its own
  colour edge to edge, and their boxes do not meet.
- Buttons answer the pointer: over the empty state's Refresh the pointer is the desktop's hand
  (not the arrow it is over the list), the button is lighter while hovered and darker while
  held; the chat's pill too, and a click on it goes to the end (the trace's `pill` back to 0).
- Reduced motion closes the header with the content: after `r` under `--motion reduced`, no
  frame shows the content above its rest once the inset is gone (it sprang back over about 40
  frames).
- A resize re-wraps the feed: the window narrowed from 390 to 320 pixels by the window system,
  the rows' text wraps again in the next frames (`content_height` grows), the anchor row keeps
  its y, and nothing is drawn in the right margin (no text cut at the edge).

Usage: window_looks_check.py DEMO OUTDIR
"""

import ctypes
import ctypes.util
import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Report, Trace, xdo, run  # noqa: E402

BAR_LIGHT = (20, 20, 24)  # DemoPalette.light.bar
PANEL_DARK = (50, 50, 56)  # DemoPalette.dark.panel: the key panel
INSPECTOR_DARK = (40, 40, 46)  # DemoPalette.dark.inspectorPanel


class Demo:
    """The demo in a window of its own, found by its process id."""

    def __init__(self, binary, out, args):
        env = dict(os.environ, SDL_AUDIODRIVER="dummy", XDG_STATE_HOME=os.path.join(out, "state"),
                   XDG_CACHE_HOME=os.path.join(out, "cache"))
        env.pop("WAYLAND_DISPLAY", None)
        self.log = open(os.path.join(out, "demo.log"), "a")
        self.proc = subprocess.Popen([binary, "--a11y", "off", "--theme", "light", "--motion",
                                      "full", "--text-scale", "1"] + args, env=env,
                                     stdout=self.log, stderr=subprocess.STDOUT)
        self.wid = None
        for _ in range(300):
            try:
                ids = xdo("search", "--onlyvisible", "--pid", self.proc.pid).split()
            except subprocess.CalledProcessError:
                ids = []
            if ids:
                self.wid = ids[0]
                break
            if self.proc.poll() is not None:
                break
            time.sleep(0.1)
        if self.wid is None:
            self.stop()
            raise RuntimeError("the demo's window did not appear within 30 s")
        xdo("windowfocus", "--sync", self.wid)

    def grab(self, path):
        run("import", "-window", self.wid, path, timeout=20)
        return Pixels(path)

    def key(self, name):
        xdo("key", "--clearmodifiers", name)

    def stop(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            try:
                self.proc.wait(timeout=10)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()


class XFixesCursorImage(ctypes.Structure):
    _fields_ = [("x", ctypes.c_short), ("y", ctypes.c_short), ("width", ctypes.c_ushort),
                ("height", ctypes.c_ushort), ("xhot", ctypes.c_ushort), ("yhot", ctypes.c_ushort),
                ("cursor_serial", ctypes.c_ulong), ("pixels", ctypes.POINTER(ctypes.c_ulong)),
                ("atom", ctypes.c_ulong), ("name", ctypes.c_char_p)]


def cursor_shape():
    """The pointer's shape the X server shows now (XFixes): its size, hot spot and pixels."""
    x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
    xfixes = ctypes.CDLL(ctypes.util.find_library("Xfixes"))
    x11.XOpenDisplay.restype = ctypes.c_void_p
    x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
    x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
    xfixes.XFixesGetCursorImage.restype = ctypes.POINTER(XFixesCursorImage)
    xfixes.XFixesGetCursorImage.argtypes = [ctypes.c_void_p]
    display = x11.XOpenDisplay(None)
    try:
        image = xfixes.XFixesGetCursorImage(display).contents
        count = image.width * image.height
        return (image.width, image.height, image.xhot, image.yhot,
                tuple(image.pixels[i] for i in range(count)))
    finally:
        x11.XCloseDisplay(display)


class Pixels:
    """A PNG's pixels, as rows of bytes."""

    def __init__(self, path):
        size = run("identify", "-format", "%w %h", path).split()
        self.width, self.height = int(size[0]), int(size[1])
        data = subprocess.run(["convert", path, "-depth", "8", "rgb:-"], check=True,
                              capture_output=True).stdout
        stride = self.width * 3
        self.rows = [data[y * stride:(y + 1) * stride] for y in range(self.height)]

    def at(self, x, y):
        row = self.rows[y]
        return tuple(row[x * 3:x * 3 + 3])


    def box(self, colour, least=100):
        """(left, top, right, bottom) around the rows and columns that hold at least `least`
        pixels of exactly `colour` (a panel, not a stray pixel of its colour elsewhere), and how
        many pixels of that colour the box holds."""
        def count(values):
            return sum(1 for i in range(0, len(values), 3) if tuple(values[i:i + 3]) == colour)
        rows = [y for y, row in enumerate(self.rows) if count(row) >= least]
        if not rows:
            return None, 0
        top, bottom = min(rows), max(rows) + 1
        band = self.rows[top:bottom]
        columns = [x for x in range(self.width)
                   if sum(tuple(row[x * 3:x * 3 + 3]) == colour for row in band) >= least // 4]
        if not columns:
            return None, 0
        box = (min(columns), top, max(columns) + 1, bottom)
        return box, sum(count(row) for row in self.region(box))

    def region(self, box):
        left, top, right, bottom = box
        return [row[left * 3:right * 3] for row in self.rows[top:bottom]]


def lowered_by(shot, rest, lowest=1, highest=120, compared=200):
    """How far down `shot` draws the top `compared` rows of `rest` exactly; None if nowhere."""
    for shift in range(lowest, highest + 1):
        if shift + compared <= shot.height and all(
                shot.rows[shift + y] == rest.rows[y] for y in range(compared)):
            return shift
    return None


def status_bar_takes_its_own_room(binary, out, check):
    demo = Demo(binary, out, ["--list", "feed", "--lang", "ru", "--size", "320x480"])
    try:
        time.sleep(4)  # the bar shown at launch has gone
        rest = demo.grab(os.path.join(out, "bar-rest.png"))
        demo.key("h")
        time.sleep(0.4)
        shown = demo.grab(os.path.join(out, "bar-shown.png"))
    finally:
        demo.stop()
    shift = lowered_by(shown, rest)
    bar = sum(shown.at(x, 2) == BAR_LIGHT for x in range(shown.width)) if shift else 0
    check("the status bar takes its own room: the rows as at rest, lower by its height",
          shift is not None and shift >= 22 and bar > shown.width // 2,
          f"rows lowered by {shift} px; {bar} of {shown.width} bar-coloured pixels along its top")


def area(box):
    return (box[2] - box[0]) * (box[3] - box[1]) if box else 0


def panels_are_opaque_and_apart(binary, out, check):
    demo = Demo(binary, out, ["--list", "feed", "--theme", "dark"])
    try:
        time.sleep(3.5)  # the status bar has gone
        demo.key("question")
        time.sleep(0.5)
        before = demo.grab(os.path.join(out, "panel-before.png"))
        xdo("mousemove", "--window", demo.wid, 60, 650)
        for _ in range(4):
            xdo("click", 5)
        time.sleep(1.5)
        after = demo.grab(os.path.join(out, "panel-after.png"))
        demo.key("d")
        time.sleep(0.5)
        both = demo.grab(os.path.join(out, "panels-both.png"))
    finally:
        demo.stop()
    box, count = before.box(PANEL_DARK)
    moved = box is not None and before.rows != after.rows
    check("the key panel is opaque: the list scrolls beneath it and its pixels stay the same",
          moved and before.region(box) == after.region(box) and count > area(box) // 2,
          f"panel box {box}, {count} of {area(box)} pixels its colour; the list moved: {moved}")
    keys, key_count = both.box(PANEL_DARK)
    inspector, inspector_count = both.box(INSPECTOR_DARK)
    apart = keys and inspector and (keys[3] <= inspector[1] or inspector[3] <= keys[1])
    check("with the inspector open too both panels are opaque and they do not overlap",
          apart and key_count > area(keys) // 2 and inspector_count > area(inspector) // 2,
          f"key panel {keys} ({key_count} of {area(keys)} its colour), inspector {inspector} "
          f"({inspector_count} of {area(inspector)})")


def hover_and_hold(demo, out, name, away, inside):
    """The pointer's shape at `away` and at `inside` (window coordinates), and the window
    grabbed with the pointer away, over `inside` and held down there (left held)."""
    xdo("mousemove", "--window", demo.wid, *away)
    time.sleep(0.4)
    over_away = cursor_shape()
    rest = demo.grab(os.path.join(out, f"{name}-rest.png"))
    xdo("mousemove", "--window", demo.wid, *inside)
    time.sleep(0.4)
    over_inside = cursor_shape()
    hovered = demo.grab(os.path.join(out, f"{name}-hover.png"))
    xdo("mousedown", 1)
    time.sleep(0.4)
    held = demo.grab(os.path.join(out, f"{name}-held.png"))
    return over_away, over_inside, rest, hovered, held


def buttons_answer_the_pointer(binary, out, check):
    # The empty list: "Nothing here yet" and Refresh, 140 x 36 points centred 228 points down.
    demo = Demo(binary, out, ["--rows", "0", "--list", "plain"])
    edge = (135, 234)  # inside the button, clear of its title
    try:
        time.sleep(3.5)  # the status bar has gone
        over_list, over_button, rest, hovered, held = hover_and_hold(
            demo, out, "button", (195, 500), (195, 246))
        xdo("mouseup", 1)
    finally:
        demo.stop()
    check("over the Refresh button the pointer is the hand, over the list the arrow",
          over_list != over_button,
          f"{over_list[0]}x{over_list[1]} hot spot {over_list[2:4]} over the list, "
          f"{over_button[0]}x{over_button[1]} hot spot {over_button[2:4]} over the button")
    base, light, dark = rest.at(*edge), hovered.at(*edge), held.at(*edge)
    check("the button is lighter while hovered and darker while held",
          sum(light) > sum(base) > sum(dark), f"at {edge}: {base} at rest, {light} hovered, "
          f"{dark} held")


def pill_answers_the_pointer(binary, out, check):
    # The chat scrolled up from its end: the message of 3 s brings the pill, 32 x (its title)
    # points, its bottom 16 points above the window's bottom; (195, 675) is inside it, above
    # its title.
    trace = Trace(os.path.join(out, "pill.jsonl"))
    demo = Demo(binary, out, ["--list", "chat", "--trace", trace.path])
    inside = (195, 675)
    try:
        xdo("mousemove", "--window", demo.wid, 195, 300)
        for _ in range(4):
            xdo("click", 4)
        # The chat's top loader keeps an inset: at rest is the pill shown and nothing moving.
        shown = trace.wait("the pill, the chat at rest",
                           lambda line: line["pill"] >= 1 and not line["dragging"]
                           and not line["decelerating"] and abs(line["velocity_y"]) < 1e-6,
                           timeout=20)
        over_chat, over_pill, rest, hovered, held = hover_and_hold(
            demo, out, "pill", (195, 400), inside)
        mark = trace.mark()
        xdo("mouseup", 1)
        cleared = trace.wait("the pill cleared by the click", lambda line: line["pill"] == 0,
                             since=mark, timeout=10)
    finally:
        demo.stop()
    base, light, dark = rest.at(*inside), hovered.at(*inside), held.at(*inside)
    check("over the chat's pill the pointer is the hand, it is lighter while hovered and darker "
          "while held, and a click on it goes to the end",
          over_chat != over_pill and sum(light) > sum(base) > sum(dark)
          and cleared["pill"] == 0,
          f"pill {shown['pill']} at t {shown['t']:.0f}; at {inside}: {base} at rest, {light} "
          f"hovered, {dark} held; the hand over it: {over_chat != over_pill}; pill "
          f"{cleared['pill']} at t {cleared['t']:.0f} after the click")


def feed_rewraps_on_resize(binary, out, check):
    trace = Trace(os.path.join(out, "resize.jsonl"))
    # No carousel: its cards run to the window's edge by design.
    demo = Demo(binary, out, ["--list", "feed", "--cards", "0", "--trace", trace.path])
    try:
        time.sleep(3.5)  # the status bar shown at launch has gone
        xdo("mousemove", "--window", demo.wid, 195, 400)
        for _ in range(3):
            xdo("click", 5)
        before = trace.wait_settled("the feed at rest, scrolled", since=trace.mark(), timeout=20)
        mark = trace.mark()
        xdo("windowsize", "--sync", demo.wid, 320, 720)
        trace.wait("view_width 320", lambda line: line["view_width"] == 320, since=mark)
        after = trace.wait_settled("the feed at rest after the resize", since=mark, timeout=20)
        shot = demo.grab(os.path.join(out, "feed-narrowed.png"))
    finally:
        demo.stop()
    # The right margin, between where the rows' text ends (16 points in) and the scrollbar (the
    # last 6 points, shown after the scroll), below the status bar's room: only light pixels.
    dark = [(x, y) for y in range(30, shot.height) for x in range(shot.width - 14, shot.width - 7)
            if sum(shot.at(x, y)) < 600]
    check("narrowed by the window system, the feed's rows wrap again with the anchor row in its "
          "place, and nothing runs into the right margin",
          shot.width == 320 and after["content_height"] > before["content_height"]
          and after["anchor_row"] == before["anchor_row"]
          and abs(after["anchor_y"] - before["anchor_y"]) < 0.5 and not dark,
          f"window {shot.width} px; content_height {before['content_height']:.0f} -> "
          f"{after['content_height']:.0f}; anchor row {before['anchor_row']} at y "
          f"{before['anchor_y']:.1f} -> row {after['anchor_row']} at y {after['anchor_y']:.1f}; "
          f"{len(dark)} dark pixels in the right margin {dark[:3]}")


def reduced_motion_closes_with_the_inset(binary, out, check):
    trace = Trace(os.path.join(out, "reduced.jsonl"))
    demo = Demo(binary, out, ["--motion", "reduced", "--latency", "500", "--trace", trace.path])
    try:
        time.sleep(3.5)  # the status bar shown at launch has gone
        mark = trace.mark()
        demo.key("r")
        started = trace.wait("the refresh", lambda line: line["header_state"] == "refreshing",
                             since=mark)
        end = trace.wait_settled("the header closed", since=trace.mark(), timeout=20)
        lines = trace.since(mark)
    finally:
        demo.stop()
    slid = [line for line in lines if line["inset_top"] == 0 and line["offset_y"] < -0.5]
    check("with reduced motion the header closes with the content in the same frame",
          not slid and end["offset_y"] == 0 and end["refreshes"] >= 1,
          f"refreshing from t {started['t']:.0f}; {len(slid)} frames with the inset gone and the "
          f"content above its rest {[(l['t'], l['offset_y']) for l in slid[:3]]}; at rest "
          f"offset_y {end['offset_y']} after {end['refreshes']} refresh(es)")


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    binary, out = sys.argv[1], sys.argv[2]
    report = Report()
    for step in [status_bar_takes_its_own_room, panels_are_opaque_and_apart,
                 buttons_answer_the_pointer, pill_answers_the_pointer,
                 reduced_motion_closes_with_the_inset, feed_rewraps_on_resize]:
        try:
            step(binary, out, report.check)
        except Exception as error:  # a step that cannot run is a failure, not a crash
            report.check(step.__name__, False, f"{type(error).__name__}: {error}")
    return report.summary()


if __name__ == "__main__":
    sys.exit(0 if main() else 1)
