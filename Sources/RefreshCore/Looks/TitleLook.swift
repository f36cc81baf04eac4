/// A state line ("Pull down to refresh", …) and, for headers, the last-updated line under it
/// (MJRefresh's state header and state footers).
///
/// Titles come from the component's language (`RefreshMoment.strings`): each state shows the
/// text of its key, and a result on show the text of the result's key. A title the app sets with
/// `setTitle(_:for:)` wins over the language in every language. With the second line shown, the
/// title takes the top half and the second line the bottom half; otherwise the title fills the
/// component. Text is bold 14 pt in RGB(90, 90, 90), centred.
public struct TitleLook: RefreshLook, Sendable {
    /// Which text of the language each state shows (a state without a key shows no title).
    public var keys: [RefreshState: RefreshText]
    /// Which text of the language each result shows while it is on show.
    public var resultKeys: [RefreshResult: RefreshText]
    /// Titles the app set for states: they win over the language.
    public var titles: [RefreshState: String] = [:]
    /// Titles the app set for results: they win over the language.
    public var resultTitles: [RefreshResult: String] = [:]
    /// Hides the title.
    public var isStateLabelHidden = false
    /// Hides the second line (the header's last-updated line).
    public var isDetailHidden = false
    /// Blanks the title while refreshing (MJRefresh's `refreshingTitleHidden`); a result on show
    /// still says what happened.
    public var isRefreshingTitleHidden = false
    /// The text style: bold 14 pt (at text scale 1: a moment's `textScale` multiplies it).
    public var style = TextStyle(weight: .bold, size: RefreshConstants.labelFontSize)
    /// The text colour (arrows beside it are tinted with it); nil (the default) takes the
    /// moment's `palette.label`.
    public var color: Color?
    /// Whether a result's title stays after its refresh ends, while the component closes.
    public var linger = ResultLinger()

    /// A look showing, in each state, the text of its key, and for each result its key's, the
    /// result's, through the closing after it unless `lingers` is false (for a component that
    /// closes at once, as the auto footer does).
    public init(
        keys: [RefreshState: RefreshText], resultKeys: [RefreshResult: RefreshText] = [:],
        lingers: Bool = true
    ) {
        self.keys = keys
        self.resultKeys = resultKeys
        self.linger = ResultLinger(lingers: lingers)
    }

    /// A look with fixed titles in every language (no key: only these titles show).
    public init(titles: [RefreshState: String]) {
        self.init(keys: [:])
        self.titles = titles
    }

    /// MJRefresh's header titles.
    public static let header = TitleLook(
        keys: [
            .idle: .headerIdle, .pulling: .headerPulling, .refreshing: .headerRefreshing,
            .willRefresh: .headerRefreshing,
        ],
        resultKeys: [.success: .headerSuccess, .failure: .headerFailure, .cancelled: .cancelled])

    /// MJRefresh's auto footer titles.
    public static let autoFooter = TitleLook(
        keys: [
            .idle: .autoFooterIdle, .refreshing: .autoFooterRefreshing,
            .willRefresh: .autoFooterRefreshing, .noMoreData: .autoFooterNoMoreData,
        ],
        resultKeys: [
            .success: .autoFooterSuccess, .failure: .autoFooterFailure, .cancelled: .cancelled,
        ],
        lingers: false)

    /// The top loader's titles (this project's: MJRefresh has no loader at the top).
    public static let topLoader = TitleLook(
        keys: [
            .idle: .topLoaderIdle, .refreshing: .topLoaderRefreshing,
            .willRefresh: .topLoaderRefreshing, .noMoreData: .topLoaderNoMoreData,
        ],
        resultKeys: [
            .success: .topLoaderSuccess, .failure: .topLoaderFailure, .cancelled: .cancelled,
        ])

    /// MJRefresh's back footer titles.
    public static let backFooter = TitleLook(
        keys: [
            .idle: .backFooterIdle, .pulling: .backFooterPulling,
            .refreshing: .backFooterRefreshing, .willRefresh: .backFooterRefreshing,
            .noMoreData: .backFooterNoMoreData,
        ],
        resultKeys: [
            .success: .backFooterSuccess, .failure: .backFooterFailure, .cancelled: .cancelled,
        ])

