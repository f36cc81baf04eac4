import RefreshCore
import TestSupport
import Testing

@Suite struct RefreshTimingMotionTests {
    /// Reduced motion makes the opening and the closing take no time, and gives back the
    /// durations set before once it is off again; dwells are not motion and stay.
    @Test func reducedMotionZeroesTheOpeningAndTheClosingOnly() {
        var timing = RefreshTiming()
        timing.opening = 0.3
        timing.failureDwell = 2
        #expect(timing.opening == 0.3 && timing.closing == RefreshConstants.slowAnimationDuration)
        timing.reducesMotion = true
        #expect(timing.opening == 0 && timing.closing == 0)
        #expect(timing.failureDwell == 2)
        timing.reducesMotion = false
        #expect(timing.opening == 0.3 && timing.closing == 0.4)
    }

    /// A look shows one still frame while refreshing with reduced motion, and does not ask the
    /// loop to keep drawing; with full motion the spinner turns.
    @Test func theSpinnerIsStillWhileRefreshingWithReducedMotion() {
        let sheet = SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20)
        let look = ArrowSpinnerLook.autoFooter(spinner: sheet)
        var moment = RefreshMoment(state: .refreshing, pullingPercent: 1, alpha: 1, time: 0.55)
        moment.stateSince = 0.1
        var start = moment
        start.time = 0.1
        #expect(look.frameIndex(at: moment) != look.frameIndex(at: start))
        #expect(look.isAnimating(at: moment))
        moment.timing.reducesMotion = true
        let still = look.frameIndex(at: moment)
        moment.time = 0.9
        #expect(look.frameIndex(at: moment) == still)
        #expect(!look.isAnimating(at: moment))
    }
}
