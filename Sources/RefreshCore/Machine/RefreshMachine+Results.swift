extension RefreshMachine {
    // MARK: - Results and their dwell

    /// The request ended with `result`: it shows until `dwellEnd` (or the minimum duration's
    /// end, if later), the component still refreshing, then the end into `final` happens.
    mutating func startDwell(
        _ cycle: RefreshCycle, showing result: RefreshResult, to final: RefreshState,
        until dwellEnd: Double
    ) -> [RefreshAction] {
        var cycle = cycle
        var actions: [RefreshAction] = [.queueEndCompletion]
        // A request that never went out still pairs its begin with the begin hooks, once.
        if cycle.stage == .opening { actions += [.runHook(.afterBeginning), .completeBegin] }
        let waited = cycle.pendingEnd != nil
        let time = max(dwellEnd, endTime(of: cycle))
        cycle.stage = .showingResult(result)
        cycle.pendingEnd = .init(final: final, time: time, result: result)
        phase = .refreshing(cycle)
        actions.append(.showResult(result))
        if waited { actions.append(.cancelScheduledEnd) }
        return actions + [.scheduleEnd(at: time)]
    }

    /// An end asked for while a result is on show. One with a result of its own changes only
    /// the state it ends into: the result on show stands. One without cuts the dwell short
    /// (another component wins), ending now or when the minimum duration is over.
    mutating func endDuringDwell(
        _ cycle: RefreshCycle, showing shown: RefreshResult, to final: RefreshState,
        cutShort: Bool, at time: Double
    ) -> [RefreshAction] {
        var cycle = cycle
        let earliest = endTime(of: cycle)
        guard cutShort else {
            cycle.pendingEnd?.final = final
            phase = .refreshing(cycle)
            return [.queueEndCompletion]
        }
        guard time < earliest else {
            return [.queueEndCompletion] + finish(to: final, result: shown)
        }
        cycle.pendingEnd = .init(final: final, time: earliest, result: shown)
        phase = .refreshing(cycle)
        return [.queueEndCompletion, .cancelScheduledEnd, .scheduleEnd(at: earliest)]
    }
}
