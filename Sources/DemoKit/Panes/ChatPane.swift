import RefreshAccessibleView
import RefreshCore

/// The chat (`--list chat`): older messages load at the top, new ones arrive at the bottom.
///
/// The pane owns what only a chat has: its top loader (in the header's place), the message
/// arriving every 3 s, the pill counting those the reader has not reached, the actions and
/// clicks it takes, its bubbles, day separators and pill on the screen, and its trace fields.
/// The scene asks it at each point where a chat differs from the other lists.
public final class ChatPane: ListPane {
    /// Messages each load of older ones lands (the contract's 20).
    public static let olderPage = DemoChat.olderPage
    /// How near the end counts as reaching it: less than a pixel.
    static let endSlack = 0.5

    /// The refresh component at the top: loads older messages as the reader nears the top.
    public let loader: RefreshFooter
    /// Messages that have arrived since the start.
    public private(set) var arrivals = 0
    /// What the chat did with the last message that arrived.
    public private(set) var lastArrival: ChatArrival?
    private var pill = ChatPill()
    private let messages: DemoChat
    private let scrollView: ScrollView
    private let list: DemoList
    private let requests: DemoRequests
    /// How many loads of older messages there are before the history's start.
    private let pages: Int
    private weak var host: (any PaneHost)?

    /// The top loader, in the header's place.
    var topLoader: RefreshFooter? { loader }

    /// The chat of `list`'s messages in `scrollView`, its top loader wearing the auto
    /// footer's spinner beside its own titles, loading `pages` pages through `requests`.
    init(
        list: DemoList, messages: DemoChat, scrollView: ScrollView, requests: DemoRequests,
        pages: Int, materials: DemoMaterials
    ) {
        let image = ArrowSpinnerLook.autoFooter(
            spinner: materials.sheet(.spinner), results: materials.sheet(.result))
        loader = .topLoader(look: LabeledLook(label: .topLoader, image: image))
        self.list = list
        self.messages = messages
        self.scrollView = scrollView
        self.requests = requests
        self.pages = pages
    }

    /// New messages the pill announces, 0 while it is not shown.
    public var pillCount: Int { pill.count }
    /// The id of the newest message the chat started with (older ones count down from it,
    /// arriving ones up).
    public var historyEnd: Int { messages.historyEnd }
    /// Loads of older messages that have landed.
    public var olderLoads: Int { requests.olderLoads }

    /// Puts the top loader above the history, the view at its end, and the arrivals on the
    /// clock: the first at 3 s, then every 3 s.
    func start(in host: any ListPaneHost) {
        self.host = host
        host.prepare(loader)
        loader.refreshingAction = { [weak self] in self?.startOlderRequest() }
        loader.attach(to: scrollView)
        if pages <= 0 { loader.endRefreshingWithNoMoreData() }
        // Moving away from the top: the loader does not begin.
        scrollView.setContentOffsetY(scrollView.maxOffsetY)
        scheduleArrival(at: DemoChat.arrivalInterval)
    }

    private func scheduleArrival(at time: Double) {
        _ = scrollView.timeline.schedule(at: time) { [weak self] in
            self?.messageArrives()
            self?.scheduleArrival(at: time + DemoChat.arrivalInterval)
        }
    }

    /// A message lands at the end. At the end (within 44 points) and not held, the view
    /// follows it to the new end; otherwise it stays and the pill counts it.
    private func messageArrives() {
        let distance = scrollView.settledBounds(.vertical).upperBound - scrollView.contentOffsetY
        let held = scrollView.isDragging
        let follows = !held && distance <= DemoChat.followDistance
        var row: DemoRow?
        scrollView.update(list.layout) { row = list.appendArrival(now: scrollView.timeline.now) }
        if follows {
            scrollView.setContentOffsetY(
                scrollView.settledBounds(.vertical).upperBound,
                duration: host?.reducesMotion == true ? 0 : DemoChat.followDuration,
                curve: .easeOut)
        } else {
            pill.count += 1
        }
        arrivals += 1
        lastArrival = ChatArrival(
            number: arrivals, id: row?.id ?? 0, distanceToEnd: distance, wasDragging: held,
            followed: follows)
    }

