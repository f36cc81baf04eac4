/// Sends the pointer to the scroll views under it and tells clicks from drags.
///
/// A press goes to the root scroll view at once — unless it starts on a nested scroll view
/// (a horizontal carousel inside a vertical list). Then nothing moves until the pointer is
/// `lockDistance` points from where it went down: if it moved more along the nested view's
/// axis than across it, the nested view owns the drag, otherwise the root does, and the owner
/// keeps it until the button is released; it grabs the content there, so the first points are
/// not applied. A press whose pointer never travels `clickSlop` points (|dx| + |dy|, at most)
/// from where it went down is a click.
public final class PointerRouter {
    /// A scroll view inside the root one that may own drags starting on it.
    public struct Nested {
        /// Where it is in the root's view now; nil while it is out of sight.
        public var frame: () -> Rect?
        /// The scroll view.
        public var scrollView: ScrollView
        /// The axis it scrolls along.
        public var axis: Axis

        /// A nested `scrollView` scrolling along `axis`, found at `frame()`.
        public init(scrollView: ScrollView, axis: Axis, frame: @escaping () -> Rect?) {
            self.scrollView = scrollView
            self.axis = axis
            self.frame = frame
        }
    }

    /// Who owns a press.
    private enum Owner {
        case root
        case nested(Int)
        case undecided(Int)
    }

    private struct Press {
        var start: Point
        var travel = 0.0
        var owner: Owner
    }

    /// Points by which a drag must be more along a nested view's axis than across it for the
    /// nested view to own it: script and pointer coordinates carry rounding noise.
    static let tieTolerance = 1e-6

    /// The scroll view drags go to unless a nested one takes them.
    public let root: ScrollView
    /// The nested scroll views, first match wins.
    public var nested: [Nested] = []
    /// A press that travels less than this many points is a click.
    public var clickSlop: Double
    /// How far the pointer moves on a nested view before the drag's owner is decided.
    public var lockDistance: Double
    private var press: Press?

    /// Whether a press is in progress (the button is down).
    public var isPressed: Bool { press != nil }
    /// Where the last press went down, kept after it ends (for a click rule of the caller's own,
    /// such as a page's "down and up less than 10 points apart").
    public private(set) var lastPressStart: Point?

    /// A router for `root`, with the contract's 10-point direction lock by default.
    public init(root: ScrollView, clickSlop: Double, lockDistance: Double = 10) {
        self.root = root
        self.clickSlop = clickSlop
        self.lockDistance = lockDistance
    }

    /// The scroll view that owns the press now, if one does.
    public var owner: ScrollView? {
        switch press?.owner {
        case .root: return root
        case .nested(let index): return nested[index].scrollView
        case .undecided, nil: return nil
        }
    }

    /// Whether a nested scroll view owns the press.
    public var nestedOwnsPress: Bool {
        if case .nested = press?.owner { return true }
        return false
    }

    /// Routes a pointer event; returns the point of a click when a press ends as one. Other
    /// events are ignored.
    @discardableResult
    public func handle(_ event: InputEvent) -> Point? {
        switch event {
        case .pointerDown(let point):
            let index = nested.firstIndex { $0.frame()?.contains(point) ?? false }
            // A press while one is held (a script may say `down` twice) lets go of the old
            // owner unless the root takes the new press too, which restarts its own drag.
            if let held = owner, index != nil || held !== root { held.cancelDrag() }
            press = Press(start: point, owner: index.map { .undecided($0) } ?? .root)
            lastPressStart = point
            if index == nil { root.pointerDown(at: point) }
        case .pointerMove(let point):
            guard var current = press else { return nil }
            let dx = point.x - current.start.x
            let dy = point.y - current.start.y
            current.travel = max(current.travel, abs(dx) + abs(dy))
            if case .undecided(let index) = current.owner,
                (dx * dx + dy * dy) >= lockDistance * lockDistance
            {
                let along = nested[index].axis == .horizontal ? abs(dx) : abs(dy)
                let across = nested[index].axis == .horizontal ? abs(dy) : abs(dx)
                // A tie (a 45° drag) goes to the root, whatever rounding did to the two.
                current.owner = along > across + Self.tieTolerance ? .nested(index) : .root
                press = current
                owner?.pointerDown(at: point)
                return nil
            }
            press = current
            owner?.pointerMove(to: point)
        case .pointerUp(let point):
            guard let current = press else { return nil }
            owner?.pointerUp()
            press = nil
            return current.travel < clickSlop ? point : nil
        case .pointerCancel:
            owner?.cancelDrag()
            press = nil
        default:
            break
        }
        return nil
    }
}
