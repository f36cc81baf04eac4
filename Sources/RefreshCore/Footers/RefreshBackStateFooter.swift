/// A back footer with a state line ("Pull up to load more", "Release to load more",
/// "Loading...", "No more data"; MJRefresh's `MJRefreshBackStateFooter`).
open class RefreshBackStateFooter: RefreshBackFooter {
    private var label = FooterLabel(titles: [
        .idle: "Pull up to load more",
        .pulling: "Release to load more",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
        .noMoreData: "No more data",
    ])

    /// The state line now.
    public private(set) var stateText = ""

    /// A back state footer with MJRefresh's English titles.
    public override init() {
        super.init()
        stateText = label.text(for: state)
    }

    /// The title shown for each state.
    public var titles: [RefreshState: String] { label.titles }
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
    /// The line's colour (the arrow is tinted with it).
    public var labelColor: Color {
        get { label.color }
        set { label.color = newValue }
    }

    /// Sets the title for a state.
    public func setTitle(_ title: String, for state: RefreshState) {
        label.titles[state] = title
        stateText = label.text(for: self.state)
    }

    /// The state line's width now (0 when hidden or blank), for placing images beside it.
    public func textWidth(metrics: TextMetrics) -> Double {
        label.width(of: stateText, metrics: metrics)
    }

    open override func stateDidChange(from oldState: RefreshState) {
        super.stateDidChange(from: oldState)
        stateText = label.text(for: state)
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        label.draw(stateText, in: frame, alpha: alpha, list: &list, metrics: metrics)
    }
}
