#!/usr/bin/python3
"""The demo's window as a screen reader meets it: AT-SPI through pyatspi (the library Orca is
built on). Run it under a private session bus and Xvfb (scripts/a11y.sh): it starts the
accessibility bus, runs refresh-demo in a window with --a11y on, and checks the tree (the
application, the frame, the list and its rows with their names and extents against the pixels
drawn there, the status bars and their `live` attribute, the carousel), what a listener hears
(the header's names through a drag-pull driven by xdotool, with and without --success-dwell,
and the announcements of its notification; `busy`; children added by a load; every name after
a language switch), the actions (`refresh`, `load more`, `cancel`, the trailer's `load more`), the
keyboard focus (Tab, Shift+Tab, Return: the focused state and the focus events; the window's,
followed by the frame's activation), the context
menu as a popup menu (its items, disabled ones, the chosen one focused, an item's click), the
empty placeholder's button (a push button whose click refreshes), `--a11y auto` following
org.a11y.Status, and a 100 000-row list answering its child count without an object per row.

Waits are for events (an AT-SPI signal, a trace line); the timeouts only stop a hung run.
Prints PASS/FAIL per check; exits 1 if any check failed.

Usage: a11y_check.py DEMO OUTDIR
"""

import os
import signal
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from e2e_check import (  # noqa: E402
    Abort, Report, Trace, Window, histogram, run, run_steps, screenshot, xdo)

import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

APP = "refresh-demo"
TITLE = "Pull to refresh"
ROW_HEIGHT = 44
SEPARATOR = (222, 222, 227)  # DemoTheme.separator: the hairline at the bottom of each row
BUTTON_BLUE = (0, 106, 220)  # DemoPalette.light.placeholderButton
IDLE, PULLING, LOADING = "Pull down to refresh", "Release to refresh", "Loading..."
COMPLETED = "Refresh completed"
IDLE_ZH = "下拉可以刷新"
EVENTS = ["object:property-change:accessible-name", "object:state-changed:busy",
          "object:children-changed", "window:activate", "window:deactivate",
          "object:state-changed:focused",
          "focus:", "object:active-descendant-changed", "object:state-changed:showing",
          "object:bounds-changed"]
TIMEOUT = 30  # seconds: only so that a broken run ends
# A client listening to every event of every application, which is then stopped: the bus keeps
# what is sent to it, and the demo must not wait for it.
STALLER = """
import pyatspi
pyatspi.Registry.registerEventListener(lambda event: None, "object", "window", "focus")
print("listening", flush=True)
pyatspi.Registry.start()
"""


class Heard:
    """What a listener hears from the demo, in order: (event type, source role, source index in
    its parent, detail1, any_data, source name, the source's parent's role and its index in its
    own parent)."""

    def __init__(self):
        self.events = []
        pyatspi.Registry.registerEventListener(self.on_event, *EVENTS)

    def on_event(self, event):
        try:
            source = event.source
            if source.getApplication().name != APP:
                return
            parent = source.parent
            self.events.append((event.type, source.getRoleName(), source.getIndexInParent(),
                                event.detail1, event.any_data, source.name,
                                parent.getRoleName() if parent else None,
                                parent.getIndexInParent() if parent else None))
        except Exception:  # the object went away while the event travelled
            pass

    def mark(self):
        return len(self.events)

    def since(self, mark, kind=None, role=None, index=None):
        return [e for e in self.events[mark:]
                if (kind is None or e[0].startswith(kind)) and (role is None or e[1] == role)
                and (index is None or e[2] == index)]

    def wait(self, what, predicate):
        """Runs the main loop until `predicate()` holds, checking it after every event."""
        context = GLib.MainContext.default()
        expired = [False]
        source = GLib.timeout_add_seconds(TIMEOUT, lambda: expired.__setitem__(0, True))
        try:
            while not predicate():
                if expired[0]:
                    raise Abort(f"nothing after {TIMEOUT} s while waiting for {what}")
                context.iteration(True)
        finally:
            if not expired[0]:
                GLib.source_remove(source)

    def wait_for(self, what, mark, kind, index, count=1, detail=None):
        """Waits until `count` events of `kind` from the frame's child `index` (or, for rows and
        cards, from the list at that index) came since `mark`, with `detail1` = `detail` if
        given; returns them."""
        def found():
            return [e for e in self.since(mark, kind, None, index)
                    if detail is None or e[3] == detail]
        self.wait(what, lambda: len(found()) >= count)
        return found()

    def focused(self, mark):
        """The objects that took the focus since `mark`, in order: (role, name)."""
        return [(e[1], e[5]) for e in self.since(mark, "object:state-changed:focused")
                if e[3] == 1]

    def announced(self, mark, index):
        """What the notifications inside the frame's status bar `index` said since `mark`: the
        name of each as it became showing, in order: the one its last name change gave it
        (events come in order; asking the object may get a later name)."""
        said, names = [], {}
        for i, e in enumerate(self.events):
            if e[1] != "notification" or e[6] != "status bar" or e[7] != index:
                continue
            if e[0].startswith("object:property-change:accessible-name"):
                names[e[2]] = e[4]
            elif e[0].startswith("object:state-changed:showing") and e[3] == 1 and i >= mark:
                said.append(names.get(e[2], e[5]))
        return said

    def names(self, mark, index):
        """The names a status bar (its index in the frame) was given since `mark`, without
        repeats."""
        said = []
        for event in self.since(mark, "object:property-change:accessible-name", "status bar",
                                index):
            if not said or said[-1] != event[4]:
                said.append(event[4])
        return said


