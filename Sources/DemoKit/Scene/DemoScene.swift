import RefreshCore

/// The demo: a list in a scroll view with a header and a footer, a simulated network, and the
/// keys of the contract. Pure Swift: the SDL layer feeds it inputs and renders what it draws.
public final class DemoScene {
    /// What the scene starts with.
    public struct Settings {
        /// The view's size in points.
        public var viewSize: Size
        /// The header at start.
        public var header: HeaderKind
        /// The footer at start.
        public var footer: FooterKind
        /// The footer's variant at start.
        public var footerStyle: FooterStyle
        /// Rows at start and after every header refresh.
        public var rows: Int
        /// Rows added by each footer load.
        public var page: Int
        /// Footer loads before there is no more data.
        public var pages: Int
        /// Simulated network time of each refresh or load, seconds.
        public var latency: Double
        /// The sprite sheets, by name.
        public var sheets: [String: SpriteSheet]
        /// Where headers keep their last-updated times.
        public var store: LastUpdatedStore
        /// The calendar shown in labels.
        public var clock: DemoClock

        /// Settings for a scene.
        public init(
            viewSize: Size, header: HeaderKind, footer: FooterKind,
            footerStyle: FooterStyle = .normal, rows: Int, page: Int, pages: Int,
            latency: Double, sheets: [String: SpriteSheet], store: LastUpdatedStore,
            clock: DemoClock
        ) {
            self.viewSize = viewSize
            self.header = header
            self.footer = footer
            self.footerStyle = footerStyle
            self.rows = rows
            self.page = page
            self.pages = pages
            self.latency = latency
            self.sheets = sheets
            self.store = store
            self.clock = clock
        }
    }

    /// Every sprite sheet the scene draws, by name (what must be loaded before it starts).
    public static let sheetNames = DemoKinds.sheetNames

    /// Every text style the scene sets text in (a renderer may load their fonts up front).
    public static let textStyles: [TextStyle] = [
        DemoTheme.titleStyle, DemoTheme.subtitleStyle, DemoOverlay.barStyle,
        DemoOverlay.panelStyle, TextStyle(weight: .bold, size: RefreshConstants.labelFontSize),
        DemoInspector.style, DemoInspector.titleStyle,
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
    public private(set) var header: RefreshHeader
    /// The footer, unless the kind is `none`.
    public private(set) var footer: RefreshFooter?
    /// The rows now.
    public private(set) var rows: [DemoRow] = []
    /// Header refreshes whose data has landed.
    public private(set) var refreshes = 0
    /// Footer pages that have landed.
    public private(set) var loads = 0
    /// Set by Escape.
    public private(set) var quitRequested = false

    var overlay = DemoOverlay()
    var inspector = DemoInspector()
    private let settings: Settings
    private let materials: DemoMaterials
    private var nextRowID = 1
    private var refreshRequest: Timeline.Token?
    private var loadRequest: Timeline.Token?
    private var pagesSinceRefresh = 0
    private var pressPoint: Point?
    private var pointerTravel = 0.0
    /// A press that moves less than this many points is a click.
    private static let clickSlop = 4.0

    /// A scene on a new timeline starting at 0.
    public init(settings: Settings) {
        self.settings = settings
        let timeline = Timeline()
        self.timeline = timeline
        scrollView = ScrollView(timeline: timeline, viewSize: settings.viewSize)
        let clock = settings.clock
        materials = DemoMaterials(
            sheets: settings.sheets, store: settings.store,
            clock: { [timeline] in clock.epoch(at: timeline.now) },
            formatter: LastUpdatedFormatter(timeZone: clock.timeZone))
        headerKind = settings.header
        footerKind = settings.footer
        footerStyle = settings.footerStyle
        header = settings.header.makeHeader(materials)
        replaceRows(count: settings.rows, note: "loaded at start")
        install(header: header)
        installFooter(settings.footer.makeFooter(style: settings.footerStyle, materials))
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
        case .pointerDown(let point):
            pressPoint = point
            pointerTravel = 0
            scrollView.pointerDown(y: point.y)
        case .pointerMove(let point):
            if let pressPoint {
                pointerTravel = max(
                    pointerTravel, abs(point.x - pressPoint.x) + abs(point.y - pressPoint.y))
            }
            scrollView.pointerMove(y: point.y)
        case .pointerUp(let point):
            scrollView.pointerUp()
            if pressPoint != nil && pointerTravel < Self.clickSlop { click(at: point) }
            pressPoint = nil
        case .pointerCancel:
            pressPoint = nil
            scrollView.cancelDrag()
        case .wheel(let notches):
            scrollView.scrollByWheel(notches: notches)
        case .key(let name):
            press(key: name.lowercased())
        case .resize(let size):
            scrollView.viewSize = size
        }
    }

    private func press(key: String) {
        if let kind = HeaderKind.allCases.first(where: { $0.key == key }) {
            return switchHeader(to: kind)
        }
        switch key {
        case "h": switchHeader(to: headerKind.next)
        case "f": switchFooter(to: footerKind.next)
        case "g": switchFooter(to: footerKind, style: footerStyle.next)
        case "r": header.beginRefreshing()
        case "n": toggleNoMoreData()
        case "?", "/": overlay.showsHelp.toggle()
        case "d": inspector.toggle()
        case "escape": quitRequested = true
        default: break
        }
    }

