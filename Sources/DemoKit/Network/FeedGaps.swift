import FoundationEssentials
import RefreshSource

/// A `--feed` list's gap rows (the contract's Gaps): where a refresh's page met none of the
/// entries already in the list, a gap row sits between its entries and the older ones. Filling
/// it follows next-page links from the new page, one page at a time, until a page holds an
/// entry already in the list (the gap closes) or there is no next page (it stays, saying so).
///
/// Only what each gap is and where it stands in its filling lives here; the scene puts the
/// rows in and sends the requests.
final class FeedGaps {
    /// One gap row.
    struct Gap: Equatable {
        /// Where the gap stands.
        enum State: Equatable {
            /// Waiting for a click, `Return`, `Space` or AT-SPI's click.
            case idle
            /// A page of it is in flight ("Loading…").
            case loading
            /// Its last page had no next page ("No more posts to load").
            case exhausted
            /// Its last page failed: the row says why, and a click tries that page again.
            case failed(FetchFailure)
        }

        /// The id of the row just below it: the newest of the entries that were there before.
        var rowBelow: Int
        /// The page its filling asks for next; nil once none is left.
        var next: URL?
        /// Where it stands.
        var state = State.idle
    }

    /// What a page of a gap's filling leaves it.
    enum Step: Equatable {
        /// The page held an entry already in the list: the gap row goes.
        case closed
        /// The page had no next page: the gap row stays.
        case exhausted
        /// The filling goes on with this page.
        case follow(URL)
    }

    /// The gaps, top to bottom.
    private(set) var gaps: [Gap] = []

    /// Gap rows in the list (the trace's `gap_rows`).
    var count: Int { gaps.count }

    /// The gap being filled, nil for none.
    var filling: Int? { gaps.firstIndex { $0.state == .loading } }

    /// Gap `index` (from 0, top to bottom).
    subscript(index: Int) -> Gap { gaps[index] }

    /// The gap just above the row with id `rowID`, nil for none.
    func gap(aboveRow rowID: Int) -> Int? { gaps.firstIndex { $0.rowBelow == rowID } }

    /// A refresh opened a gap above the row with id `rowID`, to be filled from `next`. A
    /// refresh's entries go above every row, so its gap is the topmost.
    func open(aboveRow rowID: Int, next: URL?) {
        gaps.insert(
            Gap(rowBelow: rowID, next: next, state: next == nil ? .exhausted : .idle), at: 0)
    }

    /// Starts filling gap `index`: the page to ask for, nil when there is none or it is
    /// already filling.
    func startFilling(_ index: Int) -> URL? {
        guard gaps.indices.contains(index), gaps[index].state != .loading,
            let next = gaps[index].next
        else { return nil }
        gaps[index].state = .loading
        return next
    }

    /// A page of gap `index` landed: whether it `metKnown` (held an entry already in the
    /// list) and its next page decide what follows.
    func landed(_ index: Int, metKnown: Bool, next: URL?) -> Step {
        if metKnown {
            gaps.remove(at: index)
            return .closed
        }
        gaps[index].next = next
        guard let next else {
            gaps[index].state = .exhausted
            return .exhausted
        }
        return .follow(next)
    }

    /// A page of gap `index` failed: it keeps the page, to be asked again.
    func failed(_ index: Int, _ reason: FetchFailure) {
        gaps[index].state = .failed(reason)
    }

    /// The filling's request was abandoned (a refresh or a load took its place): the gap waits
    /// again for someone to fill it.
    func abandonFilling() {
        for index in gaps.indices where gaps[index].state == .loading {
            gaps[index].state = .idle
        }
    }

    /// The row `old` now shows as `new` (a newer version of its entry): a gap above it stays.
    func rowReplaced(_ old: Int, by new: Int) {
        for index in gaps.indices where gaps[index].rowBelow == old { gaps[index].rowBelow = new }
    }
}
