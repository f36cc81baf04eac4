import RefreshCore
import TestSupport
import Testing

/// A 390 × 720 scroll view over 390 × 880 of content with `header` attached, driven by a pointer
/// and the timeline alone.
public final class HeaderHarness {
    /// The clock the scroll view and the header run on.
    public let timeline = Timeline()
    /// The scroll view the header is attached to.
    public let scrollView: ScrollView
    /// The header under test.
    public let header: RefreshHeader
    private let grabY = 100.0

    /// A harness around `header`, attached to a new scroll view.
    public init(_ header: RefreshHeader) {
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: 880))
        self.header = header
        header.attach(to: scrollView)
    }

    /// A harness around a custom header made by `make` (e.g. `RefreshHeader.balloon`) from
    /// `sheet`, with an empty last-updated store and a clock that stays at 0.
    public convenience init(
        _ make: (SpriteSheet, LastUpdatedStore, @escaping () -> Double) -> RefreshHeader,
        sheet: SpriteSheet
    ) {
        self.init(make(sheet, MemoryLastUpdatedStore(), { 0 }))
    }

    /// The same on the demo's sheet called `name` (`SyntheticSheets.all`: its frame count and
    /// point size, no pixels).
    public convenience init(
        _ make: (SpriteSheet, LastUpdatedStore, @escaping () -> Double) -> RefreshHeader,
        demoSheet name: String
    ) {
        guard let sheet = SyntheticSheets.all[name] else {
            fatalError("the demo has no sheet called \(name)")
        }
        self.init(make, sheet: sheet)
    }

    /// The clock's time now.
    public var now: Double { timeline.now }

    /// Moves the clock to `time`.
    public func at(_ time: Double) { timeline.advance(to: time) }

    /// Moves the clock on by `seconds`.
    public func wait(_ seconds: Double) { timeline.advance(to: timeline.now + seconds) }

    /// Holds the content pulled down so the header is out by `percent` of its height (grabbing
    /// it first if needed, at the top of the content).
    public func pull(to percent: Double) {
        if !scrollView.isDragging { scrollView.pointerDown(y: grabY) }
        let visible = percent * header.height
        let finger = RubberBand.distance(
            for: visible, dimension: scrollView.viewSize.height)
        scrollView.pointerMove(y: grabY + finger)
    }

    /// Pulls to `percent` and expects the header to follow: its pulling percent is `percent`, it
    /// is not refreshing, and it shows frame `index`.
    public func expectPull(
        to percent: Double, showsFrame index: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        pull(to: percent)
        #expect(abs(header.pullingPercent - percent) < 1e-9, sourceLocation: sourceLocation)
        #expect(header.state != .refreshing, sourceLocation: sourceLocation)
        #expect(header.displayedFrameIndex == index, sourceLocation: sourceLocation)
    }

    /// Lets go of the content.
    public func release() { scrollView.pointerUp() }

    /// Moves the clock to `start` plus each offset of `frames` in turn and expects the header to
    /// show the frame paired with it there; `alsoAt` checks what else must hold at each offset.
    public func expectFrames(
        _ frames: [(Double, Int)], from start: Double, _ label: String = "",
        sourceLocation: SourceLocation = #_sourceLocation, alsoAt: (Double) -> Void = { _ in }
    ) {
        for (offset, index) in frames {
            at(start + offset)
            #expect(
                header.displayedFrameIndex == index, "\(label)at +\(offset)",
                sourceLocation: sourceLocation)
            alsoAt(offset)
        }
    }

    /// `expectFrames` for looks that play on their own: at every offset they are animating too.
    public func expectAnimatedFrames(
        _ frames: [(Double, Int)], from start: Double,
        sourceLocation: SourceLocation = #_sourceLocation, alsoAt: (Double) -> Void = { _ in }
    ) {
        expectFrames(frames, from: start, sourceLocation: sourceLocation) { offset in
            #expect(header.isAnimatingLooks, "at +\(offset)", sourceLocation: sourceLocation)
            alsoAt(offset)
        }
    }

    /// Pulls past the trigger, holds still for 0.1 s and lets go: the header starts refreshing.
    public func pullToRefresh() {
        pull(to: 1.5)
        wait(0.1)
        release()
    }
}
