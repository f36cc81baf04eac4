/// The demo's English lines of `Assets/strings/en.strings`, word for word (a test checks it),
/// built in so that a scene made without an assets folder (tests, the soak) still reads:
/// `ListTexts` falls back to them. Parsed by the one loader (`StringsTable`).
enum BuiltInEnglish {
    /// The lines, as the file has them.
    static let strings = #"""
        // ==== The demo's own texts (DemoKit: List., Panel., Word. keys) ====
        // The lists, placeholders, menu, chat and feeds (ListTexts.Key); a counted text
        // has one line a plural category of the language: List.NewMessages.one, …
        "List.Row" = "Row %d";
        "List.LoadedAtStart" = "loaded at start";
        "List.RefreshNumber" = "refresh %d";
        "List.PageNumber" = "page %d";
        "List.TrailerIdle" = "Slide to load more cards";
        "List.TrailerPulling" = "Release to load more cards";
        "List.ChatDate" = "%@ %d";
        "List.ChatDateWithYear" = "%@ %d, %y";
        "List.Month1" = "January";
        "List.Month2" = "February";
        "List.Month3" = "March";
        "List.Month4" = "April";
        "List.Month5" = "May";
        "List.Month6" = "June";
        "List.Month7" = "July";
        "List.Month8" = "August";
        "List.Month9" = "September";
        "List.Month10" = "October";
        "List.Month11" = "November";
        "List.Month12" = "December";
        "List.Section" = "Section %d";
        "List.Card1" = "Sunrise";
        "List.Card2" = "Night sky";
        "List.Card3" = "Sailing";
        "List.Card4" = "Old oak";
        "List.Card5" = "Summit";
        "List.Card6" = "Balloon";
        "List.Card7" = "Cottage";
        "List.Card8" = "Bloom";
        "List.EmptyTitle" = "Nothing here yet";
        "List.EmptyButton" = "Refresh";
        "List.ErrorTitle" = "Couldn't refresh";
        "List.ErrorButton" = "Try again";
        "List.JustNow" = "just now";
        "List.MinutesAgo" = "%d min ago";
        "List.HoursAgo" = "%d h ago";
        "List.MenuCancel" = "Cancel";
        "List.MenuRefresh" = "Refresh";
        "List.MenuLoadMore" = "Load more";
        "List.MenuScrollToTop" = "Scroll to top";
        "List.MenuScrollToEnd" = "Scroll to end";
        "List.MenuSecondFloor" = "Second floor";
        "List.MenuLoadMoreCards" = "Load more cards";
        "List.MenuKeyHome" = "Home";
        "List.MenuKeyEnd" = "End";
        "List.ChatToday" = "Today";
        "List.ChatYesterday" = "Yesterday";
        "List.NewMessages.one" = "%d new message";
        "List.NewMessages.other" = "%d new messages";
        "List.DaysAgo" = "%d d ago";
        "List.UpToDate" = "Up to date";
        "List.RefreshFailed" = "Couldn't refresh: %@";
        "List.LoadFailed" = "Couldn't load more: %@";
        "List.FailOffline" = "no connection";
        "List.FailTLS" = "secure connection failed";
        "List.FailTimeout" = "timed out";
        "List.FailHTTP" = "server error %d";
        "List.FailRedirect" = "too many redirects";
        "List.FailTooLarge" = "feed too large";
        "List.FailNotAFeed" = "not a feed";
        "List.GapLoad" = "Load missing posts";
        "List.GapLoading" = "Loading…";
        "List.GapNoMore" = "No more posts to load";
        "List.Offline" = "Offline · %@";
        "List.NewPosts.one" = "%d new post";
        "List.NewPosts.other" = "%d new posts";
        "List.BarPullDown" = "Pull down to refresh";
        "List.BarKeys" = "Press ? for keys";
        "List.BarHeaderNormal" = "Refresh look: arrow and last update";
        "List.BarHeaderState" = "Refresh look: text and last update";
        "List.BarHeaderGif" = "Refresh look: animated figure";
        "List.BarHeaderBalloon" = "Refresh look: balloon";
        "List.BarHeaderProgress" = "Refresh look: progress ring";
        "List.BarHeaderFloor" = "Refresh look: second floor (pull further)";
        "List.BarFooterAuto" = "More loads at the end of the list";
        "List.BarFooterBack" = "Pull up at the end to load more";
        "List.BarFooterNone" = "Nothing more loads at the end";
        "List.BarStyleState" = "Loading look: text";
        "List.BarStyleNormal" = "Loading look: arrow and spinner";
        "List.BarStyleGif" = "Loading look: animation";
        "List.Sentence1" = "Coffee first.";
        "List.Sentence2" = "The harbour was quiet this morning, only gulls and one fishing boat.";
        "List.Sentence3" = "Finally finished the bookshelf.";
        "List.Sentence4" = "Took the long way home through the park and found a bench I had never noticed, right under the old chestnut tree.";
        "List.Sentence5" = "Rain again, so the garden gets a day off.";
        "List.Sentence6" = "Who else is watching the match tonight?";
        "List.Sentence7" = "Tried the new bakery on the corner: the bread is good, the cinnamon rolls are better, and the queue is worth it.";
        "List.Sentence8" = "Back at my desk after a week away.";

        // The demo's bar and inspector (DemoWords)
        "Word.header" = "header";
        "Word.footer" = "footer";
        "Word.keys" = "keys";
        "Word.none" = "none";
        "Word.offset" = "offset";
        "Word.velocity" = "velocity";
        "Word.insets" = "insets";
        "Word.frame" = "frame";
        "Word.floor" = "floor";
        "Word.graph" = "offset, last 120 frames";
        """#
}
