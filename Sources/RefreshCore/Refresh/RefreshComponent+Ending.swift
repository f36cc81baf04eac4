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
}
