#!/usr/bin/env bash
# Renders the scroll physics as PNGs in docs/images/ (for the README and the DocC article "The
# scroll physics") from real traces of the demo: the offset and velocity over time of
#   plot-pull.png      a pull to refresh, with the rubber band drawn over the drag;
#   plot-fling.png     a fling into the top edge, with the 0.998/ms coasting law and the
#                      critically damped spring (omega = 10) drawn over it;
#   plot-trackpad.png  a trackpad pull (`scroll DX DY` events), with the rubber band of the
#                      scrolled sum; skipped, saying so, while the demo does not know `scroll`.
# The laws are computed by gnuplot from the scripts' own numbers and the release's offset and
# velocity (scripts/plots/*.gp); the trace is only ever plotted, never fitted.
set -euo pipefail
cd "$(dirname "$0")/.."
swift=${SWIFT:-swift}
"$swift" build --product refresh-demo
demo=$("$swift" build --show-bin-path)/refresh-demo
out=docs/images
here=scripts/plots
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir -p "$out"

# The demo's defaults these plots rely on, passed explicitly.
view=720
latency=1000
run() { "$demo" --headless --size "390x$view" --latency "$latency" "$@" >/dev/null; }
seconds() { python3 -c "print($1 / 1000)"; }

# (a) A pull to refresh: 400 points down over 0.8 s, a 0.3 s hold, then the release.
start=200 move=800 hold=300 travel=400
cat > "$tmp/pull.txt" <<SCRIPT
wait $start
down 195 150
move 195 $((150 + travel)) $move
wait $hold
up
wait 2600
SCRIPT
run --script "$tmp/pull.txt" --trace "$tmp/pull.jsonl"
python3 "$here/trace-data.py" "$tmp/pull.jsonl" "$tmp/pull.tsv" "$tmp/pull.params" pull \
    T0="$(seconds $start)" T1="$(seconds $((start + move)))" \
    Tr="$(seconds $((start + move + hold)))" travel=$travel d=$view c=0.55 height=54 \
    open=0.25 latency="$(seconds $latency)" close=0.4
gnuplot -e "table='$tmp/pull.tsv'; params='$tmp/pull.params'; output='$out/plot-pull.png'" \
    "$here/pull.gp"
echo "plots: wrote $out/plot-pull.png"

# (b) A fling: drag the list 600 points up and let it rest, then swipe 100 points down in 50 ms.
cat > "$tmp/fling.txt" <<'SCRIPT'
wait 200
down 195 660
move 195 60 1000
wait 300
up
wait 300
down 195 200
move 195 300 50
up
wait 2000
SCRIPT
run --rows 60 --footer none --script "$tmp/fling.txt" --trace "$tmp/fling.jsonl"
python3 "$here/trace-data.py" "$tmp/fling.jsonl" "$tmp/fling.tsv" "$tmp/fling.params" fling \
    release=1.85 rate=0.998 w=10
gnuplot -e "table='$tmp/fling.tsv'; params='$tmp/fling.params'; output='$out/plot-fling.png'" \
    "$here/fling.gp"
echo "plots: wrote $out/plot-fling.png"

# (c) A trackpad pull: 30 scroll events of 8 points, 16 ms apart, then nothing.
printf 'scroll 0 1\n' > "$tmp/probe.txt"
set +e
"$demo" --headless --frames 1 --script "$tmp/probe.txt" >/dev/null 2>"$tmp/probe.err"
probe=$?
set -e
if [ $probe -eq 3 ]; then
    echo "plots: skipped plot-trackpad.png: this refresh-demo does not know the script command" \
        "'scroll DX DY' yet ($(tail -1 "$tmp/probe.err"))"
    exit 0
fi
[ $probe -eq 0 ] || { cat "$tmp/probe.err" >&2; exit 1; }
events=30 step=8 every=16
{
    echo "wait $start"
    for _ in $(seq $events); do printf 'scroll 0 %s\nwait %s\n' $step $every; done
    echo "wait 2000"
} > "$tmp/trackpad.txt"
: > "$tmp/trackpad.events"
for i in $(seq 0 $((events - 1))); do
    echo "$(seconds $((start + i * every))) $(((i + 1) * step))" >> "$tmp/trackpad.events"
done
last=$((start + (events - 1) * every))
run --script "$tmp/trackpad.txt" --trace "$tmp/trackpad.jsonl"
python3 "$here/trace-data.py" "$tmp/trackpad.jsonl" "$tmp/trackpad.tsv" "$tmp/trackpad.params" \
    trackpad T0="$(seconds $start)" T1="$(seconds $last)" Tr="$(seconds $((last + 150)))" \
    d=$view c=0.55 height=54 open=0.25
gnuplot -e "table='$tmp/trackpad.tsv'; events='$tmp/trackpad.events'; params='$tmp/trackpad.params'; output='$out/plot-trackpad.png'" \
    "$here/trackpad.gp"
echo "plots: wrote $out/plot-trackpad.png"
