extension ListTexts {
    /// The English texts, built in so a scene made without an assets folder (tests, the soak)
    /// still reads; the other languages are in `strings/lists.strings`.
    static let englishTexts: [String: String] = [
        "en.Section": "Section %d",
        "en.EmptyTitle": "Nothing here yet",
        "en.EmptyButton": "Refresh",
        "en.ErrorTitle": "Couldn't refresh",
        "en.ErrorButton": "Try again",
        "en.JustNow": "just now",
        "en.MinutesAgo": "%d min ago",
        "en.HoursAgo": "%d h ago",
        "en.MenuCancel": "Cancel",
        "en.MenuRefresh": "Refresh",
        "en.MenuLoadMore": "Load more",
        "en.MenuScrollToTop": "Scroll to top",
        "en.MenuScrollToEnd": "Scroll to end",
        "en.MenuSecondFloor": "Second floor",
        "en.MenuLoadMoreCards": "Load more cards",
        "en.ChatToday": "Today",
        "en.ChatYesterday": "Yesterday",
        "en.NewMessages.one": "%d new message",
        "en.NewMessages.other": "%d new messages",
        "en.DaysAgo": "%d d ago",
        "en.UpToDate": "Up to date",
        "en.RefreshFailed": "Couldn't refresh: %@",
        "en.LoadFailed": "Couldn't load more: %@",
        "en.FailOffline": "no connection",
        "en.FailTLS": "secure connection failed",
        "en.FailTimeout": "timed out",
        "en.FailHTTP": "server error %d",
        "en.FailRedirect": "too many redirects",
        "en.FailTooLarge": "feed too large",
        "en.FailNotAFeed": "not a feed",
        "en.GapLoad": "Load missing posts",
        "en.GapLoading": "Loading…",
        "en.GapNoMore": "No more posts to load",
        "en.Offline": "Offline · %@",
        "en.NewPosts.one": "%d new post",
        "en.NewPosts.other": "%d new posts",
        "en.Sentence1": "Coffee first.",
        "en.Sentence2": "The harbour was quiet this morning, only gulls and one fishing boat.",
        "en.Sentence3": "Finally finished the bookshelf.",
        "en.Sentence4":
            "Took the long way home through the park and found a bench I had never noticed, "
            + "right under the old chestnut tree.",
        "en.Sentence5": "Rain again, so the garden gets a day off.",
        "en.Sentence6": "Who else is watching the match tonight?",
        "en.Sentence7":
            "Tried the new bakery on the corner: the bread is good, the cinnamon rolls are "
            + "better, and the queue is worth it.",
        "en.Sentence8": "Back at my desk after a week away.",
    ]
}
