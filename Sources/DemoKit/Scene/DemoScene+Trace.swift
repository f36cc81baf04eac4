extension DemoScene {
    /// The trace line for the frame that ends at `milliseconds`.
    public func traceRecord(frame: Int, milliseconds: Double) -> TraceRecord {
        let inset = scrollView.contentInset
        var record = TraceRecord(
            frame: frame, t: milliseconds, offsetY: scrollView.contentOffsetY,
            velocityY: scrollView.velocityY, insetTop: inset.top, insetBottom: inset.bottom,
            contentHeight: scrollView.contentSize.height, viewHeight: scrollView.viewSize.height,
            dragging: scrollView.isDragging, decelerating: scrollView.isDecelerating,
            header: headerKind.rawValue, headerState: header.state.rawValue,
            footerState: footer?.state.rawValue ?? "idle", headerPercent: header.pullingPercent,
            footerPercent: footer?.pullingPercent ?? 0, headerAlpha: header.alpha,
            footer: footerKind.rawValue, rows: rows.count, refreshes: refreshes, loads: loads,
            headerFrame: header.displayedFrameIndex)
        record.lang = language.code
        record.direction = layoutDirection.rawValue
        record.headerTitle = header.displayedTitle
        record.headerDetail = header.displayedDetail
        record.headerResult = header.result?.rawValue ?? "none"
        // As drawn: the scene draws its footer even while the footer's layout hides it.
        record.footerTitle = footer?.displayedTitle ?? ""
        record.footerResult = footer?.result?.rawValue ?? "none"
        record.failures = failures
        record.floor = floorState.rawValue
        record.viewWidth = scrollView.viewSize.width
        let preferences = preferences
        record.theme = preferences.colorScheme.rawValue
        record.motion = preferences.motion.rawValue
        record.textScale = preferences.textScale
        record.scrollbar = scrollbarState
        record.focus = focusName
        record.menu = desktop.menu == nil ? "closed" : "open"
        record.request = requestInFlight
        carouselLoads?.trace(into: &record)
        traceList(into: &record)
        pane.trace(into: &record)
        tracePresence(into: &record)
        return record
    }

    /// The third round's list fields: the kind, the anchor, the stuck header, the placeholder.
    private func traceList(into record: inout TraceRecord) {
        record.list = list.kind.rawValue
        if let anchor {
            record.anchorRow = anchor.row + 1
            record.anchorY = anchor.y
        }
        if let sticky = stickyHeader {
            record.stickySection = sticky.section + 1
            record.stickyY = sticky.y
        }
        record.placeholder = placeholder.rawValue
    }
}