    /// Sets the title shown in `state`, in every language.
    public mutating func setTitle(_ title: String, for state: RefreshState) {
        titles[state] = title
    }

    /// Sets the title shown while `result` is on show, in every language.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {
        resultTitles[result] = title
    }

    /// The title for `moment`: the result on show (or closing after it), else the state's; ""
    /// when hidden, blank or refreshing with its title hidden.
    public func title(at moment: RefreshMoment) -> String {
        guard !isStateLabelHidden else { return "" }
        if let result = linger.result(at: moment),
            let title = resultTitle(result, strings: moment.strings)
        {
            return title
        }
        let refreshing = moment.state == .refreshing || moment.state == .willRefresh
        if isRefreshingTitleHidden && refreshing { return "" }
        if let title = titles[moment.state] { return title }
        return keys[moment.state].map { moment.strings[$0] } ?? ""
    }

    private func resultTitle(_ result: RefreshResult, strings: RefreshStrings) -> String? {
        resultTitles[result] ?? resultKeys[result].map { strings[$0] }
    }

    /// The second line for `moment`, nil when there is none or it is hidden.
    public func detail(at moment: RefreshMoment) -> String? {
        isDetailHidden ? nil : moment.detail
    }

    /// Points kept free at each side of the text, so nothing drawn touches the view's edges.
    public static let edgeMargin = 8.0

    /// The title and second line as drawn in `frame`, each fitted into the frame's width less
    /// `edgeMargin` and `reserve` (an image's room beside the text) at each side.
    public func layout(
        at moment: RefreshMoment, in frame: Rect, reserve: Double = 0, metrics: TextMetrics
    ) -> TitleLayout {
        let room = max(0, frame.width - 2 * (Self.edgeMargin + reserve))
        let detail = detail(at: moment)
        let titleBand = detail == nil ? frame.height : frame.height / 2
        let detailBand = isStateLabelHidden ? frame.height : frame.height / 2
        let style = style.scaled(by: moment.textScale)
        var layout = TitleLayout()
        if !isStateLabelHidden {
            let title = title(at: moment)
            if !title.isEmpty {
                layout.title = FittedText.fit(
                    title, style: style, width: room, height: titleBand, metrics: metrics)
            }
        }
        if let detail, !detail.isEmpty {
            layout.detail = FittedText.fit(
                detail, style: style, width: room, height: detailBand, metrics: metrics)
        }
        return layout
    }

    /// The width an image beside the text steps aside for: 0 while the title is hidden (MJRefresh
    /// centres its arrow then), otherwise the widest visible line's, on one line at full size.
    public func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double {
        guard !isStateLabelHidden else { return 0 }
        let style = style.scaled(by: moment.textScale)
        var width = 0.0
        let title = title(at: moment)
        if !title.isEmpty { width = metrics.size(of: title, style: style).width }
        if let detail = detail(at: moment), !detail.isEmpty {
            width = max(width, metrics.size(of: detail, style: style).width)
        }
        return width
    }

    /// Draws the title and the second line, fitted to the frame.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        draw(
            layout(at: moment, in: frame, metrics: metrics), into: &list, in: frame,
            moment: moment, metrics: metrics)
    }

    /// Draws `layout`: with both lines the title takes the top half and the second line the
    /// bottom half; otherwise the one line fills the frame.
    public func draw(
        _ layout: TitleLayout, into list: inout DrawList, in frame: Rect, moment: RefreshMoment,
        metrics: TextMetrics
    ) {
        let color = (color ?? moment.palette.label).withAlpha(moment.alpha)
        let half = frame.height / 2
        if let title = layout.title {
            let band =
                detail(at: moment) == nil
                ? frame : Rect(x: frame.minX, y: frame.minY, width: frame.width, height: half)
            title.draw(centeredIn: band, color: color, into: &list, metrics: metrics)
        }
        if let detail = layout.detail {
            let band =
                isStateLabelHidden
                ? frame : Rect(x: frame.minX, y: frame.midY, width: frame.width, height: half)
            detail.draw(centeredIn: band, color: color, into: &list, metrics: metrics)
        }
    }
}
