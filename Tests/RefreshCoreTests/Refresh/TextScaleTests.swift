import HeaderTestSupport
import TestSupport
import Testing

@testable import RefreshCore

/// A component's `textScale`: its text set that many times larger, its height (the trailer's
/// width) grown by as much, its triggers with it, and a refresh under way kept whole in view
/// when the scale changes.
@Suite struct TextScaleTests {
    static let scales = [1.0, 1.5, 2.0]

    /// The header is 54 × X tall: a release just past 54 × X refreshes and opens that far, one
    /// just short of it does not.
    @Test(arguments: scales)
    func aHeaderTriggersAtItsScaledHeight(scale: Double) {
        let header = RefreshHeader(look: TitleLook.header, clock: { 0 })
        header.textScale = scale
        #expect(header.height == 54 * scale)
        let short = HeaderHarness(header)
        short.pull(to: (54 * scale - 0.5) / header.height)
        #expect(header.state == .idle)
        short.release()
        short.wait(1)
        #expect(header.state == .idle)

        let rig = HeaderHarness(RefreshHeader(look: TitleLook.header, clock: { 0 }))
        rig.header.textScale = scale
        rig.pull(to: (54 * scale + 0.5) / rig.header.height)
        #expect(rig.header.state == .pulling)
        #expect(abs(rig.header.pullingPercent - (54 * scale + 0.5) / (54 * scale)) < 1e-9)
        rig.release()
        rig.wait(0.3)
        #expect(rig.header.state == .refreshing)
        #expect(rig.scrollView.contentInset.top == 54 * scale)
        #expect(rig.scrollView.contentOffsetY == -54 * scale)
    }

    /// Footers are 44 × X: the auto footer adds that to the bottom inset, the back footer
    /// triggers past it; the trailer is 60 × X wide and triggers past that.
    @Test(arguments: scales)
    func footersAndTheTrailerTriggerAtTheirScaledExtents(scale: Double) {
        let auto = FooterRig(RefreshFooter.auto()) { $0.textScale = scale }
        #expect(auto.bottomInset == 44 * scale)

        let back = FooterRig(RefreshFooter.back()) { $0.textScale = scale }
        #expect(back.footer.pullingOffsetY == 160 + 44 * scale)
        back.grab()
        back.drag(to: 160 + back.fingerDistance(toShowOverscroll: 44 * scale - 0.5))
        #expect(back.footer.state == .idle)
        back.drag(to: 160 + back.fingerDistance(toShowOverscroll: 44 * scale + 0.5))
        #expect(back.footer.state == .pulling)

        let trailer = TrailerRig { $0.textScale = scale }
        #expect(trailer.trailer.width == 60 * scale)
        trailer.pull(showing: 60 * scale - 0.5)
        trailer.run(for: 1)
        #expect(trailer.actions == 0)
        trailer.pull(showing: 60 * scale + 0.5)
        trailer.run(for: 0.3)
        #expect(trailer.actions == 1)
        #expect(trailer.rightInset == 60 * scale)
    }

    /// The floor's threshold is 1.9 header heights of the scaled header.
    @Test(arguments: scales)
    func theSecondFloorStartsAtItsShareOfTheScaledHeight(scale: Double) {
        let header = RefreshHeader(look: EmptyLook(), floor: SecondFloor(), clock: { 0 })
        header.textScale = scale
        #expect(abs((header.floor?.distance ?? 0) - 1.9 * 54 * scale) < 1e-9)
        #expect(header.floorMoment?.trigger == 1)
    }

    /// A height set at one scale is that many points there, and grows with the scale after.
    @Test func aHeightSetAtAScaleScalesOnFromThere() {
        let footer = RefreshFooter.auto()
        footer.textScale = 2
        footer.height = 80
        #expect(footer.height == 80)
        footer.textScale = 1
        #expect(footer.height == 40)
        footer.textScale = 0
        #expect(footer.textScale == 1 && footer.height == 40)
    }

    /// The look sets its text X times its style's size (14 pt bold at 1).
    @Test(arguments: scales)
    func theLookSetsItsTextLarger(scale: Double) {
        let header = RefreshHeader(look: TitleLook.header, clock: { 0 })
        header.textScale = scale
        var list = DrawList()
        header.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 1280, height: header.height),
            metrics: ScalingTextMetrics())
        let sizes = list.commands.compactMap { command -> Double? in
            guard case .text(_, let style, _, _) = command else { return nil }
            return style.size
        }
        #expect(sizes == [14 * scale, 14 * scale])
    }

    /// A refreshing header shown whole stays whole when the scale changes: the top inset and the
    /// offset follow its new height, and go back to what they opened from when it ends.
    @Test func aRefreshingHeaderFollowsANewScale() {
        let rig = HeaderHarness(RefreshHeader(look: TitleLook.header, clock: { 0 }))
        rig.header.beginRefreshing()
        rig.wait(0.3)
        #expect(rig.scrollView.contentInset.top == 54)
        rig.header.textScale = 2
        #expect(rig.scrollView.contentInset.top == 108)
        #expect(rig.scrollView.contentOffsetY == -108)
        rig.header.textScale = 1.5
        #expect(rig.scrollView.contentInset.top == 81)
        #expect(rig.scrollView.contentOffsetY == -81)
        rig.header.endRefreshing()
        rig.wait(1)
        #expect(rig.scrollView.contentInset.top == 0)
        #expect(rig.scrollView.contentOffsetY == 0)
    }

    /// The auto footer's added inset follows its height; a loading back footer held at the end
    /// keeps itself whole in view, and gives back exactly what it opened from.
    @Test func footersFollowANewScale() {
        let auto = FooterRig(RefreshFooter.auto())
        auto.footer.textScale = 2
        #expect(auto.bottomInset == 88)
        auto.footer.textScale = 1
        #expect(auto.bottomInset == 44)

        let back = FooterRig(RefreshFooter.back())
        back.pull(to: 160 + back.fingerDistance(toShowOverscroll: 60))
        back.run(for: 0.3)
        #expect(back.footer.state == .refreshing && back.bottomInset == 44)
        back.footer.textScale = 2
        #expect(back.bottomInset == 88)
        #expect(back.offset == 160 + 88)
        back.footer.endRefreshing()
        back.run(for: 1)
        #expect(back.bottomInset == 0)
    }
}
