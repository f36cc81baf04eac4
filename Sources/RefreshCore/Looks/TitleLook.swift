/// A state line ("Pull down to refresh", …) and, for headers, the last-updated line under it
/// (MJRefresh's state header and state footers).
///
/// With the second line shown, the title takes the top half and the second line the bottom
/// half; otherwise the title fills the component. Text is bold 14 pt in RGB(90, 90, 90),
/// centred.
public struct TitleLook: RefreshLook, Sendable {
    /// The title shown in each state.
    public var titles: [RefreshState: String]
    /// Hides the title.
    public var isStateLabelHidden = false
    /// Hides the second line (the header's last-updated line).
    public var isDetailHidden = false
    /// Blanks the title while refreshing (MJRefresh's `refreshingTitleHidden`).
    public var isRefreshingTitleHidden = false
    /// The text style: bold 14 pt.
    public var style = TextStyle(weight: .bold, size: RefreshConstants.labelFontSize)
    /// The text colour (arrows beside it are tinted with it).
    public var color = RefreshConstants.labelColor

    /// A look with these titles.
    public init(titles: [RefreshState: String]) {
        self.titles = titles
    }

    /// MJRefresh's header titles in English.
    public static let header = TitleLook(titles: [
        .idle: "Pull down to refresh",
        .pulling: "Release to refresh",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
    ])

    /// MJRefresh's auto footer titles in English.
    public static let autoFooter = TitleLook(titles: [
        .idle: "Tap or pull up to load more",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
        .noMoreData: "No more data",
    ])

    /// MJRefresh's back footer titles in English.
    public static let backFooter = TitleLook(titles: [
        .idle: "Pull up to load more",
        .pulling: "Release to load more",
        .refreshing: "Loading...",
        .willRefresh: "Loading...",
        .noMoreData: "No more data",
    ])

    /// Sets the title shown in `state`.
    public mutating func setTitle(_ title: String, for state: RefreshState) {
        titles[state] = title
    }

    /// The title for `moment`, "" when hidden, blank or refreshing with its title hidden.
    public func title(at moment: RefreshMoment) -> String {
        guard !isStateLabelHidden else { return "" }
        let refreshing = moment.state == .refreshing || moment.state == .willRefresh
        if isRefreshingTitleHidden && refreshing { return "" }
        return titles[moment.state] ?? ""
    }

    /// The second line for `moment`, nil when there is none or it is hidden.
    public func detail(at moment: RefreshMoment) -> String? {
        isDetailHidden ? nil : moment.detail
    }

    /// The width an image beside the text steps aside for: 0 while the title is hidden (MJRefresh
    /// centres its arrow then), otherwise the widest visible line's.
    public func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double {
        guard !isStateLabelHidden else { return 0 }
        var width = 0.0
        let title = title(at: moment)
        if !title.isEmpty { width = metrics.size(of: title, style: style).width }
        if let detail = detail(at: moment), !detail.isEmpty {
            width = max(width, metrics.size(of: detail, style: style).width)
        }
        return width
    }

    /// Draws the title and the second line.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let color = color.withAlpha(moment.alpha)
        let detail = detail(at: moment)
        let half = frame.height / 2
        if !isStateLabelHidden {
            let band =
                detail == nil
                ? frame : Rect(origin: frame.origin, size: .init(width: frame.width, height: half))
            drawCentered(title(at: moment), in: band, color: color, list: &list, metrics: metrics)
        }
        if let detail {
            let band =
                isStateLabelHidden
                ? frame : Rect(x: frame.minX, y: frame.midY, width: frame.width, height: half)
            drawCentered(detail, in: band, color: color, list: &list, metrics: metrics)
        }
    }

    private func drawCentered(
        _ text: String, in band: Rect, color: Color, list: inout DrawList, metrics: TextMetrics
    ) {
        guard !text.isEmpty else { return }
        let size = metrics.size(of: text, style: style)
        let origin = Point(
            x: (band.midX - size.width / 2).rounded(), y: (band.midY - size.height / 2).rounded())
        list.text(text, style: style, color: color, at: origin)
    }
}