    /// Reaching the end by any means clears the pill (after every input and every advance).
    func clockDidAdvance() { inputDidEnd() }

    /// Reaching the end clears the pill.
    func inputDidEnd() {
        guard pill.count > 0 else { return }
        if scrollView.contentOffsetY >= scrollView.maxOffsetY - Self.endSlack { pill.count = 0 }
    }

    // MARK: - Actions and clicks

    /// Whether `action` acts in a chat: it has no header kinds, footers or floor.
    func allows(_ action: DemoAction) -> Bool {
        switch action {
        case .header, .nextHeader, .nextFooter, .nextFooterStyle, .toggleNoMoreData,
            .openSecondFloor, .closeFloor:
            false
        default:
            true
        }
    }

    /// A click on the pill goes to the end (which clears it); on the top loader, it loads.
    func click(at point: Point) -> Bool {
        if let pill = pillFrame, pill.contains(point) {
            pressPill()
            return true
        }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        return loader.handleTap(at: point, frame: loader.frame(in: view))
    }

    /// The pill pressed (a click, or Return or Space while it has the focus): to the end.
    func pressPill() {
        host?.scroll(.end, repeating: false)
    }

    /// Drops the request for older messages in flight.
    func cancelTopLoad() {
        requests.cancelOlder()
    }

    // MARK: - Older messages

    /// Sends the top loader's request: after the latency 20 older messages land above, what
    /// is on the screen staying where it is, or for a request that fails nothing changes.
    private func startOlderRequest() {
        requests.sendOlder { [weak self] fails in self?.olderLanded(fails: fails) }
    }

    private func olderLanded(fails: Bool) {
        if fails { return loader.endRefreshing(result: .failure) }
        let before = host?.surface.anchor
        let count = DemoChat.olderPage
        scrollView.update(list.layout) { list.prependOlder(count: count) }
        host?.surface.noteAnchoredInsertion(before, rowsAbove: count)
        if requests.olderLoads >= pages {
            loader.endRefreshingWithNoMoreData(result: .success)
        } else {
            loader.endRefreshing(result: .success)
        }
    }

    // MARK: - The pill

    /// The pill's title and its width now, nil while it is not shown.
    private func pillTitle(_ metrics: TextMetrics) -> (text: String, width: Double)? {
        guard let host else { return nil }
        return pill.title(host.listTexts, host.language, metrics)
    }

    /// The pill in the view while it shows, as wide as its title.
    public var pillFrame: Rect? {
        guard let title = pillTitle(messages.metrics) else { return nil }
        return ChatPill.frame(titleWidth: title.width, in: scrollView.viewSize)
    }

    /// The top loader as a screen reader finds it (the chat's component at the top, in the
    /// header's place), and the pill while it shows.
    func accessibleControls(in view: Rect) -> (topLoader: AccessibleItem?, pill: AccessibleItem?) {
        let topLoader = AccessibleItem(
            name: loader.statusName(fallback: .topLoader), frame: loader.frame(in: view),
            view: view)
        guard let frame = pillFrame, let title = pillTitle(messages.metrics) else {
            return (topLoader, nil)
        }
        return (topLoader, AccessibleItem(name: title.text, frame: frame, view: view))
    }

    /// A message as a screen reader reads it: named by what it says, its detail its time.
    func accessibleRow(_ row: DemoRow, frame: Rect, view: Rect) -> AccessibleItem? {
        AccessibleItem(
            name: messages.text(of: row, list.layout.environment.language),
            detail: messages.stamp(of: row).time, frame: frame, view: view)
    }

    // MARK: - Drawing

    /// A message's bubble, or the day separator above row `row`'s day.
    func draw(item: Int, row: Int?, in rect: Rect, into draw: inout DrawList, painter: RowPainter) {
        guard let row else {
            return drawDaySeparator(
                above: list.layout.row(ofItem: item), in: rect, &draw, painter.palette)
        }
        drawMessage(list.rows[row], in: rect, into: &draw, palette: painter.palette)
    }

