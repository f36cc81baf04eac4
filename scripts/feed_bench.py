#!/usr/bin/env python3
"""A real feed's cost in the window and headless (`make bench` runs it under xvfb-run), against
the fixture server (scripts/feed-server.sh: nginx on 127.0.0.1), every figure beside the same
thing without the feed's work, measured in the same run:

  - landing: the window showing a 1 MiB feed of 1 000 entries (generated as the parser's test
    generates it), in turns a drag as window_bench.py makes it (200 points in 0.4 s at a
    mouse's 125 events a second, released moving, and its coast) alone; the same drag started
    0.1 s after F5 with the served document unchanged (a 304: the refresh's header and request
    without a landing); and the same with the served document rewritten to 1 000 new entries,
    so that a 1 MiB answer is fetched, parsed and its 1 000 rows put in while the content moves.
    Input-to-screen latency p99 and delayed frames of each kind from the window's trace (its
    feel_ fields), and in which of them the landing fell inside the drag and its coast. The
    landing's cost is its figures beside the 304's;
  - waiting: the window whose refresh waits on a server that accepts the connection and never
    answers (a socket here), 3 s: the app's CPU and frames, and the CPU of its threads other than
    the main one (the network thread among them), with `--motion reduced` (nothing animates)
    and with full motion (the header's animation draws);
  - memory: peak RSS of the headless run over that 1 MiB feed beside the headless run of the
    simulated feed list of as many rows.

Usage: feed_bench.py DEMO OUT [PAIRS]
"""

import json
import os
import socket
import subprocess
import sys
import threading
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from bench_x11 import CPUWatch, XInput, cpu_seconds  # noqa: E402
from e2e_check import xdo  # noqa: E402
from window_bench import DemoRun, gesture, moving_stretch, percentile, worst_window  # noqa: E402

ENTRIES, BYTES = 1000, 1 << 20
HERE = os.path.dirname(os.path.abspath(__file__))