def desktop_app():
    desktop = pyatspi.Registry.getDesktop(0)
    for i in range(desktop.childCount):
        app = desktop.getChildAtIndex(i)
        if app is not None and app.name == APP:
            return app
    return None


def extents(accessible):
    box = accessible.queryComponent().getExtents(pyatspi.DESKTOP_COORDS)
    return box.x, box.y, box.width, box.height


def states(accessible):
    return {pyatspi.stateToString(s) for s in accessible.getState().getStates()}


def do_action(accessible, name):
    action = accessible.queryAction()
    names = [action.getName(i) for i in range(action.nActions)]
    return action.doAction(names.index(name))


class Demo:
    """One run of the demo in a window, with --a11y on unless told otherwise."""

    def __init__(self, check, demo, out, name, args, heard):
        self.trace = Trace(os.path.join(out, f"{name}.jsonl"))
        log = open(os.path.join(out, f"{name}.log"), "w")
        self.proc = subprocess.Popen(
            # The plain list: its rows are "Row N" of one height, which the checks count on (a
            # window shows the feed by default).
            [demo, "--trace", self.trace.path, "--latency", "600", "--list", "plain", *args],
            stdout=log, stderr=subprocess.STDOUT)
        self.trace.wait("the first frame", lambda line: True, timeout=TIMEOUT)
        # The status bar shown at launch draws the list 22 points lower for 2.5 s, then slides
        # away over 0.3 s; the extents the checks compare with the screen are the list's at rest
        # (the bridge is told of the list's place, not of the bar's animation).
        self.trace.wait("the status bar gone", lambda line: line["t"] >= 2800, timeout=TIMEOUT)
        self.win = Window.find()
        xdo("windowfocus", "--sync", self.win.wid)
        self.heard = heard

    def app(self):
        found = [None]

        def registered():
            found[0] = desktop_app()
            return found[0] is not None
        self.heard.wait("the application on the desktop", registered)
        return found[0]

    def frame_children(self):
        frame = self.app().getChildAtIndex(0)
        return frame, [frame.getChildAtIndex(i) for i in range(frame.childCount)]

    def close(self):
        if self.proc.poll() is None:
            self.proc.terminate()
            self.proc.wait(timeout=TIMEOUT)
        # The registry drops the application when its connection closes.
        self.heard.wait("the application gone", lambda: desktop_app() is None)


