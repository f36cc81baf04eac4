#!/usr/bin/env python3
"""Turns a demo trace (JSON Lines) into a table gnuplot reads, and the moments the laws start
from into gnuplot variables.

    trace-data.py TRACE TABLE PARAMS KIND [NAME=VALUE ...]

TABLE gets one line a frame: t (s), offset_y (pt), velocity_y (pt/s), dragging (0/1),
decelerating (0/1), inset_top (pt). PARAMS gets the NAME=VALUE pairs given (the script's own
numbers) and, for KIND `fling` (which needs release=SECONDS, the script's `up`), the offset `x0`
and velocity `v0` at the release that the coasting law needs to give the first frame after it,
and the top edge `edge`; the law then has to predict every later frame on its own.
"""
import json
import math
import sys


def main(trace, table, params, kind, *pairs):
    frames = [json.loads(line) for line in open(trace, encoding="utf-8") if line.strip()]
    with open(table, "w", encoding="utf-8") as out:
        out.write("# t_s offset_y velocity_y dragging decelerating inset_top\n")
        for f in frames:
            out.write("%.6f %.6f %.6f %d %d %.6f\n" % (
                f["t"] / 1000, f["offset_y"], f["velocity_y"], f["dragging"],
                f["decelerating"], f["inset_top"]))
    values = dict(pair.split("=", 1) for pair in pairs)
    if kind == "fling":
        # The coasting law from the release (the script's `up`, given as release=SECONDS):
        # v(t) = v0·d^(1000t), x(t) = x0 + v0·(d^(1000t) − 1)/(1000·ln d). The first frame after
        # the release fixes v0 and x0; every later frame is the law's prediction to check.
        rate = float(values.get("rate", "0.998"))
        release = float(values["release"])
        first = next(f for f in frames if f["t"] / 1000 > release + 1e-9)
        k = 1000 * math.log(rate)
        elapsed = first["t"] / 1000 - release
        v0 = first["velocity_y"] / math.exp(k * elapsed)
        x0 = first["offset_y"] - v0 * (math.exp(k * elapsed) - 1) / k
        values["x0"] = "%.9f" % x0
        values["v0"] = "%.9f" % v0
        values["edge"] = "%.9f" % -first["inset_top"]
    with open(params, "w", encoding="utf-8") as out:
        for name, value in values.items():
            out.write("%s = %s\n" % (name, value))


if __name__ == "__main__":
    if len(sys.argv) < 5:
        sys.exit(__doc__)
    main(*sys.argv[1:])
