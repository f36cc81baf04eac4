import RefreshCore

/// The demo: a list in a scroll view with a header and a footer, a simulated network, and the
/// keys of the contract. Pure Swift: the SDL layer feeds it inputs and renders what it draws.
public final class DemoScene {
    /// Every sprite sheet the scene draws, by name (what must be loaded before it starts).
    public static let sheetNames = DemoKinds.sheetNames
    /// Every text style the scene sets text in (a renderer may load their fonts up front).
    public static let textStyles = DemoTheme.textStyles

    /// The clock everything runs on (the scroll view's).
    public var timeline: Timeline { scrollView.timeline }
    /// The list's scroll view.
    public let scrollView: ScrollView
    /// The options the scene was made with (`carousel` already resolved by the caller).
    public let options: DemoOptions
    /// The sheets, titles, store and calendar the scene was given.
    public let resources: SceneResources
    /// The header and the footer: their kinds, the language, the declarative layer, prefetch.
    let slots: RefreshSlots
    /// The list in its scroll view: the rows, where each is, the placeholder.
    let surface: ListSurface
    /// The simulated network's requests.
    let requests: DemoRequests
    /// The pane of the list's kind (`ListPanes`): what the header's and footer's requests do,
    /// and what only that kind of list has (a web feed's entries and gaps, a chat's top loader
    /// and pill).
    let pane: any ListPane
    /// Where the pointer, the trackpad, the wheel and the stick go: the list, the carousel, the
    /// floor's page.
    let router: DemoPointerRouter
    /// The bar, the key panel and the inspector.
    var overlays = SceneOverlays()
    /// The context menu, the keyboard focus, the scrollbars' grips and the pointer.
    var desktop = DesktopControls()
    /// The window's focus, the network and the preferences, as the desktop says them, and the
    /// scene following them.
    let presence: DesktopPresence
    /// Set by Escape.
    public internal(set) var quitRequested = false

    /// A scene of `options` on a new timeline starting at 0. It shows a carousel after
    /// `options.carousel` rows when that is set (resolve the default with
    /// `DemoOptions.resolvedCarousel` first); the run options (script, frames, outputs) are the
    /// runner's business.
    public init(options: DemoOptions, resources: SceneResources) {
        self.options = options
        self.resources = resources
        let timeline = Timeline()
        let materials = DemoMaterials(resources, on: timeline)
        let driver = DemoListDriver.of(options, on: timeline, materials: materials)
        scrollView =
            driver?.bridge.scrollView
            ?? ScrollView(timeline: timeline, viewSize: options.size)
        router = DemoPointerRouter(list: scrollView)
        requests = DemoRequests(
            timeline: timeline, latency: options.latencySeconds,
            failEvery: options.network.failEvery)
        let language = resources.titled(options.lang) ?? .english
        let list = DemoList(
            options: options, resources: resources, timeline: timeline,
            trailerLook: CarouselLoads.look(materials))
        surface = ListSurface(list: list, scrollView: scrollView, clock: resources.clock)
        pane = ListPanes.pane(
            for: list, options: options, resources: resources, scrollView: scrollView,
            requests: requests, materials: materials)
        slots = RefreshSlots(
            options: options, materials: materials, driver: driver, scrollView: scrollView,
            language: language, resources: resources, hasTopLoader: pane.topLoader != nil)
        presence = DesktopPresence(
            options: options, texts: resources.listTexts, slots: slots, pane: pane,
            surface: surface)
        list.layout.environment.language = language
        list.layout.environment.textScale = preferences.textScale
        slots.host = self
        surface.didChange = { [weak self] in self?.listDidChange() }
        if driver != nil {
            slots.wireFloor()
            surface.replaceRows(count: options.rows, note: .loadedAtStart)
        } else {
            surface.replaceRows(
                count: pane.feedSource == nil ? options.rows : 0, note: .loadedAtStart)
            // A list with a top loader (a chat) has no header and no footer: the loader takes
            // the header's place.
            slots.installAtStart(withHeader: pane.topLoader == nil)
        }
        router.floorHoldsList = { [weak self] in self?.header.floorState.holdsList ?? false }
        if let carousel, let carouselLoads {
            carouselLoads.start(in: self)
            // Drags starting on the band are direction-locked between it and the list.
            router.route(carousel: carousel.scrollView, trackpad: carousel.trackpad) {
                [weak self] in self?.surface.carouselBand
            }
        }
        updateStatusText()
        pane.start(in: self)
    }

    // MARK: - Time and input

    /// Moves the scene's clock to `time` (seconds), running everything due on the way.
    public func advance(to time: Double) {
        advanceClock(to: time)
        presence.settleNetwork()
        pane.clockDidAdvance()
        surface.wrapAtPendingWidth()
    }

    /// Tells the scene that a frame went by, `interval` seconds after the one before, on the
    /// loop's own clock (simulated headless, the real one in a window): the inspector (`d`)
    /// shows it and adds the frame's offset to its graph. Call it once a frame, after advancing
    /// and before drawing; while the inspector is hidden it does nothing.
    public func recordFrame(interval: Double) {
        overlays.inspector.record(offset: scrollView.contentOffsetY, interval: interval)
    }

    /// Builds this frame's draw list (`ScenePainter`): background, visible rows, header,
    /// footer, the focus ring, the scrollbars, the inspector if shown, overlays, the context menu
    /// on top, mirrored as a whole in a right-to-left language.
    public func draw(into list: inout DrawList, metrics: TextMetrics) {
        ScenePainter(scene: self).draw(into: &list, metrics: metrics)
    }

    /// Tells the scene how the window's last 64 frames felt (`FeelMeter`): the inspector (`d`)
    /// shows their latency and delayed frames. Only a window calls it (a headless clock is
    /// simulated: its inspector shows no such line).
    public func recordFeel(_ summary: FeelSummary) {
        overlays.inspector.feel = summary
    }

    /// Applies an input at its own time (the clock first moves there).
    public func apply(_ input: TimedInput) {
        advanceClock(to: input.time)
        defer { pane.inputDidEnd() }
        SceneInput(scene: self).route(input.event)
    }

    /// Moves the clock to `time`, running everything due on the way, then lets prefetch look at
    /// where the list is (`advance(to:)` and each input; the chat's end is checked after them).
    private func advanceClock(to time: Double) {
        timeline.advance(to: time)
        slots.checkPrefetch(rowsBelow: surface.rowsBelowView)
    }

    /// Does what a key or a menu's item asks for (`SceneActions`).
    public func perform(_ action: DemoAction) {
        SceneActions(scene: self).perform(action)
    }
}
