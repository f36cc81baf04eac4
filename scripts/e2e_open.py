#!/usr/bin/env python3
"""Opening a feed entry from a real window (run under xvfb-run; scripts/e2e.sh runs it): a
double click on a row and Return on a focused row hand the entry's link to the desktop's
browser through the OpenURI portal, else xdg-open.

The portal: on a session bus of its own (this script again under dbus-run-session) Debian's
real xdg-desktop-portal runs with XDG_DATA_HOME and XDG_CONFIG_HOME folders of this check's,
where the check installs a URL handler — a desktop entry for x-scheme-handler/http and https,
the default in its mimeapps.list, whose Exec appends what it was asked to open to a file. The
portal finds it through GIO as it would a browser and launches it. The fallback: the demo on no
session bus at all, with an `xdg-open` of the check's first in PATH recording its argument
(Debian's xdg-utils is not needed for that; the demo runs whatever `xdg-open` PATH finds).

The feed is served by the fixture server (scripts/feed-server.sh); its links are relative
(/e/N) and must arrive resolved against the feed's URL. The trace's `opened` counts each.

Usage: e2e_open.py DEMO OUTDIR
"""

import os
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Abort, Report, Trace, Window, run_steps, xdo  # noqa: E402
from e2e_feed import write_feed  # noqa: E402

HERE = os.path.dirname(os.path.abspath(__file__))
PORTAL = "/usr/libexec/xdg-desktop-portal"
RECORDER = """#!/bin/sh
printf '%s\\n' "$*" >> "{path}"
"""


def lines_of(path):
    try:
        with open(path) as f:
            return f.read().split()
    except FileNotFoundError:
        return []