    /// Replaces the header: the old one ends at once and gives its inset back; a request in
    /// flight still lands in the list.
    public func switchHeader(to kind: HeaderKind) {
        guard kind != headerKind else { return }
        header.detach()
        headerKind = kind
        header = kind.makeHeader(materials)
        install(header: header)
        updateStatusText()
    }

    /// Replaces the footer, the same way; a load in flight is dropped with the old footer.
    public func switchFooter(to kind: FooterKind, style: FooterStyle? = nil) {
        let style = style ?? footerStyle
        guard kind != footerKind || style != footerStyle else { return }
        cancelLoad()
        footer?.detach()
        footerKind = kind
        footerStyle = style
        installFooter(kind.makeFooter(style: style, materials))
        updateStatusText()
    }

    private func installFooter(_ footer: RefreshFooter?) {
        self.footer = footer
        guard let footer else { return }
        // The header wins: no load starts while it refreshes, and a waiting one starts after.
        footer.isBlocked = { [weak self] in self?.header.isRefreshing ?? false }
        footer.refreshingAction = { [weak self] in self?.startLoadRequest() }
        footer.attach(to: scrollView)
        if pagesSinceRefresh >= settings.pages { footer.endRefreshingWithNoMoreData() }
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

    /// A click (a press that barely moved): the state footer's title loads, as MJRefresh's tap.
    private func click(at point: Point) {
        guard let footer = footer as? RefreshAutoFooter else { return }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        _ = footer.handleTap(at: point, frame: footer.frame(in: view))
    }

    private func install(header: RefreshHeader) {
        header.refreshingAction = { [weak self] in self?.startRefreshRequest() }
        header.hooks.beginning = { [weak self] in self?.headerWillRefresh() }
        header.hooks.endingAnimationBegins = { [weak self] in self?.footer?.headerDidEnd() }
        header.attach(to: scrollView)
    }

    /// A header refresh ends the footer's load first; that load's page is discarded.
    private func headerWillRefresh() {
        guard let footer, footer.isRefreshing || loadRequest != nil else { return }
        cancelLoad()
        footer.endRefreshing()
    }

    // MARK: - The simulated network

    private func startRefreshRequest() {
        timeline.cancel(refreshRequest)
        refreshRequest = timeline.schedule(after: settings.latency) { [weak self] in
            guard let self else { return }
            self.refreshRequest = nil
            self.refreshes += 1
            self.pagesSinceRefresh = 0
            self.replaceRows(count: self.settings.rows, note: "refresh \(self.refreshes)")
            self.header.endRefreshing()
            if self.settings.pages > 0 { self.footer?.resetNoMoreData() }
        }
    }

    private func startLoadRequest() {
        cancelLoad()
        loadRequest = timeline.schedule(after: settings.latency) { [weak self] in
            guard let self else { return }
            self.loadRequest = nil
            // The page lands whole: every row at once, then the footer learns what is left.
            self.loads += 1
            self.pagesSinceRefresh += 1
            self.appendRows(count: self.settings.page, note: "page \(self.pagesSinceRefresh)")
            if self.pagesSinceRefresh >= self.settings.pages {
                self.footer?.endRefreshingWithNoMoreData()
            } else {
                self.footer?.endRefreshing()
            }
        }
    }

    /// Drops the load in flight: its page never lands.
    private func cancelLoad() {
        timeline.cancel(loadRequest)
        loadRequest = nil
    }

    private func replaceRows(count: Int, note: String) {
        rows.removeAll(keepingCapacity: true)
        appendRows(count: count, note: note)
    }

    private func appendRows(count: Int, note: String) {
        let time = settings.clock.timeOfDay(at: timeline.now)
        rows.reserveCapacity(rows.count + count)
        for _ in 0..<count {
            let id = nextRowID
            nextRowID += 1
            rows.append(
                DemoRow(id: id, title: "Row \(id)", subtitle: "\(note) · \(time)"))
        }
        scrollView.contentSize = Size(
            width: scrollView.viewSize.width, height: Double(rows.count) * DemoTheme.rowHeight)
    }

    // MARK: - Status

    /// The bar's text: which header and footer are shown (built when they change, not per frame).
    public private(set) var statusText = ""

    private func updateStatusText() {
        statusText =
            "header: \(headerKind.rawValue)  ·  footer: \(footerKind.rawValue) "
            + "(\(footerStyle.rawValue))  ·  ? keys"
    }

    /// Whether a refresh or a load is waiting for its data.
    public var hasRequestInFlight: Bool { refreshRequest != nil || loadRequest != nil }

    /// Everything still: the content at rest and not held, no request in flight, no animation.
    public var isSettled: Bool {
        guard scrollView.isAtRest, !hasRequestInFlight else { return false }
        for component in [header, footer].compactMap({ $0 }) {
            if component.isRefreshing || component.isAnimating || component.isAnimatingLooks {
                return false
            }
        }
        return true
    }
}
