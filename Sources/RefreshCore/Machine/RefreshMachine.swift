/// The lifecycle of a header, footer or trailer as a value: `mutating` transitions that return
/// the actions the component must carry out.
///
/// Unlike MJRefresh, `begin` and `end` act at once and are idempotent: ending twice, beginning
/// while refreshing, ending during the opening animation or before any begin never leaves the
/// component stuck open, never leaves inset behind and never runs a hook twice. The closing
/// animation is not a phase: it runs on while the component is already idle (MJRefresh reports
/// `idle` from the moment a refresh ends), so a pull may start before it is over.
public struct RefreshMachine: Equatable, Sendable {
    /// Where the component is in its lifecycle.
    public internal(set) var phase: RefreshPhase = .idle
    /// How far the component has been pulled out: 0 hidden, 1 fully out (may exceed 1).
    public private(set) var pullingPercent = 0.0
    /// Whether the closing animation of the last refresh is still running.
    public private(set) var isClosing = false
    /// Whether the opacity follows `pullingPercent` while not refreshing (MJRefresh's
    /// `automaticallyChangeAlpha`).
    public private(set) var automaticallyChangeAlpha = false
    /// How long the animations and the shortest refresh last.
    public var timing = RefreshTiming()
    private var cycles = 0
    private var buffer = ActionBuffer()

    /// A machine at rest.
    public init() {}

    /// The state MJRefresh would report.
    public var state: RefreshState { phase.state }

    /// Refreshing or about to (MJRefresh's `isRefreshing`).
    public var isRefreshing: Bool { state == .refreshing || state == .willRefresh }

    /// Whether a request is in flight (the headless contract's *in flight*): asked for while
    /// hidden, opening, or out, until its end is known; nothing is during a result's dwell or
    /// while an end waits for the minimum duration.
    public var isInFlight: Bool {
        switch phase {
        case .willRefresh: return true
        case .refreshing(let cycle): return cycle.shownResult == nil && cycle.pendingEnd == nil
        case .idle, .pulling, .noMoreData: return false
        }
    }

    /// The result on show while the component dwells on it before closing, nil otherwise.
    public var result: RefreshResult? {
        guard case .refreshing(let cycle) = phase else { return nil }
        return cycle.shownResult
    }

    /// Whether the opening animation is running (refreshing, the request not sent yet).
    public var isOpening: Bool {
        if case .refreshing(let cycle) = phase, cycle.stage == .opening { return true }
        return false
    }

    // MARK: - Begin and end

    /// Begins refreshing: at once when `visible`, otherwise as `willRefresh` until shown.
    /// Does nothing while already refreshing.
    public mutating func begin(visible: Bool, at time: Double) -> [RefreshAction] {
        guard !isRefreshing else { return [] }
        guard visible else { return move(to: .willRefresh) }
        return enterRefreshing(at: time)
    }

    /// The opening animation of cycle `id` is over: the request goes out.
    public mutating func opened(cycle id: Int) -> [RefreshAction] {
        guard case .refreshing(var cycle) = phase, cycle.id == id, cycle.stage == .opening else {
            return []
        }
        cycle.stage = .running
        phase = .refreshing(cycle)
        return [.sendRequest, .runHook(.afterBeginning), .completeBegin]
    }

