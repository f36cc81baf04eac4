import Testing

@testable import RefreshCore

/// `cancelRefreshing()`: what is in flight (`isInFlight`), the app told to abandon its request
/// (`cancelAction`), the result `cancelled` on show for the success dwell, and nothing recorded.
struct RefreshCancelTests {
    private func header(successDwell: Double = 0.5) -> (Timeline, ScrollView, RefreshHeader) {
        let timeline = Timeline()
        let scrollView = ScrollView(timeline: timeline, viewSize: Size(width: 390, height: 720))
        scrollView.contentSize = Size(width: 390, height: 2000)
        let header = RefreshHeader(
            look: TitleLook.header, store: MemoryLastUpdatedStore(), clock: { 100 })
        header.timing.successDwell = successDwell
        header.attach(to: scrollView)
        return (timeline, scrollView, header)
    }

    @Test func aRequestIsInFlightFromTheOpeningUntilItsEnd() {
        let (timeline, scrollView, header) = header()
        #expect(!header.isInFlight)
        header.beginRefreshing()
        #expect(header.isInFlight && header.isOpening)
        timeline.advance(to: 0.4)
        #expect(header.isInFlight)
        header.endRefreshing(result: .success)
        // During the dwell nothing is in flight.
        #expect(header.result == .success && !header.isInFlight)
        #expect(scrollView.contentInset.top > 0)
    }

    @Test func aCancelAfterTheRequestWentOutTellsTheAppAndShowsCancelled() {
        let (timeline, scrollView, header) = header()
        var sent = 0
        var abandoned = 0
        header.refreshingAction = { sent += 1 }
        header.cancelAction = { abandoned += 1 }
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        #expect(sent == 1)
        #expect(header.cancelRefreshing())
        #expect(abandoned == 1)
        #expect(header.result == .cancelled && header.displayedTitle == "Cancelled")
        #expect(!header.isInFlight && !header.cancelRefreshing())
        timeline.advance(to: 0.79)
        #expect(header.state == .refreshing)
        timeline.advance(to: 0.81)
        #expect(header.state == .idle)
        timeline.advance(to: 2)
        #expect(scrollView.contentInset.top == 0)
        // Nothing landed: the last-updated time was never recorded.
        #expect(header.lastUpdatedTime == nil)
    }

    @Test func aCancelDuringTheOpeningSendsNothingAndAsksNothingOfTheApp() {
        let (timeline, scrollView, header) = header(successDwell: 0)
        var sent = 0
        var abandoned = 0
        header.refreshingAction = { sent += 1 }
        header.cancelAction = { abandoned += 1 }
        header.beginRefreshing()
        timeline.advance(to: 0.1)
        #expect(header.cancelRefreshing())
        timeline.advance(to: 2)
        #expect(sent == 0 && abandoned == 0 && header.state == .idle)
        #expect(scrollView.contentInset.top == 0)
    }

    @Test func aRefreshAskedForWhileHiddenIsInFlightAndACancelPutsItToRest() {
        let (_, scrollView, header) = header()
        header.isHidden = true
        header.beginRefreshing()
        #expect(header.state == .willRefresh && header.isInFlight)
        #expect(header.cancelRefreshing())
        #expect(header.state == .idle && header.result == nil && !header.isInFlight)
        #expect(scrollView.contentInset.top == 0)
    }

    @Test func theCancelledDwellHasAFloorWhereTheAppSetsOne() {
        var timing = RefreshTiming()
        #expect(timing.dwell(for: .cancelled) == 0)
        timing.cancelledDwellMinimum = 0.4
        #expect(timing.dwell(for: .cancelled) == 0.4)
        timing.successDwell = 0.9
        #expect(timing.dwell(for: .cancelled) == 0.9)
    }
}