def wait_for_lines(path, count, timeout=10.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and len(lines_of(path)) < count:
        time.sleep(0.1)
    return lines_of(path)


class OpenE2E:
    def __init__(self, demo, out):
        self.demo, self.out = demo, out
        self.report = Report()
        self.check = self.report.check

    def install_handler(self):
        """The URL handler, in this check's XDG_DATA_HOME, the default for http and https."""
        recorder = os.path.join(self.out, "handler.sh")
        with open(recorder, "w") as f:
            f.write(RECORDER.format(path=os.path.join(self.out, "portal-opened.txt")))
        os.chmod(recorder, 0o755)
        applications = os.path.join(os.environ["XDG_DATA_HOME"], "applications")
        os.makedirs(applications, exist_ok=True)
        with open(os.path.join(applications, "refresh-check-browser.desktop"), "w") as f:
            f.write("[Desktop Entry]\nType=Application\nName=Check browser\n"
                    f"Exec={recorder} %u\nNoDisplay=true\n"
                    "MimeType=x-scheme-handler/http;x-scheme-handler/https;\n")
        defaults = ("[Default Applications]\n"
                    "x-scheme-handler/http=refresh-check-browser.desktop\n"
                    "x-scheme-handler/https=refresh-check-browser.desktop\n")
        os.makedirs(os.environ["XDG_CONFIG_HOME"], exist_ok=True)
        with open(os.path.join(os.environ["XDG_CONFIG_HOME"], "mimeapps.list"), "w") as f:
            f.write(defaults)
        # A stand-in xdg-open for the fallback, first in the fallback run's PATH.
        bin_dir = os.path.join(self.out, "bin")
        os.makedirs(bin_dir, exist_ok=True)
        with open(os.path.join(bin_dir, "xdg-open"), "w") as f:
            f.write(RECORDER.format(path=os.path.join(self.out, "xdg-opened.txt")))
        os.chmod(os.path.join(bin_dir, "xdg-open"), 0o755)

    def start(self):
        self.install_handler()
        root = os.path.join(self.out, "root")
        os.makedirs(root, exist_ok=True)
        write_feed(os.path.join(root, "feed.xml"), 3)
        text = subprocess.run([os.path.join(HERE, "feed-server.sh"), "start",
                               os.path.join(self.out, "server"), root, str(os.getpid())],
                              check=True, capture_output=True, text=True).stdout
        self.server = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
        subprocess.run(["dbus-update-activation-environment", "DISPLAY", "XDG_CURRENT_DESKTOP",
                        "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"],
                       check=True)
        self.portal_log = open(os.path.join(self.out, "portal.log"), "w")
        self.portal = subprocess.Popen([PORTAL, "-r", "-v"], stdout=self.portal_log,
                                       stderr=subprocess.STDOUT)
        deadline = time.monotonic() + 20
        while time.monotonic() < deadline:
            found = subprocess.run(
                ["gdbus", "introspect", "--session", "-d", "org.freedesktop.portal.Desktop",
                 "-o", "/org/freedesktop/portal/desktop"], capture_output=True, text=True)
            if "org.freedesktop.portal.OpenURI" in found.stdout:
                return
            time.sleep(0.2)
        raise Abort("the portal did not offer org.freedesktop.portal.OpenURI in 20 s")

    def open_two(self, name, env, recorded):
        """A window of the feed: a double click on row 1, then Return on row 2 (Tab twice).
        Returns what `recorded` holds afterwards and the trace's `opened`."""
        trace = Trace(os.path.join(self.out, f"{name}.jsonl"))
        log = open(os.path.join(self.out, f"{name}.log"), "w")
        env = dict(env, XDG_CACHE_HOME=os.path.join(self.out, f"{name}-cache"))
        proc = subprocess.Popen([self.demo, "--feed", self.server["FEED_HTTP"] + "/feed.xml",
                                 "--trace", trace.path],
                                stdout=log, stderr=subprocess.STDOUT, env=env)
        try:
            win = Window.find(timeout=30)
            trace.wait("the feed's 3 entries", lambda l: l["rows"] == 3, timeout=20)
            trace.wait_settled("the header closing", since=trace.mark())
            xdo("windowfocus", "--sync", win.wid)
            # Row 1's name line: 30 points below the window's top (no header shows at rest).
            win.move(200, 30)
            xdo("click", "--repeat", "2", "--delay", "80", "1")
            wait_for_lines(recorded, 1)
            win.key("Tab")
            win.key("Tab")
            trace.wait("row 2 focused", lambda l: l["focus"] == "row:2", timeout=5)
            win.key("Return")
            opened = trace.wait("two entries opened", lambda l: l["opened"] == 2, timeout=10)
            return wait_for_lines(recorded, 2), opened["opened"]
        finally:
            proc.kill()
            proc.wait()

    def portal_opens(self):
        # The stand-in xdg-open is in PATH here too: a link that went to it did not go through
        # the portal (an xdg-open of Debian's would reach the same handler).
        recorded = os.path.join(self.out, "portal-opened.txt")
        env = dict(os.environ, PATH=os.path.join(self.out, "bin") + ":" + os.environ["PATH"])
        links, opened = self.open_two("portal", env, recorded)
        base = self.server["FEED_HTTP"]
        fallback = lines_of(os.path.join(self.out, "xdg-opened.txt"))
        self.check("a double click and Return open the entries' links through the real "
                   "OpenURI portal, which launches the desktop's http handler",
                   links == [base + "/e/3", base + "/e/2"] and opened == 2 and not fallback,
                   f"the handler was asked to open {links}; xdg-open {fallback}; the trace's "
                   f"opened {opened}")

    def xdg_open_fallback(self):
        recorded = os.path.join(self.out, "xdg-opened.txt")
        env = dict(os.environ, DBUS_SESSION_BUS_ADDRESS="unix:path=/nonexistent/bus",
                   PATH=os.path.join(self.out, "bin") + ":" + os.environ["PATH"])
        links, opened = self.open_two("fallback", env, recorded)
        base = self.server["FEED_HTTP"]
        handler = lines_of(os.path.join(self.out, "portal-opened.txt"))
        self.check("with no session bus (no portal) the links go to xdg-open",
                   links == [base + "/e/3", base + "/e/2"] and opened == 2
                   and len(handler) == 2,
                   f"xdg-open was asked to open {links}; the trace's opened {opened}; the "
                   f"portal's handler still {handler}")

    def main(self):
        self.portal = None
        try:
            run_steps([self.start, self.portal_opens, self.xdg_open_fallback], self.check)
        finally:
            if self.portal:
                self.portal.terminate()
                self.portal.wait()
            subprocess.run([os.path.join(HERE, "feed-server.sh"), "stop",
                            os.path.join(self.out, "server")], check=False)
        return self.report.summary()


def outer(demo, out):
    """This script again on a private session bus, with folders of its own."""
    out = os.path.abspath(out)
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ, E2E_OPEN_INSIDE="1", XDG_CURRENT_DESKTOP="GNOME")
    for name, folder in [("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                         ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"),
                         ("XDG_RUNTIME_DIR", "runtime")]:
        env[name] = os.path.join(out, folder)
        os.makedirs(env[name], mode=0o700, exist_ok=True)
    with open(os.path.join(out, "bus.log"), "w") as log:
        return subprocess.run(["dbus-run-session", "--", sys.executable,
                               os.path.abspath(__file__), demo, out], env=env,
                              stderr=log).returncode


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    if os.environ.get("E2E_OPEN_INSIDE"):
        sys.exit(0 if OpenE2E(os.path.abspath(sys.argv[1]), sys.argv[2]).main() else 1)
    sys.exit(outer(sys.argv[1], sys.argv[2]))
