#!/usr/bin/env bash
# Renders the README's pictures of real feeds with the headless mode, from file:// feeds (the
# fixtures' shapes) and a cache of the run's own:
#   docs/images/feed.png     the fixture Atom feed at rest; "Up to date" after a pull; a
#                            failed refresh over the cached rows (the feed's file gone);
#   docs/images/offline.png  a feed opened again where the previous run left it (frame 0); a gap
#                            row after a refresh that met none of the cached entries; the
#                            offline line over a pull while the network monitor says offline.
# 390×520 points at 2×, shown at 40 %. DEMO names another build of the demo.
set -euo pipefail
cd "$(dirname "$0")/.."
demo=$(realpath "${DEMO:-.build/release/refresh-demo}")
out=docs/images
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fixtures=$PWD/Tests/Fixtures/feeds
shoot() { # NAME SCRIPT-TEXT OPTIONS...: the shot `list` of a headless run into $tmp/NAME/
    local name=$1 script=$2
    shift 2
    printf '%s\n' "$script" >"$tmp/$name.txt"
    "$demo" --headless --size 390x520 --scale 2 --script "$tmp/$name.txt" \
        --shots "$tmp/$name" "$@" >/dev/null
}
row() { # OUTPUT PNG...: side by side at 40 %, framed
    local output=$1
    shift
    convert "$@" -resize 40% -bordercolor '#c8c8d0' -border 1 +append +repage "$output"
    echo "wrote $output"
}
# An Atom feed of entries $2..$3 (newest first) by a few authors, linking to $4 when given.
atom() { # FILE FIRST LAST [NEXT]
    local file=$1 first=$2 last=$3 next=${4:-}
    local authors=("Ada Lovelace" "Grace Hopper" "Alan Kay" "Barbara Liskov" "Ken Thompson")
    local titles=("Why the list keeps your place when new posts arrive"
        "Conditional requests: ETag, Last-Modified and a 304" "A gap row, and how it fills"
        "Offline first: the database is the source of truth" "Backoff after failures"
        "Reading RFC 5005 on a train" "Rubber bands, springs and the feel of a pull")
    {
        echo '<?xml version="1.0" encoding="utf-8"?>'
        echo '<feed xmlns="http://www.w3.org/2005/Atom"><title>Planet Refresh</title>'
        echo '<id>urn:planet</id>'
        [ -n "$next" ] && echo "<link rel=\"next\" href=\"$next\"/>"
        for ((i = last; i >= first; i--)); do
            echo "<entry><id>urn:planet:$i</id><title>${titles[i % 7]}</title>"
            echo "<author><name>${authors[i % 5]}</name></author>"
            # Entry i was updated i × 37 minutes before the headless clock's start.
            echo "<updated>$(date -u -d "@$((1741961100 - i * 2220))" +%FT%TZ)</updated></entry>"
        done
        echo '</feed>'
    } >"$file"
}

# The fixture feed at rest (the launch bar gone); a pull: "Up to date"; a failed refresh over
# the rows a cache kept, the feed's file gone.
shoot rest $'wait 3000\nshot list' --feed "file://$fixtures/atom.xml"
pull=$'wait 3000\ndown 195 150\nmove 195 330 300\nwait 300\nup\nwait 300\nshot list'
shoot pull "$pull" --feed "file://$fixtures/atom.xml" --success-dwell 1500
cp "$fixtures/atom.xml" "$tmp/gone.xml"
shoot keep $'wait 1000' --feed "file://$tmp/gone.xml" --cache "$tmp/gone.sqlite"
rm "$tmp/gone.xml"
shoot failed "$pull" --feed "file://$tmp/gone.xml" --cache "$tmp/gone.sqlite"
row "$out/feed.png" "$tmp/rest/list.png" "$tmp/pull/list.png" "$tmp/failed/list.png"

# Opened where it was left: a run scrolls 40 entries down and ends; the next run's frame 0.
atom "$tmp/planet.xml" 1 40
shoot leave $'wait 1000\nwheel -12\nwait 2000' --feed "file://$tmp/planet.xml" \
    --cache "$tmp/planet.sqlite"
shoot reopen $'shot list' --feed "file://$tmp/planet.xml" --cache "$tmp/planet.sqlite"
# A gap: five cached entries, then a refresh whose page (entries 20…23, linking to older ones)
# meets none of them.
atom "$tmp/gap.xml" 1 5
shoot cache-gap $'wait 1000' --feed "file://$tmp/gap.xml" --cache "$tmp/gap.sqlite"
atom "$tmp/gap.xml" 20 23 "gap-2.xml"
atom "$tmp/gap-2.xml" 4 19
shoot gap $'wait 3000\nkey r\nwait 1500\nshot list' --feed "file://$tmp/gap.xml" \
    --cache "$tmp/gap.sqlite"
# Offline: the monitor's reading holds 2 s, then a pull shows the detail line.
shoot offline $'network offline\nkey Home\nwait 3000\ndown 195 150\nmove 195 330 300\nwait 200\nshot list' \
    --feed "file://$tmp/planet.xml" --cache "$tmp/planet.sqlite"
row "$out/offline.png" "$tmp/reopen/list.png" "$tmp/gap/list.png" "$tmp/offline/list.png"
