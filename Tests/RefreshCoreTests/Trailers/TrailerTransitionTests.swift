import Testing

@testable import RefreshCore

// The trailer's transition table: every start it can be in and what can happen to it there —
// a drag of the cards, a release, the app's begin, end, no-more-data and reset — through its
// horizontal scroll view (`TrailerRig`: 8 cards, 1050 in 390, so it appears at 660 and pulls
// past 720). Each row gives the state right after the event, the refreshing actions run by
// one second later, and the right inset two more seconds on (60 while it still refreshes,
// 0 once it has closed).

/// Where a trailer transition starts.
enum TrailerStart: String, Sendable, CaseIterable {
    /// At rest.
    case idle
    /// Dragged 80 points past the end and held: past its 60.
    case pulling
    /// Released while pulling, inside the 0.25 s opening.
    case opening
    /// Open, its action run (the request out).
    case refreshing
    /// Its load failed: the failure on show for its 1 s dwell, still refreshing.
    case showingFailure
    /// No more data.
    case noMoreData
    /// The header refreshes: it must not load.
    case blocked

    /// Where it goes when nothing happens to it: its state, the refreshing actions run by one
    /// second on, and the right inset two seconds after that.
    var onItsOwn: TrailerOutcome {
        switch self {
        case .idle, .blocked: TrailerOutcome(.idle, actions: 0)
        case .pulling: TrailerOutcome(.pulling, actions: 0)
        case .opening, .refreshing: TrailerOutcome(.refreshing, actions: 1, inset: 60)
        // The failure's dwell ends the refresh and it closes.
        case .showingFailure: TrailerOutcome(.refreshing, actions: 1)
        case .noMoreData: TrailerOutcome(.noMoreData, actions: 0)
        }
    }
}

/// What happens to the trailer.
enum TrailerEvent: String, Sendable {
    case begin, end, endWithNoMoreData, resetNoMoreData
    /// The held finger's release (nothing when no finger is down).
    case release
    /// A new drag 80 points past the end, held.
    case pullAndHold
    /// A new drag 80 points past the end, released.
    case pullAndRelease
    /// A new drag 30 points past the end (short of 60), released.
    case shortPullAndRelease
    /// The held finger goes back to 30 points past the end.
    case pushBack
}

struct TrailerTransition: Sendable, CustomTestStringConvertible {
    let from: TrailerStart
    let event: TrailerEvent
    let outcome: TrailerOutcome

    init(_ from: TrailerStart, _ event: TrailerEvent, _ outcome: TrailerOutcome) {
        self.from = from
        self.event = event
        self.outcome = outcome
    }

    /// A row with its outcome written out.
    init(
        _ from: TrailerStart, _ event: TrailerEvent, _ state: RefreshState, actions: Int,
        inset: Double = 0
    ) {
        self.init(from, event, TrailerOutcome(state, actions: actions, inset: inset))
    }

    var testDescription: String { "\(from) + \(event) → \(outcome.state)" }
}

/// Rows where `events` leave the trailer at `start` as it was: it goes on as it would have
/// without them (`TrailerStart.onItsOwn`).
private func unchanged(_ start: TrailerStart, by events: [TrailerEvent]) -> [TrailerTransition] {
    events.map { .init(start, $0, start.onItsOwn) }
}

