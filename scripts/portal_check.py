#!/usr/bin/env python3
"""The demo in a window follows the desktop's settings portal live (run it under xvfb-run;
`make test` does, through the PortalTests end-to-end test).

On a private session bus (dbus-run-session, with its own dconf database and XDG folders under
OUTDIR, so the user's settings are never touched) it starts Debian's xdg-desktop-portal, whose
GTK backend D-Bus starts on the display, sets the colour scheme to dark with `gsettings set`,
then runs the demo in a window with --trace: the demo must read dark at start, then follow
each `gsettings set` of the animations, the text scale and the colour scheme, which the portal
signals (SettingChanged) while the window sits at rest with no input. It waits for each change
in the trace, with no bound on how long it takes (a guard of GUARD_S only ends a hung run). A
new text scale must be drawn, not only traced: in the frame the trace reports it, the plain
list's rows are 44 × X points (content_height), and in every frame after it.
Prints PASS/FAIL per step and leaves trace.jsonl, demo.log, portal.log and bus.log in OUTDIR.

Usage: portal_check.py DEMO OUTDIR
"""

import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import Abort, Report, Trace  # noqa: E402

PORTAL = "/usr/libexec/xdg-desktop-portal"
INTERFACE = "org.gnome.desktop.interface"
GUARD_S = 60  # not a bound on the demo: only how long a hung step may keep the run alive


def gsettings(key, value):
    subprocess.run(["gsettings", "set", INTERFACE, key, value], check=True, timeout=GUARD_S)


def portal_color_scheme():
    """The portal's org.freedesktop.appearance color-scheme, or None while it cannot answer."""
    result = subprocess.run(
        ["gdbus", "call", "--session", "-d", "org.freedesktop.portal.Desktop",
         "-o", "/org/freedesktop/portal/desktop", "-m", "org.freedesktop.portal.Settings.Read",
         "org.freedesktop.appearance", "color-scheme"],
        capture_output=True, text=True, timeout=GUARD_S)
    return result.stdout.strip() if result.returncode == 0 else None


def rows_height(line):
    """The plain list's rows at the frame's text scale: 44 × X points each."""
    return line["rows"] * 44 * line["text_scale"]


def wait_for(what, predicate):
    deadline = time.monotonic() + GUARD_S
    while not predicate():
        if time.monotonic() > deadline:
            raise Abort(f"timed out waiting for {what}")
        time.sleep(0.05)


def inside_the_bus(demo, out):
    report = Report()
    start = time.monotonic()
    check = report.check

    def timed(name, ok, detail):  # each step says when it passed, for a slow run's log
        return check(name, ok, f"{detail} (at {time.monotonic() - start:.1f} s)")

    report.check = timed
    subprocess.run(["dbus-update-activation-environment", "DISPLAY", "XDG_CURRENT_DESKTOP",
                    "XDG_CONFIG_HOME", "XDG_DATA_HOME", "XDG_CACHE_HOME", "XDG_RUNTIME_DIR"],
                   check=True, timeout=GUARD_S)
    portal_log = open(os.path.join(out, "portal.log"), "w")
    portal = subprocess.Popen([PORTAL, "-r"], stdout=portal_log, stderr=subprocess.STDOUT)
    demo_proc = None
    try:
        gsettings("color-scheme", "prefer-dark")
        gsettings("enable-animations", "true")
        gsettings("text-scaling-factor", "1.0")
        wait_for("the portal to answer color-scheme 1",
                 lambda: portal_color_scheme() == "(<<uint32 1>>,)")
        report.check("the portal answers", True, "color-scheme 1 after prefer-dark")

        trace = Trace(os.path.join(out, "trace.jsonl"))
        log = open(os.path.join(out, "demo.log"), "w")
        demo_proc = subprocess.Popen([demo, "--trace", trace.path, "--list", "plain"],
                                     stdout=log, stderr=subprocess.STDOUT)
        first = trace.wait("the first frame", lambda l: True, timeout=GUARD_S)
        report.check("the first frame", True,
                     f"frame 0: {first['theme']}, {first['motion']}, {first['text_scale']}")
        line = trace.wait("dark at start", lambda l: l["theme"] == "dark", timeout=GUARD_S)
        report.check("read at start", line["motion"] == "full" and line["text_scale"] == 1,
                     f"frame {line['frame']}: dark, {line['motion']}, {line['text_scale']}")
        # What is not rows (a carousel's 180-point band) stays what it is at every scale.
        band = line["content_height"] - rows_height(line)

        steps = [
            ("enable-animations", "false", "motion", "reduced"),
            ("text-scaling-factor", "1.5", "text_scale", 1.5),
            ("color-scheme", "default", "theme", "light"),
            ("text-scaling-factor", "3.0", "text_scale", 2),  # clamped to 1…2
            ("enable-animations", "true", "motion", "full"),
        ]
        for key, value, field, expected in steps:
            mark = trace.mark()
            gsettings(key, value)
            line = trace.wait(f"{field} {expected} after {key} {value}",
                              lambda l: l[field] == expected, since=mark, timeout=GUARD_S)
            report.check(f"{key} {value}", True,
                         f"frame {line['frame']}: {line['theme']}, {line['motion']}, "
                         f"{line['text_scale']}")
            if field == "text_scale":
                drawn = line["content_height"] - band
                report.check(f"rows of 44 × {expected}", drawn == rows_height(line),
                             f"frame {line['frame']}: {line['rows']} rows, {drawn} points")
        wrong = [l["frame"] for l in trace.since(0) if
                 l["content_height"] - band != rows_height(l)]
        report.check("rows of 44 × the scale in every frame", not wrong,
                     f"frames {wrong[:5]} differ" if wrong else "all")
        # SIGTERM is SDL's quit: the demo closes its trace and exits 0.
        demo_proc.send_signal(signal.SIGTERM)
        code = demo_proc.wait(timeout=GUARD_S)
        report.check("the demo quits cleanly", code == 0, f"exit {code}")
    except Abort as error:
        report.check("the run", False, str(error))
    finally:
        if demo_proc and demo_proc.poll() is None:
            demo_proc.kill()
            demo_proc.wait()
        portal.terminate()
        try:
            portal.wait(timeout=GUARD_S)
        except subprocess.TimeoutExpired:
            portal.kill()
            portal.wait()
    return report.summary()


