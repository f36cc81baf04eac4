"""Real X11 input and process figures for the window bench (scripts/window_bench.py).

Input goes through the XTEST extension (libXtst, which xdotool uses too) from this process, so a
gesture's events leave on time (one xdotool process per event would cost milliseconds each and
load the machine it measures). CPU is read from /proc: the app's and the X server's.
"""

import ctypes
import os
import time


class XInput:
    """Pointer and wheel input into the X server of $DISPLAY, in root-window pixels."""

    def __init__(self):
        self.x11 = ctypes.CDLL("libX11.so.6")
        self.xtst = ctypes.CDLL("libXtst.so.6")
        self.x11.XOpenDisplay.restype = ctypes.c_void_p
        self.x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
        self.x11.XFlush.argtypes = [ctypes.c_void_p]
        self.x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
        self.xtst.XTestFakeMotionEvent.argtypes = [
            ctypes.c_void_p, ctypes.c_int, ctypes.c_int, ctypes.c_int, ctypes.c_ulong]
        self.xtst.XTestFakeButtonEvent.argtypes = [
            ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]
        self.display = self.x11.XOpenDisplay(None)
        if not self.display:
            raise RuntimeError("cannot open the X display $DISPLAY (run under xvfb-run)")

    def move(self, x, y):
        self.xtst.XTestFakeMotionEvent(self.display, -1, int(round(x)), int(round(y)), 0)
        self.x11.XFlush(self.display)

    def button(self, number, down):
        self.xtst.XTestFakeButtonEvent(self.display, number, 1 if down else 0, 0)
        self.x11.XFlush(self.display)

    def click(self, number):
        self.button(number, True)
        self.button(number, False)

    def sync(self):
        self.x11.XSync(self.display, 0)

    def drag(self, x, y0, y1, seconds, rate=125.0, release=True, at_press=None):
        """Presses at (x, y0) and moves to (x, y1) over `seconds` in events at `rate` a second
        (a mouse's 125 Hz), on a steady clock; releases there, still moving, when `release`.
        Calls `at_press` just before the press. Returns the monotonic time of the press."""
        self.move(x, y0)
        self.sync()
        time.sleep(0.05)
        if at_press:
            at_press()
        pressed = time.monotonic()
        self.button(1, True)
        steps = max(1, int(round(seconds * rate)))
        for i in range(1, steps + 1):
            wait = pressed + seconds * i / steps - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            self.move(x, y0 + (y1 - y0) * i / steps)
        if release:
            self.button(1, False)
        return pressed

    def wheel(self, notches, seconds, down=True):
        """`notches` clicks of the wheel (towards the content's end when `down`) spread evenly
        over `seconds`. Returns the monotonic time of the first."""
        start = time.monotonic()
        for i in range(notches):
            wait = start + seconds * i / max(notches, 1) - time.monotonic()
            if wait > 0:
                time.sleep(wait)
            self.click(5 if down else 4)
        return start


def cpu_seconds(pid):
    """CPU time of process `pid` so far, seconds: the nanoseconds its threads ran, from
    /proc/PID/task/*/schedstat (the user + system ticks of /proc/PID/stat count whole 10 ms,
    half a percent of a core over 2 s)."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError, IndexError):
            continue  # a thread that ended meanwhile
    return total / 1e9


def x_server_pid():
    """The pid of the X server of $DISPLAY (Xvfb, as xvfb-run starts it), or None."""
    display = os.environ.get("DISPLAY", "")
    number = display.split(":")[-1].split(".")[0]
    for entry in os.listdir("/proc"):
        if not entry.isdigit():
            continue
        try:
            with open(f"/proc/{entry}/cmdline", "rb") as f:
                words = f.read().split(b"\0")
        except OSError:
            continue
        if words and os.path.basename(words[0]).startswith(b"Xvfb") and \
                f":{number}".encode() in words:
            return int(entry)
    return None


class CPUWatch:
    """CPU of some processes over a stretch of wall time, as % of one core."""

    def __init__(self, *pids):
        self.pids = [p for p in pids if p]
        self.start()

    def start(self):
        self.wall = time.monotonic()
        self.cpu = [cpu_seconds(p) for p in self.pids]

    def read(self):
        """Per pid: (CPU seconds used, % of a core) since `start`."""
        wall = time.monotonic() - self.wall
        used = [cpu_seconds(p) - c for p, c in zip(self.pids, self.cpu)]
        return [(u, u / wall * 100 if wall > 0 else 0) for u in used]
