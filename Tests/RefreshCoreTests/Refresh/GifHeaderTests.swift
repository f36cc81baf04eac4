import HeaderTestSupport
import RefreshCore
import TestSupport
import Testing

/// The GIF header is a `RefreshHeader` wearing the header titles beside a `FrameLoopLook`, as
/// the demo composes it.
@Suite struct GifHeaderTests {
    let chibi = SyntheticSheets.sheet("chibi", count: 63, width: 48, height: 48)

    /// A GIF header wearing `image` beside the header titles.
    func makeHeader(_ image: FrameLoopLook) -> RefreshHeader {
        RefreshHeader(
            look: LabeledLook(label: .header, image: image), store: MemoryLastUpdatedStore(),
            clock: { 0 })
    }

    /// The demo's chibi header.
    func makeHeader() -> RefreshHeader {
        makeHeader(.chibi(sheet: chibi))
    }

    /// A look on the chibi sheet with only the frames `configure` sets.
    func look(_ configure: (inout FrameLoopLook) -> Void) -> FrameLoopLook {
        var look = FrameLoopLook(sheet: chibi)
        configure(&look)
        return look
    }

    @Test func chibiConfiguresTheDemoFrames() {
        let look = FrameLoopLook.chibi(sheet: chibi)
        #expect(look.images(for: .idle) == Array(0..<60))
        #expect(look.images(for: .pulling) == [60, 61, 62])
        #expect(look.images(for: .refreshing) == [60, 61, 62])
        #expect(abs(look.duration(for: .idle) - 6.0) < 1e-9)
        #expect(abs(look.duration(for: .refreshing) - 0.3) < 1e-9)
    }

    @Test func framesOutsideTheSheetAreDropped() {
        let look = look { $0.setImages([-1, 5, 63, 7], for: .pulling) }
        #expect(look.images(for: .pulling) == [5, 7])
    }

    @Test(arguments: [
        (0.0, 0), (0.125, 7), (0.375, 22), (0.51, 30), (0.76, 45), (0.99, 59),
    ])
    func idleFrameFollowsThePull(percent: Double, index: Int) {
        let harness = HeaderHarness(makeHeader())
        harness.pull(to: percent)
        #expect(abs(harness.header.pullingPercent - percent) < 1e-9)
        #expect(harness.header.state == .idle)
        #expect(harness.header.displayedFrameIndex == index)
    }

    @Test func idleFrameIsClampedToTheLastIdleFrame() {
        let header = makeHeader()
        let harness = HeaderHarness(header)
        header.pullingPercent = 1.0
        #expect(header.displayedFrameIndex == 59)
        header.pullingPercent = 3.2
        #expect(header.displayedFrameIndex == 59)
        _ = harness
    }

    @Test func pullingLoopsItsFramesEveryThreeTenths() {
        let harness = HeaderHarness(makeHeader())
        harness.at(1.0)
        harness.pull(to: 1.5)
        #expect(harness.header.state == .pulling)
        let expected: [(Double, Int)] = [
            (0.0, 60), (0.05, 60), (0.15, 61), (0.25, 62), (0.35, 60), (0.45, 61), (0.55, 62),
            (0.65, 60),
        ]
        harness.expectFrames(expected, from: 1.0)
        #expect(harness.header.isAnimatingLooks)
    }

    @Test func refreshingRestartsTheLoopWhenItBegins() {
        let harness = HeaderHarness(makeHeader())
        harness.at(1.0)
        harness.pull(to: 1.5)
        harness.at(1.15)
        harness.release()
        #expect(harness.header.state == .refreshing)
        let expected: [(Double, Int)] = [
            (0.0, 60), (0.12, 61), (0.22, 62), (0.32, 60), (0.95, 60), (1.05, 61), (2.25, 61),
            (2.35, 62),
        ]
        harness.expectFrames(expected, from: 1.15)
    }

    @Test func aCustomDurationSetsTheCycle() {
        let header = makeHeader(look { $0.setImages([10, 20], duration: 1.0, for: .refreshing) })
        let harness = HeaderHarness(header)
        harness.at(2.0)
        header.beginRefreshing()
        let expected: [(Double, Int)] = [(0.2, 10), (0.45, 10), (0.55, 20), (0.95, 20), (1.05, 10)]
        harness.expectFrames(expected, from: 2.0)
    }

