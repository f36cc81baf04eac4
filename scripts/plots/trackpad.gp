# A trackpad pull: `scroll 0 DY` events, then none, so the gesture ends as a release. The
# rubber band is drawn over the sum of the events. Variables from the command line: table,
# events (t in s and the running sum of DY, one line an event), params, output. From params:
# T0 (first event), T1 (last event), Tr (the gesture's end, 150 ms after the last event), d, c,
# height, open (s).
load params
set terminal pngcairo size 960,780 font "DejaVu Sans,11" linewidth 1.2
set output output
set multiplot layout 2,1 title "A trackpad pull: the demo's trace and the rubber band of the scrolled distance" font ",14"

f(x) = (1 - 1 / (x * c / d + 1)) * d

set grid lc rgb "#dddddd"
set xrange [0:Tr + open + 1.0]
set xtics 0.25
set lmargin 12
set tmargin 3
set style line 1 lc rgb "#1f77b4" pt 7 ps 0.5
set style line 2 lc rgb "#d62728" lw 2.4
set style line 3 lc rgb "#7f7f7f" dt 2 lw 1.2
do for [at in sprintf("%g %g %g %g", T0, T1, Tr, Tr + open)] {
    set arrow from at, graph 0 to at, graph 1 nohead ls 3
}
set label 1 "scroll events" at (T0 + T1) / 2, graph 1.04 center
set label 2 "150 ms: none" at (T1 + Tr) / 2, graph 1.04 center
set label 3 "open" at Tr + open / 2, graph 1.04 center
set label 4 "refreshing" at Tr + open + 0.4, graph 1.04 center

set ylabel "offset y (pt)\n(negative: pulled down)"
set yrange [-150:15]
set arrow 10 from graph 0, first -height to graph 1, first -height nohead lc rgb "#2ca02c" dt 3
set label 6 sprintf("trigger: -%g pt (the header height)", height) at Tr + open + 0.03, -height - 9 textcolor rgb "#2ca02c"
set key bottom right box opaque samplen 3
set format x ""
plot events using 1:(-f($2)) with steps ls 2 title sprintf("rubber band of the scrolled sum x: -f(x, d), c = %g, d = %g pt", c, d), \
     table using 1:2 with points ls 1 title "trace: the offset of each frame (60 fps)"

unset label
unset arrow 10
set tmargin 1
set xlabel "time (s)"
set format x "%g"
set ylabel "velocity y (pt/s)"
set yrange [*:*]
set autoscale y
set key bottom right box opaque samplen 3
plot table using 1:3 with points ls 1 title "trace: the velocity of each frame"
unset multiplot
