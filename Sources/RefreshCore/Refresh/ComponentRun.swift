/// A component's machine at work: the `RefreshMachine` its transitions move, the carrying out
/// of the actions the machine returns against the component, and what it has under way between
/// those actions: its opacity animation, the timer of an end waiting for the shortest refresh,
/// the completions waiting for a begin and for the end, the `async` action in flight, and since
/// when its look's states hold. A class: an action may run a transition of its own at once.
final class ComponentRun {
    /// The lifecycle: phase, `pullingPercent`, closing.
    var machine = RefreshMachine()
    /// The opacity, animated by the machine's alpha actions.
    var opacity = Opacity()
    /// The end waiting for the minimum refreshing duration.
    var endTimer: Timeline.Token?
    /// Runs once the begin asked for with it has happened.
    var beginCompletion: (() -> Void)?
    /// Run once the refresh under way has ended.
    var endCompletions: [() -> Void] = []
    /// The completion of an `async` action still running.
    var asyncTicket: CompletionMailbox.Ticket?
    /// What the last `async` action threw.
    var asyncError: (any Error)?
    /// Since when the look's state and result hold, for every moment.
    var history = LookHistory()

    /// Whether an opening, closing or opacity animation is still running at `time`.
    func isAnimating(at time: Double) -> Bool {
        machine.isOpening || machine.isClosing || opacity.isAnimating(at: time)
    }

    /// Ends `component`'s refreshing into `final` (`idle`, or `noMoreData` for footers), with
    /// `result`.
    func end(
        to final: RefreshState, result: RefreshResult?, for component: RefreshComponent,
        completion: (() -> Void)?
    ) {
        let time = component.now
        perform(
            machine.end(to: final, result: result, at: time), for: component,
            completion: completion)
    }

    /// Cancels `component`'s request in flight (`RefreshComponent.cancelRefreshing()`): drops an
    /// `async` action's late answer, tells the app if the request was sent, and ends with the
    /// result `cancelled`. Returns false, doing nothing, when nothing is in flight.
    func cancel(for component: RefreshComponent) -> Bool {
        guard machine.isInFlight else { return false }
        let sent = !machine.isOpening && machine.state == .refreshing
        AsyncRefresh.revoke(for: component)
        if sent { component.cancelAction?() }
        end(to: .idle, result: .cancelled, for: component, completion: nil)
        return true
    }

    /// Carries out `actions` of `component`'s machine in order (a wrapping machine, such as a
    /// second floor's, hands its refresh actions back here), each with `completion`.
    func perform(
        _ actions: [RefreshAction], for component: RefreshComponent,
        completion: (() -> Void)? = nil
    ) {
        for action in actions { perform(action, for: component, completion: completion) }
    }

    /// Carries out one action of `component`'s machine.
    func perform(
        _ action: RefreshAction, for component: RefreshComponent, completion: (() -> Void)?
    ) {
        switch action {
        case .changeState(let old, let new):
            history.stateChanged(from: old, to: new, at: component.now, timing: component.timing)
            component.mechanics.stateChanged(component, from: old)
            component.hooks.stateChanged?(old, new)
        case .setAlpha(let value): opacity.set(value)
        case .animateAlpha(let value, let duration):
            let duration = component.scrollView == nil ? 0 : duration
            opacity.animate(to: value, duration: duration, at: component.now)
        case .finishAlpha: opacity.finish(at: component.now)
        case .runHook(let point): component.hooks.run(point)
        case .open(let cycle):
            component.mechanics.open(component) { [weak component] in
                component?.update { $0.opened(cycle: cycle) }
            }
        case .close:
            // The edge's inset goes back to what it opened from over the closing.
            component.held.close(for: component) { [weak component] in
                component?.update { $0.closed() }
            }
        case .restoreInset: component.held.restore(for: component)
        case .sendRequest: component.refreshingAction?()
        case .revokeRequest: AsyncRefresh.revoke(for: component)
        case .completeBegin: takeBeginCompletion()?()
        case .queueEndCompletion: if let completion { endCompletions.append(completion) }
        case .completeNow: completion?()
        case .completeEnds: for ended in takeEndCompletions() { ended() }
        case .scheduleEnd(let time): scheduleEnd(at: time, for: component)
        case .cancelScheduledEnd:
            component.scrollView?.timeline.cancel(endTimer)
            endTimer = nil
        case .recordLastUpdated: component.mechanics.recordLastUpdated(component)
        case .showResult(let result): history.resultShown(result, at: component.now)
        }
    }

    /// Schedules the end waiting for the minimum refreshing duration on `component`'s
    /// timeline, at `time`.
    private func scheduleEnd(at time: Double, for component: RefreshComponent) {
        endTimer = component.scrollView?.timeline.schedule(at: time) { [weak component] in
            component?.run.endTimer = nil
            component?.update { $0.endTimerFired() }
        }
    }

    /// Takes the begin's completion, leaving none.
    private func takeBeginCompletion() -> (() -> Void)? {
        defer { beginCompletion = nil }
        return beginCompletion
    }

    /// Takes the end's completions, leaving none.
    private func takeEndCompletions() -> [() -> Void] {
        defer { endCompletions.removeAll() }
        return endCompletions
    }
}
