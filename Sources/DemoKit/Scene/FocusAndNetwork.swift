import RefreshSource

/// The window's keyboard focus and the network's availability as the scene acts on them (the
/// contract's Focus and network), and what the header's detail line says of the last refresh.
struct FocusAndNetwork {
    /// Whether the window has the keyboard focus (the trace's `focused`; true at start).
    var focused = true
    /// The network monitor's readings, settled.
    var network = NetworkSettling()
    /// Why the feed's last refresh failed, nil after a success or while one is under way: the
    /// header's detail line says it.
    var refreshFailure: FetchFailure?
}
