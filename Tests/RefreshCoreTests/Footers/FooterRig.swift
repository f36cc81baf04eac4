import RefreshCore
import TestSupport
import Testing

/// A scroll view 390×720 showing a list 390×`contentHeight`, with `footer` attached, a clock
/// driven only by `advance`, and counts of what the footer did.
final class FooterRig<Footer: RefreshFooter>: TimelineDriven {
    let timeline = Timeline()
    let scrollView: ScrollView
    let footer: Footer
    /// The footer's hooks and refreshing actions, counted (each action with its time).
    let counter = HookCounter()
    private(set) var actionsWhileDragging = 0

    init(_ footer: Footer, contentHeight: Double = 880, configure: (Footer) -> Void = { _ in }) {
        scrollView = ScrollView(
            timeline: timeline, viewSize: Size(width: 390, height: 720),
            contentSize: Size(width: 390, height: contentHeight))
        self.footer = footer
        counter.install(on: footer)
        let count = footer.refreshingAction
        footer.refreshingAction = { [unowned self] in
            count?()
            if scrollView.isDragging { actionsWhileDragging += 1 }
        }
        configure(footer)
        footer.attach(to: scrollView)
    }

    var actions: Int { counter.actions }
    var bottomInset: Double { scrollView.contentInset.bottom }
    var offset: Double { scrollView.contentOffsetY }

    /// Grabs the content at y = 600.
    func grab() {
        scrollView.pointerDown(y: 600)
    }

    /// Moves the held finger so it is `distance` points above where it grabbed, in `steps`
    /// frames (the content moves down, the offset increases).
    func drag(to distance: Double, steps: Int = 8) {
        for step in 1...steps {
            advance(by: 1.0 / 60)
            scrollView.pointerMove(y: 600 - distance * Double(step) / Double(steps))
        }
    }

    /// Grabs, drags the finger `distance` points up in `steps` frames, and lets go.
    func pull(to distance: Double, steps: Int = 8) {
        grab()
        drag(to: distance, steps: steps)
        release()
    }

    /// The finger distance past the end that shows `overscroll` points of rubber band.
    func fingerDistance(toShowOverscroll overscroll: Double) -> Double {
        RubberBand.distance(for: overscroll, dimension: 720)
    }

    func release() {
        scrollView.pointerUp()
    }

    /// Rows arrive: the content grows by `extra` points.
    func landRows(_ extra: Double) {
        scrollView.contentSize = Size(width: 390, height: scrollView.contentSize.height + extra)
    }

    /// Ends with no more data, then grabs, drags the finger `distance` up (past the trigger),
    /// checks `whileHeld`, lets go and waits a second: expects no load on the way and the footer
    /// still out of data at the end, whichever kind it is.
    func expectNoMoreDataIgnoresAPull(
        to distance: Double, sourceLocation: SourceLocation = #_sourceLocation,
        whileHeld: () -> Void = {}
    ) {
        footer.endRefreshingWithNoMoreData()
        #expect(footer.state == .noMoreData, sourceLocation: sourceLocation)
        grab()
        drag(to: distance)
        whileHeld()
        release()
        run(for: 1)
        #expect(actions == 0, sourceLocation: sourceLocation)
        #expect(footer.state == .noMoreData, sourceLocation: sourceLocation)
    }
}
