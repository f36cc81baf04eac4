import RefreshCore
import TestSupport
import Testing

extension RefreshComponent {
    /// The title its look shows now (MJRefresh's state label text).
    var stateText: String { look.title(at: moment) }

    /// The arrow and spinner of a component wearing them, alone or beside its titles.
    var arrowSpinner: ArrowSpinnerLook? {
        (look as? LabeledLook<ArrowSpinnerLook>)?.image ?? (look as? ArrowSpinnerLook)
    }

    /// The arrow's turn now, radians clockwise on screen (NaN without an arrow).
    var arrowRotation: Double { arrowSpinner?.arrow?.rotation(at: now) ?? .nan }

    /// The spinner's opacity now (NaN without a spinner).
    var spinnerAlpha: Double { arrowSpinner?.spinner(at: moment).alpha(at: now) ?? .nan }

    /// Whether the arrow is drawn now.
    var isArrowVisible: Bool { arrowSpinner?.showsArrow(at: moment) ?? false }
}

/// A 390 × 720 scroll view over 390 × 880 of content with `header` attached, driven by a pointer
/// and the timeline alone.
final class HeaderHarness {
    let timeline = Timeline()
    let scrollView: ScrollView
    let header: RefreshHeader
    private let grabY = 100.0

    init(_ header: RefreshHeader) {
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: 880))
        self.header = header
        header.attach(to: scrollView)
    }

    /// A harness around a custom header made by `make` (e.g. `RefreshHeader.balloon`) from
    /// `sheet`, with an empty last-updated store and a clock that stays at 0.
    convenience init(
        _ make: (SpriteSheet, LastUpdatedStore, @escaping () -> Double) -> RefreshHeader,
        sheet: SpriteSheet
    ) {
        self.init(make(sheet, MemoryLastUpdatedStore(), { 0 }))
    }

    /// The same on the demo's sheet called `name` (`SyntheticSheets.all`: its frame count and
    /// point size, no pixels).
    convenience init(
        _ make: (SpriteSheet, LastUpdatedStore, @escaping () -> Double) -> RefreshHeader,
        demoSheet name: String
    ) {
        guard let sheet = SyntheticSheets.all[name] else {
            fatalError("the demo has no sheet called \(name)")
        }
        self.init(make, sheet: sheet)
    }

    var now: Double { timeline.now }

    /// Moves the clock to `time`.
    func at(_ time: Double) { timeline.advance(to: time) }

    /// Moves the clock on by `seconds`.
    func wait(_ seconds: Double) { timeline.advance(to: timeline.now + seconds) }

    /// Holds the content pulled down so the header is out by `percent` of its height (grabbing
    /// it first if needed, at the top of the content).
    func pull(to percent: Double) {
        if !scrollView.isDragging { scrollView.pointerDown(y: grabY) }
        let visible = percent * header.height
        let finger = RubberBand.distance(
            for: visible, dimension: scrollView.viewSize.height)
        scrollView.pointerMove(y: grabY + finger)
    }

    /// Pulls to `percent` and expects the header to follow: its pulling percent is `percent`, it
    /// is not refreshing, and it shows frame `index`.
    func expectPull(
        to percent: Double, showsFrame index: Int,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        pull(to: percent)
        #expect(abs(header.pullingPercent - percent) < 1e-9, sourceLocation: sourceLocation)
        #expect(header.state != .refreshing, sourceLocation: sourceLocation)
        #expect(header.displayedFrameIndex == index, sourceLocation: sourceLocation)
    }

    /// Lets go of the content.
    func release() { scrollView.pointerUp() }

    /// Moves the clock to `start` plus each offset of `frames` in turn and expects the header to
    /// show the frame paired with it there; `alsoAt` checks what else must hold at each offset.
    func expectFrames(
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
    func expectAnimatedFrames(
        _ frames: [(Double, Int)], from start: Double,
        sourceLocation: SourceLocation = #_sourceLocation, alsoAt: (Double) -> Void = { _ in }
    ) {
        expectFrames(frames, from: start, sourceLocation: sourceLocation) { offset in
            #expect(header.isAnimatingLooks, "at +\(offset)", sourceLocation: sourceLocation)
            alsoAt(offset)
        }
    }

    /// Pulls past the trigger, holds still for 0.1 s and lets go: the header starts refreshing.
    func pullToRefresh() {
        pull(to: 1.5)
        wait(0.1)
        release()
    }
}
