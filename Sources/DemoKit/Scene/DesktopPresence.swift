import RefreshSource

/// What the desktop says to the scene between inputs, as the scene acts on it: the window's
/// keyboard focus and the network's availability (the contract's Focus and network), the
/// preferences it last gave and the theme key's choice, and what the header's detail line says
/// of the last refresh.
struct DesktopPresence {
    /// Whether the window has the keyboard focus (the trace's `focused`; true at start).
    var focused = true
    /// The network monitor's readings, settled.
    var network = NetworkSettling()
    /// Why the feed's last refresh failed, nil after a success or while one is under way: the
    /// header's detail line says it.
    var refreshFailure: FetchFailure?
    /// What the desktop last said it prefers and what the theme key chose.
    var preferences = PreferenceSources()
}
