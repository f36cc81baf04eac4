import RefreshCore
import TestSupport

/// A horizontal scroll view 390×180 (the demo's carousel band) over content `contentWidth` wide
/// (8 cards: 1050), with `trailer` attached, a clock driven only by `advance`, and counts of
/// what the trailer did.
final class TrailerRig: TimelineDriven {
    let timeline = Timeline()
    let scrollView: ScrollView
    let trailer: RefreshFooter
    private(set) var actionTimes: [Double] = []
    private let grabX = 300.0

    init(
        _ trailer: RefreshFooter = .trailer(), contentWidth: Double = 1050,
        configure: (RefreshFooter) -> Void = { _ in }
    ) {
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 180),
            contentSize: Size(width: contentWidth, height: 180))
        self.trailer = trailer
        trailer.refreshingAction = { [unowned self] in actionTimes.append(timeline.now) }
        configure(trailer)
        trailer.attach(to: scrollView)
    }

    var actions: Int { actionTimes.count }
    var rightInset: Double { scrollView.contentInset.right }
    var offset: Double { scrollView.contentOffsetX }
    var maxOffset: Double { max(0, scrollView.contentSize.width - 390) }

    func grab() { scrollView.pointerDown(at: Point(x: grabX, y: 90)) }

    /// Moves the held finger `distance` points left of where it grabbed (and `dy` down), in
    /// `steps` frames.
    func drag(to distance: Double, dy: Double = 0, steps: Int = 8) {
        for step in 1...steps {
            advance(by: 1.0 / 60)
            let k = Double(step) / Double(steps)
            scrollView.pointerMove(to: Point(x: grabX - distance * k, y: 90 + dy * k))
        }
    }

    /// The finger distance past the end that shows `overscroll` points of rubber band: the
    /// band's width is the dimension.
    func fingerDistance(toShowOverscroll overscroll: Double) -> Double {
        RubberBand.distance(for: overscroll, dimension: 390)
    }

    /// Grabs, pulls the trailer `overscroll` points out past the end, and releases.
    func pull(showing overscroll: Double) {
        grab()
        drag(to: maxOffset + fingerDistance(toShowOverscroll: overscroll))
        scrollView.pointerUp()
    }

    /// Cards arrive: the content grows by `extra` points.
    func land(_ extra: Double) {
        scrollView.contentSize = Size(width: scrollView.contentSize.width + extra, height: 180)
    }
}
