/// An auto footer with a state line ("Tap or pull up to load more", "Loading...", "No more
/// data"); a click on it loads, as MJRefresh's tap does (`MJRefreshAutoStateFooter`).
open class RefreshAutoStateFooter: RefreshAutoFooter {
    private var label = FooterLabel(titles: [
        .idle: "Tap or pull up to load more",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
        .noMoreData: "No more data",
    ])

    /// The state line now.
    public private(set) var stateText = ""

    /// An auto state footer with MJRefresh's English titles.
    public override init() {
        super.init()
        updateText()
    }

    /// The title shown for each state.
    public var titles: [RefreshState: String] { label.titles }
    /// Blanks the line while loading (MJRefresh's `refreshingTitleHidden`).
    public var isRefreshingTitleHidden = false {
        didSet { updateText() }
    }
    /// Hides the state line.
    public var isStateLabelHidden: Bool {
        get { label.isHidden }
        set { label.isHidden = newValue }
    }
    /// The line's text style: bold 14 pt.
    public var labelStyle: TextStyle {
        get { label.style }
        set { label.style = newValue }
    }
    /// The line's colour.
    public var labelColor: Color {
        get { label.color }
        set { label.color = newValue }
    }

    /// Sets the title for a state.
    public func setTitle(_ title: String, for state: RefreshState) {
        label.titles[state] = title
        updateText()
    }

    /// The state line's width now (0 when hidden or blank), for placing images beside it.
    public func textWidth(metrics: TextMetrics) -> Double {
        label.width(of: stateText, metrics: metrics)
    }

    /// A click at `point` (window points) on the footer drawn in `frame`: loads when idle and the
    /// click is on the title, which fills the footer. Returns whether the click was used.
    public func handleTap(at point: Point, frame: Rect) -> Bool {
        guard state == .idle, isVisible, !isStateLabelHidden, frame.contains(point) else {
            return false
        }
        // Like MJRefresh's tap, this skips the per-drag limit; the header still wins.
        beginRefreshing()
        return true
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        updateText()
    }

    private func updateText() {
        let hidden = isRefreshingTitleHidden && isRefreshing
        stateText = hidden ? "" : label.text(for: state)
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        label.draw(stateText, in: frame, alpha: alpha, list: &list, metrics: metrics)
    }
}
