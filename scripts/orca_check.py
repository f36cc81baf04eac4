#!/usr/bin/python3
"""Orca's own speech of the demo's window: runs Debian's Orca (no speech server needed: Orca
writes what it would say to its debug file as `SPEECH OUTPUT: '…'`) and refresh-demo with
--a11y on, and checks that Orca says the window when it opens; a refresh (`r`) is played too.
Run it under a private session bus and Xvfb (scripts/orca.sh). Prints PASS/FAIL with every
line Orca spoke; exits 1 if a check failed.

Orca 43 (Debian 12) speaks a name change only for the object with the keyboard focus, so the
status bars' titles are not spoken on their own until the window has keyboard focus: that is
reported, not checked.

Usage: orca_check.py DEMO OUTDIR
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Abort, Report, Trace, Window, run_steps  # noqa: E402

TIMEOUT = 30  # seconds: only so that a broken run ends


def spoken(path):
    """What Orca said, from its debug file (written out when Orca exits)."""
    with open(path, errors="replace") as f:
        return [line.split("SPEECH OUTPUT: ", 1)[1].split("'")[1]
                for line in f if "SPEECH OUTPUT: '" in line]


def wait_for_app(name):
    """Waits until the application `name` is on the AT-SPI desktop (Orca is once it runs)."""
    import pyatspi
    from gi.repository import GLib
    deadline = time.monotonic() + TIMEOUT
    while True:
        desktop = pyatspi.Registry.getDesktop(0)
        if any(desktop.getChildAtIndex(i) is not None and desktop.getChildAtIndex(i).name == name
               for i in range(desktop.childCount)):
            return
        if time.monotonic() > deadline:
            raise Abort(f"no application {name!r} on the desktop after {TIMEOUT} s")
        GLib.MainContext.default().iteration(False)
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
        orca = self.start("orca", "-u", os.path.join(self.out, "orca-prefs"), "--debug-file",
                          debug, log="orca.log")
        wait_for_app("orca")
        trace = Trace(os.path.join(self.out, "orca-trace.jsonl"))
        self.start(self.demo, "--a11y", "on", "--latency", "600", "--trace", trace.path,
                   log="demo.log")
        trace.wait("the first frame", lambda line: True, timeout=TIMEOUT)
        window = Window.find()
        wait_for_app("refresh-demo")
        window.key("r")
        trace.wait("the refresh to land", lambda line: line["refreshes"] == 1, timeout=TIMEOUT)
        trace.wait_settled("rest after the refresh", since=trace.mark(), timeout=TIMEOUT)
        # Orca writes its debug file out as it exits.
        orca.terminate()
        orca.wait(timeout=TIMEOUT)
        said = spoken(debug)
        self.check("Orca says the window when it opens", "Pull to refresh frame." in said,
                   f"Orca said {said}")
        print("NOTE  Orca 43 speaks the status bars' titles on its own only for the object "
              "with the keyboard focus, which comes with the focus work", flush=True)

    def main(self):
        try:
            run_steps([self.speech], self.check)
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
