import CustomHeaders
import HeaderTestSupport
import RefreshCore
import TestSupport
import Testing

extension RefreshHeader {
    /// Whether the balloon's burst plays now.
    fileprivate var isBursting: Bool {
        (component.look as? BalloonLook)?.isBursting(at: component.moment) ?? false
    }
}

/// The balloon header is `RefreshHeader.balloon`: a `RefreshHeader` wearing a `BalloonLook`.
@Suite struct BalloonHeaderTests {
    /// A fresh balloon header for every test (Swift Testing makes the suite anew for each).
    let harness = HeaderHarness(RefreshHeader.balloon, demoSheet: "balloon")
    var header: RefreshHeader { harness.header }

    @Test(arguments: [(0.0, 0), (0.1, 0), (0.3, 1), (0.5, 2), (0.7, 3), (0.9, 4)])
    func idleFrameFollowsThePull(percent: Double, index: Int) {
        harness.expectPull(to: percent, showsFrame: index)
        #expect(header.state == .idle)
    }

    @Test func idleFrameIsClampedToTheLastIdleFrame() {
        header.pullingPercent = 1.0
        #expect(header.displayedFrameIndex == 4)
        header.pullingPercent = 2.5
        #expect(header.displayedFrameIndex == 4)
    }

    @Test func labelsAreHiddenAndTheBalloonIsCentred() throws {
        #expect(header.look is BalloonLook)
        #expect(header.look.title(at: header.moment).isEmpty)
        #expect(
            header.look.textWidth(at: header.moment, metrics: FixedTextMetrics(lineHeight: 17)) == 0
        )
        var list = DrawList()
        header.draw(
            into: &list, frame: Rect(x: 0, y: 20, width: 390, height: 54),
            metrics: FixedTextMetrics(lineHeight: 17))
        #expect(list.commands.count == 1)
        let command = try #require(list.commands.first)
        guard case .sprite(let sheet, let frame, let rect, _, _, _) = command else {
            Issue.record("expected a sprite")
            return
        }
        #expect(sheet == "balloon" && frame == 0)
        #expect(rect == Rect(x: 175, y: 22, width: 40, height: 50))
    }

    @Test func pullingAndRefreshingShakeWithFramesFiveAndSix() {
        harness.at(1.0)
        harness.pull(to: 1.5)
        #expect(header.state == .pulling)
        harness.expectFrames(
            [(0.0, 5), (0.1, 5), (0.2, 6), (0.35, 5), (0.5, 6)], from: 1, "pulling ")
        harness.release()
        #expect(header.state == .refreshing)
        harness.expectFrames(
            [(0.0, 5), (0.15, 6), (0.3, 5), (0.45, 6), (1.35, 6), (1.5, 5)], from: 1.5,
            "refreshing ")
        #expect(header.isAnimatingLooks)
    }

    @Test func endingPlaysTheBurstOnceAndWhole() {
        harness.pullToRefresh()
        harness.at(3.0)
        #expect(header.state == .refreshing)
        header.endRefreshing()
        #expect(header.state == .idle)
        let burst: [(Double, Int)] = [
            (0.0, 7), (0.1, 7), (0.15, 8), (0.3, 9), (0.45, 10), (0.6, 11), (0.75, 12),
            (0.85, 12),
        ]
        harness.expectAnimatedFrames(burst, from: 3) { offset in
            #expect(header.isBursting, "at +\(offset)")
        }
        // The header closed at +0.4; once the burst's 0.9 s are over the idle frames are back.
        harness.at(3.9)
        #expect(header.pullingPercent == 0)
        #expect(!header.isAnimatingLooks)
        #expect(header.displayedFrameIndex == 0)
        harness.pull(to: 0.5)
        #expect(header.displayedFrameIndex == 2)
    }

    @Test func theClosingPullDoesNotInterruptTheBurst() {
        harness.pullToRefresh()
        harness.at(2.0)
        header.endRefreshing()
        var percents: [Double] = []
        for step in 1...8 {
            let offset = 0.05 * Double(step) - 0.01
            harness.at(2.0 + offset)
            percents.append(header.pullingPercent)
            #expect(header.displayedFrameIndex == 7 + Int(offset / 0.15), "at +\(offset)")
        }
        // The header really was closing: the pull shrank on the way.
        #expect(percents.first! > 0.5 && percents.first! < 1)
        #expect(percents.last! < 0.1)
        header.pullingPercent = 0.95
        #expect(header.displayedFrameIndex == 9)
    }

    @Test func aNewPullReplacesTheBurst() {
        harness.pullToRefresh()
        harness.at(2.0)
        header.endRefreshing()
        harness.at(2.5)
        harness.pull(to: 1.5)
        #expect(header.state == .pulling)
        #expect(!header.isBursting)
        #expect(header.displayedFrameIndex == 5)
    }
}
