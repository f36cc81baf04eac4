import FoundationEssentials
import RefreshCache
import RefreshSource

/// What a web feed's answers leave for its next request: the validators of the last
/// successful refresh, where a permanent redirect led, and the chain of older pages the footer
/// follows (the contract's Paging).
struct FeedChain {
    /// Where a permanent redirect (301, 308) of the feed's URL led: refreshes go there from
    /// then on.
    private(set) var movedTo: URL?
    /// The last successful response's validators, sent with the next refresh.
    private(set) var validators = Validators()
    /// The next page of the last page fetched; nil when it had none.
    private(set) var nextPage: URL?
    /// `nextPage` as it was before the last refresh landed, for a refresh that opened a gap.
    private var nextPageBeforeRefresh: URL?
    /// How many entries the last page that landed had (0 before any): what the next one is
    /// likely to bring.
    private(set) var lastPageSize = 0
    /// Whether a page has landed yet.
    private var hasLanded = false
    /// Footer pages fetched since the first page (a refresh keeps the chain going on).
    private(set) var olderPages = 0

    /// Takes up where the cache left the feed: its validators, redirect and chain of older
    /// pages, as if its pages had landed in this run.
    mutating func restore(_ state: FeedState) {
        validators = state.validators
        movedTo = state.movedTo
        nextPage = state.nextPage
        olderPages = state.olderPages
        hasLanded = true
    }

    /// The page a request for `purpose` asks for (a refresh: `url`, or where it moved); nil
    /// when there is none (a load without a next page).
    func target(of purpose: FeedSource.Purpose, url: URL) -> URL? {
        switch purpose {
        case .refresh: movedTo ?? url
        case .more: nextPage
        case .gap(let page): page
        }
    }

    /// The refresh that just landed opened a gap: the footer's older pages go on below the
    /// entries that were there, not from the new page (whose next link leads into the gap).
    mutating func refreshOpenedGap() {
        nextPage = nextPageBeforeRefresh
    }

    /// What `outcome`, landing for `purpose`, leaves for the next request.
    mutating func note(_ outcome: FetchOutcome, of purpose: FeedSource.Purpose) {
        switch outcome {
        case .landed(let page, let response):
            lastPageSize = page.entries.count
            switch purpose {
            case .refresh:
                validators = response.validators
                nextPageBeforeRefresh = nextPage
                if response.movedPermanently { movedTo = response.finalURL }
                // The first page starts the chain of older pages; later refreshes leave it
                // where the footer has followed it.
                if !hasLanded || olderPages == 0 { nextPage = page.nextPage }
            case .more:
                olderPages += 1
                nextPage = page.nextPage
            case .gap:
                // A gap's pages leave the footer's chain.
                break
            }
            hasLanded = true
        case .notModified:
            if purpose == .refresh, outcome.response.movedPermanently {
                movedTo = outcome.response.finalURL
            }
        case .failed:
            break
        }
    }
}
