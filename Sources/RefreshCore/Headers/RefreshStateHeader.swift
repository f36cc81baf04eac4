/// A header with a state line ("Pull down to refresh", …) and a last-updated line.
///
/// MJRefresh's `MJRefreshStateHeader`: with the time line shown, the state line takes the top
/// half and the time the bottom half; otherwise the state line fills the header. Text is bold
/// 14 pt in RGB(90, 90, 90). The time is saved when a refresh ends.
open class RefreshStateHeader: RefreshHeader {
    /// The title shown for each state.
    public private(set) var titles: [RefreshState: String] = [
        .idle: "Pull down to refresh",
        .pulling: "Release to refresh",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
    ]
    /// Hides the state line.
    public var isStateLabelHidden = false
    /// Hides the last-updated line.
    public var isLastUpdatedLabelHidden = false
    /// The key the last-updated time is saved under.
    public var lastUpdatedTimeKey = "RefreshHeaderLastUpdatedTimeKey" {
        didSet { updateTexts() }
    }
    /// Replaces the last-updated line: receives the saved time (seconds since 1970) or nil.
    public var lastUpdatedTimeText: ((Double?) -> String)? {
        didSet { updateTexts() }
    }
    /// Where last-updated times are kept.
    public var store: LastUpdatedStore {
        didSet { updateTexts() }
    }
    /// The wall (or simulated) calendar time, seconds since 1970.
    public var clock: () -> Double {
        didSet { updateTexts() }
    }
    /// Formats the last-updated line.
    public var formatter = LastUpdatedFormatter() {
        didSet { updateTexts() }
    }
    /// The labels' text style: bold 14 pt.
    public var labelStyle = TextStyle(weight: .bold, size: RefreshConstants.labelFontSize)
    /// The labels' colour.
    public var labelColor = RefreshConstants.labelColor

    /// The state line now.
    public private(set) var stateText = ""
    /// The last-updated line now.
    public private(set) var lastUpdatedText = ""

    /// A state header reading and writing times in `store`, with `clock` for "now".
    public init(store: LastUpdatedStore, clock: @escaping () -> Double) {
        self.store = store
        self.clock = clock
        super.init()
        updateTexts()
    }

    /// Sets the title for a state.
    public func setTitle(_ title: String, for state: RefreshState) {
        titles[state] = title
        updateTexts()
    }

    open override func stateDidChange(from oldState: RefreshState) {
        if oldState == .refreshing && state == .idle {
            store.setLastUpdated(clock(), forKey: lastUpdatedTimeKey)
        }
        updateTexts()
    }

    private func updateTexts() {
        stateText = titles[state] ?? ""
        let saved = store.lastUpdated(forKey: lastUpdatedTimeKey)
        lastUpdatedText =
            lastUpdatedTimeText?(saved) ?? formatter.text(updated: saved, now: clock())
    }

    /// The widest visible line's width, for placing an arrow, spinner or image beside the text.
    public func textWidth(metrics: TextMetrics) -> Double {
        var width = 0.0
        if !isStateLabelHidden { width = metrics.size(of: stateText, style: labelStyle).width }
        if !isLastUpdatedLabelHidden {
            width = max(width, metrics.size(of: lastUpdatedText, style: labelStyle).width)
        }
        return width
    }

    open override func draw(into list: inout DrawList, frame: Rect, metrics: TextMetrics) {
        let color = labelColor.withAlpha(alpha)
        let showTime = !isLastUpdatedLabelHidden
        if !isStateLabelHidden {
            let band =
                showTime
                ? Rect(x: frame.minX, y: frame.minY, width: frame.width, height: frame.height / 2)
                : frame
            drawCentered(stateText, in: band, color: color, list: &list, metrics: metrics)
        }
        if showTime {
            let top = isStateLabelHidden ? frame.minY : frame.midY
            let band = Rect(
                x: frame.minX, y: top, width: frame.width,
                height: isStateLabelHidden ? frame.height : frame.height / 2)
            drawCentered(lastUpdatedText, in: band, color: color, list: &list, metrics: metrics)
        }
    }

    /// Draws `text` centred in `band`.
    public func drawCentered(
        _ text: String, in band: Rect, color: Color, list: inout DrawList, metrics: TextMetrics
    ) {
        guard !text.isEmpty else { return }
        let size = metrics.size(of: text, style: labelStyle)
        let origin = Point(
            x: (band.midX - size.width / 2).rounded(), y: (band.midY - size.height / 2).rounded())
        list.text(text, style: labelStyle, color: color, at: origin)
    }
}
