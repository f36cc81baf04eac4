#!/usr/bin/env python3
"""`make soak-feed`: a thousand scripted sessions of the headless demo against the fixture
nginx, one cache for all of them, with the server's feed changing between sessions, random
faults, cancels, focus and network changes, and some sessions SIGKILLed at a random moment.

The world: a feed whose newest entries are published a few at a time between sessions (now and
then more than a page at once, which leaves a gap row), served as pages of 20 entries linked by
`next`. A fault, when a session has one, is the first page or an older one missing (404) or not
a feed, for that session only. Each session's script mixes waits, pulls (`key r`), loads
(`key End`), cancels (`key Escape` while a request is in flight), `focus out|in`,
`network offline|online`, and Tab along the rows then Return (opening an entry, or filling a gap
when the focus lands on a gap row); `--latency` keeps requests in flight for a while.

Checked after every session (the demo's trace, and the cache read with Python's sqlite3):
  - the cache holds each entry once, at positions with no hole and none shared;
  - nothing shown is lost: every entry the trace named as the anchor is in the cache, also after
    a kill;
  - a session that ended by itself: its last frame has no request in flight, `rows` equals
    `cached`, and both equal the feed's entries the cache holds;
  - the demo exits 0 (a killed one aside) and writes nothing to standard error but warnings.
Prints a line every 100 sessions and a summary; exits 1 at the first session that breaks an
invariant (its files are kept in OUTDIR/failed), 2 on bad usage.

Usage: soak_feed.py DEMO OUTDIR [SESSIONS] [SEED]
"""

import json
import os
import random
import shutil
import signal
import sqlite3
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PAGE = 20
PAGES = 10  # the server keeps the newest 200 entries
FEED = "soak.xml"


class World:
    """The server's side: the feed's entries, newest first, written as linked pages."""

    def __init__(self, root, rng):
        self.root, self.rng, self.entries, self.next_id = root, rng, [], 0
        self.publish(30)

    def publish(self, count):
        fresh = [f"urn:soak:{self.next_id + i}" for i in range(count)]
        self.next_id += count
        self.entries = (list(reversed(fresh)) + self.entries)[:PAGE * PAGES]

    def page_name(self, number):
        return FEED if number == 1 else f"soak-p{number}.xml"

    def write(self, fault=None):
        pages = [self.entries[i:i + PAGE] for i in range(0, len(self.entries), PAGE)]
        for number, entries in enumerate(pages, start=1):
            path = os.path.join(self.root, self.page_name(number))
            if fault and fault[1] == number:
                if fault[0] == "missing":
                    if os.path.exists(path):
                        os.remove(path)
                    continue
                self.atomic(path, "<feed><entry>not a feed")
                continue
            link = (f'<link rel="next" href="/{self.page_name(number + 1)}"/>'
                    if number < len(pages) else "")
            body = "".join(
                f"<entry><id>{entry}</id><title>Entry {entry[9:]}</title>"
                f"<updated>2025-03-14T{12 - min(11, int(entry[9:]) // 100):02d}:00:00Z</updated>"
                "</entry>" for entry in entries)
            self.atomic(path, '<?xml version="1.0" encoding="utf-8"?>'
                        '<feed xmlns="http://www.w3.org/2005/Atom"><title>Soak</title>'
                        f"<id>urn:soak</id>{link}{body}</feed>")

    @staticmethod
    def atomic(path, text):
        with open(path + ".new", "w") as f:
            f.write(text)
        os.chmod(path + ".new", 0o644)
        os.replace(path + ".new", path)  # nginx never serves half a document


def script(rng):
    """A session's commands: about 3 to 6 simulated seconds of a person's use."""
    lines = [f"wait {rng.randrange(100, 1200)}"]
    for _ in range(rng.randrange(2, 7)):
        choice = rng.random()
        if choice < 0.25:
            lines.append("key r")
        elif choice < 0.45:
            lines.append("key End")
        elif choice < 0.6:
            lines += ["key r", f"wait {rng.randrange(10, 400)}", "key Escape"]
        elif choice < 0.7:
            lines += ["focus out", f"wait {rng.randrange(100, 900)}", "focus in"]
        elif choice < 0.8:
            lines += ["network offline", f"wait {rng.randrange(100, 2600)}", "network online"]
        elif choice < 0.85:
            lines.append(f"wheel {rng.choice([-6, -3, 3, 6])}")
        elif choice < 0.93:
            # Tab along the rows from the top and press Return: on a row it opens the entry (a
            # headless run counts it), on a gap row it fills the gap, which lies a page or so
            # below the top after the refresh that opened it.
            lines += ["key Home", "wait 400"] + ["key Tab"] * rng.randrange(1, 300)
            lines.append("key Return")
        else:
            lines.append("key Home")
        lines.append(f"wait {rng.randrange(50, 1500)}")
    lines.append("wait 3000")  # the last request lands, the header closes: at rest
    return "\n".join(lines) + "\n"


def read_trace(path):
    lines = []
    try:
        with open(path) as f:
            for text in f:
                if text.endswith("\n"):
                    lines.append(json.loads(text))
    except FileNotFoundError:
        pass
    return lines


def cache_state(path, url):
    """The feed's entry ids in order, and whether its positions are contiguous and unique."""
    database = sqlite3.connect(f"file:{path}?mode=ro", uri=True)
    try:
        rows = database.execute(
            "SELECT entry_id, position FROM entries WHERE feed = "
            "(SELECT id FROM feeds WHERE url = ?) ORDER BY position", (url,)).fetchall()
    finally:
        database.close()
    positions = [position for _, position in rows]
    contiguous = not positions or positions == list(range(positions[0], positions[0] + len(rows)))
    return [entry for entry, _ in rows], contiguous


