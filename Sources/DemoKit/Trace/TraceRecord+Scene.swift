import RefreshCore

extension TraceRecord {
    /// The trace line of `scene` for the frame that ends at `milliseconds`: every field read
    /// from the scene's parts as they are now (the scene only hands itself over).
    init(scene: DemoScene, frame: Int, milliseconds: Double) {
        let scrollView = scene.scrollView
        let header = scene.header
        let footer = scene.footer
        let inset = scrollView.contentInset
        self.init(
            frame: frame, t: milliseconds, offsetY: scrollView.contentOffsetY,
            velocityY: scrollView.velocityY, insetTop: inset.top, insetBottom: inset.bottom,
            contentHeight: scrollView.contentSize.height, viewHeight: scrollView.viewSize.height,
            dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating,
            header: scene.headerKind.rawValue, headerState: header.state.rawValue,
            footerState: footer?.state.rawValue ?? "idle", headerPercent: header.pullingPercent,
            footerPercent: footer?.pullingPercent ?? 0, headerAlpha: header.alpha,
            footer: scene.footerKind.rawValue, rows: scene.rows.count, refreshes: scene.refreshes,
            loads: scene.loads, headerFrame: header.displayedFrameIndex)
        lang = scene.language.code
        direction = scene.layoutDirection.rawValue
        headerTitle = header.displayedTitle
        headerDetail = header.displayedDetail
        headerResult = header.result?.rawValue ?? "none"
        // As drawn: the scene draws its footer even while the footer's layout hides it.
        footerTitle = footer?.displayedTitle ?? ""
        footerResult = footer?.result?.rawValue ?? "none"
        failures = scene.failures
        floor = scene.header.floorState.rawValue
        viewWidth = scrollView.viewSize.width
        let preferences = scene.preferences
        theme = preferences.colorScheme.rawValue
        motion = preferences.motion.rawValue
        textScale = preferences.textScale
        scrollbar = scene.desktop.bars.state(scene.scrollbarSetting)
        // The menu's chosen item while it is open, else the control with the focus.
        focus = scene.keyboardFocus.name(menuChoice: scene.desktop.menu?.chosen)
        menu = scene.contextMenu == nil ? "closed" : "open"
        request = scene.inFlight.traceName
        scene.carouselLoads?.trace(into: &self)
        traceList(of: scene)
        scene.pane.trace(into: &self)
        focused = scene.presence.focused
        network = scene.presence.network.isOnline ? "online" : "offline"
    }

    /// The third round's list fields: the kind, the anchor, the stuck header, the placeholder.
    private mutating func traceList(of scene: DemoScene) {
        list = scene.listKind.rawValue
        if let anchor = scene.surface.anchor {
            anchorRow = anchor.row + 1
            anchorY = anchor.y
        }
        if let sticky = scene.surface.stickyHeader {
            stickySection = sticky.section + 1
            stickyY = sticky.y
        }
        placeholder = scene.surface.placeholder.rawValue
    }
}
