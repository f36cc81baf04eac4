import Testing

@testable import RefreshCore

// The rows of `RefreshMachine`'s table for results (see RefreshMachineTests.swift): every start
// given an end with a success or a failure, early (1 s) and late (3 s), and every event from a
// failure on show. No success dwell, a failure dwell of 0.5 s, a minimum of 2 s.

/// The starts that are not refreshing: an end with a result is the plain end there.
private let restingStarts: [MachineStart] = [
    .idle, .idleClosing, .pulling, .pullingClosing, .willRefresh, .noMoreData, .noMoreDataClosing,
]

/// Outside a refresh, an end with a result does what the plain end to idle does.
private let resultOutsideARefresh: [MachineRow] = machineTableWithoutResults.flatMap {
    line -> [MachineRow] in
    guard restingStarts.contains(line.start), case .end(.idle, let late) = line.event else {
        return []
    }
    return [RefreshResult.success, .failure].map {
        MachineRow(
            start: line.start, event: .endWith($0, late: late), phase: line.phase,
            percent: line.percent, closing: line.closing, actions: line.actions)
    }
}

/// A failure before the request went out still runs the begin hooks, once.
private let beginHooks: [RefreshAction] = [.runHook(.afterBeginning), .completeBegin]

/// A success with no dwell is the plain end, remembering its result; a failure goes on show,
/// the end waiting for the minimum (early) or for the dwell (late).
private func resultRows(
    from start: MachineStart, cycle id: Int, stage: RefreshCycle.Stage
) -> [MachineRow] {
    let opened = stage != .opening
    let hooks = opened ? [] : beginHooks
    return [
        row(
            start, .endWith(.success, late: false),
            ending(id, into: .idle, stage: stage, result: .success), endWaits),
        row(
            start, .endWith(.success, late: true), .idle, closing: true,
            [.queueEndCompletion] + refreshCloses(into: .idle, opened: opened)),
        row(
            start, .endWith(.failure, late: false), showing(.failure, until: 2, cycle: id),
            [.queueEndCompletion] + hooks + [.showResult(.failure), .scheduleEnd(at: 2)]),
        row(
            start, .endWith(.failure, late: true), showing(.failure, until: 3.5, cycle: id),
            [.queueEndCompletion] + hooks + [.showResult(.failure), .scheduleEnd(at: 3.5)]),
    ]
}

/// An end already waiting for the minimum: a success only remembers itself; a failure goes on
/// show and its dwell replaces the wait (the later of the two).
private let resultWhileEnding: [MachineRow] = [
    row(
        .ending, .endWith(.success, late: false), ending(1, into: .idle, result: .success),
        [.queueEndCompletion]),
    row(
        .ending, .endWith(.success, late: true), ending(1, into: .idle, result: .success),
        [.queueEndCompletion]),
    row(
        .ending, .endWith(.failure, late: false), showing(.failure, until: 2),
        [.queueEndCompletion, .showResult(.failure), .cancelScheduledEnd, .scheduleEnd(at: 2)]),
    row(
        .ending, .endWith(.failure, late: true), showing(.failure, until: 3.5),
        [.queueEndCompletion, .showResult(.failure), .cancelScheduledEnd, .scheduleEnd(at: 3.5)]),
]

/// A failure that ends: no time is recorded.
private func failureCloses(into final: RefreshState) -> [RefreshAction] {
    [
        .cancelScheduledEnd, .revokeRequest, .changeState(from: .refreshing, to: final),
        .runHook(.endingAnimationBegins), .close,
    ]
}

/// A failure cut short at once (detached, hidden): no result shows any more, no time recorded.
private let failureStopsAtOnce: [RefreshAction] = [
    .cancelScheduledEnd, .revokeRequest, .changeState(from: .refreshing, to: .idle),
    .runHook(.endingAnimationBegins), .restoreInset, .runHook(.afterEnding), .completeEnds,
    .finishAlpha,
]