def write_feed(path, generation):
    """A 1 MiB Atom feed of 1 000 entries whose ids are new in each generation (the shape of
    Tests/RefreshSourceTests/HostileDocumentTests.swift's generatedAtom)."""
    padding = "x" * max(0, BYTES // ENTRIES - 140)
    parts = ['<?xml version="1.0" encoding="utf-8"?>\n'
             '<feed xmlns="http://www.w3.org/2005/Atom"><title>Generated</title>']
    for index in range(ENTRIES):
        parts.append(f"<entry><id>urn:generated:{generation}:{index}</id><title>Entry "
                     f"{generation}.{index}</title><updated>2026-12-01T00:00:00Z</updated>"
                     f'<link href="/e/{index}"/><summary>{padding}</summary></entry>\n')
    parts.append("</feed>\n")
    temporary = path + ".new"
    with open(temporary, "w") as f:
        f.write("".join(parts))
    os.chmod(temporary, 0o644)
    os.replace(temporary, path)  # nginx never serves half a document


def start_server(out):
    """The fixture server over a folder holding the generated feed: its FEED_ values."""
    root = os.path.join(out, "root")
    os.makedirs(root, exist_ok=True)
    write_feed(os.path.join(root, "big.xml"), 0)
    text = subprocess.run([os.path.join(HERE, "feed-server.sh"), "start",
                           os.path.join(out, "server"), root, str(os.getpid())],
                          check=True, capture_output=True, text=True).stdout
    return dict(line.split("=", 1) for line in text.splitlines() if "=" in line)


def fresh_cache(out, name):
    """A cache folder of the run's own, empty (a window keeps a feed's entries in
    $XDG_CACHE_HOME once the cache has landed: every run starts with none)."""
    folder = os.path.join(out, "cache", name)
    subprocess.run(["rm", "-rf", folder], check=True)
    os.environ["XDG_CACHE_HOME"] = folder


KINDS = ("still", "without", "with")


def landing(demo, out, server, pairs):
    """Drags with no refresh, with a refresh answered 304 (it lands nothing), and with a 1 MiB
    landing, in turns: their latency and delayed frames."""
    url = server["FEED_HTTP"] + "/big.xml"
    fresh_cache(out, "landing")
    run = DemoRun(demo, out, "landing", ["--feed", url])
    xin = XInput()
    kinds = {kind: {"latency": [], "delayed": [], "worst": 0, "cpu": 0.0, "frames": 0}
             for kind in KINDS}
    inside, landing_work = 0, []
    try:
        run.trace.wait("the feed's 1 000 entries", lambda l: l["rows"] >= ENTRIES, timeout=30)
        xdo("windowfocus", "--sync", run.window.wid)
        ox, oy = run.origin
        xin.move(ox + 200, oy + 300)
        run.wait_quiet(1.0)
        for pair in range(pairs):
            for kind in KINDS:
                rows, refreshes = run.trace.last()["rows"], run.trace.last()["refreshes"]
                if kind == "with":
                    write_feed(os.path.join(server["FEED_ROOT"], "big.xml"), pair + 1)
                if kind != "still":
                    # The served document unchanged: the validators make it a 304.
                    xdo("key", "--clearmodifiers", "F5")
                    time.sleep(0.1)
                mark = run.trace.mark()
                ((app, _), _), held, lines = gesture(run, xin)
                if kind == "without":
                    run.trace.wait("the 304", lambda l: l["refreshes"] > refreshes, timeout=15)
                    run.wait_quiet(1.0)
                if kind == "with":
                    run.trace.wait("the landing", lambda l: l["rows"] >= rows + ENTRIES,
                                   timeout=15)
                    inside += any(l["rows"] >= rows + ENTRIES for l in moving_stretch(lines))
                    run.wait_quiet(1.0)  # the result's dwell and the header's closing
                    # The frame that put the 1 000 rows in, and the one after it: their work.
                    after = run.trace.since(mark)
                    first = next(i for i, l in enumerate(after) if l["rows"] >= rows + ENTRIES)
                    landing_work.append(max(l.get("feel_work_ms", 0)
                                            for l in after[first:first + 2]))
                stretch = moving_stretch(lines)
                figures = kinds[kind]
                figures["latency"] += [l["feel_latency_ms"] for l in lines
                                       if l.get("feel_inputs", 0) > 0]
                flags = [bool(l["feel_delayed"]) for l in stretch if "feel_delayed" in l]
                figures["delayed"] += flags
                figures["worst"] = max(figures["worst"], worst_window(flags))
                figures["cpu"] += app
                figures["frames"] += held
    finally:
        run.stop()
    result = {"pairs": pairs, "landed_inside": inside, "landing_work_ms": landing_work}
    for kind, figures in kinds.items():
        result[kind] = {"latency_p99": percentile(figures["latency"], 99),
                        "latency_p50": percentile(figures["latency"], 50),
                        "input_frames": len(figures["latency"]),
                        "delayed": sum(figures["delayed"]), "worst_window": figures["worst"],
                        "app_ms_per_frame": figures["cpu"] / max(figures["frames"], 1) * 1000}
    return result


def silent_server():
    """A port that accepts connections and never answers: (port, stop)."""
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(8)
    held = []

    def accept():
        while True:
            try:
                held.append(listener.accept()[0])
            except OSError:
                return

    threading.Thread(target=accept, daemon=True).start()

    def stop():
        listener.close()
        for connection in held:
            connection.close()

    return listener.getsockname()[1], stop


def other_threads_cpu(pid):
    """CPU seconds of every thread of `pid` but its main one."""
    total = 0
    for task in os.listdir(f"/proc/{pid}/task"):
        if int(task) == pid:
            continue
        try:
            with open(f"/proc/{pid}/task/{task}/schedstat") as f:
                total += int(f.read().split()[0])
        except (OSError, ValueError):
            continue
    return total / 1e9


def waiting(demo, out, motion):
    """3 s of a window whose refresh waits on a server that never answers."""
    port, stop = silent_server()
    fresh_cache(out, f"waiting-{motion}")
    run = DemoRun(demo, out, f"waiting-{motion}",
                  ["--feed", f"http://127.0.0.1:{port}/feed.xml",
                   "--timeout", "600000", "--motion", motion])
    try:
        run.trace.wait("the request in flight", lambda l: l["request"] == "refresh", timeout=15)
        run.wait_quiet(1.0, timeout=4.0)
        mark = run.trace.mark()
        others = other_threads_cpu(run.proc.pid)
        watch = CPUWatch(run.proc.pid)
        time.sleep(3)
        (_, app_pct), = watch.read()
        others = other_threads_cpu(run.proc.pid) - others
        last = run.trace.last()
        return {"app_pct": app_pct, "other_threads_pct": others / 3 * 100,
                "frames": run.trace.mark() - mark, "request": last["request"]}
    finally:
        run.stop()
        stop()


def peak_rss(demo, args):
    """Peak RSS (MiB) of a headless run, as GNU time reports it: a child forked from this
    Python would count the Python's pages it held before its exec in its own peak."""
    done = subprocess.run(["/usr/bin/time", "-f", "%M", demo, "--headless", "--frames", "120"]
                          + args, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
    if done.returncode != 0:
        raise SystemExit(f"feed_bench: {demo} --headless {' '.join(args)} failed: "
                         f"{done.stderr.strip()}")
    return int(done.stderr.split()[-1]) / 1024


def main():
    if len(sys.argv) not in (3, 4):
        sys.exit(__doc__)
    demo, out = sys.argv[1], os.path.abspath(sys.argv[2])
    pairs = int(sys.argv[3]) if len(sys.argv) > 3 else 12
    os.makedirs(out, exist_ok=True)
    server = start_server(out)
    try:
        figures = {"landing": landing(demo, out, server, pairs)}
        figures["waiting"] = {motion: waiting(demo, out, motion) for motion in ("reduced", "full")}
        url = server["FEED_HTTP"] + "/big.xml"
        figures["rss"] = {"feed": peak_rss(demo, ["--feed", url]),
                          "simulated": peak_rss(demo, ["--list", "feed", "--rows",
                                                       str(ENTRIES)])}
    finally:
        subprocess.run([os.path.join(HERE, "feed-server.sh"), "stop",
                        os.path.join(out, "server")], check=False)
    with open(os.path.join(out, "feed-figures.json"), "w") as f:
        json.dump(figures, f, indent=1)
    report(figures)


def report(figures):
    land = figures["landing"]
    still, without, with_ = land["still"], land["without"], land["with"]

    def ratio(a, b):
        return f"{a / b:.2f} ×" if b else "–"

    print("| a 1 MiB feed of 1 000 entries (one run) | no refresh | a refresh answered 304 | "
          "a 1 MiB landing | landing ÷ 304 |")
    print("|---|---|---|---|---|")
    print(f"| input to screen, p99 ({still['input_frames']} / {without['input_frames']} / "
          f"{with_['input_frames']} frames with input) | {still['latency_p99']} ms | "
          f"{without['latency_p99']} ms | {with_['latency_p99']} ms | "
          f"{ratio(with_['latency_p99'], without['latency_p99'])} |")
    print(f"| input to screen, p50 | {still['latency_p50']} ms | {without['latency_p50']} ms | "
          f"{with_['latency_p50']} ms | |")
    print(f"| delayed frames over {land['pairs']} drags and their coasts (worst 64-frame window) "
          f"| {still['delayed']} ({still['worst_window']}) | {without['delayed']} "
          f"({without['worst_window']}) | {with_['delayed']} ({with_['worst_window']}) | |")
    print(f"| app CPU a frame over a drag's 2 s | {still['app_ms_per_frame']:.3g} ms | "
          f"{without['app_ms_per_frame']:.3g} ms | {with_['app_ms_per_frame']:.3g} ms | "
          f"{ratio(with_['app_ms_per_frame'], without['app_ms_per_frame'])} |")
    print(f"| landings that fell inside the drag or its coast | | | {land['landed_inside']} of "
          f"{land['pairs']} | |")
    work = ", ".join(f"{w:.1f}" for w in land["landing_work_ms"])
    print(f"| the landing frame's work (feel_work_ms, the longer of it and the next) | | | "
          f"{work} ms | |")
    for motion, wait in figures["waiting"].items():
        print(f"| a refresh waiting on a server that never answers, 3 s, --motion {motion}: app "
              f"CPU / its threads but the main one / frames | {wait['app_pct']:.3f} % / "
              f"{wait['other_threads_pct']:.3f} % of a core / {wait['frames']} frames | | "
              f"(request: {wait['request']}) | |")
    rss = figures["rss"]
    print(f"| peak RSS, headless, 120 frames: the simulated feed list of 1 000 rows / the feed "
          f"| {rss['simulated']:.1f} MiB | | {rss['feed']:.1f} MiB | "
          f"{rss['feed'] / rss['simulated']:.2f} × |")


if __name__ == "__main__":
    main()
