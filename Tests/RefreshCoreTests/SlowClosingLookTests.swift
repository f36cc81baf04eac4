import CustomHeaders
import RefreshCore
import TestSupport
import Testing

/// Looks read the closing from the component's own `timing`: with `timing.closing` at 1 s (not
/// MJRefresh's 0.4 s) the balloon stays gone and the progress ring holds its result for the
/// whole second the header takes to close.
@Suite struct SlowClosingLookTests {
    @Test func theBalloonStaysGoneWhileASlowHeaderCloses() {
        let harness = HeaderHarness(RefreshHeader.balloon, demoSheet: "balloon")
        let header = harness.header
        header.timing.closing = 1
        header.timing.failureDwell = 0.2
        harness.pullToRefresh()
        harness.at(3.0)
        header.endRefreshing(result: .failure)
        // Drifting (frame 5) through the dwell and on until the drift's 1 s is over at 4.0;
        // then gone (−1) until the closing, begun at 3.2, is over at 4.2.
        let frames: [(Double, Int)] = [
            (0.1, 5), (0.5, 5), (0.95, 5), (1.05, -1), (1.15, -1),
        ]
        harness.expectAnimatedFrames(frames, from: 3.0)
        #expect(header.state == .idle)
        // Still closing at 4.15: the header is not quite in, so a pull frame would show.
        #expect(header.pullingPercent > 0)
        harness.at(4.25)
        #expect(header.pullingPercent == 0)
        #expect(!header.isAnimatingLooks)
        #expect(header.displayedFrameIndex == 0)
    }

    @Test func theProgressRingHoldsItsResultWhileASlowHeaderCloses() {
        let sheet = SyntheticSheets.sheet("progress", count: 46, width: 36, height: 36)
        let harness = HeaderHarness(RefreshHeader.progress, sheet: sheet)
        let header = harness.header
        header.timing.closing = 1
        header.timing.minimumRefreshing = 0
        header.timing.successDwell = 0.5
        harness.pullToRefresh()
        harness.at(3.0)
        header.endRefreshing(result: .success)
        // The success's 8 frames (38–45) play over 0.4 s, then the last holds through the dwell
        // (to 3.5) and the closing after it (to 4.5).
        let frames: [(Double, Int)] = [
            (0.0, 38), (0.2, 42), (0.45, 45), (0.6, 45), (1.0, 45), (1.45, 45),
        ]
        harness.expectAnimatedFrames(frames, from: 3.0)
        #expect(header.state == .idle)
        #expect(header.pullingPercent > 0)
        harness.at(4.55)
        #expect(header.pullingPercent == 0)
        #expect(!header.isAnimatingLooks)
        #expect(header.displayedFrameIndex == 0)
    }
}
