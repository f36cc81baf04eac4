#!/usr/bin/python3
"""Orca's own speech of the demo's window: runs Debian's Orca (no speech server needed: Orca
writes what it would say to its debug file as `SPEECH OUTPUT: '…'`) and refresh-demo with
--a11y on and --success-dwell, and checks what Orca says: the window when it opens, a row as
Tab reaches it, a refresh (`r`) as its titles change ("Loading...", "Refresh completed", the
idle title), the context menu's chosen item as Shift+F10 opens it; then, in a --feed window
opened on a cache that kept a gap row, the gap row as Tab reaches it ("Load missing posts", a
push button), which Return fills. Run it under a private
session bus and Xvfb (scripts/orca.sh). Prints PASS/FAIL with every line Orca spoke; exits 1 if
a check failed.

Orca 43 (Debian 12) speaks a name change only for the object with the keyboard focus, and has
no AT-SPI announcements; the status bars' titles reach it through the notification inside each
status bar, which it speaks as it shows, by its name alone.

Usage: orca_check.py DEMO OUTDIR
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Abort, Report, Trace, Window, run_steps  # noqa: E402

TIMEOUT = 30  # seconds: only so that a broken run ends
# Orca's start takes longest on a loaded machine (its Python and GTK, then the bus): once it took
# more than 30 s while a test suite ran beside it.
START_TIMEOUT = 90
# Orca loads this from its preferences folder at start: its debug file written a line at a time,
# so that the check reads what Orca said as it says it (Python buffers it in 8 KB otherwise).
CUSTOMIZATIONS = """
import orca.debug
if orca.debug.debugFile:
    orca.debug.debugFile.reconfigure(line_buffering=True)
"""


def spoken(path):
    """What Orca said, from its debug file, each line without the full stop Orca ends it with
    ("Row 1." is "Row 1"; "Loading..." stays)."""
    with open(path, errors="replace") as f:
        said = [line.split("SPEECH OUTPUT: ", 1)[1].split("'")[1]
                for line in f if "SPEECH OUTPUT: '" in line]
    return [line[:-1] if line.endswith(".") and not line.endswith("...") else line
            for line in said]


def atom(path, entries, next_page=None):
    """An Atom feed of `entries` (id, author), newest first, linking to `next_page` if given."""
    link = f'<link rel="next" href="{next_page}"/>' if next_page else ""
    body = "".join(f"<entry><id>urn:orca:{id}</id><title>Post {id}</title>"
                   f"<author><name>{author}</name></author></entry>" for id, author in entries)
    with open(path, "w") as f:
        f.write('<?xml version="1.0"?><feed xmlns="http://www.w3.org/2005/Atom">'
                f"<title>Orca</title><id>urn:orca</id>{link}{body}</feed>")


def wait_for_app(name):
    """Waits until the application `name` is on the AT-SPI desktop (Orca is once it runs)."""
    import pyatspi
    from gi.repository import GLib
    deadline = time.monotonic() + START_TIMEOUT
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        if any(desktop.getChildAtIndex(i) is not None and desktop.getChildAtIndex(i).name == name
               for i in range(desktop.childCount)):
            return
        if time.monotonic() > deadline:
            raise Abort(f"no application {name!r} on the desktop after {START_TIMEOUT} s")
        GLib.MainContext.default().iteration(False)
        time.sleep(0.05)


def wait_for_speech(path, what, predicate, since=0):
    """Waits until a line Orca said, from its `since`-th on, satisfies `predicate` (Orca writes
    its debug file as it goes); returns that line's index."""
    deadline = time.monotonic() + TIMEOUT
    while True:
        try:
            said = spoken(path)
        except FileNotFoundError:
            said = []
        for index in range(since, len(said)):
            if predicate(said[index]):
                return index
        if time.monotonic() > deadline:
            raise Abort(f"Orca did not say {what} within {TIMEOUT} s; it said {said[since:]}")
        time.sleep(0.05)


