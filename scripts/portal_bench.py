#!/usr/bin/env python3
"""How long a window's first frame waits for the desktop's settings portal (`make bench` runs
it): `refresh-bench --portal-wait N` in three settings, each its own process —

- no session bus (no DBUS_SESSION_BUS_ADDRESS, an empty XDG_RUNTIME_DIR);
- a private bus (dbus-run-session with a configuration that activates nothing) with no portal
  on it: the bus answers ReadAll with ServiceUnknown;
- the same bus with a fake portal that owns org.freedesktop.portal.Desktop and never replies
  (python3-dbus, never reading its messages): the wait runs out at its bound.

The goal is ≤ 50 ms in each. Prints a Markdown table. Usage: portal_bench.py REFRESH_BENCH
"""

import os
import subprocess
import sys
import tempfile

RUNS = 10
CONFIG = """<!DOCTYPE busconfig PUBLIC "-//freedesktop//DTD D-Bus Bus Configuration 1.0//EN"
 "http://www.freedesktop.org/standards/dbus/1.0/busconfig.dtd">
<busconfig>
  <type>session</type>
  <listen>unix:tmpdir=/tmp</listen>
  <auth>EXTERNAL</auth>
  <policy context="default">
    <allow send_destination="*" eavesdrop="true"/>
    <allow eavesdrop="true"/>
    <allow own="*"/>
  </policy>
</busconfig>
"""
# Owns the portal's name, says so, then sleeps without ever reading a message.
SILENT_PORTAL = """
import dbus, sys, time
bus = dbus.SessionBus()
bus.request_name("org.freedesktop.portal.Desktop", dbus.bus.NAME_FLAG_DO_NOT_QUEUE)
print("owned", flush=True)
time.sleep(3600)
"""


def measure(bench, env, prefix=()):
    result = subprocess.run(list(prefix) + [bench, "--portal-wait", str(RUNS)], env=env,
                            capture_output=True, text=True, timeout=120)
    if result.returncode != 0:
        return f"failed: {result.stderr.strip()}"
    return result.stdout.strip().removeprefix("first frame's wait: ")


def main():
    if len(sys.argv) != 2:
        sys.exit(__doc__)
    bench = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as folder:
        config = os.path.join(folder, "bus.conf")
        with open(config, "w") as f:
            f.write(CONFIG)
        runtime = os.path.join(folder, "runtime")
        os.makedirs(runtime, mode=0o700)
        base = dict(os.environ, XDG_RUNTIME_DIR=runtime)
        base.pop("DBUS_SESSION_BUS_ADDRESS", None)
        rows = [("no session bus", measure(bench, base))]
        bus = ["dbus-run-session", f"--config-file={config}", "--"]
        rows.append(("a bus with no portal", measure(bench, base, bus)))
        script = os.path.join(folder, "silent.sh")
        with open(script, "w") as f:
            # The fake portal (Debian's Python, which python3-dbus is for) first, then the
            # bench once it owns the name; the fake is ended with the bench.
            f.write(f"/usr/bin/python3 -c '{SILENT_PORTAL}' > {folder}/owned 2>&1 &\n"
                    "portal=$!\n"
                    "n=0\n"
                    f"while ! grep -q owned {folder}/owned; do\n"
                    "  n=$((n + 1)); sleep 0.05\n"
                    "  [ $n -lt 400 ] || { echo 'the fake portal did not start' >&2; exit 1; }\n"
                    "done\n"
                    "\"$@\"; code=$?\n"
                    "kill $portal\n"
                    "exit $code\n")
        rows.append(("a portal that never answers", measure(bench, base, bus + ["sh", script])))
    print("| the window's first frame waits for the settings portal | measured |")
    print("|---|---|")
    for name, figure in rows:
        print(f"| {name} | {figure} |")


if __name__ == "__main__":
    main()
