/// The key of every title a refresh component shows, as the strings files spell it.
///
/// The first fifteen are MJRefresh's own keys (its `Localizable.strings`, without the `MJRefresh`
/// prefix), with MJRefresh's texts; the rest are this project's, for what MJRefresh never says:
/// the result of a request, the trailer's refreshing and results, and the second floor.
public enum RefreshText: String, CaseIterable, Hashable, Sendable, CustomStringConvertible {
    // MARK: MJRefresh's keys

    /// The header at rest: "Pull down to refresh".
    case headerIdle = "HeaderIdleText"
    /// The header pulled past its trigger: "Release to refresh".
    case headerPulling = "HeaderPullingText"
    /// The header while its request runs: "Loading...".
    case headerRefreshing = "HeaderRefreshingText"
    /// The trailer at rest (MJRefresh has it in Chinese only): "Slide to view details".
    case trailerIdle = "TrailerIdleText"
    /// The trailer pulled past its trigger (MJRefresh has it in Chinese only).
    case trailerPulling = "TrailerPullingText"
    /// The auto footer at rest: "Tap or pull up to load more".
    case autoFooterIdle = "AutoFooterIdleText"
    /// The auto footer while it loads: "Loading...".
    case autoFooterRefreshing = "AutoFooterRefreshingText"
    /// The auto footer when the list has no more pages: "No more data".
    case autoFooterNoMoreData = "AutoFooterNoMoreDataText"
    /// The back footer at rest: "Pull up to load more".
    case backFooterIdle = "BackFooterIdleText"
    /// The back footer pulled past its trigger: "Release to load more".
    case backFooterPulling = "BackFooterPullingText"
    /// The back footer while it loads: "Loading...".
    case backFooterRefreshing = "BackFooterRefreshingText"
    /// The back footer when the list has no more pages: "No more data".
    case backFooterNoMoreData = "BackFooterNoMoreDataText"
    /// The start of the last-updated line, with its trailing space where the language has one:
    /// "Last update: ".
    case headerLastTime = "HeaderLastTimeText"
    /// The word before the time of an update made today: "Today".
    case headerDateToday = "HeaderDateTodayText"
    /// The end of the last-updated line when no update was ever recorded: "No record".
    case headerNoneLastDate = "HeaderNoneLastDateText"

    // MARK: This project's keys

    /// The header's result when its request landed: "Refresh completed".
    case headerSuccess = "HeaderSuccessText"
    /// The header's result when its request failed: "Refresh failed".
    case headerFailure = "HeaderFailureText"
    /// The auto footer's result when its page landed: "Load completed".
    case autoFooterSuccess = "AutoFooterSuccessText"
    /// The auto footer's result when its page failed: "Load failed — tap or pull to retry".
    case autoFooterFailure = "AutoFooterFailureText"
    /// The back footer's result when its page landed: "Load completed".
    case backFooterSuccess = "BackFooterSuccessText"
    /// The back footer's result when its page failed: "Load failed — pull to retry".
    case backFooterFailure = "BackFooterFailureText"
    /// The trailer while it loads: "Loading...".
    case trailerRefreshing = "TrailerRefreshingText"
    /// The trailer's result when its request landed: "Load completed".
    case trailerSuccess = "TrailerSuccessText"
    /// The trailer's result when its request failed: "Load failed — slide to retry".
    case trailerFailure = "TrailerFailureText"
    /// The floor header pulled far enough to open the second floor:
    /// "Release to enter the second floor".
    case secondFloorReady = "SecondFloorReadyText"
    /// While the content slides away to reveal the second floor: "Opening the second floor...".
    case secondFloorOpening = "SecondFloorOpeningText"
    /// The second-floor page's title: "Second floor".
    case secondFloorTitle = "SecondFloorTitleText"
    /// How to leave the second floor: "Press b or click to go back".
    case secondFloorBack = "SecondFloorBackText"
    /// The top loader at rest: "Tap or scroll up to load earlier".
    case topLoaderIdle = "TopLoaderIdleText"
    /// The top loader while it loads: "Loading earlier...".
    case topLoaderRefreshing = "TopLoaderRefreshingText"
    /// The top loader when nothing earlier is left: "Nothing earlier".
    case topLoaderNoMoreData = "TopLoaderNoMoreDataText"
    /// The top loader's result when earlier items landed: "Load completed".
    case topLoaderSuccess = "TopLoaderSuccessText"
    /// The top loader's result when its request failed: "Load failed — scroll up to retry".
    case topLoaderFailure = "TopLoaderFailureText"
    /// Any component's result when someone cancelled its request: "Cancelled".
    case cancelled = "CancelledText"
    /// The language's own name, for the demo's overlay: "English", "简体中文", ….
    case languageName = "LanguageNameText"

    /// The key as the strings files spell it, e.g. `HeaderIdleText`.
    public var key: String { rawValue }

    /// Whether MJRefresh defines this key (in at least one of its languages), so its texts must
    /// be MJRefresh's, character for character.
    public var isMJRefreshKey: Bool {
        switch self {
        case .headerIdle, .headerPulling, .headerRefreshing, .trailerIdle, .trailerPulling,
            .autoFooterIdle, .autoFooterRefreshing, .autoFooterNoMoreData, .backFooterIdle,
            .backFooterPulling, .backFooterRefreshing, .backFooterNoMoreData, .headerLastTime,
            .headerDateToday, .headerNoneLastDate:
            return true
        default:
            return false
        }
    }

    /// The key as the strings files spell it.
    public var description: String { rawValue }
}
