import RefreshCore
import SpriteArt

extension DemoScene {
    // MARK: - The chat (`--list chat`): older messages at the top, new ones at the bottom

    /// Messages each load of older ones lands (the contract's 20).
    public static let olderPage = DemoChat.olderPage
    /// The chat's top loader, nil in the other lists.
    public var olderLoader: RefreshFooter? { chat?.loader }
    /// Loads of older messages that have landed.
    public var olderLoads: Int { requests.olderLoads }
    /// New messages the pill announces, 0 while it is not shown.
    public var pillCount: Int { chat?.pill ?? 0 }
    /// The id of the newest message the chat started with (older ones count down from it,
    /// arriving ones up); 0 in the other lists.
    public var chatHistoryEnd: Int { list.chat?.historyEnd ?? 0 }
    /// Messages that have arrived since the start.
    public var chatArrivals: Int { chat?.arrivals ?? 0 }
    /// What the chat did with the last message that arrived.
    public var lastChatArrival: ChatArrival? { chat?.lastArrival }

    /// The header kind as the trace and the bar name it: `none` in a chat, which has none.
    var headerName: String { chat == nil ? headerKind.rawValue : "none" }

    /// The top loader's look: the auto footer's spinner beside its own titles.
    static func topLoaderLook(_ materials: DemoMaterials) -> any RefreshLook {
        let image = ArrowSpinnerLook.autoFooter(
            spinner: materials.sheet(.spinner), results: materials.sheet(.result))
        return LabeledLook(label: .topLoader, image: image)
    }

    /// Puts the top loader above the history, the view at its end, and the arrivals on the
    /// clock: the first at 3 s, then every 3 s.
    func startChat() {
        guard let chat else { return }
        let loader = chat.loader
        prepare(loader)
        loader.refreshingAction = { [weak self] in self?.startOlderRequest() }
        loader.attach(to: scrollView)
        if options.pages <= 0 { loader.endRefreshingWithNoMoreData() }
        // Moving away from the top: the loader does not begin.
        scrollView.setContentOffsetY(scrollView.maxOffsetY)
        scheduleArrival(at: DemoChat.arrivalInterval)
    }

    private func scheduleArrival(at time: Double) {
        _ = timeline.schedule(at: time) { [weak self] in
            self?.messageArrives()
            self?.scheduleArrival(at: time + DemoChat.arrivalInterval)
        }
    }

    /// A message lands at the end. At the end (within 44 points) and not held, the view
    /// follows it to the new end; otherwise it stays and the pill counts it.
    func messageArrives() {
        guard let chat else { return }
        let distance = scrollView.settledBounds(.vertical).upperBound - scrollView.contentOffsetY
        let held = scrollView.isDragging
        let follows = !held && distance <= DemoChat.followDistance
        var row: DemoRow?
        scrollView.update(list.layout) { row = list.appendArrival(now: timeline.now) }
        if follows {
            scrollView.setContentOffsetY(
                scrollView.settledBounds(.vertical).upperBound,
                duration: reducesMotion ? 0 : DemoChat.followDuration, curve: .easeOut)
        } else {
            chat.pill += 1
        }
        chat.arrivals += 1
        chat.lastArrival = ChatArrival(
            number: chat.arrivals, id: row?.id ?? 0, distanceToEnd: distance, wasDragging: held,
            followed: follows)
    }

    /// Reaching the end by any means clears the pill (after every input and every advance).
    func noteChatEnd() {
        guard let chat, chat.pill > 0 else { return }
        if scrollView.contentOffsetY >= scrollView.maxOffsetY - Self.endSlack { chat.pill = 0 }
    }

    /// How near the end counts as reaching it: less than a pixel.
    static let endSlack = 0.5

    /// Whether `action` acts in this list: a chat has no header kinds, footers or floor.
    func chatAllows(_ action: DemoAction) -> Bool {
        guard chat != nil else { return true }
        switch action {
        case .header, .nextHeader, .nextFooter, .nextFooterStyle, .toggleNoMoreData,
            .openSecondFloor, .closeFloor:
            return false
        default:
            return true
        }
    }

    /// `r`, F5, the menu's Refresh, a placeholder's button: the header begins refreshing, or
    /// in a chat the top loader loads older messages (when idle: out of data, it stays so).
    func beginRefreshingAtTop() {
        if let loader = chat?.loader {
            if loader.state == .idle { loader.beginRefreshing() }
            return
        }
        header.beginRefreshing()
    }

    // MARK: - Older messages

    /// Sends the top loader's request: after the latency 20 older messages land above, what
    /// is on the screen staying where it is, or for a request that fails nothing changes.
    func startOlderRequest() {
        requests.sendOlder { [weak self] fails in self?.olderLanded(fails: fails) }
    }

    private func olderLanded(fails: Bool) {
        guard let loader = chat?.loader else { return }
        if fails { return loader.endRefreshing(result: .failure) }
        let before = anchor
        let count = DemoChat.olderPage
        scrollView.update(list.layout) { list.prependOlder(count: count) }
        noteAnchoredInsertion(before, rowsAbove: count)
        if requests.olderLoads >= options.pages {
            loader.endRefreshingWithNoMoreData(result: .success)
        } else {
            loader.endRefreshing(result: .success)
        }
    }

    // MARK: - The pill

    /// The pill's title and its width now, nil while it is not shown.
    func pillTitle(_ metrics: TextMetrics) -> (text: String, width: Double)? {
        guard let chat, chat.pill > 0 else { return nil }
        if let kept = chat.pillTitle, kept.count == chat.pill, kept.language == language {
            return (kept.text, kept.width)
        }
        let text = listTexts.text(.newMessages, language, count: chat.pill)
        let width = metrics.size(of: text, style: DemoChat.pillStyle).width
        chat.pillTitle = (chat.pill, language, text, width)
        return (text, width)
    }

    /// The pill in the view while it shows: 32 points tall, centred, its bottom 16 points
    /// above the view's bottom, as wide as its title and its padding.
    public var pillFrame: Rect? {
        // Only a chat has a pill (and no metrics are made for a list without one, every frame).
        guard let metrics = list.chat?.metrics, let title = pillTitle(metrics) else { return nil }
        let view = scrollView.viewSize
        let width = title.width + 2 * DemoChat.pillPadding
        return Rect(
            x: (view.width - width) / 2,
            y: view.height - DemoChat.pillBottom - DemoChat.pillHeight, width: width,
            height: DemoChat.pillHeight)
    }

    /// A click on the pill goes to the end (which clears it); on the top loader, it loads.
    func clickChat(at point: Point) -> Bool {
        guard let chat else { return false }
        if let pill = pillFrame, pill.contains(point) {
            pressPill()
            return true
        }
        let view = Rect(origin: .zero, size: scrollView.viewSize)
        return chat.loader.handleTap(at: point, frame: chat.loader.frame(in: view))
    }

    /// The pill pressed (a click, or Return or Space while it has the focus): to the end.
    func pressPill() {
        scroll(.end)
    }

    /// The trace's chat fields, and the header's as a list without one traces them.
    func traceChat(into record: inout TraceRecord) {
        guard let chat else { return }
        record.header = headerName
        record.headerState = "idle"
        (record.headerPercent, record.headerAlpha, record.headerFrame) = (0, 0, -1)
        (record.headerTitle, record.headerDetail, record.headerResult) = ("", "", "none")
        record.olderState = chat.loader.state.rawValue
        record.olderLoads = requests.olderLoads
        record.pill = chat.pill
    }
}
