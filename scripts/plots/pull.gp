# A pull to refresh: the demo's trace, with the rubber band drawn over the drag.
# Variables from the command line: table, params, output. From params: T0 (pointer down, s),
# T1 (end of the move), Tr (release), travel (pt), d (view height), c (rubber-band constant),
# height (header), open, latency, close (s).
load params
set terminal pngcairo size 960,780 font "DejaVu Sans,11" linewidth 1.2
set output output
set multiplot layout 2,1 title "A pull to refresh: the demo's trace and UIKit's rubber band" font ",14"

f(x) = (1 - 1 / (x * c / d + 1)) * d
df(x) = c / (x * c / d + 1)**2
finger(t) = t <= T0 ? 0 : (t < T1 ? travel * (t - T0) / (T1 - T0) : travel)
law_x(t) = (t >= T0 && t <= Tr) ? -f(finger(t)) : 1/0
law_v(t) = (t > T0 && t < T1) ? -df(finger(t)) * travel / (T1 - T0) : ((t >= T1 && t <= Tr) ? 0 : 1/0)
slope_x(t) = (t >= T0 && t <= T1) ? -c * finger(t) : 1/0

end = Tr + open + latency + close
set samples 2000
set grid lc rgb "#dddddd"
set xrange [0:end + 0.45]
set xtics 0.25
set lmargin 12
set tmargin 3
set style line 1 lc rgb "#1f77b4" pt 7 ps 0.5
set style line 2 lc rgb "#d62728" lw 2.4
set style line 3 lc rgb "#7f7f7f" dt 2 lw 1.2
set style line 5 lc rgb "#9467bd" dt 4 lw 1.6

# The phases, marked in both panels and named above the first.
do for [at in sprintf("%g %g %g %g %g %g", T0, T1, Tr, Tr + open, Tr + open + latency, end)] {
    set arrow from at, graph 0 to at, graph 1 nohead ls 3
}
set label 1 "drag" at (T0 + T1) / 2, graph 1.04 center
set label 2 "hold" at (T1 + Tr) / 2, graph 1.04 center
set label 3 "open" at Tr + open / 2, graph 1.04 center
set label 4 "refreshing (the network's 1 s)" at Tr + open + latency / 2, graph 1.04 center
set label 5 "close" at end - close / 2, graph 1.04 center

set ylabel "offset y (pt)\n(negative: pulled down)"
set yrange [-230:15]
set label 6 sprintf("trigger: -%g pt (the header height)", height) at Tr + open + 0.03, -height - 9 textcolor rgb "#2ca02c"
set arrow 10 from graph 0, first -height to graph 1, first -height nohead lc rgb "#2ca02c" dt 3
set key bottom right box opaque samplen 3
set format x ""
plot slope_x(x) with lines ls 5 title "-c·x: the band's slope at rest, 55 % of the finger", \
     law_x(x) with lines ls 2 title sprintf("rubber band: -(1 - 1/(x·c/d + 1))·d, c = %g, d = %g pt", c, d), \
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
plot law_v(x) with lines ls 2 title sprintf("the rubber band's rate: -f'(x)·%g pt/s of finger", travel / (T1 - T0)), \
     table using 1:3 with points ls 1 title "trace: the velocity of each frame"
unset multiplot
