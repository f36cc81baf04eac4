/// Which way a view is laid out: left to right, or mirrored for a right-to-left language
/// (Arabic, Hebrew), where everything that stands in a row starts at the right.
public enum LayoutDirection: String, Equatable, Hashable, Sendable {
    /// Rows start at the left edge.
    case leftToRight = "ltr"
    /// Rows start at the right edge: the whole view mirrored.
    case rightToLeft = "rtl"

    /// The direction `language` is laid out in.
    public init(_ language: RefreshLanguage) {
        self = language.isRightToLeft ? .rightToLeft : .leftToRight
    }

    /// `point` as seen in a view of `width` laid out in this direction: mirrored about the
    /// view's vertical centre line when right to left, so input lands where it is drawn.
    public func point(_ point: Point, inWidth width: Double) -> Point {
        self == .leftToRight ? point : Point(x: width - point.x, y: point.y)
    }

    /// `event` as the view laid out in this direction receives it in a view of `width`:
    /// pointer positions mirrored and a trackpad's horizontal motion reversed when right to
    /// left, so a drag moves what it is drawn over the way it moves on the screen.
    public func event(_ event: InputEvent, inWidth width: Double) -> InputEvent {
        guard self == .rightToLeft else { return event }
        switch event {
        case .pointerDown(let point): return .pointerDown(self.point(point, inWidth: width))
        case .pointerMove(let point): return .pointerMove(self.point(point, inWidth: width))
        case .pointerUp(let point): return .pointerUp(self.point(point, inWidth: width))
        case .secondaryClick(let point):
            return .secondaryClick(self.point(point, inWidth: width))
        case .scroll(let delta): return .scroll(Point(x: -delta.x, y: delta.y))
        case .pointerCancel, .wheel, .key, .keyPress, .resize, .controller, .focus, .network:
            return event
        }
    }
}
