/// MJRefresh's numbers (MJRefresh 3.7.9, `MJRefreshConst.m` and `MJRefreshComponent.m`), and
/// this project's for results, in one place.
public enum RefreshConstants {
    /// `MJRefreshHeaderHeight`.
    public static let headerHeight = 54.0
    /// `MJRefreshFooterHeight`.
    public static let footerHeight = 44.0
    /// `MJRefreshTrailWidth`: the trailer's width (its extent along the pull).
    public static let trailerWidth = 60.0
    /// `MJRefreshFastAnimationDuration`: entering refreshing, arrow flips.
    public static let fastAnimationDuration = 0.25
    /// `MJRefreshSlowAnimationDuration`: the rebound when a refresh ends.
    public static let slowAnimationDuration = 0.4
    /// `MJRefreshLabelLeftInset`: the gap between the text and the arrow or spinner.
    public static let labelLeftInset = 25.0
    /// The GIF header's and footers' label inset.
    public static let gifLabelLeftInset = 20.0
    /// The GIF header's default time per frame (`setImages:forState:` uses count × 0.1 s).
    public static let gifFrameDuration = 0.1
    /// Label font: `boldSystemFontOfSize:14`.
    public static let labelFontSize = 14.0
    /// Label colour: RGB(90, 90, 90).
    public static let labelColor = Color(r: 90, g: 90, b: 90)
    /// The spinner's turn: one revolution per second, like UIActivityIndicatorView.
    public static let spinnerPeriod = 1.0
    /// How long a failure stays on show by default (MJRefresh has no results; this is
    /// easy_refresh's 1 s): long enough to read the longest failure title of the six languages,
    /// where SmartRefreshLayout's 0.5 s is gone before a Russian one is read.
    public static let failureDwell = 1.0
    /// The least "Cancelled" stays on show in a window (the headless contract's 400 ms: long
    /// enough to be read; headless it follows `--success-dwell` alone).
    public static let windowCancelledDwell = 0.4
    /// The colour that says a request landed (iOS's system green).
    public static let successColor = Color(r: 52, g: 199, b: 89)
    /// The colour that says a request failed (iOS's system red).
    public static let failureColor = Color(r: 255, g: 59, b: 48)
}
