import RefreshCore

extension DemoScene {
    // MARK: - The list's rows and section headers

    /// The list shown: `options.list`, the plain list when it is nil (the runner resolves the
    /// windowed default, the feed, before it makes the scene).
    public var listKind: ListKind { list.kind }

    /// Row `index`'s rectangle in the view now (rows from 0, top to bottom), nil past the rows:
    /// where the keyboard's focus ring and an accessibility bridge find a row.
    public func rowFrame(_ index: Int) -> Rect? {
        guard rows.indices.contains(index) else { return nil }
        var frame = list.rowFrame(index)
        frame.origin.y -= scrollView.contentOffsetY
        return frame
    }

    /// The topmost row whose top edge is in view and that edge's y (the trace's `anchor_row`,
    /// from 0 here), nil with no rows.
    public var anchor: ListAnchor? {
        list.layout.anchor(inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)
    }

    /// The section header drawn stuck to the view's top (`sections` only).
    public var stickyHeader: StickyHeader? {
        guard list.kind == .sections else { return nil }
        return list.layout.stickyHeader(inViewAt: scrollView.contentOffsetY)
    }

    /// Replaces every row with `count` new ones, noted `note` (a refresh of the plain list).
    func replaceRows(count: Int, note: RowNote) {
        list.replaceRows(
            count: count, note: note, time: resources.clock.timeOfDay(at: timeline.now),
            now: timeline.now)
        listDidChange()
    }

    /// Puts `count` new rows, noted `note`, after the last (a page landed).
    func appendRows(count: Int, note: RowNote) {
        list.appendRows(
            count: count, note: note, time: resources.clock.timeOfDay(at: timeline.now),
            now: timeline.now)
        listDidChange()
    }

    /// The rows changed: the content's size follows (the declarative list is declared anew).
    func listDidChange() {
        if driver != nil { return redeclare() }
        scrollView.contentSize = Size(width: scrollView.viewSize.width, height: list.contentHeight)
    }

    /// Puts `count` rows above the first (the feed's refresh). While the view is not at the top,
    /// the anchor row stays where it is on the screen; at the top, the new rows show from it.
    func prependRows(count: Int, note: RowNote) {
        let atTop = scrollView.contentOffsetY <= -scrollView.contentInset.top
        let before = atTop ? nil : anchor
        scrollView.update(list.layout, keepingAnchor: !atTop) {
            list.prependRows(
                count: count, note: note, time: resources.clock.timeOfDay(at: timeline.now),
                now: timeline.now)
        }
        listDidChange()
        noteAnchoredInsertion(before, rowsAbove: count)
    }

    /// Records where the row that was the anchor `before` `count` rows went in above it is now,
    /// for the soak's check that it stayed.
    func noteAnchoredInsertion(_ before: ListAnchor?, rowsAbove count: Int) {
        guard let before, let frame = rowFrame(before.row + count) else { return }
        lastAnchoredInsertion = AnchoredInsertion(
            number: (lastAnchoredInsertion?.number ?? 0) + 1, rowID: rows[before.row + count].id,
            yBefore: before.y, yAfter: frame.minY)
    }

    /// Draws the rows and headers in view, then the stuck header over them. Row layers let a
    /// renderer reuse each row's pixels while the row is unchanged.
    func drawRows(
        into draw: inout DrawList, view: Rect, offset: Double, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let layout = list.layout
        let painter = RowPainter(
            list: list, texts: listTexts, language: language, languageIndex: languageIndex,
            now: timeline.now,
            calendarNow: calendarNow, entries: feedRows, palette: palette, metrics: metrics)
        for item in layout.items(inViewAt: offset, height: view.height) {
            var rect = layout.frame(of: item)
            rect.origin.y += view.minY - offset
            rect.size.width = view.width
            pane.draw(
                item: item, row: list.row(atItem: item), in: rect, into: &draw, painter: painter)
        }
        if let sticky = stickyHeader {
            let rect = Rect(
                x: view.minX, y: view.minY + sticky.y, width: view.width,
                height: layout.height(of: sticky.item))
            painter.drawSectionHeader(sticky.section, in: rect, into: &draw)
        }
    }

    /// The view becomes `size` (a window resized, a script's `resize`): every row is laid out
    /// again at the new width from this frame on (the feed's and the chat's text wraps anew),
    /// and the anchor row keeps its y.
    func resize(to size: Size) {
        scrollView.viewSize = size
        carousel?.resize(width: size.width)
        secondFloor?.viewSizeDidChange()
        scrollView.contentSize.width = size.width
        // Only rows that wrap their text change with the width (the plain and section rows
        // keep their heights).
        guard list.kind.wrapsWithWidth else { return }
        list.pendingWidth = size.width
        wrapAtPendingWidth()
    }

    /// Wraps the rows at the width a resize asked for, the anchor row keeping its y, once the
    /// content is still: a finger holding it, or a fling or a bounce moving it, would otherwise
    /// find the content's end moved under it (rows re-wrapped narrower or wider change its
    /// height by thousands of points); it wraps in the frame the content comes to rest.
    func wrapAtPendingWidth() {
        guard let width = list.pendingWidth, !scrollView.isDragging, !scrollView.isDecelerating
        else { return }
        list.pendingWidth = nil
        guard width != list.layout.environment.width else { return }
        scrollView.update(list.layout) { list.layout.environment.width = width }
    }
}