    /// Ends refreshing into `final` (`idle`, or `noMoreData` for footers), waiting for the
    /// minimum refreshing duration if it is not over. With a `result` whose dwell
    /// (`RefreshTiming`) is not 0, the component stays refreshing and shows the result for the
    /// dwell first. Outside a refresh it only moves between `idle` and `noMoreData`.
    public mutating func end(
        to final: RefreshState, result: RefreshResult? = nil, at time: Double
    ) -> [RefreshAction] {
        switch phase {
        case .willRefresh:
            var actions = move(to: .resting(final))
            actions += setPercent(0)
            return actions + [.completeNow]
        case .refreshing(let cycle):
            if let shown = cycle.shownResult {
                return endDuringDwell(
                    cycle, showing: shown, to: final, cutShort: result == nil, at: time)
            }
            let dwell = result.map { timing.dwell(for: $0) } ?? 0
            if let result, dwell > 0 {
                return startDwell(cycle, showing: result, to: final, until: time + dwell)
            }
            return endOrWait(cycle, to: final, result: result, at: time)
        case .idle, .pulling, .noMoreData:
            var actions: [RefreshAction] = []
            if final == .noMoreData && state != .noMoreData {
                actions = move(to: .noMoreData)
            } else if final == .idle && state == .noMoreData {
                actions = move(to: .idle)
            }
            return actions + [.completeNow]
        }
    }

    /// The timer of an end that waited for the minimum duration fired.
    public mutating func endTimerFired() -> [RefreshAction] {
        guard case .refreshing(let cycle) = phase, let pending = cycle.pendingEnd else {
            return []
        }
        return finish(to: pending.final, result: pending.result)
    }

    /// The closing animation is over, or was cut short: the end hooks run now, once.
    public mutating func closed() -> [RefreshAction] {
        guard isClosing else { return [] }
        isClosing = false
        var actions: [RefreshAction] = []
        if !isRefreshing { actions += setPercent(0) }
        return actions + [.runHook(.afterEnding), .completeEnds]
    }

    /// Ends whatever is in flight without animation (detaching, hiding). A pending
    /// `willRefresh` stays: it refreshes when shown again.
    public mutating func stopAtOnce() -> [RefreshAction] {
        var actions: [RefreshAction] = []
        if case .refreshing(let cycle) = phase {
            // Cut short: no result shows, but a failure on show still records nothing.
            actions += finish(to: .idle, result: cycle.pendingEnd?.result, animated: false)
        }
        if isClosing { actions += [.restoreInset] + closed() }
        return actions + [.finishAlpha]
    }

    // MARK: - Pulling

    /// The scroll view moved: `percent` is how far the component is out, `pastTrigger` whether
    /// that is far enough to refresh, `dragging` whether a finger holds the content, `blocked`
    /// whether another component wins (a footer while the header refreshes).
    public mutating func scrolled(
        percent: Double, pastTrigger: Bool, dragging: Bool, blocked: Bool = false, at time: Double
    ) -> [RefreshAction] {
        switch phase {
        case .refreshing:
            return []
        case .noMoreData:
            return setPercent(percent)
        case .idle, .pulling, .willRefresh:
            break
        }
        guard dragging else {
            if state == .pulling { return released(blocked: blocked, at: time) }
            // MJRefresh takes a coasting percent only while it is under 1, so crossing the
            // trigger with no finger never flashes the full look.
            guard percent < 1 else { return [] }
            return setPercent(percent)
        }
        var actions = setPercent(percent)
        if blocked {
            if state == .pulling { actions += move(to: .idle) }
        } else if state == .idle && pastTrigger {
            actions += move(to: .pulling)
        } else if state == .pulling && !pastTrigger {
            actions += move(to: .idle)
        }
        return actions
    }

    /// The finger let go: a pull past the trigger refreshes (or, when blocked, falls back).
    public mutating func released(blocked: Bool = false, at time: Double) -> [RefreshAction] {
        guard phase == .pulling else { return [] }
        if blocked { return move(to: .idle) }
        return enterRefreshing(at: time)
    }

    // MARK: - Visibility and looks

    /// The component was hidden: a refresh or closing in flight ends at once.
    public mutating func hidden() -> [RefreshAction] {
        guard isRefreshing || isClosing else { return [] }
        return stopAtOnce()
    }

    /// The component became visible (shown, or attached): a pending `willRefresh` starts.
    public mutating func shown(at time: Double) -> [RefreshAction] {
        guard state == .willRefresh else { return [] }
        return enterRefreshing(at: time)
    }

