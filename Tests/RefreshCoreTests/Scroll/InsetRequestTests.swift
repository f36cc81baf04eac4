import RefreshCore
import TestSupport
import Testing

/// Records the offset and top inset every time it is told of a scroll.
private final class Witness: ScrollViewObserver {
    var seen: [(offset: Double, top: Double)] = []
    var request: InsetRequest?

    func insetRequest(afterScrolling scrollView: ScrollView) -> InsetRequest? { request }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        seen.append((scrollView.contentOffsetY, scrollView.targetContentInset.top))
    }
}

/// Changes the bottom inset the first time it is told of a scroll, as a footer beginning to load
/// from a scroll would.
private final class Changer: ScrollViewObserver {
    var done = false

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        guard !done else { return }
        done = true
        scrollView.setInset(.top, to: 80)
    }
}

/// A scroll view telling `observers`, in their order, dragged down from y 300 to `y`.
private func dragged(to y: Double, observedBy observers: ScrollViewObserver...) -> ScrollView {
    let (_, scrollView) = makeScrollView()
    for observer in observers { scrollView.addObserver(observer) }
    scrollView.pointerDown(y: 300)
    scrollView.pointerMove(y: y)
    return scrollView
}

/// Observers ask for insets and read; the scroll view sets what they ask before telling anyone,
/// so every observer is told of the same offset and inset, in one pass per change.
@Suite struct InsetRequestTests {
    @Test func aRequestIsSetBeforeAnyObserverIsTold() {
        let first = Witness()
        let second = Witness()
        second.request = InsetRequest(edge: .top, value: 30)
        let scrollView = dragged(to: 340, observedBy: first, second)
        #expect(scrollView.targetContentInset.top == 30)
        #expect(first.seen.count == 1)
        #expect(first.seen.first?.top == 30, "told before the request was set: \(first.seen)")
        #expect(first.seen.map(\.offset) == second.seen.map(\.offset))
        #expect(first.seen.map(\.top) == second.seen.map(\.top))
    }

    /// A refreshing header follows the content up (MJRefresh's fix) through its request: while
    /// the finger pushes the content up by 30, the inset is 54 − 30, and every observer told
    /// saw the inset that goes with the offset it was told.
    @Test func aRefreshingHeaderFollowsTheContentThroughItsRequest() {
        let (timeline, scrollView) = makeScrollView()
        let header = RefreshHeader(look: EmptyLook(), clock: { 0 })
        header.timing.opening = 0
        header.attach(to: scrollView)
        header.beginRefreshing()
        timeline.advance(to: 0.1)
        #expect(scrollView.contentOffsetY == -54)
        let witness = Witness()
        scrollView.addObserver(witness)
        scrollView.pointerDown(y: 300)
        for step in 1...6 {
            timeline.advance(to: 0.1 + Double(step) / 60)
            scrollView.pointerMove(y: 300 - 14 * Double(step))
        }
        #expect(abs(scrollView.contentOffsetY - 30) < 1e-9)
        #expect(scrollView.targetContentInset.top == 0)
        for (offset, top) in witness.seen {
            #expect(abs(top - min(max(-offset, 0), 54)) < 1e-9, "offset \(offset) top \(top)")
        }
    }

    /// A change asked for while observers are told waits until all have been told: the
    /// observer after the changer sees the inset every observer saw, then the change.
    @Test func aChangeMadeWhileObserversAreToldWaitsForAllOfThem() {
        let changer = Changer()
        let witness = Witness()
        let scrollView = dragged(to: 320, observedBy: changer, witness)
        #expect(witness.seen.first?.top == 0, "told mid-change: \(witness.seen)")
        #expect(scrollView.targetContentInset.top == 80)
    }
}