def main():
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    demo, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    # A parent may leave signals blocked (Foundation's Process passes on its thread's mask):
    # unblocked here, so SIGTERM stops the portal and the demo below, and this script itself.
    signal.pthread_sigmask(signal.SIG_SETMASK, set())
    if os.environ.get("PORTAL_CHECK_INSIDE") == "1":
        sys.exit(0 if inside_the_bus(demo, out) else 1)
    if not os.path.exists(PORTAL):
        sys.exit(f"{PORTAL} is missing: run scripts/ensure-deps.sh window")
    if not os.environ.get("DISPLAY"):
        sys.exit("no DISPLAY: run under xvfb-run (the portal's GTK backend needs a display)")
    os.makedirs(out, exist_ok=True)
    env = dict(os.environ, PORTAL_CHECK_INSIDE="1", XDG_CURRENT_DESKTOP="GNOME",
               SDL_AUDIODRIVER="dummy")
    env.pop("DBUS_SESSION_BUS_ADDRESS", None)
    for name, folder in [("XDG_CONFIG_HOME", "config"), ("XDG_DATA_HOME", "data"),
                         ("XDG_CACHE_HOME", "cache"), ("XDG_STATE_HOME", "state"),
                         ("XDG_RUNTIME_DIR", "runtime")]:
        env[name] = os.path.join(out, folder)
        os.makedirs(env[name], mode=0o700, exist_ok=True)
    # The bus and the services it starts (the portal's GTK backend, dconf) log to bus.log; they
    # run in a process group of their own, ended as a whole when this script ends or is ended.
    with open(os.path.join(out, "bus.log"), "w") as bus_log:
        bus = subprocess.Popen(["dbus-run-session", "--", sys.executable,
                                os.path.abspath(__file__), demo, out], env=env, stderr=bus_log,
                               start_new_session=True)

        def end(*_):
            end_group(bus.pid)
            sys.exit(1)

        signal.signal(signal.SIGTERM, end)
        code = bus.wait()
        end_group(bus.pid)
        sys.exit(code)


def end_group(group):
    """Ends what is left of a process group: SIGTERM (the document portal then unmounts its
    FUSE folder), then SIGKILL for anything still there."""
    for sig in (signal.SIGTERM, signal.SIGKILL):
        try:
            os.killpg(group, sig)
        except ProcessLookupError:
            return
        time.sleep(0.5)


if __name__ == "__main__":
    main()
