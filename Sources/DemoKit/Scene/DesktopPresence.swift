import RefreshCore
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

    /// Notes whether the window has the focus; true when it has just gained it (a stale feed
    /// refreshes then).
    mutating func focus(_ gained: Bool) -> Bool {
        defer { focused = gained }
        return gained && !focused
    }

    /// The header's detail line while the last refresh failed or the network is offline: why it
    /// failed, or the last-updated time, with "Offline · " before either while offline; read in
    /// the slots' language and from their header of the moment. Nil when the line is the
    /// last-updated time alone.
    func headerDetail(in slots: RefreshSlots, texts: ListTexts) -> ((Double?) -> String)? {
        let failure = refreshFailure
        let offline = !network.isOnline
        guard failure != nil || offline else { return nil }
        return { [weak slots] saved in
            guard let slots else { return "" }
            let header = slots.header
            let language = slots.language
            let line =
                failure.map { texts.failure($0, footer: false, language) }
                ?? header.strings.lastUpdatedLine.text(
                    updated: saved, now: header.clock(), timeZone: header.timeZone)
            return offline ? texts.offline(line, language) : line
        }
    }
}
