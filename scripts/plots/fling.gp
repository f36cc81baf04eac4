# A fling into the top edge: the demo's trace, with the coasting law (0.998 per ms) and the
# critically damped spring (omega = 10) drawn over it. Variables from the command line: table,
# params, output. From params: release (s), x0, v0 (offset and velocity at the release, fixed by
# the first frame after it), edge (the top edge's offset), rate, w.
load params
set terminal pngcairo size 960,760 font "DejaVu Sans,11" linewidth 1.2
set output output
set multiplot layout 2,1 title "A fling and its bounce: the demo's trace, UIKit's deceleration and the spring" font ",14"

k = 1000 * log(rate)
coast_x(t) = x0 + v0 * (exp(k * (t - release)) - 1) / k
coast_v(t) = v0 * exp(k * (t - release))
tc = release + log(1 + (edge - x0) * k / v0) / k
vc = v0 + k * (edge - x0)
spring_x(t) = edge + exp(-w * (t - tc)) * (vc * (t - tc))
spring_v(t) = exp(-w * (t - tc)) * (vc - w * vc * (t - tc))
law_x(t) = t < release ? 1/0 : (t < tc ? coast_x(t) : spring_x(t))
law_v(t) = t < release ? 1/0 : (t < tc ? coast_v(t) : spring_v(t))
ghost_x(t) = t < tc ? 1/0 : coast_x(t)

set samples 2000
set grid lc rgb "#dddddd"
set key top right box opaque
set xrange [release - 0.15:release + 1.35]
set lmargin 12
set style line 1 lc rgb "#1f77b4" pt 7 ps 0.55
set style line 2 lc rgb "#d62728" lw 2.2
set style line 4 lc rgb "#ff7f0e" lw 2.2
set style line 3 lc rgb "#7f7f7f" dt 2 lw 1.2
set arrow from release, graph 0 to release, graph 1 nohead ls 3
set arrow from tc, graph 0 to tc, graph 1 nohead ls 3

set ylabel "offset y (pt)\n(0: the top of the list)"
set yrange [-150:650]
set label 1 "release" at release + 0.01, graph 0.06
set label 2 "crosses the top edge" at tc + 0.01, graph 0.06
set label 3 sprintf("released at x0 = %.0f pt,\nv0 = %.0f pt/s", x0, v0) at tc + 0.05, 250
set arrow 10 from graph 0, first edge to graph 1, first edge nohead lc rgb "#2ca02c" dt 3
set format x ""
plot (x < tc ? law_x(x) : 1/0) with lines ls 2 title sprintf("coasting: x0 + v0·(d^{1000t} - 1)/(1000·ln d), d = %g", rate), \
     (x >= tc ? law_x(x) : 1/0) with lines ls 4 title sprintf("bounce: e^{-ωt}·(c1 + c2·t), critically damped, ω = %g rad/s", w), \
     ghost_x(x) with lines ls 3 title "coasting, had there been no edge", \
     table using 1:2 with points ls 1 title "trace: the offset of each frame (60 fps)"

unset label
unset arrow 10
set xlabel "time (s)"
set format x "%g"
set ylabel "velocity y (pt/s)"
set yrange [*:*]
set autoscale y
set key bottom right box opaque
set label 4 sprintf("at the edge: %.0f pt/s", vc) at tc + 0.03, vc
plot (x < tc ? law_v(x) : 1/0) with lines ls 2 title "coasting: v0·d^{1000t}", \
     (x >= tc ? law_v(x) : 1/0) with lines ls 4 title "bounce: the spring's velocity", \
     table using 1:3 with points ls 1 title "trace: the velocity of each frame"
unset multiplot