def session(demo, out, url, world, rng, number, kill):
    trace = os.path.join(out, "trace.jsonl")
    script_path = os.path.join(out, "script.txt")
    with open(script_path, "w") as f:
        f.write(script(rng))
    latency = rng.choice([0, 0, 100, 400, 900])
    args = [demo, "--headless", "--feed", url, "--cache", os.path.join(out, "cache.sqlite"),
            "--script", script_path, "--trace", trace, "--latency", str(latency),
            "--stale-after", str(rng.choice([0, 1, 60]))]
    if os.path.exists(trace):
        os.remove(trace)
    process = subprocess.Popen(args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if kill:
        time.sleep(rng.uniform(0.02, 0.3))
        process.send_signal(signal.SIGKILL)
    _, stderr = process.communicate(timeout=120)
    lines = read_trace(trace)
    ids, contiguous = cache_state(os.path.join(out, "cache.sqlite"), url)
    problems = []
    if len(ids) != len(set(ids)):
        problems.append("an entry is in the cache twice")
    if not contiguous:
        problems.append("the cache's positions have a hole or a shared place")
    shown = {line["anchor_id"] for line in lines if line.get("anchor_id")}
    lost = sorted(shown - set(ids))
    if lost:
        problems.append(f"shown but not in the cache: {lost[:3]}")
    killed = kill and process.returncode == -signal.SIGKILL
    if not killed:
        if process.returncode != 0:
            problems.append(f"exit {process.returncode}")
        others = [line for line in stderr.splitlines() if "warning:" not in line]
        if others:
            problems.append(f"standard error: {others[:2]}")
        if not lines:
            problems.append("no trace")
        else:
            last = lines[-1]
            if last["request"] != "none":
                problems.append(f"request {last['request']} in flight at the end")
            if not last["rows"] == last["cached"] == len(ids):
                problems.append(f"rows {last['rows']}, cached {last['cached']}, "
                                f"the cache {len(ids)}")
    return problems, killed, lines


def main():
    if len(sys.argv) not in (3, 4, 5):
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    demo, out = os.path.abspath(sys.argv[1]), os.path.abspath(sys.argv[2])
    sessions = int(sys.argv[3]) if len(sys.argv) > 3 else 1000
    seed = int(sys.argv[4]) if len(sys.argv) > 4 else 2026
    rng = random.Random(seed)
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(os.path.join(out, "root"))
    text = subprocess.run([os.path.join(HERE, "feed-server.sh"), "start",
                           os.path.join(out, "server"), os.path.join(out, "root"),
                           str(os.getpid())], check=True, capture_output=True, text=True).stdout
    server = dict(line.split("=", 1) for line in text.splitlines() if "=" in line)
    world = World(server["FEED_ROOT"], rng)
    url = server["FEED_HTTP"] + "/" + FEED
    start = time.monotonic()
    counts = {"killed": 0, "faults": 0, "frames": 0, "gaps": 0, "cancels": 0, "filled": 0}
    try:
        for number in range(1, sessions + 1):
            # Between sessions the feed gains entries; now and then more than a page (a gap).
            roll = rng.random()
            world.publish(rng.randrange(25, 45) if roll < 0.05 else
                          rng.randrange(1, 6) if roll < 0.6 else 0)
            fault = None
            if rng.random() < 0.15:
                fault = (rng.choice(["missing", "garbage"]), rng.choice([1, 1, 2, 3]))
                counts["faults"] += 1
            world.write(fault)
            kill = rng.random() < 0.1
            problems, killed, lines = session(demo, out, url, world, rng, number, kill)
            counts["killed"] += killed
            counts["frames"] += len(lines)
            counts["gaps"] += any(line.get("gap_rows", 0) > 0 for line in lines)
            counts["filled"] += any(line.get("request") == "gap" for line in lines)
            with open(os.path.join(out, "script.txt")) as f:
                counts["cancels"] += "Escape" in f.read()
            if problems:
                failed = os.path.join(out, "failed")
                os.makedirs(failed, exist_ok=True)
                for name in ("trace.jsonl", "script.txt", "cache.sqlite"):
                    if os.path.exists(os.path.join(out, name)):
                        shutil.copy(os.path.join(out, name), failed)
                print(f"FAIL  session {number} (seed {seed}, fault {fault}, killed {killed}): "
                      + "; ".join(problems) + f" — its files are in {failed}")
                sys.exit(1)
            if number % 100 == 0:
                ids, _ = cache_state(os.path.join(out, "cache.sqlite"), url)
                print(f"{number} sessions, {time.monotonic() - start:.0f} s: {len(ids)} entries "
                      f"cached, {counts['killed']} killed, {counts['faults']} with a fault, "
                      f"{counts['gaps']} with a gap row", flush=True)
    finally:
        subprocess.run([os.path.join(HERE, "feed-server.sh"), "stop",
                        os.path.join(out, "server")], check=False)
    print(f"soak-feed: {sessions} sessions (seed {seed}) in {time.monotonic() - start:.0f} s, "
          f"{counts['frames']} frames: every invariant held after each; {counts['killed']} "
          f"killed, {counts['faults']} with a fault, {counts['gaps']} with a gap row, "
          f"{counts['filled']} filling a gap, {counts['cancels']} with a cancel")


if __name__ == "__main__":
    main()
