extension RefreshStrings {
    /// The English titles, built in, so components have their titles with no strings file read
    /// (a library used without the demo's assets). They are `Assets/strings/en.strings` word for
    /// word, which a test checks.
    public static let english = RefreshStrings(
        language: .english,
        checkedTexts: [
            .headerIdle: "Pull down to refresh",
            .headerPulling: "Release to refresh",
            .headerRefreshing: "Loading...",
            .trailerIdle: "Slide to view details",
            .trailerPulling: "Release to view details",
            .autoFooterIdle: "Tap or pull up to load more",
            .autoFooterRefreshing: "Loading...",
            .autoFooterNoMoreData: "No more data",
            .backFooterIdle: "Pull up to load more",
            .backFooterPulling: "Release to load more",
            .backFooterRefreshing: "Loading...",
            .backFooterNoMoreData: "No more data",
            .headerLastTime: "Last update: ",
            .headerDateToday: "Today",
            .headerNoneLastDate: "No record",
            .headerSuccess: "Refresh completed",
            .headerFailure: "Refresh failed",
            .autoFooterSuccess: "Load completed",
            .autoFooterFailure: "Load failed — tap or pull to retry",
            .backFooterSuccess: "Load completed",
            .backFooterFailure: "Load failed — pull to retry",
            .trailerRefreshing: "Loading...",
            .trailerSuccess: "Load completed",
            .trailerFailure: "Load failed — slide to retry",
            .secondFloorReady: "Release to enter the second floor",
            .secondFloorOpening: "Opening the second floor...",
            .secondFloorTitle: "Second floor",
            .secondFloorBack: "Press b or click to go back",
            .topLoaderIdle: "Tap or scroll up to load earlier",
            .topLoaderRefreshing: "Loading earlier...",
            .topLoaderNoMoreData: "Nothing earlier",
            .topLoaderSuccess: "Load completed",
            .topLoaderFailure: "Load failed — scroll up to retry",
            .cancelled: "Cancelled",
            .languageName: "English",
        ])
}
