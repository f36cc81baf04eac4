"""The window bench's peers: a GTK 4 ListView (cairo renderer) and a Qt 5 QListWidget with
QScroller's kinetic scrolling, each 200 rows of 44 px ("Row N" over "loaded at start") in the same
390x720 window, given the same drag as the demo (200 px in 0.4 s, released moving, and its coast)
by real X11 input; the app's and the X server's CPU over the 2 s from the press, and the frames
each drew in it. Run with Debian's Python (/usr/bin/python3), where python3-gi, gir1.2-gtk-4.0
and python3-pyqt5 install (scripts/ensure-deps.sh bench).

A mouse drag does not scroll a GTK 4 list by itself (its kinetic scrolling follows touch):
GTK_DEBUG=touchscreen makes the pointer a touchscreen, as the issue's GTK figure was taken.
Each app prints a line per frame it paints, which the bench counts.
"""

import os
import statistics
import subprocess
import time

from bench_x11 import CPUWatch, XInput, x_server_pid
from e2e_check import Window, xdo

PYTHON = "/usr/bin/python3"

GTK_APP = r'''
import sys
import gi
gi.require_version("Gtk", "4.0")
from gi.repository import GLib, Gtk

Gtk.init()
win = Gtk.Window(title="peer-gtk")
win.set_default_size(390, 720)
model = Gtk.StringList.new([f"Row {i + 1}" for i in range(200)])
factory = Gtk.SignalListItemFactory()

def setup(_, item):
    box = Gtk.Box(orientation=Gtk.Orientation.VERTICAL)
    box.set_size_request(-1, 44)
    for text in ("", "loaded at start"):
        label = Gtk.Label(label=text, xalign=0)
        label.set_margin_start(16)
        box.append(label)
    item.set_child(box)

def bind(_, item):
    item.get_child().get_first_child().set_label(item.get_item().get_string())

factory.connect("setup", setup)
factory.connect("bind", bind)
view = Gtk.ListView(model=Gtk.NoSelection(model=model), factory=factory)
scrolled = Gtk.ScrolledWindow()
scrolled.set_kinetic_scrolling(True)
scrolled.set_child(view)
win.set_child(scrolled)
loop = GLib.MainLoop()
win.connect("close-request", lambda *_: loop.quit())
win.present()

def painted(*_):
    sys.stdout.write("f\n")
    sys.stdout.flush()

win.get_frame_clock().connect("after-paint", painted)
loop.run()
'''

QT_APP = r'''
import sys
from PyQt5.QtCore import QEvent, QObject, QSize
from PyQt5.QtWidgets import QAbstractItemView, QApplication, QListWidget, QListWidgetItem, QScroller

app = QApplication(sys.argv)
view = QListWidget()
view.setWindowTitle("peer-qt")
view.resize(390, 720)
view.setVerticalScrollMode(QAbstractItemView.ScrollPerPixel)
for i in range(200):
    item = QListWidgetItem(f"Row {i + 1}\nloaded at start")
    item.setSizeHint(QSize(0, 44))
    view.addItem(item)
QScroller.grabGesture(view.viewport(), QScroller.LeftMouseButtonGesture)

class Painted(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Paint:
            sys.stdout.write("f\n")
            sys.stdout.flush()
        return False

painted = Painted()
view.viewport().installEventFilter(painted)
view.show()
app.exec_()
'''

PEERS = [
    ("GTK 4 ListView (cairo)", "peer-gtk", GTK_APP,
     {"GSK_RENDERER": "cairo", "GTK_DEBUG": "touchscreen", "GDK_BACKEND": "x11",
      "NO_AT_BRIDGE": "1"}),
    ("Qt 5 QListWidget + QScroller", "peer-qt", QT_APP,
     {"QT_QPA_PLATFORM": "xcb", "QT_ACCESSIBILITY": "0"}),
]


class FrameCount:
    """The lines a peer printed so far (one a frame), read without blocking."""

    def __init__(self, path):
        self.path = path

    def __call__(self):
        try:
            with open(self.path) as f:
                return sum(1 for _ in f)
        except FileNotFoundError:
            return 0


def find_window(title, timeout=20.0):
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        try:
            ids = xdo("search", "--onlyvisible", "--name", f"^{title}$").split()
        except subprocess.CalledProcessError:
            ids = []
        if ids:
            return ids[0]
        time.sleep(0.2)
    raise RuntimeError(f"no window named {title} after {timeout:.0f} s")


def measure_peer(out, name, title, source, environment, index):
    """One run of one peer: rest, then the drag; CPU and frames over the 2 s from the press."""
    script = os.path.join(out, f"{title}.py")
    with open(script, "w") as f:
        f.write(source)
    frames_path = os.path.join(out, f"{title}-{index}-frames.txt")
    env = dict(os.environ, **environment)
    with open(frames_path, "w") as frames_file, \
            open(os.path.join(out, f"{title}-{index}.log"), "w") as log:
        proc = subprocess.Popen([PYTHON, script], stdout=frames_file, stderr=log, env=env)
    try:
        x, y, _, _ = Window(find_window(title)).geometry()
        xin = XInput()
        xin.move(x + 200, y + 300)
        time.sleep(2.0)
        frames = FrameCount(frames_path)
        watch = CPUWatch(proc.pid, x_server_pid())
        time.sleep(3)
        rest = watch.read()
        before = frames()
        pressed = xin.drag(x + 200, y + 600, y + 400, 0.4, at_press=watch.start)
        time.sleep(max(0.0, pressed + 2.0 - time.monotonic()))
        (app_cpu, app_pct), (x_cpu, x_pct) = watch.read()
        drawn = frames() - before
        return {"app_pct": app_pct, "x_pct": x_pct, "total_pct": app_pct + x_pct,
                "frames": drawn, "app_ms_per_frame": app_cpu / max(drawn, 1) * 1000,
                "rest_app_pct": rest[0][1]}
    finally:
        proc.kill()
        proc.wait()


def measure_peers(out, runs):
    """Each peer `runs` times: rows of medians ("together" is the median of each run's sum)."""
    rows = []
    for name, title, source, environment in PEERS:
        try:
            results = [measure_peer(out, name, title, source, environment, i)
                       for i in range(runs)]
        except (RuntimeError, OSError) as error:
            print(f"window_bench: {name} not measured: {error}")
            continue
        row = {"app": name}
        for key in results[0]:
            row[key] = statistics.median(r[key] for r in results)
        row["runs"] = results
        rows.append(row)
    return rows