/// A failure on show (since 0.5 s, until 1 s): the machine is still refreshing. Its timer ends
/// it; an end with a result changes nothing but queues its completion; an end without one cuts
/// the dwell short (at the minimum's end, 2 s, or at once after it).
private let fromShowingFailure: [MachineRow] =
    [
        row(
            .showingFailure, .end(to: .idle, late: false), showing(.failure, until: 2),
            [.queueEndCompletion, .cancelScheduledEnd, .scheduleEnd(at: 2)]),
        row(
            .showingFailure, .end(to: .idle, late: true), .idle, closing: true,
            [.queueEndCompletion] + failureCloses(into: .idle)),
        row(
            .showingFailure, .end(to: .noMoreData, late: false),
            showing(.failure, until: 2, into: .noMoreData),
            [.queueEndCompletion, .cancelScheduledEnd, .scheduleEnd(at: 2)]),
        row(
            .showingFailure, .end(to: .noMoreData, late: true), .noMoreData, closing: true,
            [.queueEndCompletion] + failureCloses(into: .noMoreData)),
        row(
            .showingFailure, .endTimerFired, .idle, closing: true, failureCloses(into: .idle)),
        row(
            .showingFailure, .stopAtOnce, .idle, percent: 0, closing: false, failureStopsAtOnce),
        row(.showingFailure, .hidden, .idle, percent: 0, closing: false, failureStopsAtOnce),
        row(.showingFailure, .setPercent(0.4), showing(.failure, until: 1), percent: 0.4, []),
    ]
    + [
        MachineEvent.endWith(.success, late: false), .endWith(.success, late: true),
        .endWith(.failure, late: false), .endWith(.failure, late: true),
    ].map { row(.showingFailure, $0, showing(.failure, until: 1), [.queueEndCompletion]) }
    + nothing(
        .showingFailure, showing(.failure, until: 1),
        for: ignoredWhileRefreshing + [.opened(stale: false), .closed])

/// Every row of the results.
let resultRows: [MachineRow] =
    resultOutsideARefresh
    + resultRows(from: .opening, cycle: 1, stage: .opening)
    + resultRows(from: .openingClosing, cycle: 3, stage: .opening)
    + resultRows(from: .running, cycle: 1, stage: .running) + resultWhileEnding
    + fromShowingFailure

/// With the opacity following the pull, a failure closing fades the opacity out too.
let resultRowsWithAlpha: [MachineRow] = [
    row(
        .showingFailure, .endTimerFired, .idle, closing: true,
        [
            .cancelScheduledEnd, .revokeRequest, .changeState(from: .refreshing, to: .idle),
            .runHook(.endingAnimationBegins), .animateAlpha(to: 0, duration: 0.4), .close,
        ])
]

struct RefreshMachineResultTests {
    /// With no dwell, a failure closes at once, as the plain end does, but records no time.
    @Test func aFailureWithoutADwellClosesAtOnceAndRecordsNothing() {
        var machine = runningMachine { $0.failureDwell = 0 }
        let actions = machine.end(to: .idle, result: .failure, at: 1)
        #expect(actions == [.queueEndCompletion] + failureCloses(into: .idle))
        #expect(machine.state == .idle && machine.result == nil)
    }

    /// A success with a dwell shows before it closes, and then records the time.
    @Test func aSuccessWithADwellShowsThenRecordsTheTime() {
        var machine = runningMachine { $0.successDwell = 0.75 }
        #expect(
            machine.end(to: .idle, result: .success, at: 1)
                == [.queueEndCompletion, .showResult(.success), .scheduleEnd(at: 1.75)])
        #expect(machine.state == .refreshing && machine.result == .success)
        #expect(machine.endTimerFired() == refreshCloses(into: .idle, opened: true))
        #expect(machine.result == nil)
    }

    /// A failure asked for while an end waits for the minimum duration is kept by a plain end
    /// asked after it: the refresh still failed, and records nothing.
    @Test func aFailureWaitingForTheMinimumIsNotForgottenByAPlainEnd() {
        var machine = runningMachine {
            $0.minimumRefreshing = 2
            $0.failureDwell = 0
        }
        _ = machine.end(to: .idle, result: .failure, at: 0.5)
        _ = machine.end(to: .idle, at: 1)
        #expect(machine.endTimerFired() == failureCloses(into: .idle))
    }

    /// The dwell's length is the failure dwell from the moment the result came, or the minimum
    /// duration's end if later, whatever the dwell.
    @Test(arguments: [0.1, 0.5, 1, 2.5])
    func theDwellEndsAtItsLengthOrTheMinimum(dwell: Double) {
        var machine = runningMachine {
            $0.minimumRefreshing = 1.5
            $0.failureDwell = dwell
        }
        let actions = machine.end(to: .idle, result: .failure, at: 0.6)
        #expect(actions.last == .scheduleEnd(at: max(0.6 + dwell, 1.5)))
    }
}
