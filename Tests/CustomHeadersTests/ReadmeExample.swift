// The code of the README's "Write your own header" section, compiled on RefreshCore's public API
// only. A test checks that the README shows exactly the lines between the markers.
import RefreshCore

// README begin
/// A row of dots: the pull lights them one by one, refreshing runs a wave through them.
struct DotsLook: RefreshLook {
    var dots = 5
    var color = Color(r: 90, g: 90, b: 90)
    func isAnimating(at moment: RefreshMoment) -> Bool { moment.state == .refreshing }

    /// How many dots are lit: by the pull, or by the wave (10 steps a second) while refreshing.
    func litDots(at moment: RefreshMoment) -> Int {
        guard moment.state == .refreshing else {
            return min(dots, Int(moment.pullingPercent * Double(dots)))
        }
        return Int((moment.time - moment.stateSince) * 10) % (dots + 1)
    }

    func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let lit = litDots(at: moment)
        for index in 0..<dots {
            let x = frame.midX + Double(index - dots / 2) * 16 - 4
            let alpha = (index < lit ? 1 : 0.25) * moment.alpha
            list.fill(Rect(x: x, y: frame.midY - 4, width: 8, height: 8), color.withAlpha(alpha))
        }
    }
}

/// Puts the header on a scroll view; `reload` runs when it refreshes.
func installDots(on scrollView: ScrollView, reload: @escaping () -> Void) {
    scrollView.header = RefreshHeader(look: DotsLook(), action: reload)
}
// README end
