/// The inset a component holds on one edge of its scroll view: what it opened from while it
/// refreshes, so the closing gives exactly that back, or what it adds while shown (an auto
/// footer's height). Headers hold the top edge, footers the bottom, trailers the right. It is
/// the one rule for a component's original inset (`giveBack`).
///
/// A class: opening or closing may report back at once (no animation), while the component is
/// still reading what is held.
public final class HeldInset {
    /// The edge held.
    public let edge: Edge
    /// The edge's inset before the component opened it; nil while nothing is held.
    public private(set) var original: Double?
    /// Points this component keeps added on top of the edge's inset while shown (0 for none).
    public private(set) var added = 0.0
    /// The scroll view's inset before the component added anything, as of the last
    /// `readOriginal(from:)`.
    public private(set) var originalInset = EdgeInsets.zero

    /// Nothing held yet on `edge`.
    public init(edge: Edge) {
        self.edge = edge
    }

    /// Gives back into `inset` (the scroll view's live one) what the component holds on the
    /// edge: what it opened from while held open, else without what it added. The result is
    /// its original inset.
    public func giveBack(_ inset: inout EdgeInsets) {
        if let original { inset[edge] = original } else { inset[edge] -= added }
    }

    /// Reads `originalInset`: the live inset of `scrollView` with what is held given back.
    public func readOriginal(from scrollView: ScrollView) {
        var inset = scrollView.targetContentInset
        giveBack(&inset)
        originalInset = inset
    }

    /// Keeps exactly `value` points of the component's own added to the edge, on top of
    /// whatever else the edge holds.
    public func add(_ value: Double, in scrollView: ScrollView) {
        guard value != added else { return }
        let inset = scrollView.targetContentInset[edge] - added + value
        added = value
        scrollView.setInset(edge, to: inset)
    }

    /// Opens the edge over `duration` to `target(original)`, moving the offset along the edge's
    /// axis to `offset(target)` if given; `completion` runs when it is open.
    public func open(
        _ scrollView: ScrollView, to target: (Double) -> Double,
        offset: ((Double) -> Double)? = nil, duration: Double,
        completion: @escaping () -> Void
    ) {
        let from = original ?? scrollView.targetContentInset[edge]
        original = from
        let value = target(from)
        scrollView.animateInset(edge, to: value, offset: offset?(value), duration: duration) {
            _ in completion()
        }
    }

    /// Gives the inset back over `duration`; `completion` runs when it is back, or when
    /// something else changed the edge first. Whether cut short or not, what was held is
    /// forgotten then unless `stillHeld()` (a new refresh holds it again): the next scroll
    /// re-reads the live inset, as MJRefresh does while idle.
    public func close(
        _ scrollView: ScrollView, duration: Double, stillHeld: @escaping () -> Bool,
        completion: @escaping () -> Void
    ) {
        guard let original else { return completion() }
        scrollView.animateInset(edge, to: original, duration: duration) { [weak self] _ in
            if !stillHeld() { self?.original = nil }
            completion()
        }
    }

    /// Gives the inset back at once (detaching, hiding).
    public func restore(_ scrollView: ScrollView) {
        guard let original else { return }
        self.original = nil
        scrollView.setInset(edge, to: original)
    }

    /// Gives the inset back over `component`'s closing time, still held if a new refresh of
    /// it holds the edge again by then (the closing every holding component does).
    public func close(for component: RefreshComponent, completion: @escaping () -> Void) {
        guard let scrollView = component.scrollView else { return completion() }
        close(
            scrollView, duration: component.timing.closing,
            stillHeld: { [weak component] in component?.state == .refreshing },
            completion: completion)
    }

    /// Gives the inset back at once in `component`'s scroll view (detaching, hiding).
    public func restore(for component: RefreshComponent) {
        guard let scrollView = component.scrollView else { return }
        restore(scrollView)
    }
}
