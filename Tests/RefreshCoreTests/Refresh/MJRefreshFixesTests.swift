import Foundation
import HeaderTestSupport
import TestSupport
import Testing

@testable import RefreshCore

/// What a reading against MJRefresh 3.7.9 found and the rebuild fixed, one test each.
struct MJRefreshFixesTests {
    /// An app that sets the top inset while the header closes: the header re-reads the live
    /// inset, so the next refresh opens from it and closes back to it.
    @Test func aClosingCutShortLeavesNoStaleOriginalInset() {
        let rig = HeaderHarness(RefreshHeader(look: TitleLook.header))
        rig.pullToRefresh()
        rig.wait(0.5)
        #expect(rig.header.state == .refreshing)
        rig.header.endRefreshing()
        rig.wait(0.1)
        // The app changes its own inset mid-closing (as a navigation bar appearing would).
        rig.scrollView.setInset(.top, to: 20)
        rig.wait(1)
        #expect(rig.scrollView.contentInset.top == 20)
        #expect(rig.header.scrollViewOriginalInset.top == 20)
        rig.pullToRefresh()
        rig.wait(0.5)
        #expect(rig.scrollView.contentInset.top == 74)
        rig.header.endRefreshing()
        rig.wait(1)
        #expect(rig.scrollView.contentInset.top == 20)
    }

    /// MJRefresh centres the arrow and spinner when the state label is hidden, whatever the
    /// time label shows.
    @Test(arguments: [false, true])
    func theArrowIsCentredWhenTheStateLabelIsHidden(timeShown: Bool) {
        var label = TitleLook.header
        label.isStateLabelHidden = true
        label.isDetailHidden = !timeShown
        let arrow = SyntheticSheets.sheet("arrow", count: 1, width: 15, height: 40)
        let spinner = SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20)
        let look = LabeledLook(
            label: label, image: ArrowSpinnerLook.header(arrow: arrow, spinner: spinner))
        let moment = RefreshMoment(
            state: .idle, pullingPercent: 0.5, alpha: 1, time: 0,
            detail: "Last update: Today 14:05")
        var list = DrawList()
        let frame = Rect(x: 0, y: 0, width: 390, height: 54)
        look.draw(into: &list, in: frame, moment: moment, metrics: FixedTextMetrics(lineHeight: 17))
        let sprites = list.commands.compactMap { command -> Rect? in
            if case .sprite(_, _, let rect, _, _, _) = command { return rect }
            return nil
        }
        #expect(sprites.count == 1)
        #expect(sprites.first.map { $0.midX } == 195)
    }

    /// The library's last-updated line is in the user's time zone unless told otherwise.
    @Test func theLastUpdatedLineUsesTheLocalTimeZoneByDefault() {
        #expect(LastUpdatedFormatter().timeZone == TimeZone.current)
    }

    /// A drag that loads a page and carries on past the new end, then lets go: its bounce past
    /// the edge loads nothing. A new drag may load again.
    @Test func oneSwipeLoadsOnePageBounceIncluded() {
        let rig = FooterRig(RefreshFooter.auto())
        rig.footer.refreshingAction = { [unowned rig] in
            rig.footer.endRefreshing()
            rig.landRows(220)
        }
        var loads = 0
        rig.footer.hooks.afterBeginning = { loads += 1 }
        rig.grab()
        rig.drag(to: 400, steps: 20)
        #expect(loads == 1)
        // The page landed at once; the finger carries on past the new end and lets go fast.
        rig.drag(to: 900, steps: 6)
        rig.release()
        rig.run(for: 3)
        #expect(loads == 1)
        rig.grab()
        rig.drag(to: 600, steps: 20)
        #expect(loads == 2)
    }

    /// A fling past the top with no finger on the content: the header's pullingPercent stays
    /// under 1 (MJRefresh only takes a coasting percent while it is under 1).
    @Test func aFlingPastTheTopNeverReportsAFullPull() {
        let rig = HeaderHarness(RefreshHeader(look: TitleLook.header))
        rig.scrollView.setContentOffsetY(150)
        rig.scrollView.pointerDown(y: 100)
        rig.wait(0.02)
        rig.scrollView.pointerMove(y: 150)
        rig.wait(0.02)
        rig.scrollView.pointerMove(y: 200)
        #expect(rig.scrollView.contentOffsetY == 50)
        rig.release()
        var highest = 0.0
        for _ in 0..<120 {
            rig.wait(1.0 / 60)
            highest = max(highest, rig.header.pullingPercent)
        }
        #expect(rig.header.state == .idle)
        #expect(highest > 0.5)
        #expect(highest < 1)
    }
}
