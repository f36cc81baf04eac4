#!/usr/bin/env python3
"""End-to-end check of a real feed in a real X11 window (run under xvfb-run; scripts/e2e.sh
runs it after e2e_check.py): the fixture server (scripts/feed-server.sh, nginx on 127.0.0.1)
serves a small Atom feed the check writes; the demo shows it with `--feed`, a pull with the
mouse (xdotool) lands the entries the check added meanwhile, and a refresh waiting on the same
document served at 100 bytes a second (/slow/) is cancelled by Escape: header_result
`cancelled`, `request` back to `none`, no row and no refresh counted, the window still open;
Ctrl+q then quits it with exit code 0.

Usage: e2e_feed.py DEMO OUTDIR
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Abort, Report, Trace, Window, run_steps, xdo  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))


def write_feed(path, count):
    """An Atom feed of `count` entries, the newest first (entry `count` at the top)."""
    entries = "".join(
        f"<entry><id>urn:e2e:{n}</id><title>Entry {n} from the local server</title>"
        f"<author><name>Feed check</name></author><updated>2026-12-0{1 + n % 5}T00:00:00Z"
        f'</updated><link href="/e/{n}"/></entry>\n' for n in range(count, 0, -1))
    text = ('<?xml version="1.0" encoding="utf-8"?>\n<feed xmlns="http://www.w3.org/2005/Atom">'
            "<title>Local</title><id>urn:e2e</id><updated>2026-12-05T00:00:00Z</updated>\n"
            + entries + "</feed>\n")
    with open(path + ".new", "w") as f:
        f.write(text)
    os.chmod(path + ".new", 0o644)
    os.replace(path + ".new", path)


class FeedE2E:
    def __init__(self, demo, out):
        self.demo, self.out = demo, out
        self.report = Report()
        self.check = self.report.check
        self.procs = []

    def start_server(self):
        root = os.path.join(self.out, "root")
        os.makedirs(root, exist_ok=True)
        write_feed(os.path.join(root, "feed.xml"), 3)
        text = subprocess.run([os.path.join(HERE, "feed-server.sh"), "start",
                               os.path.join(self.out, "server"), root, str(os.getpid())],
                              check=True, capture_output=True, text=True).stdout
        self.server = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)

    def open(self, name, path):
        trace = Trace(os.path.join(self.out, f"{name}.jsonl"))
        log = open(os.path.join(self.out, f"{name}.log"), "w")
        # A cache folder of its own, empty: the window starts with no entries and refreshes.
        env = dict(os.environ, XDG_CACHE_HOME=os.path.join(self.out, f"{name}-cache"))
        proc = subprocess.Popen([self.demo, "--feed", self.server["FEED_HTTP"] + path,
                                 "--trace", trace.path],
                                stdout=log, stderr=subprocess.STDOUT, env=env)
        self.procs.append(proc)
        win = Window.find(timeout=30)
        trace.wait("the first trace line", lambda l: True, timeout=15)
        xdo("windowfocus", "--sync", win.wid)
        return proc, trace, win

    def quit(self, proc, win, what):
        win.key("ctrl+q")
        try:
            code = proc.wait(timeout=10)
        except subprocess.TimeoutExpired:
            code = "timeout"
        self.check(f"{what}: Ctrl+q quits with exit code 0", code == 0, f"exit code {code}")

    def pull_lands_entries(self):
        proc, trace, win = self.open("pull", "/feed.xml")
        first = trace.wait("the start refresh landing the 3 entries",
                           lambda l: l["rows"] == 3 and l["refreshes"] == 1, timeout=20)
        trace.wait_settled("the header closing", since=trace.mark())
        # The server's document gains two entries; a pull with the mouse asks for it again.
        write_feed(os.path.join(self.server["FEED_ROOT"], "feed.xml"), 5)
        mark = trace.mark()
        win.drag(200, 150, 380, steps=8, pause=0.05)
        trace.wait("the header pulled past its trigger",
                   lambda l: l["dragging"] and l["header_state"] == "pulling"
                   and l["header_percent"] >= 1, since=mark)
        xdo("mouseup", 1)
        landed = trace.wait("the pull's refresh landing", lambda l: l["refreshes"] == 2,
                            since=mark, timeout=20)
        self.check("a pull in the window against the local nginx lands the new entries",
                   first["source"] == "feed" and landed["rows"] == 5
                   and landed["http_status"] == 200 and landed["source_error"] == "",
                   f"rows {first['rows']} -> {landed['rows']}, header_result "
                   f"{landed['header_result']} ({landed['header_title']!r}), http_status "
                   f"{landed['http_status']}, source {first['source']}")
        trace.wait_settled("the header closing", since=trace.mark())
        self.quit(proc, win, "the feed's window")

    def escape_cancels(self):
        # 100 bytes a second: the ~1.3 kB document is still arriving long after Escape.
        proc, trace, win = self.open("cancel", "/slow/feed.xml")
        asked = trace.wait("the start refresh in flight", lambda l: l["request"] == "refresh",
                           timeout=20)
        time.sleep(1.0)
        mark = trace.mark()
        win.key("Escape")
        cancelled = trace.wait("the refresh cancelled by Escape",
                               lambda l: l["header_result"] == "cancelled", since=mark,
                               timeout=10)
        self.check("Escape mid-refresh cancels it (the trace: header_result cancelled, request "
                   "none, nothing landed or counted)",
                   cancelled["request"] == "none" and cancelled["rows"] == 0
                   and cancelled["refreshes"] == 0 and cancelled["failures"] == 0,
                   f"in flight from t {asked['t']:.0f} ms, cancelled at t "
                   f"{cancelled['t']:.0f} ms: request {cancelled['request']}, rows "
                   f"{cancelled['rows']}, refreshes {cancelled['refreshes']}, failures "
                   f"{cancelled['failures']}")
        time.sleep(1.0)
        last = trace.last()
        self.check("the window stays open after the cancel, nothing in flight",
                   proc.poll() is None and last["request"] == "none" and last["rows"] == 0,
                   f"exit code {proc.poll()}, request {last['request']}, rows {last['rows']}")
        self.quit(proc, win, "the cancelled window")

    def main(self):
        os.makedirs(self.out, exist_ok=True)
        try:
            self.start_server()
            run_steps([self.pull_lands_entries, self.escape_cancels], self.check)
        except (Abort, subprocess.CalledProcessError) as error:
            self.check("the feed checks ran", False, str(error))
        finally:
            for proc in self.procs:
                if proc.poll() is None:
                    proc.kill()
                    proc.wait()
            subprocess.run([os.path.join(HERE, "feed-server.sh"), "stop",
                            os.path.join(self.out, "server")], check=False)
        return self.report.summary()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(0 if FeedE2E(sys.argv[1], sys.argv[2]).main() else 1)
