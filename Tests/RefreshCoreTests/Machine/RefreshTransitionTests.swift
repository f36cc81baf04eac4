import Testing

@testable import RefreshCore

/// Where a transition starts.
enum StartState: String, Sendable, CaseIterable {
    case idle, pulling, opening, refreshing, willRefresh, noMoreData, hiddenIdle
}

/// What is done to the header.
enum Operation: String, Sendable {
    case begin, end, show, release
    /// Pointer down, then 300 points of pull, pointer held.
    case pullAndHold
    /// Pointer down, 20 points of pull (short of the trigger), pointer held.
    case shortPull
    /// The same 300-point pull, then the pointer is released.
    case pullAndRelease
    /// While held, the pointer goes back to 10 points of pull (above the trigger).
    case pushBack
}

struct Transition: Sendable, CustomTestStringConvertible {
    let from: StartState
    let operation: Operation
    let expected: RefreshState
    var testDescription: String { "\(from) + \(operation) → \(expected)" }
}

private let transitions: [Transition] = [
    .init(from: .idle, operation: .begin, expected: .refreshing),
    .init(from: .idle, operation: .end, expected: .idle),
    .init(from: .idle, operation: .show, expected: .idle),
    .init(from: .idle, operation: .release, expected: .idle),
    .init(from: .idle, operation: .pullAndHold, expected: .pulling),
    .init(from: .idle, operation: .shortPull, expected: .idle),
    .init(from: .idle, operation: .pullAndRelease, expected: .refreshing),
    .init(from: .pulling, operation: .begin, expected: .refreshing),
    .init(from: .pulling, operation: .end, expected: .pulling),
    .init(from: .pulling, operation: .release, expected: .refreshing),
    .init(from: .pulling, operation: .pushBack, expected: .idle),
    .init(from: .pulling, operation: .pullAndHold, expected: .pulling),
    .init(from: .opening, operation: .begin, expected: .refreshing),
    .init(from: .opening, operation: .end, expected: .idle),
    .init(from: .opening, operation: .pullAndRelease, expected: .refreshing),
    .init(from: .refreshing, operation: .begin, expected: .refreshing),
    .init(from: .refreshing, operation: .end, expected: .idle),
    .init(from: .refreshing, operation: .pullAndHold, expected: .refreshing),
    .init(from: .refreshing, operation: .pullAndRelease, expected: .refreshing),
    .init(from: .refreshing, operation: .show, expected: .refreshing),
    .init(from: .willRefresh, operation: .begin, expected: .willRefresh),
    .init(from: .willRefresh, operation: .end, expected: .idle),
    .init(from: .willRefresh, operation: .show, expected: .refreshing),
    .init(from: .willRefresh, operation: .pullAndRelease, expected: .willRefresh),
    .init(from: .noMoreData, operation: .begin, expected: .refreshing),
    .init(from: .noMoreData, operation: .end, expected: .idle),
    .init(from: .noMoreData, operation: .pullAndHold, expected: .noMoreData),
    .init(from: .hiddenIdle, operation: .begin, expected: .willRefresh),
    .init(from: .hiddenIdle, operation: .end, expected: .idle),
    .init(from: .hiddenIdle, operation: .show, expected: .idle),
]

/// A hidden header must never trigger (MJRefresh ignores offset changes while hidden).
private let hiddenDragTransitions: [Transition] = [
    .init(from: .hiddenIdle, operation: .pullAndHold, expected: .idle),
    .init(from: .hiddenIdle, operation: .pullAndRelease, expected: .idle),
]

struct RefreshTransitionTests {
    private func prepare(_ start: StartState) -> (Timeline, ScrollView, RefreshHeader, HookCounter)
    {
        let (timeline, scrollView, header, counter) = makeHeader()
        switch start {
        case .idle: break
        case .pulling: pull(scrollView, overscroll: 300)
        case .opening: header.beginRefreshing()
        case .refreshing:
            header.beginRefreshing()
            timeline.advance(to: timeline.now + 0.3)
        case .willRefresh:
            header.isHidden = true
            header.beginRefreshing()
        case .noMoreData:
            // A header has no public way into "no more data": use the footers' own event.
            header.component.end(to: .noMoreData, result: nil, completion: nil)
        case .hiddenIdle: header.isHidden = true
        }
        return (timeline, scrollView, header, counter)
    }

