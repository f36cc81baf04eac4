/// When a component that loads by itself begins (MJRefresh's auto footer; a chat's loader at the
/// top): a value fed the offset as it changes and the drags as they begin and end, answering
/// whether to begin now. Which edge and how near it counts are parameters, not copies.
///
/// Scrolling towards `edge` begins once `rule` is met; a drag that ends at the end of the list
/// (or anywhere past the start of a list shorter than the view) begins too. At most
/// `dragAllowance` drag-started loads happen per drag (−1 for no limit); a drag that tried past
/// its allowance keeps its coasting and bounce from loading until a load ends or a new drag
/// begins (MJRefresh's `triggerByDrag`): one gesture, one load.
public struct EdgeTrigger: Equatable, Sendable {
    /// How near the edge counts.
    public enum Rule: Equatable, Sendable {
        /// At least this fraction, 0…1, of the component is in view (MJRefresh's
        /// `triggerAutomaticallyRefreshPercent`).
        case visible(Double)
        /// This many rows of the given height, or fewer, lie wholly beyond the view's edge (a
        /// prefetch).
        case rowsLeft(Int, rowHeight: Double)
        /// The content's edge, with its inset, lies less than this many view lengths beyond
        /// the view's edge (a chat's top loader: `offset + inset.top < view height` for 1).
        case viewLengths(Double)
    }

    /// The edge the loads happen at: `bottom` for a footer, `top` for a chat's loader.
    public var edge: Edge
    /// How near the edge counts.
    public var rule: Rule
    /// Loads a drag may start (−1 for no limit); coasting loads are not counted.
    public var dragAllowance: Int {
        didSet { leftForDrag = dragAllowance }
    }
    /// Loads the current drag may still start.
    public private(set) var leftForDrag: Int
    /// Whether it begins once per approach: after a begin, not again until the rule stops
    /// holding (the content left the edge's zone) or a new drag begins, so a load that fails
    /// inside a wide zone is asked again on the next approach, not on the next frame.
    public var oncePerApproach = false
    private var lastOffset = 0.0
    private var refusedByDrag = false
    /// A begin happened in this approach (with `oncePerApproach`).
    private var approachSpent = false

    /// A trigger at `edge` by `rule`, allowing `dragAllowance` loads a drag.
    public init(edge: Edge = .bottom, rule: Rule = .visible(1), dragAllowance: Int = 1) {
        self.edge = edge
        self.rule = rule
        self.dragAllowance = dragAllowance
        leftForDrag = dragAllowance
    }

    /// Starts following from `offset` (attaching).
    public mutating func start(at offset: Double) { lastOffset = offset }

    /// The offset moved to `offset` in `geometry`, the component `extent` points long: begins
    /// when it moves towards the edge and the rule is met. `armed`: the component is idle,
    /// shown and loads by itself; `blocked`: another component wins.
    public mutating func scrolled(
        to offset: Double, in geometry: ScrollGeometry, extent: Double, dragging: Bool,
        armed: Bool, blocked: Bool
    ) -> Bool {
        scrolled(
            to: offset, near: isNear(offset, in: geometry, extent: extent), dragging: dragging,
            armed: armed, blocked: blocked)
    }

    /// The offset moved to `offset`, and the caller measured whether it is `near` the edge (a
    /// rule of its own, such as rows of any height counted on a layout): begins as
    /// `scrolled(to:in:extent:dragging:armed:blocked:)` does with that answer.
    public mutating func scrolled(
        to offset: Double, near: Bool, dragging: Bool, armed: Bool, blocked: Bool
    ) -> Bool {
        let towards = edge == .top ? offset < lastOffset : offset > lastOffset
        lastOffset = offset
        if !near { approachSpent = false }
        guard armed, towards, near, !approachSpent else { return false }
        return trigger(byDrag: dragging, blocked: blocked)
    }

    /// A drag began (a new allowance) or ended at `offset`: an end at the end of the list, or
    /// past the start of a short one, begins. `armed`: the component is idle and shown.
    public mutating func dragChanged(
        at offset: Double, in geometry: ScrollGeometry, dragging: Bool, armed: Bool,
        blocked: Bool
    ) -> Bool {
        lastOffset = offset
        if dragging {
            leftForDrag = dragAllowance
            refusedByDrag = false
            approachSpent = false
            return false
        }
        let axis = edge.axis
        let (content, view) = (geometry.contentSize[axis], geometry.viewSize[axis])
        guard armed, content > 0 else { return false }
        let (lead, trail) = (geometry.inset[axis.leadingEdge], geometry.inset[axis.trailingEdge])
        let ended: Bool
        if lead + content <= view {
            // A short list: any drag away from the start loads (a click that did not move does
            // not).
            ended = edge == .top ? offset < -lead : offset > -lead
        } else {
            ended = edge == .top ? offset <= -lead : offset >= content + trail - view
        }
        return ended && trigger(byDrag: true, blocked: blocked)
    }

    /// A load began, by any means (a click, code): with `oncePerApproach` this approach has had
    /// its load.
    public mutating func loadBegan() { approachSpent = oncePerApproach }

    /// A load ended: the same gesture may load again.
    public mutating func loadEnded() { refusedByDrag = false }

    /// Whether the rule is met at `offset`.
    private func isNear(_ offset: Double, in geometry: ScrollGeometry, extent: Double) -> Bool {
        let axis = edge.axis
        let (content, view) = (geometry.contentSize[axis], geometry.viewSize[axis])
        let (lead, trail) = (geometry.inset[axis.leadingEdge], geometry.inset[axis.trailingEdge])
        guard content > 0, lead + content > view else { return false }
        switch (rule, edge) {
        case (.visible(let fraction), .top):
            // The leading inset already holds the component: at least `fraction` of it shows.
            return offset <= extent - lead - extent * fraction
        case (.visible(let fraction), _):
            // The trailing inset already holds the component: at least `fraction` of it shows.
            return offset >= content - view + extent * fraction + trail - extent
        case (.rowsLeft(let rows, let rowHeight), _):
            guard rowHeight > 0 else { return false }
            let beyond = edge == .top ? offset : content - (offset + view)
            return (max(0, beyond) / rowHeight).rounded(.down) <= Double(rows)
        case (.viewLengths(let lengths), _):
            let beyond = edge == .top ? offset + lead : content + trail - (offset + view)
            return beyond < lengths * view
        }
    }

    /// Begins if allowed: not blocked, and within the drag's allowance when a drag started it.
    private mutating func trigger(byDrag: Bool, blocked: Bool) -> Bool {
        guard !blocked else { return false }
        if byDrag {
            guard dragAllowance == -1 || leftForDrag > 0 else {
                refusedByDrag = true
                return false
            }
            if leftForDrag > 0 { leftForDrag -= 1 }
        } else if refusedByDrag {
            return false
        }
        approachSpent = oncePerApproach
        return true
    }
}