class OrcaCheck:
    def __init__(self, demo, out):
        self.demo, self.out = demo, out
        self.report = Report()
        self.check = self.report.check
        self.procs = []

    def start(self, *args, log):
        proc = subprocess.Popen(list(args), stdin=subprocess.DEVNULL,
                                stdout=open(os.path.join(self.out, log), "w"),
                                stderr=subprocess.STDOUT)
        self.procs.append(proc)
        return proc

    def speech(self):
        self.start("/usr/libexec/at-spi-bus-launcher", "--launch-immediately", log="bus.log")
        debug = os.path.join(self.out, "orca-debug.out")
        prefs = os.path.join(self.out, "orca-prefs")
        os.makedirs(prefs, exist_ok=True)
        with open(os.path.join(prefs, "orca-customizations.py"), "w") as f:
            f.write(CUSTOMIZATIONS)
        orca = self.start("orca", "-u", prefs, "--debug-file", debug, log="orca.log")
        wait_for_app("orca")
        trace = Trace(os.path.join(self.out, "orca-trace.jsonl"))
        demo = self.start(self.demo, "--a11y", "on", "--latency", "600", "--success-dwell",
                          "500", "--list", "plain", "--trace", trace.path, log="demo.log")
        trace.wait("the first frame", lambda line: True, timeout=TIMEOUT)
        window = Window.find()
        wait_for_app("refresh-demo")
        # Orca follows the window once it is activated (0.3 s after the bridge starts).
        frame = wait_for_speech(debug, "the window", lambda line: line == "Pull to refresh frame")
        window.key("Tab")
        row = wait_for_speech(debug, "Row 1", lambda line: line == "Row 1", frame)
        window.key("r")
        titles = ["Loading...", "Refresh completed", "Pull down to refresh"]
        idle = wait_for_speech(debug, "the idle title", lambda line: line == titles[-1], row)
        window.key("shift+F10")
        item = wait_for_speech(debug, "the menu's first item",
                               lambda line: line.startswith("Refresh") and line != titles[1], idle)
        window.key("Escape")
        said = spoken(debug)
        self.check("Orca says the window when it opens, and Row 1 as Tab reaches it",
                   said[frame] == "Pull to refresh frame" and said[row] == "Row 1",
                   f"Orca said {said[:row + 1]}")
        heard = [line for line in said[row:idle + 1] if line in titles]
        self.check("Orca says each title of a refresh (r) as it changes, the focus on a row",
                   heard == titles, f"after Row 1: {said[row + 1:idle + 1]}")
        self.check("Orca says the menu's chosen item as Shift+F10 opens it",
                   said[item].startswith("Refresh"), f"after the refresh: {said[idle + 1:]}")
        demo.terminate()
        demo.wait(timeout=TIMEOUT)
        self.orca, self.debug = orca, debug

    def gap_row(self):
        """A feed window on a cache that kept a gap: Orca says the gap row as Tab reaches it,
        and Return fills it."""
        out = os.path.abspath(self.out)
        feed, cache = os.path.join(out, "gap.xml"), os.path.join(out, "gap.sqlite")
        for name in (cache, cache + "-wal", cache + "-shm"):
            if os.path.exists(name):
                os.remove(name)
        headless = [self.demo, "--headless", "--feed", "file://" + feed, "--cache", cache]
        atom(feed, [("q1", "Quentin"), ("q2", "Quinn")])
        subprocess.run(headless + ["--script", "-"], input="wait 500\n", text=True, check=True)
        atom(feed, [("m1", "Mara"), ("m2", "Milo")], next_page="gap-2.xml")
        atom(os.path.join(out, "gap-2.xml"), [("m3", "Mina"), ("q1", "Quentin")])
        subprocess.run(headless + ["--script", "-"], input="wait 500\nkey r\nwait 1500\n",
                       text=True, check=True)
        trace = Trace(os.path.join(self.out, "orca-gap-trace.jsonl"))
        mark = len(spoken(self.debug))
        self.start(self.demo, "--a11y", "on", "--feed", "file://" + feed, "--cache", cache,
                   "--stale-after", "0", "--trace", trace.path, log="demo-gap.log")
        first = trace.wait("the first frame", lambda line: True, timeout=TIMEOUT)
        window = Window.find()
        frame = wait_for_speech(self.debug, "the feed window", lambda line: line.endswith("frame"),
                                mark)
        for _ in range(3):
            window.key("Tab")
        gap = wait_for_speech(self.debug, "the gap row",
                              lambda line: line.startswith("Load missing posts"), frame)
        window.key("Return")
        filled = trace.wait("the gap filled", lambda line: line["gap_rows"] == 0,
                            timeout=TIMEOUT)
        said = spoken(self.debug)
        self.check("the feed opens from the cache with its gap row",
                   first["gap_rows"] == 1 and first["rows"] == 4,
                   f"frame 0: {first['rows']} rows, {first['gap_rows']} gap row")
        self.check("Orca says the gap row, a push button, as Tab reaches it",
                   said[gap] == "Load missing posts push button"
                   and any(line["focus"] == "gap" for line in trace.since(0)),
                   f"Orca said {said[frame:gap + 1]}")
        self.check("Return on the gap row fills it", filled["rows"] == 5,
                   f"frame {filled['frame']}: {filled['rows']} rows, no gap row")

    def main(self):
        try:
            run_steps([self.speech, self.gap_row], self.check)
        finally:
            for proc in reversed(self.procs):
                proc.terminate()
                try:
                    proc.wait(timeout=TIMEOUT)
                except subprocess.TimeoutExpired:
                    proc.kill()
        return self.report.summary()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(0 if OrcaCheck(sys.argv[1], sys.argv[2]).main() else 1)
