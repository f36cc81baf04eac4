import RefreshCore
import Testing

@Suite struct GifHeaderTests {
    let chibi = testSheet("chibi", count: 63, width: 48, height: 48)

    func makeHeader() -> RefreshGifHeader {
        RefreshGifHeader.chibi(sheet: chibi, store: MemoryLastUpdatedStore(), clock: { 0 })
    }

    @Test func chibiConfiguresTheDemoFrames() {
        let header = makeHeader()
        #expect(header.images(for: .idle) == Array(0..<60))
        #expect(header.images(for: .pulling) == [60, 61, 62])
        #expect(header.images(for: .refreshing) == [60, 61, 62])
        #expect(abs(header.duration(for: .idle) - 6.0) < 1e-9)
        #expect(abs(header.duration(for: .refreshing) - 0.3) < 1e-9)
    }

    @Test func framesOutsideTheSheetAreDropped() {
        let header = RefreshGifHeader(
            sheet: chibi, store: MemoryLastUpdatedStore(), clock: { 0 })
        header.setImages([-1, 5, 63, 7], for: .pulling)
        #expect(header.images(for: .pulling) == [5, 7])
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
        for (offset, index) in expected {
            harness.at(1.0 + offset)
            #expect(harness.header.displayedFrameIndex == index, "at +\(offset)")
        }
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
        for (offset, index) in expected {
            harness.at(1.15 + offset)
            #expect(harness.header.displayedFrameIndex == index, "at +\(offset)")
        }
    }

    @Test func aCustomDurationSetsTheCycle() {
        let header = RefreshGifHeader(
            sheet: chibi, store: MemoryLastUpdatedStore(), clock: { 0 })
        header.setImages([10, 20], duration: 1.0, for: .refreshing)
        let harness = HeaderHarness(header)
        harness.at(2.0)
        header.beginRefreshing()
        let expected: [(Double, Int)] = [(0.2, 10), (0.45, 10), (0.55, 20), (0.95, 20), (1.05, 10)]
        for (offset, index) in expected {
            harness.at(2.0 + offset)
            #expect(header.displayedFrameIndex == index, "at +\(offset)")
        }
    }

    @Test func aSingleFrameIsShownStill() {
        let header = RefreshGifHeader(
            sheet: chibi, store: MemoryLastUpdatedStore(), clock: { 0 })
        header.setImages([42], for: .refreshing)
        let harness = HeaderHarness(header)
        header.beginRefreshing()
        for time in [0.0, 0.05, 0.1, 0.37, 1.0] {
            harness.at(time)
            #expect(header.displayedFrameIndex == 42)
        }
        #expect(!header.isAnimatingLooks)
    }

    @Test func nothingIsShownForAStateWithoutFrames() {
        let header = RefreshGifHeader(
            sheet: chibi, store: MemoryLastUpdatedStore(), clock: { 0 })
        header.setImages([1, 2, 3], for: .idle)
        let harness = HeaderHarness(header)
        #expect(header.displayedFrameIndex == 1)
        harness.pull(to: 1.5)
        #expect(header.state == .pulling)
        #expect(header.displayedFrameIndex == -1)
        var list = DrawList()
        header.draw(
            into: &list, frame: Rect(x: 0, y: 0, width: 390, height: 54),
            metrics: FixedWidthMetrics())
        let sprites = list.commands.filter {
            if case .sprite = $0 { return true }
            return false
        }
        #expect(sprites.isEmpty)
    }

    @Test func aTallerSheetGrowsTheHeader() {
        let tall = testSheet("tall", count: 2, width: 60, height: 70)
        let header = RefreshGifHeader(sheet: tall, store: MemoryLastUpdatedStore(), clock: { 0 })
        #expect(header.height == 54)
        header.setImages([0, 1], for: .idle)
        #expect(header.height == 70)
    }

    func spriteRect(_ header: RefreshGifHeader, in frame: Rect) -> Rect? {
        var list = DrawList()
        header.draw(into: &list, frame: frame, metrics: FixedWidthMetrics())
        for command in list.commands {
            if case .sprite(let sheet, _, let rect, _, _, _) = command, sheet == "chibi" {
                return rect
            }
        }
        return nil
    }

    @Test func withLabelsTheImageSitsTwentyPointsLeftOfTheText() throws {
        let header = makeHeader()
        let frame = Rect(x: 0, y: 100, width: 390, height: 54)
        let metrics = FixedWidthMetrics()
        let textWidth = max(
            metrics.size(of: header.stateText, style: header.labelStyle).width,
            metrics.size(of: header.lastUpdatedText, style: header.labelStyle).width)
        #expect(header.textWidth(metrics: metrics) == textWidth)
        let rect = try #require(spriteRect(header, in: frame))
        #expect(abs(rect.maxX - (195 - textWidth / 2 - 20)) < 1e-9)
        #expect(rect.width == 48 && rect.height == 48)
        #expect(abs(rect.midY - 127) < 1e-9)

        header.isLastUpdatedLabelHidden = true
        let stateOnly = metrics.size(of: header.stateText, style: header.labelStyle).width
        let narrower = try #require(spriteRect(header, in: frame))
        #expect(abs(narrower.maxX - (195 - stateOnly / 2 - 20)) < 1e-9)
    }

    @Test func withoutLabelsTheImageIsCentred() throws {
        let header = makeHeader()
        header.isStateLabelHidden = true
        header.isLastUpdatedLabelHidden = true
        let rect = try #require(spriteRect(header, in: Rect(x: 10, y: 100, width: 390, height: 54)))
        #expect(abs(rect.midX - 205) < 1e-9)
        #expect(abs(rect.midY - 127) < 1e-9)
    }
}
