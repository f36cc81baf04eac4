import RefreshCore

extension DemoScene {
    // MARK: - What the scene shows and has done (read by the trace, the soak, the tests, the
    // window and an accessibility bridge)

    /// The header kind shown.
    public var headerKind: HeaderKind { slots.headerKind }
    /// The footer kind shown.
    public var footerKind: FooterKind { slots.footerKind }
    /// The header.
    public var header: RefreshHeader { slots.header }
    /// The footer, unless the kind is `none`.
    public var footer: RefreshFooter? { slots.footer }
    /// The list shown: `options.list`, the plain list when it is nil (the runner resolves the
    /// windowed default, the feed, before it makes the scene).
    public var listKind: ListKind { list.kind }
    /// The rows now.
    public var rows: [DemoRow] { list.rows }
    /// The carousel item of the list, if `--carousel` asked for one.
    public var carousel: DemoCarousel? { list.carousel }
    /// With `--list chat`, its pane: its top loader, its arrivals and its pill.
    public var chat: ChatPane? { pane as? ChatPane }
    /// The last insertion above the rows that kept the anchor, for the soak's check.
    public var lastAnchoredInsertion: AnchoredInsertion? { surface.lastAnchoredInsertion }

    /// Header refreshes whose data has landed.
    public var refreshes: Int { requests.refreshes + (pane.feedSource?.refreshes ?? 0) }
    /// Footer pages that have landed.
    public var loads: Int { requests.loads + (pane.feedSource?.loads ?? 0) }
    /// Requests that have failed.
    public var failures: Int { requests.failures + (pane.feedSource?.failures ?? 0) }
    /// The page the footer's load in flight asks for (1 after a refresh), nil when none is out
    /// (or the one out was asked for in a list a refresh has since replaced).
    public var loadingPage: Int? { requests.loadingPage }

    /// The trace line for the frame that ends at `milliseconds` (`TraceRecord(scene:…)`).
    public func traceRecord(frame: Int, milliseconds: Double) -> TraceRecord {
        TraceRecord(scene: self, frame: frame, milliseconds: milliseconds)
    }

    // MARK: - Language and the desktop's preferences

    /// The language of every title.
    public var language: RefreshLanguage { slots.language }
    /// The titles of the scene's language.
    public var strings: RefreshStrings { resources.languages[language] ?? .english }
    /// The direction the scene is laid out in: right to left in Arabic and Hebrew.
    public var layoutDirection: LayoutDirection { LayoutDirection(language) }

    /// The preferences in effect: the options' own, with `system` taking what the desktop last
    /// said (the neutral values until it says anything, and always when headless); the theme
    /// key `t`'s choice, once made, wins over both.
    public var preferences: DesktopPreferences { presence.resolved }
    /// Whether motion is reduced now: the one place every animation of the demo's own (the
    /// indicator's fade; scrolls asked for by keys, the menu or the pill when they come) asks
    /// whether to happen at once, as the components' `timing.reducesMotion` does for theirs.
    public var reducesMotion: Bool { presence.reducesMotion }
    /// The text scale in effect (1…2, the trace's `text_scale`): every text of the scene is set
    /// this many times larger, and rows, section headers, the header, the footers and the
    /// trailer stand this many times taller (wider, for the trailer), so their trigger
    /// distances grow with them: the contract's "Text scale X".
    public var textScale: Double { presence.textScale }

    // MARK: - The pointer, the focus and the menu

    /// The pointer's shape the scene asks for: a hand over what a click acts on (an enabled menu
    /// item, the idle auto footer's title, the placeholders' button, the pill), the arrow
    /// elsewhere.
    public var cursor: PointerCursor { hover.cursor }
    /// The control with the keyboard focus, if it is still there (`KeyboardFocus.control`).
    public var focusedControl: FocusTarget? { keyboardFocus.control }
    /// The context menu, while it is open (an accessibility bridge reads its items from here).
    public var contextMenu: ContextMenu<DemoAction>? { desktop.menu }
    /// The empty or error state's button in the view, nil while neither shows.
    public var placeholderButton: Rect? { surface.button(of: placeholders) }

