import RefreshAccessibleView
import RefreshCache
import RefreshCore
import RefreshSource

extension DemoScene {
    // MARK: - A feed's gap rows (the contract's Gaps)

    /// The gap rows of a `--feed` list, nil otherwise.
    var feedGaps: FeedGaps? { feedRows?.gaps }

    /// The index (from 0) of the row with id `id`, nil when it is not in the list.
    func rowIndex(ofRowID id: Int) -> Int? { rows.firstIndex { $0.id == id } }

    /// The rows above gap `index` (from 0, top to bottom): the index of the row just below it.
    func rowBelowGap(_ index: Int) -> Int? {
        guard let feedGaps, index < feedGaps.count else { return nil }
        return rowIndex(ofRowID: feedGaps[index].rowBelow)
    }

    /// The gap (from 0) shown as layout item `item`, nil when that item is none.
    func gap(atItem item: Int) -> Int? {
        guard let feedGaps, feedGaps.count > 0, item != list.bandItem,
            list.layout.kind(of: item) == .header
        else { return nil }
        let below = list.layout.row(ofItem: item)
        guard rows.indices.contains(below) else { return nil }
        return feedGaps.gap(aboveRow: rows[below].id)
    }

    /// Gap `index`'s rectangle in the content.
    func gapFrame(_ index: Int) -> Rect? {
        guard let below = rowBelowGap(index), let item = list.gapItem(aboveRow: below) else {
            return nil
        }
        return list.layout.frame(of: item)
    }

    /// The rows above each gap, top to bottom (for the focus order).
    var rowsAboveGaps: [Int] {
        guard let feedGaps else { return [] }
        return (0..<feedGaps.count).compactMap { rowBelowGap($0) }
    }

    /// Fills gap `index`: its next page goes out, unless a refresh, a load or another gap's
    /// page is in flight, or it has no page left to ask for (false then).
    @discardableResult
    func fillGap(_ index: Int) -> Bool {
        guard let feedSource, let feedGaps, componentInFlight == nil, feedSource.inFlight == nil,
            let page = feedGaps.startFilling(index)
        else { return false }
        feedSource.send(.gap(page), at: timeline.now)
        return true
    }

    /// The topmost gap row as assistive technologies read it: what it says and where it is.
    func accessibleGap(in view: Rect) -> AccessibleItem? {
        guard let frame = gapFrame(0) else { return nil }
        return AccessibleItem(
            name: gapTitle(0),
            frame: frame.offsetBy(dx: 0, dy: -scrollView.contentOffsetY), view: view)
    }

    /// A page of the gap being filled landed: its new entries go in above the gap row (what the
    /// user looks at stays where it is); the gap row goes once a page met the entries below,
    /// else the next page goes out; with none, the row says there is no more.
    func gapLanded(_ outcome: FetchOutcome) {
        guard let feedGaps, let feedRows, let index = feedGaps.filling,
            let below = rowBelowGap(index)
        else { return }
        switch outcome {
        case .landed(let page, _):
            let fresh = page.entries.filter { feedRows.row(ofEntry: $0.id) == nil }
            let step = feedGaps.landed(
                index, metKnown: fresh.count < page.entries.count, next: page.nextPage)
            // A fill goes to the cache after the entry above the gap, as the list shows it,
            // with what it did to the gap. The rows on either side may be rows of a big cache
            // not read yet (the window reads only what comes near the view): they are read,
            // or the fill would show rows the cache never got (`make soak-feed` found it).
            if below > 0, let above = feedRows.readEntry(ofRow: rows[below - 1].id),
                let belowEntry = feedRows.readEntry(ofRow: rows[below].id)
            {
                cacheLanding(
                    fresh, at: .after(entryID: above.id), pageNext: nil, refreshed: false,
                    gap: Self.gapChange(step, below: belowEntry.id), then: {})
            }
            scrollView.update(list.layout, keepingAnchor: true) {
                if !fresh.isEmpty { list.insertEntries(fresh, aboveGapOverRow: below, feedRows) }
                if step == .closed { list.removeGap(aboveRow: below + fresh.count) }
            }
            listDidChange()
            // The gap stays `loading` while the filling follows the next page.
            if case .follow(let next) = step { feedSource?.send(.gap(next), at: timeline.now) }
        case .notModified:
            _ = feedGaps.landed(index, metKnown: false, next: nil)
        case .failed(let reason, _):
            feedGaps.failed(index, reason)
        }
    }

    /// What a gap's page did to the gap above the entry `below`, as the cache keeps it.
    static func gapChange(_ step: FeedGaps.Step, below: String) -> CacheGapChange {
        switch step {
        case .closed: return .close(belowEntryID: below)
        case .exhausted: return .advance(belowEntryID: below, next: nil)
        case .follow(let next): return .advance(belowEntryID: below, next: next)
        }
    }

    /// Once a frame: a gap that was filling while its request was abandoned (a refresh or a
    /// load took its place, or it was cancelled) waits again.
    func noteGapAbandoned() {
        guard let feedGaps, feedGaps.filling != nil else { return }
        if case .gap? = feedSource?.inFlight { return }
        feedGaps.abandonFilling()
    }

    /// A click on a gap row fills it (true: the click is taken).
    func clickGap(at point: Point) -> Bool {
        guard let feedGaps, feedGaps.count > 0,
            let item = list.layout.item(atContentY: point.y + scrollView.contentOffsetY),
            list.layout.frame(of: item).maxY > point.y + scrollView.contentOffsetY,
            let index = gap(atItem: item)
        else { return false }
        fillGap(index)
        return true
    }

    /// What gap `index` says: "Load missing posts", "Loading…", "No more posts to load", or
    /// why its last page failed.
    func gapTitle(_ index: Int) -> String {
        guard let feedGaps, index < feedGaps.count else { return "" }
        switch feedGaps[index].state {
        case .idle: return listTexts.text(.gapLoad, language)
        case .loading: return listTexts.text(.gapLoading, language)
        case .exhausted: return listTexts.text(.gapNoMore, language)
        case .failed(let reason): return listTexts.failure(reason, footer: true, language)
        }
    }

    /// Gap `index`'s row: its title centred on the grouped background, in the buttons' colour.
    func drawGapRow(
        _ index: Int, in rect: Rect, into draw: inout DrawList, metrics: TextMetrics,
        palette: DemoPalette
    ) {
        let scale = list.layout.environment.textScale
        draw.fill(rect, palette.sectionHeader)
        let style = DemoTheme.titleStyle.scaled(by: scale)
        let fitted = FittedText.fit(
            gapTitle(index), style: style, width: rect.width - 2 * DemoTheme.rowInset,
            height: rect.height, wraps: false, metrics: metrics)
        let size = metrics.size(of: fitted.first, style: fitted.style)
        draw.text(
            fitted.first, style: fitted.style, color: palette.placeholderButton,
            at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
        drawSeparator(under: rect, into: &draw, palette: palette)
    }
}