    /// The pill, while it shows, over the list.
    func drawOverRows(into draw: inout DrawList, metrics: TextMetrics, palette: DemoPalette) {
        guard let frame = pillFrame, let title = pillTitle(metrics) else { return }
        ChatPill.draw(title, at: frame, into: &draw, metrics: metrics, palette: palette)
    }

    /// A message's bubble in its row: the reader's own at the trailing side in the accent, the
    /// other person's at the leading side on the row colour, the text wrapped in it and the
    /// time under it. The row's layer changes with the language and the theme, when its pixels
    /// do. (A right-to-left language mirrors the whole frame, bubbles with it.)
    func drawMessage(_ row: DemoRow, in rect: Rect, into draw: inout DrawList, palette: DemoPalette)
    {
        let environment = list.layout.environment
        let version = (host?.languageIndex ?? 0) * 4
        draw.append(
            .beginLayer(id: row.id, version: RowPainter.layerVersion(version, palette), rect: rect))
        draw.fill(rect, palette.background)
        let scale = environment.textScale
        let bubble = messages.bubble(of: row, environment)
        let own = messages.isOwn(row)
        let side = DemoChat.sideInset * scale
        let frame = Rect(
            x: own ? rect.maxX - side - bubble.size.width : rect.minX + side,
            y: rect.minY + DemoChat.gap * scale, width: bubble.size.width,
            height: bubble.size.height)
        draw.fillRounded(
            frame, radius: DemoChat.cornerRadius * scale,
            own ? palette.placeholderButton : palette.rowEven)
        let text = own ? palette.placeholderButtonText : palette.title
        let body = DemoChat.scaled(DemoChat.bodyStyle, scale)
        var y = frame.minY + DemoChat.paddingY * scale
        for line in bubble.lines {
            draw.text(
                line, style: body, color: text,
                at: Point(x: frame.minX + DemoChat.paddingX * scale, y: y))
            y += DemoChat.lineHeight * scale
        }
        draw.text(
            messages.stamp(of: row).time, style: DemoChat.scaled(DemoChat.timeStyle, scale),
            color: own ? palette.placeholderButtonText : palette.subtitle,
            at: Point(x: frame.maxX - DemoChat.paddingX * scale - bubble.timeWidth, y: y + 1))
        draw.append(.endLayer)
    }

    /// The separator over row `row`'s day: its title in a capsule, centred.
    func drawDaySeparator(
        above row: Int, in rect: Rect, _ draw: inout DrawList, _ palette: DemoPalette
    ) {
        guard list.rows.indices.contains(row) else { return }
        draw.fill(rect, palette.background)
        let environment = list.layout.environment
        let scale = environment.textScale
        let style = DemoChat.scaled(DemoChat.dayStyle, scale)
        let title = messages.dayTitle(
            of: list.rows[row], now: scrollView.timeline.now, environment.language)
        let size = messages.metrics.size(of: title, style: style)
        let height = DemoChat.separatorCapsule * scale
        let capsule = Rect(
            x: rect.midX - size.width / 2 - height / 2, y: rect.midY - height / 2,
            width: size.width + height, height: height)
        draw.fillRounded(capsule, radius: height / 2, palette.sectionHeader)
        draw.text(
            title, style: style, color: palette.subtitle,
            at: Point(x: capsule.minX + height / 2, y: rect.midY - size.height / 2))
    }

    // MARK: - Trace

    /// The trace's chat fields, and the header's as a list without one traces them.
    func trace(into record: inout TraceRecord) {
        record.header = "none"
        record.headerState = "idle"
        (record.headerPercent, record.headerAlpha, record.headerFrame) = (0, 0, -1)
        (record.headerTitle, record.headerDetail, record.headerResult) = ("", "", "none")
        record.olderState = loader.state.rawValue
        record.olderLoads = requests.olderLoads
        record.pill = pill.count
    }
}
