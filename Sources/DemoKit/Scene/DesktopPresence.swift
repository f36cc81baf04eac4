import RefreshCore
import RefreshSource

/// What the desktop says to the scene between inputs, and the scene following it: the window's
/// keyboard focus and the network's availability (the contract's Focus and network: either
/// coming back refreshes a stale feed, and the header's detail line says offline and why the
/// last refresh failed), and the preferences it last gave with the theme key's choice (every
/// component's motion and text scale, the list's text scale). It keeps what the desktop said and
/// carries each change to the parts that show it.
final class DesktopPresence {
    /// Whether the window has the keyboard focus (the trace's `focused`; true at start).
    private(set) var focused = true
    /// The network monitor's readings, settled.
    private(set) var network = NetworkSettling()
    /// Why the feed's last refresh failed, nil after a success or while one is under way: the
    /// header's detail line says it.
    private var refreshFailure: FetchFailure?
    /// What the desktop last said it prefers and what the theme key chose.
    var preferences = PreferenceSources()
    /// The options, whose own preferences the desktop's fill in where they say `system`.
    private let options: DemoOptions
    /// The lists' texts, which the header's detail line is read from.
    private let texts: ListTexts
    /// The header and the footer: their motion, text scale and the header's detail line.
    private let slots: RefreshSlots
    /// The list's pane: a stale feed refreshes; its top loader follows motion.
    private let pane: any ListPane
    /// The list in its scroll view, whose rows follow the text scale.
    private let surface: ListSurface

    /// The presence of a scene of `options`, following the desktop in its parts.
    init(
        options: DemoOptions, texts: ListTexts, slots: RefreshSlots, pane: any ListPane,
        surface: ListSurface
    ) {
        self.options = options
        self.texts = texts
        self.slots = slots
        self.pane = pane
        self.surface = surface
    }

    // MARK: - The preferences

    /// The preferences in effect: the options' own, with `system` taking what the desktop last
    /// said (the neutral values until it says anything, and always when headless); the theme
    /// key `t`'s choice, once made, wins over both.
    var resolved: DesktopPreferences { preferences.resolved(options) }

    /// Whether motion is reduced now.
    var reducesMotion: Bool { resolved.motion == .reduced }

    /// The text scale in effect.
    var textScale: Double { resolved.textScale }

    /// The desktop prefers `desktop` now: every component's motion follows, and the text scale.
    func follow(_ desktop: DesktopPreferences) {
        preferences.desktop = desktop
        let reduces = reducesMotion
        slots.forEachComponent(alsoIn: surface.list.carousel?.trailer, pane.topLoader) {
            $0.timing.reducesMotion = reduces
        }
        applyTextScale()
    }

    /// Brings the list and every component to the text scale in effect: the rows are measured
    /// again and the row at the top of the view keeps its place on the screen (nothing happens
    /// when the scale is already in force).
    func applyTextScale() {
        let scale = textScale
        let list = surface.list
        slots.forEachComponent(alsoIn: list.carousel?.trailer) { $0.textScale = scale }
        guard list.layout.environment.textScale != scale else { return }
        surface.scrollView.update(list.layout) { list.layout.environment.textScale = scale }
        surface.didChange()
    }

    // MARK: - Focus and network

    /// The window gained (`gained`) or lost the keyboard focus: gaining it refreshes a stale
    /// feed.
    func setFocus(_ gained: Bool) {
        let gaining = gained && !focused
        focused = gained
        if gaining { pane.refreshIfStale() }
    }

    /// The network monitor's reading, which takes effect once it has held for 2 s (the
    /// timeline wakes a window at rest then).
    func report(_ online: Bool) {
        let timeline = surface.scrollView.timeline
        network.report(online, at: timeline.now)
        _ = timeline.schedule(after: NetworkSettling.delay) { [weak self] in self?.settleNetwork() }
    }

    /// Once a frame: a reading that has held long enough takes effect; the network coming
    /// back refreshes a stale feed.
    func settleNetwork() {
        guard let online = network.settle(at: surface.scrollView.timeline.now) else { return }
        applyHeaderDetail()
        if online { pane.refreshIfStale() }
    }

    /// The feed's refresh ended: `failure` says why it failed (nil for a success), and the
    /// header's detail line says it.
    func showRefreshFailure(_ failure: FetchFailure?) {
        refreshFailure = failure
        applyHeaderDetail()
    }

    /// Gives the header its detail line: the last-updated time, or why the last refresh
    /// failed; while the network is offline, "Offline · " before either. It is read in the
    /// slots' language and from their header of the moment.
    func applyHeaderDetail() {
        let header = slots.header
        let failure = refreshFailure
        let offline = !network.isOnline
        guard failure != nil || offline else {
            if header.lastUpdatedTimeText != nil { header.lastUpdatedTimeText = nil }
            return
        }
        header.lastUpdatedTimeText = { [weak slots, texts] saved in
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
