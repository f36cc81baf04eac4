/// What a trailer looks like: its title standing in a column (`ColumnTitle`) and, in the normal
/// variant, an arrow above it that turns when the pull is far enough, and a spinner in its place
/// while loading (MJRefresh's `MJRefreshStateTrailer` and `MJRefreshNormalTrailer`; MJRefresh's
/// trailer has no spinner, this one adds it).
///
/// Titles come from the component's language as `TitleLook`'s do; every title fits the frame's
/// height less `margin` at each end (and the image's room, when there is one).
public struct TrailerLook: RefreshLook, Sendable {
    /// Which title each state and result shows, and the titles the app set.
    public var label: TitleLook
    /// The arrow and spinner, or nil for the state variant.
    public var image: ArrowSpinnerLook?
    /// The column the title stands in.
    public var column: ColumnTitle
    /// Points left free at the top and bottom of the frame.
    public var margin = 10.0
    /// Points the image takes above the title, gap included.
    public var imageRoom = 34.0

    /// A trailer look with `label`'s titles and `image` (if any) above them.
    public init(label: TitleLook, image: ArrowSpinnerLook? = nil) {
        self.label = label
        self.image = image
        column = ColumnTitle(style: label.style)
    }

    /// MJRefresh's trailer titles.
    public static let titles = TitleLook(
        keys: [
            .idle: .trailerIdle, .pulling: .trailerPulling, .refreshing: .trailerRefreshing,
            .willRefresh: .trailerRefreshing, .noMoreData: .backFooterNoMoreData,
        ],
        resultKeys: [.success: .trailerSuccess, .failure: .trailerFailure, .cancelled: .cancelled])

    /// The state variant: the title only.
    public static let state = TrailerLook(label: titles)

    /// The normal variant: the arrow points left (the way to pull) and turns to point right
    /// when releasing loads; a spinner while loading; a check or a cross for a result, given
    /// a `results` sheet.
    public static func normal(
        arrow: SpriteSheet, spinner: SpriteSheet, results: SpriteSheet? = nil
    ) -> TrailerLook {
        TrailerLook(
            label: titles,
            image: ArrowSpinnerLook(
                arrow: arrow, spinner: spinner, results: results, idleRotation: Double.pi / 2,
                pullingRotation: -Double.pi / 2))
    }

    /// Draws the image (if any) above the title, the two centred together in `frame`.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let title = title(at: moment)
        let room = image == nil ? 0 : imageRoom
        let length = max(0, frame.height - 2 * margin - room)
        let stacked = ColumnTitle.stacks(moment.strings.language)
        var column = column
        column.style = column.style.scaled(by: moment.textScale)
        let textLength =
            title.isEmpty
            ? 0
            : column.fittedLength(of: title, stacked: stacked, length: length, metrics: metrics)
        let top = frame.midY - (room + textLength) / 2
        if let image {
            var bare = moment
            bare.textWidth = 0
            let imageFrame = Rect(x: frame.minX, y: top, width: frame.width, height: room - 6)
            image.draw(into: &list, in: imageFrame, moment: bare, metrics: metrics)
        }
        guard !title.isEmpty else { return }
        column.draw(
            title, language: moment.strings.language,
            center: Point(x: frame.midX, y: top + room + textLength / 2), length: length,
            color: (label.color ?? moment.palette.label).withAlpha(moment.alpha), into: &list,
            metrics: metrics)
    }

    /// The image's frame, −1 for none.
    public func frameIndex(at moment: RefreshMoment) -> Int {
        image?.frameIndex(at: moment) ?? -1
    }

    /// Whether the image animates.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        image?.isAnimating(at: moment) ?? false
    }

    /// The label's title.
    public func title(at moment: RefreshMoment) -> String { label.title(at: moment) }

    /// Sets the label's title.
    public mutating func setTitle(_ title: String, for state: RefreshState) {
        label.setTitle(title, for: state)
    }

    /// Sets the label's title for a result.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {
        label.setTitle(title, for: result)
    }
}
