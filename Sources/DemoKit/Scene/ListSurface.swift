import RefreshCore

/// The list in its scroll view: the rows and where each is in the view now (a row's frame, the
/// anchor, the stuck section header, the carousel's band), putting rows in stamped by the
/// scene's clock, wrapping them anew when the view's width changes, drawing them, and the
/// placeholder shown while there are none.
///
/// The scene owns one (`DemoScene.surface`) and forwards to it what the tests, the soak and an
/// accessibility bridge read; the components, the panes and the overlays stay the scene's.
final class ListSurface {
    /// The rows, the carousel and where each is.
    let list: DemoList
    /// The list's scroll view (the scene's own too).
    let scrollView: ScrollView
    /// The clock new rows are stamped by (their time of day).
    let clock: DemoClock
    /// The timeline everything runs on (the scroll view's).
    var timeline: Timeline { scrollView.timeline }
    /// The last insertion above the rows that kept the anchor, for the soak's check.
    private(set) var lastAnchoredInsertion: AnchoredInsertion?
    /// Called once rows went in: the content's size follows there (the scene's
    /// `listDidChange`; the declarative list is declared anew).
    var didChange: () -> Void = {}

    /// The surface of `list` in `scrollView`, its rows stamped by `clock` at the scroll view's
    /// timeline's now.
    init(list: DemoList, scrollView: ScrollView, clock: DemoClock) {
        self.list = list
        self.scrollView = scrollView
        self.clock = clock
    }

    // MARK: - Where the rows are

    /// Row `index`'s rectangle in the view now (rows from 0, top to bottom), nil past the rows.
    func rowFrame(_ index: Int) -> Rect? {
        guard list.rows.indices.contains(index) else { return nil }
        var frame = list.rowFrame(index)
        frame.origin.y -= scrollView.contentOffsetY
        return frame
    }

    /// The topmost row whose top edge is in view and that edge's y, nil with no rows.
    var anchor: ListAnchor? {
        list.layout.anchor(inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)
    }

    /// The section header drawn stuck to the view's top (`sections` only).
    var stickyHeader: StickyHeader? {
        guard list.kind == .sections else { return nil }
        return list.layout.stickyHeader(inViewAt: scrollView.contentOffsetY)
    }

    /// Rows wholly below the view's bottom edge now.
    var rowsBelowView: Int {
        let layout = list.layout
        let shown = layout.items(
            inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)
        let end = shown.upperBound
        return end < layout.count ? layout.rowCount - layout.row(ofItem: end) : 0
    }

    /// The carousel's band's frame in the view now; nil without a carousel or while a
    /// placeholder owns the view.
    var carouselBand: Rect? {
        guard let item = list.bandItem, !placeholderOwnsView else { return nil }
        var band = list.layout.frame(of: item)
        band.origin.y -= scrollView.contentOffsetY
        band.size.width = scrollView.viewSize.width
        return band
    }

    // MARK: - Putting rows in

    /// Replaces every row with `count` new ones, noted `note` (a refresh of the plain list).
    func replaceRows(count: Int, note: RowNote) {
        list.replaceRows(
            count: count, note: note, time: clock.timeOfDay(at: timeline.now), now: timeline.now)
        didChange()
    }

    /// Puts `count` new rows, noted `note`, after the last (a page landed).
    func appendRows(count: Int, note: RowNote) {
        list.appendRows(
            count: count, note: note, time: clock.timeOfDay(at: timeline.now), now: timeline.now)
        didChange()
    }

    /// Puts `count` rows above the first (a simulated feed's refresh). While the view is not at
    /// the top, the anchor row stays where it is on the screen; at the top, the new rows show
    /// from it.
    func prependRows(count: Int, note: RowNote) {
        let atTop = scrollView.contentOffsetY <= -scrollView.contentInset.top
        let before = atTop ? nil : anchor
        scrollView.update(list.layout, keepingAnchor: !atTop) {
            list.prependRows(
                count: count, note: note, time: clock.timeOfDay(at: timeline.now),
                now: timeline.now)
        }
        didChange()
        noteAnchoredInsertion(before, rowsAbove: count)
    }

