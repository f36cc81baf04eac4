import HeaderTestSupport
import RefreshCore
import TestSupport
import Testing

private let dots = SyntheticSheets.sheet("dots", count: 8, width: 40, height: 12)
private let arrow = SyntheticSheets.sheet("arrow", count: 1, width: 15, height: 40)
private let spinner = SyntheticSheets.sheet("spinner", count: 12, width: 20, height: 20)
private let viewFrame = Rect(x: 0, y: 0, width: 390, height: 720)

private func sprites(_ list: DrawList) -> [(String, Int, Rect, Double)] {
    list.commands.compactMap {
        if case .sprite(let name, let frame, let rect, let rotation, _, _) = $0 {
            return (name, frame, rect, rotation)
        }
        return nil
    }
}

private func texts(_ list: DrawList) -> [String] {
    list.commands.compactMap {
        if case .text(let text, _, _, _) = $0 { return text }
        return nil
    }
}

/// The footers' looks, composed as the demo composes them: the state footers are the
/// mechanics' default titles, the normal and GIF footers the titles beside an `ArrowSpinnerLook`
/// or a `FrameLoopLook`.
@Suite struct FooterLooksTests {
    @Test func autoStateTitlesFollowTheState() {
        let rig = FooterRig(RefreshFooter.auto())
        #expect(rig.footer.stateText == "Tap or pull up to load more")
        rig.footer.beginRefreshing()
        #expect(rig.footer.stateText == "Loading...")
        rig.footer.endRefreshingWithNoMoreData()
        #expect(rig.footer.stateText == "No more data")
        var list = DrawList()
        rig.footer.draw(
            into: &list, frame: Rect(x: 0, y: 100, width: 390, height: 44),
            metrics: FixedTextMetrics(characterWidth: 8, lineHeight: 17))
        #expect(texts(list) == ["No more data"])
    }

    @Test func aClickOnTheTitleLoadsOnlyWhenIdle() {
        let rig = FooterRig(RefreshFooter.auto())
        let frame = rig.footer.frame(in: viewFrame)
        #expect(!rig.footer.handleTap(at: Point(x: 100, y: frame.minY - 1), frame: frame))
        #expect(rig.actions == 0)
        #expect(rig.footer.handleTap(at: Point(x: 100, y: frame.midY), frame: frame))
        #expect(rig.actions == 1)
        #expect(!rig.footer.handleTap(at: Point(x: 100, y: frame.midY), frame: frame))
        rig.footer.endRefreshingWithNoMoreData()
        #expect(!rig.footer.handleTap(at: Point(x: 100, y: frame.midY), frame: frame))
        #expect(rig.actions == 1)
    }

    @Test func autoNormalShowsTheSpinnerBesideTheTitleWhileLoading() {
        let image = ArrowSpinnerLook.autoFooter(spinner: spinner)
        let rig = FooterRig(RefreshFooter.auto(look: LabeledLook(label: .autoFooter, image: image)))
        #expect(rig.footer.displayedFrameIndex == -1)
        rig.footer.beginRefreshing()
        rig.advance(by: 0.5)
        #expect(rig.footer.displayedFrameIndex == 6)
        var list = DrawList()
        let frame = Rect(x: 0, y: 100, width: 390, height: 44)
        rig.footer.draw(
            into: &list, frame: frame, metrics: FixedTextMetrics(characterWidth: 8, lineHeight: 17))
        let drawn = sprites(list)
        #expect(drawn.count == 1)
        // "Loading..." is 80 wide: centre at 195 − (40 + 25) = 130.
        #expect(drawn.first?.2 == Rect(x: 120, y: 112, width: 20, height: 20))
        rig.footer.endRefreshing()
        #expect(rig.footer.displayedFrameIndex == -1)
    }