    // MARK: - Settling (when a headless run may end, when a window may sleep)

    /// Everything still: the content at rest and not held, no request in flight, no animation.
    public var isSettled: Bool { activity.isEmpty }

    /// What is still going on: empty when the scene has settled.
    public var activity: SceneActivity {
        SceneActivity(
            scrollView: scrollView, requests: requests,
            components: (header, footer, pane.topLoader), carousel: carousel)
    }

    /// Whether the picture changes with no input: the content moves, a scrollbar waits to fade
    /// or fades, a component animates (a network reply on its way, alone, changes nothing until
    /// it lands: the timeline's next deadline says when), or the inspector is shown (its graph
    /// scrolls and its frame time is only true of frames that follow each other), or the bar is
    /// yet to fade (which never keeps a run from settling).
    public var isAnimating: Bool {
        !scrollView.isAtRest || desktop.bars.fade(scrollbarSetting)
            || slots.isAnimating(topLoader: pane.topLoader)
            || (carousel?.isAnimating ?? false) || overlays.isAnimating(at: timeline.now)
    }

    // MARK: - What the parts say together (built when asked, from the parts as they are)

    /// The rows, the carousel and where each is.
    var list: DemoList { surface.list }
    /// The lists' texts (all languages).
    var listTexts: ListTexts { resources.listTexts }
    /// The language's place in the order the `l` key goes through (row layers' versions name it).
    var languageIndex: Int { slots.languageIndex }
    /// With `--feed`, its pane (what tests reach the gaps and the entries through).
    var webFeed: WebFeedPane? { pane as? WebFeedPane }

    /// What is in flight now (`InFlight`).
    var inFlight: InFlight {
        InFlight(
            components: (header, footer, carousel), pane: pane, requests: requests,
            timeline: timeline)
    }

    /// What can act now, read from the components, the requests and the scroll view.
    var availability: ActionAvailability {
        ActionAvailability(
            components: (header, footer, carousel), requests: requests, scrollView: scrollView)
    }

    /// Where the focusable controls are now.
    var focusPlaces: FocusPlaces {
        FocusPlaces(
            scrollView: scrollView, list: list,
            carousel: carousel.map { ($0, surface.carouselBand) },
            gaps: pane.gapRows, footer: footer, pane: pane,
            placeholder: (placeholderButton, surface.placeholderOwnsView))
    }
    /// The keyboard focus among them (`KeyboardFocus`).
    var keyboardFocus: KeyboardFocus { KeyboardFocus(places: focusPlaces, target: desktop.focus) }

    /// What the pointer is over now.
    var hover: PointerHover {
        PointerHover(
            desktop: desktop,
            // The placeholders' button is only looked for under a pointer.
            placeholderButton: desktop.pointer == nil ? nil : placeholderButton, pane: pane,
            footer: footer, view: Rect(origin: .zero, size: scrollView.viewSize))
    }

    /// Where the scrollbars are now: the list, the carousel's band, the floor, the clock.
    var scrollbarSetting: SceneScrollbars.Setting {
        SceneScrollbars.Setting(
            list: scrollView, cards: carousel?.scrollView, band: surface.carouselBand,
            floorHoldsList: header.floorState.holdsList, now: timeline.now)
    }

    /// The placeholder as it is now.
    var placeholders: Placeholders {
        surface.placeholders(scale: textScale, words: (listTexts, language))
    }

    /// The room the status bar takes at the top now (points): the list is drawn that much lower.
    var bannerHeight: Double {
        overlays.banner.height(at: timeline.now, reducesMotion: reducesMotion)
    }

    /// The carousel's trailer at work, when the list has a carousel.
    var carouselLoads: CarouselLoads? {
        carousel.map {
            CarouselLoads(carousel: $0, requests: requests, latency: options.latencySeconds)
        }
    }
}
