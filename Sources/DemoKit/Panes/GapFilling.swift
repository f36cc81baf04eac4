import FoundationEssentials
import RefreshCache
import RefreshCore
import RefreshSource

/// The filling of a web feed's gap rows: a gap's page goes out, its entries go in above the
/// gap row (what the reader looks at stays where it is), and the gap row goes once a page met
/// the entries below it, follows the next page, or says there is no more.
struct GapFilling {
    /// The feed's requests.
    let source: FeedSource
    /// The entries behind the rows, with the gaps.
    let rows: FeedRows
    /// The list the rows are in.
    let list: DemoList
    /// The view the list scrolls in.
    let scrollView: ScrollView

    private var gapRows: GapRows { GapRows(gaps: rows.gaps, list: list) }

    /// Gap `index`'s next page goes out, unless a request is in flight or it has no page left
    /// to ask for (false then).
    func fill(_ index: Int) -> Bool {
        guard source.inFlight == nil, let page = rows.gaps.startFilling(index) else {
            return false
        }
        source.send(.gap(page), at: scrollView.timeline.now)
        return true
    }

    /// A page of the gap being filled landed. Its new entries go to the cache through `cache`
    /// (with the id of the entry above the gap and what the page did to the gap) and into the
    /// list, then `changed` runs; a gap page that failed changes no row.
    func landed(
        _ outcome: FetchOutcome, changed: () -> Void,
        cache: ([FeedEntry], String, CacheGapChange) -> Void
    ) {
        let gaps = rows.gaps
        guard let index = gaps.filling, let below = gapRows.rowBelow(index) else { return }
        switch outcome {
        case .landed(let page, _):
            let fresh = page.entries.filter { rows.row(ofEntry: $0.id) == nil }
            let step = gaps.landed(
                index, metKnown: fresh.count < page.entries.count, next: page.nextPage)
            // A fill goes to the cache after the entry above the gap, as the list shows it,
            // with what it did to the gap. The rows on either side may be rows of a big cache
            // not read yet (the window reads only what comes near the view): they are read,
            // or the fill would show rows the cache never got (`make soak-feed` found it).
            if below > 0, let above = rows.readEntry(ofRow: list.rows[below - 1].id),
                let belowEntry = rows.readEntry(ofRow: list.rows[below].id)
            {
                cache(fresh, above.id, Self.gapChange(step, below: belowEntry.id))
            }
            scrollView.update(list.layout, keepingAnchor: true) {
                if !fresh.isEmpty { list.insertEntries(fresh, aboveGapOverRow: below, rows) }
                if step == .closed { list.removeGap(aboveRow: below + fresh.count) }
            }
            changed()
            // The gap stays `loading` while the filling follows the next page.
            if case .follow(let next) = step {
                source.send(.gap(next), at: scrollView.timeline.now)
            }
        case .notModified:
            _ = gaps.landed(index, metKnown: false, next: nil)
        case .failed(let reason, _):
            gaps.failed(index, reason)
        }
    }

    /// What a gap's page did to the gap above the entry `below`, as the cache keeps it.
    private static func gapChange(_ step: FeedGaps.Step, below: String) -> CacheGapChange {
        switch step {
        case .closed: .close(belowEntryID: below)
        case .exhausted: .advance(belowEntryID: below, next: nil)
        case .follow(let next): .advance(belowEntryID: below, next: next)
        }
    }

    /// A gap that was filling while its request was abandoned (a refresh or a load took its
    /// place, or it was cancelled) waits again.
    func noteAbandoned() {
        guard rows.gaps.filling != nil else { return }
        if case .gap? = source.inFlight { return }
        rows.gaps.abandonFilling()
    }
}
