import Testing

@testable import RefreshCore

// The top loader's transitions as a table, through a real scroll view: 60 rows of mixed
// heights in a 390×720 view, the loader's 44 points in the top inset, so the zone where it
// loads is offset + 44 < 720. Each start rests at offset 300 (in the zone) except `far`.

/// Where the loader starts.
enum LoaderStart: String, CaseIterable, Sendable {
    /// Idle at offset 2000, outside the zone.
    case far
    /// Idle at 300, in the zone, on a fresh approach.
    case inZone
    /// Idle at 300 after a load failed there: this approach is spent.
    case spent
    /// Loading at 300.
    case loading
    /// Out of data at 300.
    case noMoreData
}

/// What happens to it.
enum LoaderEvent: String, CaseIterable, Sendable {
    /// One wheel notch towards the top (40 points), then 0.3 s.
    case wheelUp
    /// One wheel notch towards the end.
    case wheelDown
    /// A drag moving the content 100 points towards its top, held.
    case dragUp
    /// Out of the zone (offset 1500) and back to 300 at once.
    case leaveAndReturn
    /// A click on the loader where it is drawn (the click alone is tested: wherever it is).
    case tap
    /// The request lands 20 rows (anchor kept) and the load ends.
    case landed
    /// The request fails: its 0.5 s failure dwell, then idle.
    case failed
    /// The app says there is nothing earlier.
    case noMore
    /// The app resets "no more data".
    case reset
}

/// One row: from `start`, `event` leaves the loader in `state` having sent `sent` requests.
struct LoaderRow: TransitionRow, Sendable, CustomTestStringConvertible {
    var start: LoaderStart
    var event: LoaderEvent
    var state: RefreshState
    var sent: Int

    var testDescription: String { "\(start.rawValue) + \(event.rawValue)" }
}

/// The rows from `start`: the `listed` events, and for every other one `state`, nothing sent.
private func rows(
    from start: LoaderStart, staying state: RefreshState,
    _ listed: [(LoaderEvent, RefreshState, Int)]
) -> [LoaderRow] {
    let covered = Set(listed.map { $0.0 })
    return listed.map { LoaderRow(start: start, event: $0.0, state: $0.1, sent: $0.2) }
        + LoaderEvent.allCases.filter { !covered.contains($0) }.map {
            LoaderRow(start: start, event: $0, state: state, sent: 0)
        }
}

let loaderTable: [LoaderRow] =
    rows(
        from: .far, staying: .idle,
        [(.leaveAndReturn, .refreshing, 1), (.tap, .refreshing, 1), (.noMore, .noMoreData, 0)])
    + rows(
        from: .inZone, staying: .idle,
        [
            (.wheelUp, .refreshing, 1), (.dragUp, .refreshing, 1),
            (.leaveAndReturn, .refreshing, 1), (.tap, .refreshing, 1), (.noMore, .noMoreData, 0),
        ])
    + rows(
        from: .spent, staying: .idle,
        [
            (.dragUp, .refreshing, 1), (.leaveAndReturn, .refreshing, 1),
            (.tap, .refreshing, 1), (.noMore, .noMoreData, 0),
        ])
    + rows(
        from: .loading, staying: .refreshing,
        [(.landed, .idle, 0), (.failed, .idle, 0), (.noMore, .noMoreData, 0)])
    + rows(from: .noMoreData, staying: .noMoreData, [(.reset, .idle, 0)])

/// A loader at `start`, its requests counted from 0.
private func loader(at start: LoaderStart) -> TopLoaderRig {
    let rig = TopLoaderRig(at: start == .far ? 2000 : 300)
    switch start {
    case .far, .inZone: break
    case .spent:
        rig.loader.beginRefreshing()
        rig.loader.endRefreshing(result: .failure)
        rig.wait(1)
    case .loading: rig.loader.beginRefreshing()
    case .noMoreData: rig.loader.endRefreshingWithNoMoreData()
    }
    return rig
}

private func apply(_ event: LoaderEvent, to rig: TopLoaderRig) {
    let view = rig.scrollView
    switch event {
    case .wheelUp:
        view.scrollByWheel(notches: 1)
        rig.wait(0.3)
    case .wheelDown:
        view.scrollByWheel(notches: -1)
        rig.wait(0.3)
    case .dragUp:
        view.pointerDown(y: 300)
        for step in 1...5 {
            rig.wait(1.0 / 60)
            view.pointerMove(y: 300 + 20 * Double(step))
        }
    case .leaveAndReturn:
        view.setContentOffsetY(1500)
        view.setContentOffsetY(300)
    case .tap:
        let frame = rig.loader.frame(in: Rect(x: 0, y: 0, width: 390, height: 720))
        _ = rig.loader.handleTap(at: Point(x: frame.midX, y: frame.midY), frame: frame)
    case .landed:
        guard rig.loader.isRefreshing else { return }
        rig.land()
    case .failed:
        guard rig.loader.isRefreshing else { return }
        rig.fails = true
        rig.land()
        rig.wait(0.6)
    case .noMore: rig.loader.endRefreshingWithNoMoreData()
    case .reset: rig.loader.resetNoMoreData()
    }
}

@Suite struct TopLoaderTransitionTests {
    @Test(arguments: loaderTable)
    func theLoaderFollowsItsTable(_ row: LoaderRow) {
        let rig = loader(at: row.start)
        let before = rig.requests
        apply(row.event, to: rig)
        #expect(rig.loader.state == row.state)
        #expect(rig.requests - before == row.sent)
    }

    @Test func theTableCoversEveryEventFromEveryStart() {
        expectOneRowForEveryStartAndEvent(in: loaderTable, events: LoaderEvent.allCases)
    }

    /// The zone's edge is the contract's: offset + inset top < view height, so with the
    /// loader's 44 points the last offset outside is 676 and just below it begins.
    @Test(arguments: [(677.0, false), (676.0, false), (675.9, true)])
    func theZoneIsOneViewHeightAboveTheTop(offset: Double, begins: Bool) {
        let rig = TopLoaderRig(at: 1500)
        #expect(rig.scrollView.contentInset.top == 44)
        rig.scrollView.setContentOffsetY(offset)
        #expect(rig.loader.isRefreshing == begins)
        #expect(rig.requests == (begins ? 1 : 0))
    }

    /// A landing moves the content out of the zone with the anchor kept: the next approach is
    /// the next load, and the rows read on the screen stay where they are.
    @Test func aLandingKeepsTheAnchorAndTheNextApproachLoadsAgain() {
        let rig = TopLoaderRig(at: 300)
        rig.latency = 0.5
        let id = rig.list.anchorID
        let y = rig.list.screenY(of: id)
        rig.scrollView.scrollByWheel(notches: 1)
        rig.wait(0.2)
        let yBefore = rig.list.screenY(of: id)
        #expect(rig.requests == 1 && abs(yBefore - (y + 40)) < 1e-9)
        rig.wait(0.5)
        #expect(rig.loader.state == .idle && rig.list.layout.rowCount == 80)
        #expect(abs(rig.list.screenY(of: id) - yBefore) < 1e-9)
        #expect(rig.offset > 676)
        rig.scrollView.setContentOffsetY(300)
        #expect(rig.requests == 2)
    }
}
