import CustomHeaders
import HeaderTestSupport
import RefreshCore
import TestSupport
import Testing

extension RefreshHeader {
    /// The progress header's parts: its label and its animation.
    fileprivate var progressLook: LabeledLook<ProgressLook>? {
        component.look as? LabeledLook<ProgressLook>
    }

    /// The animation's progress now.
    fileprivate var progress: Double {
        progressLook?.image.progress(at: component.moment) ?? .nan
    }
}

/// The progress header is `RefreshHeader.progress`: the header titles (no last-updated line)
/// beside a `ProgressLook`, refreshing for at least 1.5 s.
@Suite struct ProgressHeaderTests {
    /// A fresh progress header for every test (Swift Testing makes the suite anew for each).
    let harness = HeaderHarness(
        RefreshHeader.progress,
        sheet: SyntheticSheets.sheet("progress", count: 30, width: 36, height: 36))
    var header: RefreshHeader { harness.header }

    @Test(arguments: [(0.0, 0), (0.2, 1), (0.5, 4), (0.8, 7), (1.0, 9), (1.4, 9)])
    func thePullScrubsToThePreview(percent: Double, index: Int) {
        harness.expectPull(to: percent, showsFrame: index)
        #expect(abs(header.progress - 0.3 * min(percent, 1)) < 1e-9)
        #expect(!header.isAnimatingLooks)
    }

    @Test func refreshingLoopsOnFromThePreview() {
        harness.at(1.0)
        harness.pull(to: 1.4)
        harness.at(1.1)
        harness.release()
        #expect(header.state == .refreshing)
        let expected: [(Double, Int)] = [
            (0.0, 9), (0.05, 10), (0.55, 25), (0.69, 29), (0.71, 0), (0.8, 3), (1.05, 10),
            (2.55, 25),
        ]
        harness.expectAnimatedFrames(expected, from: 1.1)
    }

    @Test func aQuickReplyStillShowsTheRefreshForOneAndAHalfSeconds() {
        #expect(header.timing.minimumRefreshing == 1.5)
        var actionTime: Double?
        header.refreshingAction = { [weak header, weak harness] in
            guard let harness else { return }
            actionTime = harness.now
            harness.timeline.schedule(after: 0.2) { header?.endRefreshing() }
        }
        harness.at(1.0)
        harness.pull(to: 1.5)
        harness.release()
        #expect(header.state == .refreshing)
        harness.at(1.3)
        #expect(actionTime == 1.25)
        harness.at(1.46)
        #expect(header.state == .refreshing)
        harness.at(2.49)
        #expect(header.state == .refreshing)
        #expect(abs(harness.scrollView.contentInset.top - 54) < 1e-9)
        harness.at(2.5)
        #expect(header.state == .idle)
        harness.at(3.0)
        #expect(abs(harness.scrollView.contentInset.top) < 1e-9)
        #expect(header.pullingPercent == 0)
    }

    @Test func theStateLineStaysBesideTheImage() throws {
        let label = try #require(header.progressLook?.label)
        #expect(!label.isStateLabelHidden)
        #expect(label.isDetailHidden)
        var list = DrawList()
        let metrics = FixedTextMetrics(lineHeight: 17)
        header.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 54), metrics: metrics)
        let texts = list.commands.compactMap { command -> String? in
            if case .text(let text, _, _, _) = command { return text }
            return nil
        }
        #expect(texts == [header.stateText])
        let rects = list.commands.compactMap { command -> Rect? in
            if case .sprite(_, _, let rect, _, _, _) = command { return rect }
            return nil
        }
        let rect = try #require(rects.first)
        let textWidth = metrics.size(of: header.stateText, style: label.style).width
        #expect(abs(rect.maxX - (195 - textWidth / 2 - 20)) < 1e-9)
        #expect(abs(rect.midY - 27) < 1e-9)
    }
}

/// With the `progress` sheet's pull frames (46–57), the pull fills a ring that is whole at the
/// trigger, and refreshing still runs the loop on from the preview.
@Suite struct ProgressHeaderFillTests {
    let harness = HeaderHarness(
        RefreshHeader.progress,
        sheet: SyntheticSheets.sheet("progress", count: 58, width: 36, height: 36))
    var header: RefreshHeader { harness.header }

    @Test(arguments: [
        (0.0, 46), (0.2, 48), (0.5, 51), (0.9, 55), (0.99, 56), (1.0, 57), (1.4, 57),
    ])
    func thePullFillsTheRingByTheTrigger(percent: Double, index: Int) {
        harness.expectPull(to: percent, showsFrame: index)
    }

    @Test func refreshingLoopsOnFromThePreview() {
        harness.at(1.0)
        harness.pull(to: 1.4)
        harness.at(1.1)
        harness.release()
        #expect(header.state == .refreshing)
        harness.expectAnimatedFrames([(0.0, 9), (0.55, 25), (0.71, 0)], from: 1.1)
    }
}