    @Test func autoGifLoopsAtATenthOfASecondOnlyWhileLoading() {
        let image = FrameLoopLook.autoFooter(sheet: dots)
        let rig = FooterRig(RefreshFooter.auto(look: LabeledLook(label: .autoFooter, image: image)))
        #expect(rig.footer.displayedFrameIndex == -1)
        rig.footer.beginRefreshing()
        let start = rig.timeline.now
        var frames: [Int] = []
        for step in 0..<10 {
            // Mid-frame instants: frame i shows during [0.1·i, 0.1·(i + 1)).
            rig.timeline.advance(to: start + 0.05 + 0.1 * Double(step))
            frames.append(rig.footer.displayedFrameIndex)
        }
        #expect(frames == [0, 1, 2, 3, 4, 5, 6, 7, 0, 1])
        rig.footer.endRefreshing()
        #expect(rig.footer.displayedFrameIndex == -1)
    }

    @Test func backStateTitlesFollowThePull() {
        let rig = FooterRig(RefreshFooter.back())
        #expect(rig.footer.stateText == "Pull up to load more")
        rig.grab()
        rig.drag(to: 160 + rig.fingerDistance(toShowOverscroll: 60))
        #expect(rig.footer.stateText == "Release to load more")
        rig.release()
        #expect(rig.footer.stateText == "Loading...")
        rig.footer.endRefreshingWithNoMoreData()
        #expect(rig.footer.stateText == "No more data")
    }

    @Test func backNormalArrowTurnsDownWhenPullingAndASpinnerLoads() {
        let image = ArrowSpinnerLook.backFooter(arrow: arrow, spinner: spinner)
        let rig = FooterRig(RefreshFooter.back(look: LabeledLook(label: .backFooter, image: image)))
        #expect(rig.footer.arrowRotation == Double.pi)
        rig.grab()
        rig.drag(to: 160 + rig.fingerDistance(toShowOverscroll: 60))
        #expect(rig.footer.state == .pulling)
        rig.advance(by: 0.125)
        #expect(rig.footer.arrowRotation > 0 && rig.footer.arrowRotation < Double.pi)
        rig.advance(by: 0.125)
        #expect(rig.footer.arrowRotation == 0)
        var list = DrawList()
        rig.footer.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 44),
            metrics: FixedTextMetrics(characterWidth: 8, lineHeight: 17))
        #expect(sprites(list).map(\.0) == ["arrow"])
        rig.release()
        #expect(rig.footer.displayedFrameIndex == 0)
        list.reset()
        rig.footer.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 44),
            metrics: FixedTextMetrics(characterWidth: 8, lineHeight: 17))
        #expect(sprites(list).map(\.0) == ["spinner"])
        rig.run(for: 0.5)
        rig.footer.endRefreshing()
        #expect(rig.footer.arrowRotation == Double.pi)
        #expect(!rig.footer.isArrowVisible)
        rig.run(for: 0.4)
        #expect(rig.footer.state == .idle)
        #expect(rig.footer.spinnerAlpha == 0)
        #expect(rig.footer.isArrowVisible)
        #expect(rig.footer.displayedFrameIndex == -1)
    }

    @Test func backGifPicksIdleFramesByPercentAndLoopsWhenPulling() {
        let image = FrameLoopLook.backFooter(sheet: dots)
        let rig = FooterRig(RefreshFooter.back(look: LabeledLook(label: .backFooter, image: image)))
        rig.grab()
        rig.drag(to: 160 + rig.fingerDistance(toShowOverscroll: 24))
        #expect(rig.footer.state == .idle)
        #expect(rig.footer.displayedFrameIndex == 4)  // floor(8 × 24/44)
        rig.drag(to: 160 + rig.fingerDistance(toShowOverscroll: 60), steps: 1)
        #expect(rig.footer.state == .pulling)
        let start = rig.timeline.now
        #expect(rig.footer.displayedFrameIndex == 0)
        rig.timeline.advance(to: start + 0.35)
        #expect(rig.footer.displayedFrameIndex == 3)
        rig.release()
        rig.footer.endRefreshingWithNoMoreData()
        #expect(rig.footer.displayedFrameIndex == -1)
    }
}