    /// Turns `automaticallyChangeAlpha` on or off.
    public mutating func setAutomaticallyChangeAlpha(_ on: Bool) -> [RefreshAction] {
        automaticallyChangeAlpha = on
        guard !isRefreshing else { return [] }
        return [.setAlpha(on ? pullingPercent : 1)]
    }

    /// Sets `pullingPercent` from outside a pull (an app's own layout).
    public mutating func setPercent(_ percent: Double) -> [RefreshAction] {
        let changed = percent != pullingPercent
        // Stored even when equal, so −0 stays −0 as the offset maths gave it.
        pullingPercent = percent
        guard changed, !isRefreshing, automaticallyChangeAlpha else { return [] }
        return buffer.one(.setAlpha(percent))
    }

    // MARK: - Internals

    /// When the minimum refreshing duration of `cycle` is over.
    func endTime(of cycle: RefreshCycle) -> Double {
        cycle.since + timing.minimumRefreshing
    }

    /// An end with no result on show: at once, or when the minimum duration is over (the last
    /// end asked for wins, but a result an earlier one gave is kept).
    private mutating func endOrWait(
        _ cycle: RefreshCycle, to final: RefreshState, result: RefreshResult?, at time: Double
    ) -> [RefreshAction] {
        var cycle = cycle
        let earliest = endTime(of: cycle)
        let waiting = cycle.pendingEnd != nil
        let result = result ?? cycle.pendingEnd?.result
        guard waiting || time < earliest else {
            return [.queueEndCompletion] + finish(to: final, result: result)
        }
        cycle.pendingEnd = .init(final: final, time: earliest, result: result)
        phase = .refreshing(cycle)
        return waiting ? [.queueEndCompletion] : [.queueEndCompletion, .scheduleEnd(at: earliest)]
    }

    /// Rests in `state` (idle or pulling) with nothing in flight: how a wrapping machine (a
    /// second floor) takes the pull over and gives it back.
    mutating func rest(in state: RefreshState) -> [RefreshAction] {
        move(to: .resting(state))
    }

    private mutating func move(to next: RefreshPhase) -> [RefreshAction] {
        let old = state
        phase = next
        guard next.state != old else { return [] }
        return [.changeState(from: old, to: next.state)]
    }

    private mutating func enterRefreshing(at time: Double) -> [RefreshAction] {
        cycles += 1
        var actions: [RefreshAction] = [.runHook(.beginning)]
        actions += setPercent(1)
        actions.append(.animateAlpha(to: 1, duration: timing.opening))
        let cycle = RefreshCycle(id: cycles, since: time, stage: .opening, pendingEnd: nil)
        actions += move(to: .refreshing(cycle))
        return actions + [.open(cycle: cycles)]
    }

    /// Ends the refresh in flight into `final` now, closing with an animation or at once.
    mutating func finish(
        to final: RefreshState, result: RefreshResult?, animated: Bool = true
    ) -> [RefreshAction] {
        guard case .refreshing(let cycle) = phase else { return [] }
        var actions: [RefreshAction] = [.cancelScheduledEnd, .revokeRequest]
        if cycle.stage == .opening {
            // Ended before the opening finished: the request never goes out, but the begin hooks
            // still run once so every begin is paired with its end.
            actions += [.runHook(.afterBeginning), .completeBegin]
        }
        isClosing = true
        cycles += 1
        // Only a refresh whose data came (not a failure, not a cancel) updates the last-updated
        // time.
        if final == .idle && result?.landedData != false { actions.append(.recordLastUpdated) }
        actions += move(to: .resting(final))
        actions.append(.runHook(.endingAnimationBegins))
        if automaticallyChangeAlpha {
            let duration = animated ? timing.closing : 0
            actions.append(.animateAlpha(to: 0, duration: duration))
        }
        if animated { return actions + [.close] }
        return actions + [.restoreInset] + closed()
    }
}
