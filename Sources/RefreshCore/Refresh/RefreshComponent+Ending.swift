extension RefreshComponent {
    /// Ends refreshing with no result: the component goes idle now and its closing animation
    /// starts (after the minimum refreshing duration, if one is set and not yet over), as
    /// MJRefresh's end does. Does nothing when not refreshing, except run `completion`.
    public func endRefreshing(completion: (() -> Void)? = nil) {
        end(to: .idle, result: nil, completion: completion)
    }

    /// Ends refreshing with `result`: it stays on show, the component still refreshing, for its
    /// dwell (`timing.successDwell` or `timing.failureDwell`), then the component ends as
    /// `endRefreshing()` does. Only an end that is not a failure records the last-updated time.
    public func endRefreshing(result: RefreshResult, completion: (() -> Void)? = nil) {
        end(to: .idle, result: result, completion: completion)
    }

    /// Ends refreshing into `final` (`idle`, or `noMoreData` for footers), with `result`.
    func end(to final: RefreshState, result: RefreshResult?, completion: (() -> Void)?) {
        run.end(to: final, result: result, for: self, completion: completion)
    }

    /// Whether a request is in flight: asked for, opening or out, until it lands or fails.
    public var isInFlight: Bool { machine.isInFlight }

    /// Cancels the request in flight: an `async` action's late answer is dropped,
    /// `cancelAction` tells the app to abandon its request, and the component shows the result
    /// `cancelled` for the success dwell before it ends (a refresh asked for while hidden just
    /// goes back to rest). Returns false, doing nothing, when nothing is in flight.
    @discardableResult
    public func cancelRefreshing() -> Bool { run.cancel(for: self) }
}