    @Test func aSingleFrameIsShownStill() {
        let header = makeHeader(look { $0.setImages([42], for: .refreshing) })
        let harness = HeaderHarness(header)
        header.beginRefreshing()
        for time in [0.0, 0.05, 0.1, 0.37, 1.0] {
            harness.at(time)
            #expect(header.displayedFrameIndex == 42)
        }
        #expect(!header.isAnimatingLooks)
    }

    @Test func nothingIsShownForAStateWithoutFrames() {
        let header = makeHeader(look { $0.setImages([1, 2, 3], for: .idle) })
        let harness = HeaderHarness(header)
        #expect(header.displayedFrameIndex == 1)
        harness.pull(to: 1.5)
        #expect(header.state == .pulling)
        #expect(header.displayedFrameIndex == -1)
        var list = DrawList()
        header.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 54),
            metrics: FixedTextMetrics(lineHeight: 17))
        let sprites = list.commands.filter {
            if case .sprite = $0 { return true }
            return false
        }
        #expect(sprites.isEmpty)
    }

    /// The look's height counts when the header is made: a look with no frames yet asks for
    /// none, one with frames asks for the sheet's.
    @Test func aTallerSheetGrowsTheHeader() {
        let tall = SyntheticSheets.sheet("tall", count: 2, width: 60, height: 70)
        var look = FrameLoopLook(sheet: tall)
        #expect(makeHeader(look).height == 54)
        look.setImages([0, 1], for: .idle)
        #expect(look.preferredHeight == 70)
        #expect(makeHeader(look).height == 70)
    }

    func spriteRect(_ header: RefreshHeader, in frame: Rect) -> Rect? {
        var list = DrawList()
        header.draw(into: &list, frame: frame, metrics: FixedTextMetrics(lineHeight: 17))
        for command in list.commands {
            if case .sprite(let sheet, _, let rect, _, _, _) = command, sheet == "chibi" {
                return rect
            }
        }
        return nil
    }

    /// Changes the header's label.
    func editLabel(_ header: RefreshHeader, _ edit: (inout TitleLook) -> Void) throws {
        var look = try #require(header.look as? LabeledLook<FrameLoopLook>)
        edit(&look.label)
        header.look = look
    }

    @Test func withLabelsTheImageSitsTwentyPointsLeftOfTheText() throws {
        let header = makeHeader()
        let frame = Rect(x: 0, y: 100, width: 390, height: 54)
        let metrics = FixedTextMetrics(lineHeight: 17)
        let label = try #require(header.look as? LabeledLook<FrameLoopLook>).label
        let title = header.look.title(at: header.moment)
        #expect(title == "Pull down to refresh")
        #expect(header.lastUpdatedText == "Last update: No record")
        let textWidth = max(
            metrics.size(of: title, style: label.style).width,
            metrics.size(of: header.lastUpdatedText, style: label.style).width)
        #expect(header.look.textWidth(at: header.moment, metrics: metrics) == textWidth)
        let rect = try #require(spriteRect(header, in: frame))
        #expect(abs(rect.maxX - (195 - textWidth / 2 - 20)) < 1e-9)
        #expect(rect.width == 48 && rect.height == 48)
        #expect(abs(rect.midY - 127) < 1e-9)

        try editLabel(header) { $0.isDetailHidden = true }
        let stateOnly = metrics.size(of: title, style: label.style).width
        let narrower = try #require(spriteRect(header, in: frame))
        #expect(abs(narrower.maxX - (195 - stateOnly / 2 - 20)) < 1e-9)
    }

    @Test func withoutLabelsTheImageIsCentred() throws {
        let header = makeHeader()
        try editLabel(header) {
            $0.isStateLabelHidden = true
            $0.isDetailHidden = true
        }
        let rect = try #require(spriteRect(header, in: Rect(x: 10, y: 100, width: 390, height: 54)))
        #expect(abs(rect.midX - 205) < 1e-9)
        #expect(abs(rect.midY - 127) < 1e-9)
    }
}
