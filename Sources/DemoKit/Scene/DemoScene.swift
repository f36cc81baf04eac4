import RefreshCore

/// The demo: a list in a scroll view with a header and a footer, a simulated network, and the
/// keys of the contract. Pure Swift: the SDL layer feeds it inputs and renders what it draws.
public final class DemoScene {
    /// Every sprite sheet the scene draws, by name (what must be loaded before it starts).
    public static let sheetNames = DemoKinds.sheetNames

    /// Every text style the scene sets text in (a renderer may load their fonts up front).
    public static let textStyles: [TextStyle] = [
        DemoTheme.titleStyle, DemoTheme.subtitleStyle, DemoOverlay.barStyle,
        DemoOverlay.panelStyle, TextStyle(weight: .bold, size: RefreshConstants.labelFontSize),
        DemoInspector.style, DemoInspector.titleStyle,
        SecondFloorPage.defaultTitleStyle, SecondFloorPage.defaultBackStyle,
    ]

    /// The clock everything runs on.
    public let timeline: Timeline
    /// The list's scroll view.
    public let scrollView: ScrollView
    /// The header kind shown.
    public private(set) var headerKind: HeaderKind
    /// The footer kind shown.
    public private(set) var footerKind: FooterKind
    /// The footer's variant.
    public private(set) var footerStyle: FooterStyle
    /// The header.
    public internal(set) var header: RefreshHeader
    /// The footer, unless the kind is `none`.
    public internal(set) var footer: RefreshFooter?
    /// The rows now.
    public private(set) var rows: [DemoRow] = []
    /// Header refreshes whose data has landed.
    public internal(set) var refreshes = 0
    /// Footer pages that have landed.
    public internal(set) var loads = 0
    /// Requests that have failed.
    public internal(set) var failures = 0
    /// The language of every title.
    public internal(set) var language: RefreshLanguage
    /// The page the footer's load in flight asks for (1 after a refresh), nil when none is out
    /// (or the one out was asked for in a list a refresh has since replaced).
    public internal(set) var loadingPage: Int?
    /// The carousel item of the list, if `--carousel` asked for one.
    public private(set) var carousel: DemoCarousel?
    /// Where the last `down` or `move` left the pointer (a trackpad's DX goes to the carousel
    /// when it is over the band).
    var pointerLocation: Point?
    /// Set by Escape.
    public private(set) var quitRequested = false

    var overlay = DemoOverlay()
    var inspector = DemoInspector()
    /// The options the scene was made with (`carousel` already resolved by the caller).
    public let options: DemoOptions
    /// The sheets, titles, store and calendar the scene was given.
    public let resources: SceneResources
    private let materials: DemoMaterials
    private var nextRowID = 1
    var refreshRequest: Timeline.Token?
    var loadRequest: Timeline.Token?
    var pagesSinceRefresh = 0
    /// Which requests fail (`--fail-every`, the `x` key).
    var failureSchedule: FailureSchedule
    /// Counts the list's versions: a header refresh landing makes a new one, and a page asked
    /// for in an older version is dropped when it lands.
    var listVersion = 0
    /// Routes the pointer to the list and tells clicks from drags (a press that moves less than
    /// 4 points is a click).
    let pointer: PointerRouter
    /// Turns trackpad scrolls into drags of the list.
    private let trackpad: TrackpadScroll
    /// With `--api declarative`, the declarative layer that builds and updates the list.
    let driver: DemoListDriver?