private let trailerTransitions: [TrailerTransition] =
    [
        .init(.idle, .begin, .refreshing, actions: 1, inset: 60),
        .init(.idle, .endWithNoMoreData, .noMoreData, actions: 0),
        .init(.idle, .pullAndHold, .pulling, actions: 0),
        .init(.idle, .pullAndRelease, .refreshing, actions: 1, inset: 60),
    ]
    + unchanged(.idle, by: [.end, .resetNoMoreData, .release, .shortPullAndRelease])
    + [
        .init(.pulling, .release, .refreshing, actions: 1, inset: 60),
        .init(.pulling, .pushBack, .idle, actions: 0),
        .init(.pulling, .begin, .refreshing, actions: 1, inset: 60),
        .init(.pulling, .endWithNoMoreData, .noMoreData, actions: 0),
    ]
    + unchanged(.pulling, by: [.end])
    + [
        // Ended before it has opened: the request is never sent (the machine's rule for every
        // component).
        .init(.opening, .end, .idle, actions: 0),
        .init(.opening, .endWithNoMoreData, .noMoreData, actions: 0),
    ]
    + unchanged(.opening, by: [.begin, .pullAndRelease])
    + [
        .init(.refreshing, .end, .idle, actions: 1),
        .init(.refreshing, .endWithNoMoreData, .noMoreData, actions: 1),
    ]
    + unchanged(
        .refreshing, by: [.begin, .resetNoMoreData, .pullAndRelease, .shortPullAndRelease])
    // The app's own end cuts the failure's dwell short.
    + [.init(.showingFailure, .end, .idle, actions: 1)]
    + unchanged(.showingFailure, by: [.begin, .pullAndRelease])
    + [
        .init(.noMoreData, .resetNoMoreData, .idle, actions: 0),
        .init(.noMoreData, .begin, .refreshing, actions: 1, inset: 60),
        .init(.noMoreData, .end, .idle, actions: 0),
    ]
    + unchanged(.noMoreData, by: [.pullAndHold, .pullAndRelease])
    + unchanged(.blocked, by: [.pullAndHold, .pullAndRelease, .shortPullAndRelease])

@Suite struct TrailerTransitionTests {
    private func prepare(_ start: TrailerStart) -> TrailerRig {
        let rig = TrailerRig()
        switch start {
        case .idle: break
        case .pulling:
            rig.grab()
            rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 80))
        case .opening:
            rig.pull(showing: 80)
            rig.advance(by: 0.1)
        case .refreshing:
            rig.pull(showing: 80)
            rig.run(for: 0.3)
        case .showingFailure:
            rig.pull(showing: 80)
            rig.run(for: 0.3)
            rig.trailer.endRefreshing(result: .failure)
            rig.run(for: 0.2)
        case .noMoreData: rig.trailer.endRefreshingWithNoMoreData()
        case .blocked: rig.trailer.isBlocked = { true }
        }
        return rig
    }

    private func apply(_ event: TrailerEvent, to rig: TrailerRig) {
        switch event {
        case .begin: rig.trailer.beginRefreshing()
        case .end: rig.trailer.endRefreshing()
        case .endWithNoMoreData: rig.trailer.endRefreshingWithNoMoreData()
        case .resetNoMoreData: rig.trailer.resetNoMoreData()
        case .release: rig.scrollView.pointerUp()
        case .pullAndHold:
            rig.grab()
            rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 80))
        case .pullAndRelease: rig.pull(showing: 80)
        case .shortPullAndRelease: rig.pull(showing: 30)
        case .pushBack: rig.drag(to: rig.maxOffset + rig.fingerDistance(toShowOverscroll: 30))
        }
    }

    @Test(arguments: trailerTransitions)
    func transition(_ row: TrailerTransition) {
        let rig = prepare(row.from)
        apply(row.event, to: rig)
        #expect(rig.trailer.state == row.outcome.state)
        rig.run(for: 1)
        #expect(rig.actions == row.outcome.actions)
        rig.run(for: 2)
        #expect(rig.rightInset == row.outcome.inset)
        // Let go: open means held at the end plus 60, closed means at rest in the range — at
        // the end it was pulled from, or at the start it never left.
        guard !rig.scrollView.isDragging else { return }
        #expect(rig.scrollView.isAtRest)
        if row.outcome.inset == 60 {
            #expect(abs(rig.offset - (rig.maxOffset + 60)) < 1e-9)
        } else {
            #expect(abs(rig.offset - rig.maxOffset) < 1e-9 || rig.offset == 0)
        }
    }

    @Test func everyStartHasRows() {
        let starts = Set(trailerTransitions.map(\.from))
        #expect(starts == Set(TrailerStart.allCases))
    }
}