    private func apply(_ operation: Operation, _ scrollView: ScrollView, _ header: RefreshHeader) {
        switch operation {
        case .begin: header.beginRefreshing()
        case .end: header.endRefreshing()
        case .show: header.isHidden = false
        case .release: scrollView.pointerUp()
        case .pullAndHold: pull(scrollView, overscroll: 300)
        case .shortPull: pull(scrollView, overscroll: 20)
        case .pullAndRelease:
            pull(scrollView, overscroll: 300)
            scrollView.pointerUp()
        case .pushBack: scrollView.pointerMove(y: 110)
        }
    }

    @Test(arguments: transitions)
    func transition(_ transition: Transition) {
        let (_, scrollView, header, counter) = prepare(transition.from)
        let before = header.state
        let logged = counter.stateLog.count
        apply(transition.operation, scrollView, header)
        #expect(header.state == transition.expected)
        // A state is reported once per change, never for a "change" to the same state.
        let changes = Array(counter.stateLog[logged...])
        #expect(zip(changes, changes.dropFirst()).allSatisfy { $0 != $1 })
        if transition.expected == before { #expect(changes.isEmpty) }
    }

    @Test(arguments: hiddenDragTransitions)
    func aHiddenHeaderIgnoresDrags(_ transition: Transition) {
        let (_, scrollView, header, _) = prepare(transition.from)
        apply(transition.operation, scrollView, header)
        #expect(header.state == transition.expected)
    }

    /// `setState` is gone: the machine reports a state once per change, so repeating the event
    /// that reached a state reports nothing.
    @Test(arguments: RefreshState.allCases)
    func reachingTheCurrentStateAgainReportsNoChange(_ state: RefreshState) {
        var machine = RefreshMachine()
        func reach(_ machine: inout RefreshMachine) -> [RefreshAction] {
            switch state {
            case .idle: return machine.end(to: .idle, at: 0)
            case .pulling:
                return machine.scrolled(percent: 1.5, pastTrigger: true, dragging: true, at: 0)
            case .refreshing: return machine.begin(visible: true, at: 0)
            case .willRefresh: return machine.begin(visible: false, at: 0)
            case .noMoreData: return machine.end(to: .noMoreData, at: 0)
            }
        }
        func changes(_ actions: [RefreshAction]) -> [RefreshAction] {
            actions.filter {
                if case .changeState = $0 { return true }
                return false
            }
        }
        let first = reach(&machine)
        #expect(machine.state == state)
        #expect(changes(first) == (state == .idle ? [] : [.changeState(from: .idle, to: state)]))
        let again = reach(&machine)
        #expect(machine.state == state)
        #expect(changes(again).isEmpty)
    }

    @Test(arguments: [10.0, 40.0, 100.0, 300.0])
    func pullingPercentIsOverscrollOverHeight(pointerTravel: Double) {
        let (_, scrollView, header, _) = makeHeader()
        pull(scrollView, overscroll: pointerTravel)
        let overscroll = -scrollView.contentOffsetY
        #expect(overscroll > 0)
        #expect(near(header.pullingPercent, overscroll / 54))
        #expect(header.state == (overscroll > 54 ? .pulling : .idle))
    }

    @Test(arguments: [0.0, 20.0])
    func releasingWhilePullingOpensOverAQuarterSecondThenRunsTheAction(original: Double) {
        let (timeline, scrollView, header, counter) = makeHeader(originalTop: original)
        pull(scrollView, overscroll: 300)
        #expect(header.state == .pulling)
        let released = timeline.now
        scrollView.pointerUp()
        #expect(header.state == .refreshing)
        #expect(header.isOpening)
        timeline.advance(to: released + 0.125)
        let halfway = scrollView.contentInset.top
        #expect(halfway > original + 1 && halfway < original + 53)
        timeline.advance(to: released + 0.2499)
        #expect(counter.actions == 0)
        #expect(counter.afterBeginning == 0)
        timeline.advance(to: released + 0.25)
        #expect(counter.actions == 1)
        #expect(counter.afterBeginning == 1)
        #expect(counter.actionTimes == [released + 0.25])
        #expect(near(scrollView.contentInset.top, original + 54))
        #expect(near(scrollView.contentOffsetY, -(original + 54)))
        #expect(!header.isOpening)
    }

    @Test func whileRefreshingTheTopInsetFollowsTheOffset() {
        let (timeline, scrollView, header, _) = makeHeader()
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        #expect(near(scrollView.contentOffsetY, -54))
        scrollView.pointerDown(y: 400)
        timeline.advance(to: 0.31)
        scrollView.pointerMove(y: 370)
        #expect(near(scrollView.contentOffsetY, -24))
        #expect(near(scrollView.contentInset.top, 24))
        var y = 370.0
        var sawZero = false
        var sawMiddle = false
        for step in 0..<60 {
            y += step < 30 ? -6 : 7
            timeline.advance(to: timeline.now + 1 / 60)
            scrollView.pointerMove(y: y)
            let offset = scrollView.contentOffsetY
            let expected = min(max(-offset, 0), 54)
            #expect(near(scrollView.contentInset.top, expected), "offset \(offset)")
            if expected == 0 { sawZero = true }
            if expected > 1 && expected < 53 { sawMiddle = true }
        }
        #expect(sawZero && sawMiddle)
        #expect(header.state == .refreshing)
    }

    @Test func endingClosesOverPointFourSecondsAndFadesOut() {
        let store = MemoryLastUpdatedStore()
        let (timeline, scrollView) = makeScrollView()
        let header = RefreshHeader(look: TitleLook.header, store: store, clock: { 1_773_497_100 })
        let counter = HookCounter()
        counter.install(on: header)
        header.attach(to: scrollView)
        header.automaticallyChangeAlpha = true
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        #expect(header.alpha == 1)
        header.endRefreshing()
        #expect(header.state == .idle)
        #expect(counter.endingAnimationBegins == 1)
        #expect(counter.afterEnding == 0)
        #expect(store.lastUpdated(forKey: header.lastUpdatedTimeKey) == 1_773_497_100)
        timeline.advance(to: 0.5)
        #expect(scrollView.contentInset.top > 1 && scrollView.contentInset.top < 53)
        #expect(header.alpha > 0.01 && header.alpha < 0.99)
        #expect(header.pullingPercent > 0)
        #expect(counter.afterEnding == 0)
        timeline.advance(to: 0.7)
        #expect(near(scrollView.contentInset.top, 0))
        #expect(header.alpha == 0)
        #expect(header.pullingPercent == 0)
        #expect(counter.afterEnding == 1)
        #expect(header.openedFromTop == nil)
        timeline.advance(to: 2)
        #expect(scrollView.isAtRest)
        #expect(near(scrollView.contentOffsetY, 0))
    }

    @Test(arguments: [(-0.5, 0.0), (0, 0), (0.3, 0.3), (1, 1), (1.7, 1)])
    func alphaFollowsPullingPercentWhileNotRefreshing(percent: Double, alpha: Double) {
        let header = RefreshHeader(look: EmptyLook())
        header.automaticallyChangeAlpha = true
        header.pullingPercent = percent
        #expect(header.alpha == alpha)
        header.automaticallyChangeAlpha = false
        #expect(header.alpha == 1)
    }

    @Test func alphaIgnoresPullingPercentWhileRefreshing() {
        // The component holds its scroll view weakly: keep it alive.
        let (timeline, scrollView, header, _) = makeHeader()
        defer { withExtendedLifetime(scrollView) {} }
        header.automaticallyChangeAlpha = true
        #expect(header.alpha == 0)
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        #expect(header.alpha == 1)
        header.pullingPercent = 0.2
        #expect(header.alpha == 1)
        header.automaticallyChangeAlpha = false
        header.automaticallyChangeAlpha = true
        #expect(header.alpha == 1)
    }

    @Test func attachingRecordsTheInsetAndDetachingGivesBackWhatWasAdded() {
        let (timeline, scrollView, header, _) = makeHeader(originalTop: 20)
        #expect(header.scrollViewOriginalInset.top == 20)
        header.beginRefreshing()
        timeline.advance(to: 0.3)
        #expect(near(scrollView.contentInset.top, 74))
        header.detach()
        #expect(header.scrollView == nil)
        #expect(scrollView.contentInset.top == 20)
        #expect(header.state == .idle)
        // Detached: the scroll view no longer reports to it.
        pull(scrollView, overscroll: 300)
        #expect(header.pullingPercent == 0)
        #expect(header.state == .idle)
    }

    @Test func theOriginalInsetStaysCurrentWhileIdle() {
        let (timeline, scrollView, header, _) = makeHeader()
        var inset = scrollView.contentInset
        inset.top = 30
        scrollView.contentInset = inset
        timeline.advance(to: 1)
        pull(scrollView, overscroll: 5)
        #expect(header.scrollViewOriginalInset.top == 30)
        scrollView.pointerUp()
        timeline.advance(to: 3)
        header.beginRefreshing()
        timeline.advance(to: 3.3)
        #expect(near(scrollView.contentInset.top, 84))
        header.endRefreshing()
        timeline.advance(to: 4)
        #expect(near(scrollView.contentInset.top, 30))
    }
}