    /// A scene of `options` on a new timeline starting at 0. It shows a carousel after
    /// `options.carousel` rows when that is set (resolve the default with
    /// `DemoOptions.resolvedCarousel` first); the run options (script, frames, outputs) are the
    /// runner's business.
    public init(options: DemoOptions, resources: SceneResources) {
        self.options = options
        self.resources = resources
        let timeline = Timeline()
        self.timeline = timeline
        let clock = resources.clock
        materials = DemoMaterials(
            sheets: resources.sheets, store: resources.store,
            clock: { [timeline] in clock.epoch(at: timeline.now) },
            timeZone: clock.timeZone)
        driver =
            options.api == .declarative
            ? DemoListDriver(timeline: timeline, viewSize: options.size, materials: materials)
            : nil
        scrollView =
            driver?.bridge.scrollView
            ?? ScrollView(timeline: timeline, viewSize: options.size)
        pointer = PointerRouter(root: scrollView, clickSlop: 4)
        trackpad = TrackpadScroll(scrollView: scrollView)
        language = resources.languages[options.lang] == nil ? .english : options.lang
        failureSchedule = FailureSchedule(every: options.network.failEvery)
        headerKind = options.header
        footerKind = options.footer
        footerStyle = options.footerStyle
        let trailerLook = Self.trailerLook(materials)
        carousel = options.carousel.map {
            DemoCarousel(
                afterRows: $0, cards: options.cards, width: options.size.width,
                timeline: timeline, look: trailerLook)
        }
        if let driver {
            header = driver.apply(
                Self.startingList(options, resources.languages, language: language))
            footer = driver.bridge.footer
            driver.scene = self
            wireFloor(header)
            replaceRows(count: options.rows, note: "loaded at start")
        } else {
            header = options.header.makeHeader(materials)
            replaceRows(count: options.rows, note: "loaded at start")
            install(header: header)
            installFooter(options.footer.makeFooter(style: options.footerStyle, materials))
        }
        installCarousel()
        updateStatusText()
    }

    // MARK: - Time and input

    /// Moves the scene's clock to `time` (seconds), running everything due on the way.
    public func advance(to time: Double) {
        timeline.advance(to: time)
    }

    /// Tells the scene that a frame went by, `interval` seconds after the one before, on the
    /// loop's own clock (simulated headless, the real one in a window): the inspector (`d`)
    /// shows it and adds the frame's offset to its graph. Call it once a frame, after advancing
    /// and before drawing; while the inspector is hidden it does nothing.
    public func recordFrame(interval: Double) {
        inspector.record(offset: scrollView.contentOffsetY, interval: interval)
    }

    /// Applies an input at its own time (the clock first moves there).
    public func apply(_ input: TimedInput) {
        advance(to: input.time)
        switch input.event {
        case .pointerDown, .pointerMove, .pointerUp, .pointerCancel:
            if case .pointerDown(let point) = input.event {
                // The pointer takes over the scroll view it goes down on; a trackpad gesture on
                // the other one is let go, so it is never left held.
                if carouselBand?.contains(point) ?? false {
                    trackpad.letGo()
                    carousel?.trackpad.interrupt()
                } else {
                    trackpad.interrupt()
                    carousel?.trackpad.letGo()
                }
            }
            trackPointer(input.event)
            if let point = routePointer(input.event) { click(at: point) }
        case .scroll(let delta):
            scrollCarousel(by: delta)
            // The list's gesture starts only with a vertical part: a sideways scroll is the
            // carousel's or nobody's, and must not grab (and stop) the list.
            if delta.y != 0 || trackpad.isActive { trackpad.scroll(by: delta) }
        case .wheel(let notches):
            scrollView.scrollByWheel(notches: notches)
        case .key(let key):
            press(key)
        case .keyPress(let key):
            // A held key repeats nothing yet; Shift alone leaves a key as it is.
            if !key.isRepeat, key.modifiers.isSubset(of: .shift) { press(key.key) }
        case .secondaryClick:
            break
        case .resize(let size):
            scrollView.viewSize = size
            floorHeader?.viewSizeDidChange()
        }
    }

    private func press(_ key: Key) {
        if let kind = HeaderKind.allCases.first(where: { $0.key == key }) {
            return switchHeader(to: kind)
        }
        switch key {
        case "h": switchHeader(to: headerKind.next)
        case "f": switchFooter(to: footerKind.next)
        case "g": switchFooter(to: footerKind, style: footerStyle.next)
        case "r": header.beginRefreshing()
        case "n": toggleNoMoreData()
        case "l": setLanguage(nextLanguage)
        case "x": failureSchedule.failsNext = true
        case "b": closeFloor()
        case "?", "/": overlay.showsHelp.toggle()
        case "d": inspector.toggle()
        case .named(.escape): quitRequested = true
        default: break
        }
    }

