/// A title (and a header's second line) with an image beside it: the composition behind
/// MJRefresh's normal and GIF components.
///
/// The image is drawn after the text and placed from the text's width, so any look that reads
/// `RefreshMoment.textWidth` can stand beside a title.
public struct LabeledLook<Image: RefreshLook>: RefreshLook {
    /// The title and second line.
    public var label: TitleLook
    /// The image beside them.
    public var image: Image

    /// `image` beside `label`.
    public init(label: TitleLook, image: Image) {
        self.label = label
        self.image = image
    }

    /// Draws the text, fitted so that it and the image beside it stay inside the frame, then
    /// the image beside the text as drawn.
    public func draw(
        into list: inout DrawList, in frame: Rect, moment: RefreshMoment, metrics: TextMetrics
    ) {
        let layout = label.layout(
            at: moment, in: frame, reserve: image.besideWidth(at: moment), metrics: metrics)
        label.draw(layout, into: &list, in: frame, moment: moment, metrics: metrics)
        var beside = moment
        beside.textWidth = label.isStateLabelHidden ? 0 : layout.width
        image.draw(into: &list, in: frame, moment: beside, metrics: metrics)
    }

    /// The image's frame.
    public func frameIndex(at moment: RefreshMoment) -> Int { image.frameIndex(at: moment) }

    /// Whether the image animates.
    public func isAnimating(at moment: RefreshMoment) -> Bool {
        label.isAnimating(at: moment) || image.isAnimating(at: moment)
    }

    /// The label's title.
    public func title(at moment: RefreshMoment) -> String { label.title(at: moment) }

    /// The label's second line.
    public func detail(at moment: RefreshMoment) -> String? { label.detail(at: moment) }

    /// The label's width.
    public func textWidth(at moment: RefreshMoment, metrics: TextMetrics) -> Double {
        label.textWidth(at: moment, metrics: metrics)
    }

    /// The taller part's height.
    public var preferredHeight: Double { max(label.preferredHeight, image.preferredHeight) }

    /// Sets the label's title.
    public mutating func setTitle(_ title: String, for state: RefreshState) {
        label.setTitle(title, for: state)
    }

    /// Sets the label's title for a result.
    public mutating func setTitle(_ title: String, for result: RefreshResult) {
        label.setTitle(title, for: result)
    }
}

extension LabeledLook: Sendable where Image: Sendable {}