class A11yCheck:
    def __init__(self, demo, out):
        self.demo, self.out = demo, out
        self.report = Report()
        self.check = self.report.check
        self.heard = Heard()

    def run(self, name, *args):
        return Demo(self.check, self.demo, self.out, name, list(args), self.heard)

    # -- the tree, and rows placed where they are drawn
    def tree(self):
        mark = self.heard.mark()
        demo = self.run("tree", "--a11y", "on")
        app = demo.app()
        activated = self.heard.wait_for("the window's activation", mark, "window:activate", 0)
        self.check("the window says it is activated (Orca follows the active window)",
                   activated[0][1] == "frame", f"window:activate from the {activated[0][1]}")
        frame, children = demo.frame_children()
        roles = [c.getRoleName() for c in children]
        self.check("the application and its frame",
                   app.name == APP and app.childCount == 1 and frame.getRoleName() == "frame"
                   and frame.name == TITLE,
                   f"application {app.name!r} ({app.childCount} child), "
                   f"{frame.getRoleName()} {frame.name!r}")
        self.check("the frame holds header, list, footer, carousel and trailer",
                   roles == ["status bar", "list", "status bar", "list", "status bar"], f"{roles}")
        header, rows, footer, cards, trailer = children
        x, y, w, h = demo.win.geometry()
        self.check("the frame's extents are the window's", extents(frame) == (x, y, w, h),
                   f"frame {extents(frame)}, window {(x, y, w, h)}")
        names = [header.name, footer.name, trailer.name]
        live = [dict(a.split(":", 1) for a in bar.getAttributes()).get("live")
                for bar in (header, footer, trailer)]
        self.check("status bars named by their titles at rest, live polite",
                   names == [IDLE, "Tap or pull up to load more", "Slide to load more cards"]
                   and live == ["polite"] * 3, f"{names}, live {live}")
        self.check("the header at rest is above the view: not showing",
                   "showing" not in states(header) and extents(header)[1] + extents(header)[3] <= y,
                   f"extents {extents(header)}, states {sorted(states(header))}")
        self.check("the list has one child per row", rows.childCount == 20,
                   f"{rows.childCount} children")
        self.check("the carousel is a list of its cards",
                   cards.childCount == 8 and cards.getChildAtIndex(0).name == "#1 Sunrise",
                   f"{cards.childCount} cards, the first {cards.getChildAtIndex(0).name!r}")
        path = os.path.join(self.out, "tree.png")
        screenshot(path)
        placed = []
        for i in range(rows.childCount):
            row = rows.getChildAtIndex(i)
            rx, ry, rw, rh = extents(row)
            showing = "showing" in states(row)
            if showing and ry + rh <= y + h:
                # The hairline under the row's text, 1 point above its bottom edge.
                colours = histogram(path, 40, 1, rx + 30, ry + rh - 1)
                placed.append((row.name, rh == ROW_HEIGHT and rw == w and rx == x
                               and colours.get(SEPARATOR, 0) == 40))
            elif showing:
                placed.append((row.name, ry < y + h))
        bad = [name for name, ok in placed if not ok]
        self.check("rows are named in order and placed where they are drawn",
                   [n for n, _ in placed][:3] == ["Row 1", "Row 2", "Row 3"] and len(placed) >= 8
                   and not bad,
                   f"{len(placed)} showing rows checked against the hairline drawn at their "
                   f"bottom edge; misplaced {bad}")
        self.listen(demo, header, rows, footer, cards, trailer)
        demo.close()

    def pull(self, demo):
        """A drag-pull with xdotool, released once the header says it will refresh; returns
        what the header said, from its first change to idle again and the new rows in, and what
        its notification announced."""
        mark = self.heard.mark()
        demo.win.drag(195, 150, 420, 20, 0.02)
        self.heard.wait("the pulling title", lambda: PULLING in self.heard.names(mark, 0))
        xdo("mouseup", 1)
        self.heard.wait("idle again", lambda: self.heard.names(mark, 0)[-1:] == [IDLE]
                        and len(self.heard.names(mark, 0)) > 2)
        self.heard.wait_for("the new rows", mark, "object:children-changed:add", 1, 20)
        return self.heard.names(mark, 0), self.heard.announced(mark, 0)

    # -- what a listener hears: a drag-pull, actions, busy, a load, the trailer, a language
    def listen(self, demo, header, rows, footer, cards, trailer):
        said, announced = self.pull(demo)
        self.check("a drag-pull is heard: pulling, loading, idle, each announced",
                   said == [PULLING, LOADING, IDLE] and announced == said,
                   f"{said}, announced {announced}")

        mark = self.heard.mark()
        do_action(rows, "refresh")
        self.heard.wait_for("busy", mark, "object:state-changed:busy", 1,
                            detail=1)
        self.heard.wait_for("not busy", mark, "object:state-changed:busy", 1,
                            detail=0)
        self.heard.wait("idle", lambda: self.heard.names(mark, 0)[-1:] == [IDLE])
        self.heard.wait_for("the new rows", mark, "object:children-changed:add", 1, 20)
        said = self.heard.names(mark, 0)
        removed = self.heard.since(mark, "object:children-changed:remove", "list", 1)
        self.check("doAction refresh: busy while it runs, Loading... then idle, rows replaced",
                   said == [LOADING, IDLE] and len(removed) == 20
                   and rows.getChildAtIndex(0).name == "Row 41",
                   f"header said {said}; {len(removed)} rows removed, the first now "
                   f"{rows.getChildAtIndex(0).name!r}")
        announced = self.heard.announced(mark, 0)
        self.check("each change is announced by the header's notification (what Orca 43 speaks)",
                   announced == [LOADING, IDLE] and header.childCount == 4
                   and {header.getChildAtIndex(i).getRoleName() for i in range(4)}
                   == {"notification"},
                   f"the notification in the header showed {announced}")

        mark = self.heard.mark()
        do_action(rows, "load more")
        self.heard.wait_for("rows added", mark, "object:children-changed:add", 1, 20)
        self.heard.wait_for("not busy", mark, "object:state-changed:busy", 1,
                            detail=0)
        added = [e[3] for e in self.heard.since(mark, "object:children-changed:add", "list", 1)]
        said = self.heard.names(mark, 2)
        self.check("doAction load more adds a page, heard through the footer",
                   rows.childCount == 40 and added == list(range(20, 40))
                   and rows.getChildAtIndex(39).name == "Row 80" and LOADING in said,
                   f"{rows.childCount} rows, children-changed:add at {added[:3]}…{added[-1:]}, "
                   f"the footer said {said}")

        # A refresh cancelled through the list's own action: Loading..., Cancelled (its 400 ms
        # in a window), then idle, and no row replaced.
        mark = self.heard.mark()
        first = rows.getChildAtIndex(0).name
        do_action(rows, "refresh")
        self.heard.wait("loading", lambda: LOADING in self.heard.names(mark, 0))
        do_action(rows, "cancel")
        self.heard.wait("idle after the cancel",
                        lambda: self.heard.names(mark, 0)[-1:] == [IDLE])
        said = self.heard.names(mark, 0)
        self.check("doAction cancel: Loading..., Cancelled, then idle, and no row replaced",
                   said == [LOADING, "Cancelled", IDLE] and rows.getChildAtIndex(0).name == first
                   and rows.childCount == 40,
                   f"header said {said}; the first row {rows.getChildAtIndex(0).name!r} "
                   f"(was {first!r}), {rows.childCount} rows")

        mark = self.heard.mark()
        do_action(trailer, "load more")
        self.heard.wait_for("cards added", mark, "object:children-changed:add", 3, 4)
        self.check("the trailer's load more adds 4 cards", cards.childCount == 12,
                   f"{cards.childCount} cards")

        trace_mark = demo.trace.mark()
        for _ in range(20):
            # Each question is answered before it returns: the demo ran GLib while at rest.
            rows.childCount, rows.getChildAtIndex(5).name, extents(rows.getChildAtIndex(5))
        xdo("key", "--clearmodifiers", "question")
        first = demo.trace.wait("the frame of the key", lambda line: True, since=trace_mark,
                                timeout=TIMEOUT)
        self.check("answering clients at rest draws no frame", first["frame"] == trace_mark,
                   f"60 questions answered at rest; the next frame drawn was the key's "
                   f"(frame {first['frame']}, expected {trace_mark})")
        xdo("key", "--clearmodifiers", "question")

        mark = self.heard.mark()
        xdo("key", "--clearmodifiers", "l")
        self.heard.wait("the header renamed", lambda: IDLE_ZH in self.heard.names(mark, 0))
        self.heard.wait("the trailer renamed", lambda: self.heard.names(mark, 4))
        self.check("a language switch renames the status bars",
                   header.name == IDLE_ZH and footer.name == "点击或上拉加载更多"
                   and trailer.name != "Slide to load more cards",
                   f"{header.name!r}, {footer.name!r}, {trailer.name!r}")

    # -- the keyboard focus: Tab along the rows, Shift+Tab round to the footer, Return on it
    def focus(self):
        mark = self.heard.mark()
        # The back footer: the auto footer would load as soon as Tab scrolls it into view.
        demo = self.run("focus", "--a11y", "on", "--footer", "back")
        self.heard.wait_for("the window's activation", mark, "window:activate", 0)
        frame, children = demo.frame_children()
        header, rows, footer, cards, trailer = children
        self.check("at start the list has the focus (the keys scroll it)",
                   {"focusable", "focused"} <= states(rows)
                   and "focused" not in states(rows.getChildAtIndex(0)),
                   f"list {sorted(states(rows))}")

        mark = self.heard.mark()
        demo.win.key("Tab")
        self.heard.wait("Row 1 focused", lambda: ("list item", "Row 1") in self.heard.focused(mark))
        self.heard.wait("the focus: event", lambda: self.heard.since(mark, "focus:"))
        first = rows.getChildAtIndex(0)
        focus = [(e[1], e[5]) for e in self.heard.since(mark, "focus:")]
        active = self.heard.since(mark, "object:active-descendant-changed", "list", 1)
        self.check("Tab: Row 1 takes the focus, its focus events sent",
                   {"focusable", "focused"} <= states(first) and "focused" in states(rows)
                   and focus == [("list item", "Row 1")] and len(active) == 1
                   and demo.trace.last()["focus"] == "row:1",
                   f"Row 1 {sorted(states(first))}; focus: from {focus}; "
                   f"{len(active)} active-descendant-changed from the list; trace focus "
                   f"{demo.trace.last()['focus']}")

        mark = self.heard.mark()
        demo.win.key("Tab")
        self.heard.wait("Row 2 focused", lambda: ("list item", "Row 2") in self.heard.focused(mark))
        lost = [e[5] for e in self.heard.since(mark, "object:state-changed:focused") if e[3] == 0]
        self.check("Tab again: the focus moves to Row 2, Row 1 loses it",
                   "focused" in states(rows.getChildAtIndex(1)) and "focused" not in states(first)
                   and lost == ["Row 1"], f"lost by {lost}; Row 2 {sorted(states(rows[1]))}")

        mark = self.heard.mark()
        for _ in range(2):
            demo.win.key("shift+Tab")
        self.heard.wait("the footer focused", lambda: len(self.heard.focused(mark)) >= 2)
        self.check("Shift+Tab round to the footer: the footer has the focus, the list not",
                   {"focusable", "focused"} <= states(footer) and "focused" not in states(rows)
                   and self.heard.focused(mark)[-1] == ("status bar", footer.name),
                   f"focused in turn {self.heard.focused(mark)}; footer {sorted(states(footer))}")

        mark, idle = self.heard.mark(), footer.name
        demo.win.key("Return")
        self.heard.wait("the footer idle again", lambda: self.heard.names(mark, 2)[-1:] == [idle]
                        and len(self.heard.names(mark, 2)) > 1)
        said, announced = self.heard.names(mark, 2), self.heard.announced(mark, 2)
        self.check("Return on the focused footer loads: its name changes, not announced twice",
                   said[:1] == [LOADING] and said[-1:] == [idle] and announced == []
                   and rows.childCount == 40,
                   f"the footer said {said}, its notification {announced}; "
                   f"{rows.childCount} rows")

        # The keyboard focus to the root window and back: the frame follows the window's.
        mark = self.heard.mark()
        root = run("xwininfo", "-root").split("Window id: ", 1)[1].split()[0]
        xdo("windowfocus", root)
        self.heard.wait("the deactivation", lambda: self.heard.since(mark, "window:deactivate"))
        inactive = sorted(states(frame))
        xdo("windowfocus", "--sync", demo.win.wid)
        self.heard.wait("the activation", lambda: self.heard.since(mark, "window:activate"))
        self.check("the frame is deactivated as the window loses the focus, activated as it gets "
                   "it back (Orca follows the active window)",
                   "active" not in inactive and "active" in states(frame),
                   f"the frame {inactive} without the focus, {sorted(states(frame))} with it")
        demo.close()

    # -- the context menu as a popup menu: Shift+F10, Down, an item's click; a right click
    def menu(self):
        mark = self.heard.mark()
        demo = self.run("menu", "--a11y", "on", "--footer", "none")
        self.heard.wait_for("the window's activation", mark, "window:activate", 0)
        frame, _ = demo.frame_children()
        demo.win.key("Tab")
        self.heard.wait("Row 1 focused", lambda: ("list item", "Row 1") in self.heard.focused(mark))

        mark = self.heard.mark()
        demo.win.key("shift+F10")
        self.heard.wait("Refresh focused",
                        lambda: ("menu item", "Refresh") in self.heard.focused(mark))
        popup = frame.getChildAtIndex(frame.childCount - 1)
        items = [popup.getChildAtIndex(i) for i in range(popup.childCount)]
        names = [i.name for i in items]
        enabled = ["enabled" in states(i) and "sensitive" in states(i) for i in items]
        added = self.heard.since(mark, "object:children-changed:add", "frame")
        self.check("Shift+F10: a popup menu of menu items named by their titles, signalled",
                   popup.getRoleName() == "popup menu"
                   and all(i.getRoleName() == "menu item" for i in items)
                   and names == ["Refresh", "Load more", "Scroll to top", "Scroll to end"]
                   and len(added) == 1,
                   f"{popup.getRoleName()} of {names}; {len(added)} children-changed:add")
        self.check("the item chosen when the menu opens has the focus",
                   "focused" in states(items[0]) and demo.trace.last()["focus"] == "menu:1",
                   f"Refresh {sorted(states(items[0]))}, trace focus "
                   f"{demo.trace.last()['focus']}")

        # AT-SPI's DoAction answers true before the action runs: that the disabled item did
        # nothing shows in the menu still being open for the key after it.
        do_action(items[1], "click")
        mark, trace_mark = self.heard.mark(), demo.trace.mark()
        demo.win.key("Down")
        self.heard.wait("Scroll to end focused",
                        lambda: ("menu item", "Scroll to end") in self.heard.focused(mark))
        line = demo.trace.wait("the key's frame", lambda l: l["focus"] == "menu:4",
                               since=trace_mark, timeout=TIMEOUT)
        self.check("the disabled items (no footer: Load more; at the top: Scroll to top) are "
                   "neither enabled nor sensitive, and a click on one does nothing",
                   enabled == [True, False, False, True] and line["menu"] == "open"
                   and not self.heard.since(mark, "object:children-changed:remove",
                                            "frame"),
                   f"enabled and sensitive: {enabled}; after its click the menu is "
                   f"{line['menu']}")
        self.check("Down skips the disabled items: the focus moves to Scroll to end",
                   self.heard.focused(mark) == [("menu item", "Scroll to end")]
                   and "focused" not in states(items[0]),
                   f"focused in turn {self.heard.focused(mark)}")

        mark, trace_mark = self.heard.mark(), demo.trace.mark()
        acted = do_action(items[3], "click")
        self.heard.wait_for("the menu gone", mark, "object:children-changed:remove", 0)
        end = demo.trace.wait(
            "the end of the list", lambda l: l["menu"] == "closed"
            and l["offset_y"] >= l["content_height"] + l["inset_bottom"] - l["view_height"] - 0.5,
            since=trace_mark, timeout=TIMEOUT)
        self.check("doAction click on Scroll to end: the menu closes and the list goes to its end",
                   acted and end["menu"] == "closed"
                   and frame.getChildAtIndex(frame.childCount - 1).getRoleName() != "popup menu",
                   f"offset {end['offset_y']} of content {end['content_height']}; the frame's "
                   f"last child now a {frame.getChildAtIndex(frame.childCount - 1).getRoleName()}")

        mark = self.heard.mark()
        demo.win.move(195, 300)
        xdo("click", "3")
        self.heard.wait("the popup menu focused",
                        lambda: ("popup menu", "") in self.heard.focused(mark))
        popup = frame.getChildAtIndex(frame.childCount - 1)
        chosen = [popup.getChildAtIndex(i).name for i in range(popup.childCount)
                  if "focused" in states(popup.getChildAtIndex(i))]
        self.check("a right click opens it with nothing chosen: the popup menu has the focus",
                   "focused" in states(popup) and chosen == [],
                   f"popup {sorted(states(popup))}, items focused {chosen}")
        demo.win.key("Escape")
        demo.close()

    # -- the empty placeholder's button: a push button whose click refreshes
    def placeholder(self):
        mark = self.heard.mark()
        demo = self.run("empty", "--a11y", "on", "--rows", "0", "--footer", "none", "--theme",
                        "light")
        self.heard.wait_for("the window's activation", mark, "window:activate", 0)
        frame, children = demo.frame_children()
        buttons = [c for c in children if c.getRoleName() == "push button"]
        button = buttons[0] if buttons else None
        x, y, w, h = demo.win.geometry()
        bx, by, bw, bh = extents(button) if button else (0, 0, 0, 0)
        path = os.path.join(self.out, "empty.png")
        screenshot(path)
        # Left of its title: the button's own blue.
        blue = histogram(path, 8, bh - 8, bx + 4, by + 4).get(BUTTON_BLUE, 0) if button else 0
        self.check("the empty state's button is a push button named Refresh, with click, where "
                   "it is drawn",
                   button is not None and button.name == "Refresh"
                   and {"focusable", "showing"} <= states(button)
                   and [button.queryAction().getName(0)] == ["click"]
                   and (bw, bh) == (140, 36) and blue == 8 * (bh - 8),
                   f"{[(c.getRoleName(), c.name) for c in children]}; extents "
                   f"{(bx, by, bw, bh)}, {blue} of its {8 * (bh - 8)} pixels checked drawn "
                   f"blue there")
        mark = self.heard.mark()
        demo.win.key("shift+Tab")
        self.heard.wait("the button focused",
                        lambda: ("push button", "Refresh") in self.heard.focused(mark))
        self.check("Shift+Tab with no rows and no footer focuses the button (the last control)",
                   "focused" in states(button)
                   and demo.trace.last()["focus"] == "placeholder", f"{sorted(states(button))}")
        mark = self.heard.mark()
        acted = do_action(button, "click")
        self.heard.wait_for("busy", mark, "object:state-changed:busy", 1, detail=1)
        self.heard.wait("the button back", lambda: [
            e for e in self.heard.since(mark, "object:children-changed:add", "frame")
            if e[4] is not None and e[4].getRoleName() == "push button"])
        said = self.heard.names(mark, 0)
        removed = [e for e in self.heard.since(mark, "object:children-changed:remove", "frame")]
        self.check("doAction click refreshes: busy, Loading..., the button gone and back",
                   acted and LOADING in said and len(removed) >= 1
                   and demo.trace.last()["refreshes"] == 1,
                   f"the header said {said}; {len(removed)} removed from the frame; refreshes "
                   f"{demo.trace.last()['refreshes']}")
        demo.close()

    # -- the completed title with --success-dwell, while another client listens and stalls
    def dwell(self):
        staller = subprocess.Popen(
            ["/usr/bin/python3", "-c", STALLER], stdout=subprocess.PIPE, text=True)
        ready = staller.stdout.readline().strip()
        os.kill(staller.pid, signal.SIGSTOP)
        demo = self.run("dwell", "--a11y", "on", "--success-dwell", "500")
        demo.app()
        said, announced = self.pull(demo)
        self.check("with --success-dwell the completed title is heard before idle",
                   said == [PULLING, LOADING, COMPLETED, IDLE] and announced == said,
                   f"{said}, announced {announced}")
        with open(f"/proc/{staller.pid}/stat") as f:
            stopped = f.read().rsplit(")", 1)[1].split()[0] == "T"
        # Had the demo waited for the stopped client, the pull above would never have ended.
        self.check("a client that stalls blocks no frame",
                   ready == "listening" and stopped and said[-1:] == [IDLE],
                   "a listener to every event, stopped (SIGSTOP) all along; the pull went on "
                   "to idle")
        demo.close()
        staller.kill()
        staller.wait()

    # -- a scroll: each row that moved says its new bounds once, when the motion ends, not every
    #    frame of it (200 row objects doing so made a frame 6 times as costly)
    def scroll(self):
        demo = self.run("scroll", "--a11y", "on", "--footer", "none")
        _, children = demo.frame_children()
        rows = children[1]
        # Every row's object made, as a client walking the list makes them.
        objects = [rows.getChildAtIndex(i) for i in range(rows.childCount)]
        before = [extents(row)[1] for row in objects]
        mark, line = self.heard.mark(), demo.trace.mark()
        demo.win.drag(195, 600, 300, 15, 0.02)
        xdo("mouseup", 1)
        demo.trace.wait_settled("the scroll's coast to end", since=line, timeout=TIMEOUT)
        frames = demo.trace.mark() - line
        moved = [i for i, row in enumerate(objects) if extents(row)[1] != before[i]]
        def signalled():
            # The rows' own (the list is the frame's child 1; the cards are the carousel's).
            return [e for e in self.heard.since(mark, "object:bounds-changed", "list item")
                    if e[7] == 1]
        self.heard.wait("a bounds-changed from every row that moved",
                        lambda: len({e[2] for e in signalled()}) >= len(moved))
        counts = {}
        for e in signalled():
            counts[e[2]] = counts.get(e[2], 0) + 1
        self.check("a scroll's rows say their bounds once, after the motion, not every frame",
                   frames > 20 and len(moved) == rows.childCount
                   and sorted(counts) == moved and set(counts.values()) == {1},
                   f"{frames} frames of motion, {len(moved)} of {rows.childCount} rows moved, "
                   f"bounds-changed per row {sorted(set(counts.values()))}")
        demo.close()

    # -- 100 000 rows: the count without the objects
    def long_list(self):
        demo = self.run("long", "--a11y", "on", "--rows", "100000")
        _, children = demo.frame_children()
        rows = children[1]
        count = rows.childCount
        last = rows.getChildAtIndex(count - 1).name
        made = dict(a.split(":", 1) for a in rows.getAttributes()).get("item-objects")
        manages = "manages descendants" in states(rows)
        self.check("a 100 000-row list answers its count and its last row without building "
                   "the rows", count == 100000 and last == "Row 100000" and int(made) <= 40
                   and manages,
                   f"{count} children, the last {last!r}, row objects made: {made}, manages "
                   f"descendants: {manages}")
        demo.close()

    # -- auto follows org.a11y.Status; off never starts
    def auto(self):
        import dbus
        bus = dbus.SessionBus().get_object("org.a11y.Bus", "/org/a11y/bus")
        status = dbus.Interface(bus, "org.freedesktop.DBus.Properties")
        status.Set("org.a11y.Status", "IsEnabled", dbus.Boolean(False))
        demo = self.run("auto-off", "--a11y", "auto")
        # The bridge starts, if at all, before the first frame: a pulled frame is well after.
        self.check("auto with accessibility disabled starts no bridge", desktop_app() is None,
                   "no refresh-demo on the desktop")
        demo.proc.terminate()
        demo.proc.wait(timeout=TIMEOUT)
        status.Set("org.a11y.Status", "IsEnabled", dbus.Boolean(True))
        demo = self.run("auto-on", "--a11y", "auto")
        self.check("auto with accessibility enabled exposes the window",
                   demo.app().getChildAtIndex(0).name == TITLE, "the frame is there")
        demo.close()
        status.Set("org.a11y.Status", "IsEnabled", dbus.Boolean(False))

    def main(self):
        launcher = subprocess.Popen(["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
                                    stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        steps = [self.tree, self.focus, self.menu, self.placeholder, self.dwell, self.scroll,
                 self.long_list, self.auto]
        try:
            run_steps(steps, self.check)
        finally:
            launcher.terminate()
        return self.report.summary()


if __name__ == "__main__":
    if len(sys.argv) != 3:
        sys.exit(__doc__)
    sys.exit(0 if A11yCheck(sys.argv[1], sys.argv[2]).main() else 1)