    /// Records where the row that was the anchor `before` `count` rows went in above it is now,
    /// for the soak's check that it stayed.
    func noteAnchoredInsertion(_ before: ListAnchor?, rowsAbove count: Int) {
        guard let before, let frame = rowFrame(before.row + count) else { return }
        lastAnchoredInsertion = AnchoredInsertion(
            number: (lastAnchoredInsertion?.number ?? 0) + 1,
            rowID: list.rows[before.row + count].id, yBefore: before.y, yAfter: frame.minY)
    }

    // MARK: - The view's width

    /// Shows the rows in `language`: the feed's rows wrap anew; what is on the screen keeps its
    /// place.
    func setLanguage(_ language: RefreshLanguage) {
        scrollView.update(list.layout) { list.layout.environment.language = language }
        list.reword()
    }

    /// The view became `width` wide: the rows that wrap their text (the feed's, the chat's) are
    /// laid out again at it, the anchor row keeping its y; the plain and section rows keep their
    /// heights.
    func viewDidResize(toWidth width: Double) {
        guard list.kind.wrapsWithWidth else { return }
        list.pendingWidth = width
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

    // MARK: - Drawing the rows

    /// Draws the rows and headers in view with `painter`, each as `pane` draws its kind of row,
    /// then the stuck header over them.
    func drawRows(
        into draw: inout DrawList, view: Rect, offset: Double, painter: RowPainter,
        pane: any ListPane
    ) {
        let layout = list.layout
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

    /// Draws the carousel's band if it is in sight.
    func drawCarousel(
        into draw: inout DrawList, view: Rect, metrics: TextMetrics, palette: DemoPalette
    ) {
        guard let carousel = list.carousel, let band = carouselBand, band.maxY > view.minY,
            band.minY < view.maxY
        else { return }
        carousel.draw(into: &draw, band: band, metrics: metrics, palette: palette)
    }

    // MARK: - Placeholders: empty, loading, error

    /// What the list shows instead of rows now.
    var placeholder: PlaceholderState {
        guard list.rows.isEmpty else { return .none }
        return list.phase == .none ? .empty : list.phase
    }

    /// Whether a placeholder owns the view: while one shows, neither the carousel nor the
    /// footer is drawn, reached by Tab or the pointer (nothing over or above "Nothing here yet").
    var placeholderOwnsView: Bool { placeholder != .none }

    /// The placeholder as it is now, its texts at `scale` in `words`.
    func placeholders(
        scale: Double, words: (texts: ListTexts, language: RefreshLanguage)
    ) -> Placeholders {
        Placeholders(
            state: placeholder, top: -scrollView.contentOffsetY, scale: scale, words: words)
    }

    /// `placeholders`' button in the view, nil while neither the empty nor the error state shows.
    func button(of placeholders: Placeholders) -> Rect? {
        placeholders.button(in: Rect(origin: .zero, size: scrollView.viewSize))
    }

    /// Draws `placeholders` from the content's top, where the list's rows would be (the loading
    /// rows in the shape of the list's own).
    func drawPlaceholder(
        _ placeholders: Placeholders, into draw: inout DrawList, view: Rect, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        placeholders.draw(
            into: &draw, view: view, time: timeline.now,
            shape: list.kind == .feed ? .feed : .plain, metrics: metrics, palette: palette)
    }

    /// The background shows only where no row covers the view (above the first row while
    /// pulled, below the last): rows are opaque, so painting under them would only double the
    /// pixels a frame writes. The bands overlap the rows by a point, so no rounding leaves a gap.
    func fillBackground(
        into list: inout DrawList, view: Rect, offset: Double, palette: DemoPalette
    ) {
        let top = view.minY - offset
        let bottom = top + self.list.contentHeight
        guard !self.list.rows.isEmpty, top < view.maxY, bottom > view.minY else {
            return list.fill(view, palette.background)
        }
        if top > view.minY {
            list.fill(
                Rect(x: view.minX, y: view.minY, width: view.width, height: top - view.minY + 1),
                palette.background)
        }
        if bottom < view.maxY {
            list.fill(
                Rect(
                    x: view.minX, y: bottom - 1, width: view.width, height: view.maxY - bottom + 1),
                palette.background)
        }
    }
}