    /// Replaces the header: the old one ends at once and gives its inset back; a request in
    /// flight still lands in the list.
    public func switchHeader(to kind: HeaderKind) {
        guard kind != headerKind else { return }
        headerKind = kind
        if driver != nil { return redeclare() }
        header.detach()
        header = kind.makeHeader(materials)
        install(header: header)
        updateStatusText()
    }

    /// Replaces the footer, the same way; a load in flight is dropped with the old footer.
    public func switchFooter(to kind: FooterKind, style: FooterStyle? = nil) {
        let style = style ?? footerStyle
        guard kind != footerKind || style != footerStyle else { return }
        cancelLoad()
        footerKind = kind
        footerStyle = style
        if driver != nil { return redeclare() }
        footer?.detach()
        installFooter(kind.makeFooter(style: style, materials))
        updateStatusText()
    }

    private func installFooter(_ footer: RefreshFooter?) {
        self.footer = footer
        guard let footer else { return }
        prepare(footer)
        // The header wins: no load while it refreshes or holds the list; a waiting one runs after.
        footer.isBlocked = { [weak self] in self?.header.holdsFooters ?? false }
        footer.refreshingAction = { [weak self] in self?.startLoadRequest() }
        footer.attach(to: scrollView)
        if pagesSinceRefresh >= options.pages { footer.endRefreshingWithNoMoreData() }
    }

    /// `n`: no more data, or reset it.
    private func toggleNoMoreData() {
        guard let footer else { return }
        if footer.state == .noMoreData {
            footer.resetNoMoreData()
        } else {
            cancelLoad()
            footer.endRefreshingWithNoMoreData()
        }
    }

    private func install(header: RefreshHeader) {
        prepare(header)
        header.refreshingAction = { [weak self] in self?.startRefreshRequest() }
        header.hooks.beginning = { [weak self] in self?.headerWillRefresh() }
        header.hooks.endingAnimationBegins = { [weak self] in self?.footer?.headerDidEnd() }
        wireFloor(header)
        header.attach(to: scrollView)
    }

    /// A header refresh ends the footer's load first; that load's page is discarded.
    func headerWillRefresh() {
        endTrailerLoad()
        guard let footer, footer.isRefreshing || loadRequest != nil else { return }
        cancelLoad()
        footer.endRefreshing()
    }

    func replaceRows(count: Int, note: String) {
        rows.removeAll(keepingCapacity: true)
        appendRows(count: count, note: note)
    }

    func appendRows(count: Int, note: String) {
        let time = resources.clock.timeOfDay(at: timeline.now)
        rows.reserveCapacity(rows.count + count)
        for _ in 0..<count {
            let id = nextRowID
            nextRowID += 1
            rows.append(
                DemoRow(id: id, title: "Row \(id)", subtitle: "\(note) · \(time)"))
        }
        if driver != nil { return redeclare() }
        scrollView.contentSize = Size(
            width: scrollView.viewSize.width,
            height: Double(rows.count) * DemoTheme.rowHeight + carouselHeight)
    }

    /// `--api declarative`: describes the list again (`declaredList`) and takes the components
    /// the bridge kept or built.
    func redeclare() {
        guard let driver else { return }
        header = driver.apply(declaredList)
        wireFloor(header)
        footer = driver.bridge.footer
        updateStatusText()
    }

    // MARK: - Status

    /// The bar's text: which header and footer are shown (built when they change, not per frame).
    public private(set) var statusText = ""

    /// The language's own name, which the bar shows after `statusText`.
    public var languageName: String { strings[.languageName] }

    func updateStatusText() {
        statusText =
            "header: \(headerKind.rawValue)  ·  footer: \(footerKind.rawValue) "
            + "(\(footerStyle.rawValue))  ·  ? keys  ·  "
    }
}
