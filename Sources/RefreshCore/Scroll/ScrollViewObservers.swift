/// The components a scroll view tells about its changes, held weakly, in the order they came.
/// A class: an observer told of a change may make another, which must not overlap an access.
final class ScrollViewObservers {
    private struct WeakObserver {
        weak var observer: ScrollViewObserver?
    }

    private var boxes: [WeakObserver] = []
    private var lastPublished = Point.zero
    private var publishing = false

    /// Starts telling `observer` (once, however often it is added).
    func add(_ observer: ScrollViewObserver) {
        boxes.removeAll { $0.observer == nil || $0.observer === observer }
        boxes.append(WeakObserver(observer: observer))
    }

    /// Stops telling `observer`.
    func remove(_ observer: ScrollViewObserver) {
        boxes.removeAll { $0.observer == nil || $0.observer === observer }
    }

    /// The content size changed.
    func contentSizeDidChange(_ view: ScrollView) {
        for box in boxes { box.observer?.scrollViewDidChangeContentSize(view) }
    }

    /// A drag began or ended.
    func draggingDidChange(_ view: ScrollView) {
        for box in boxes { box.observer?.scrollViewDidChangeDragging(view) }
    }

    /// Tells every observer the offset changed, if it did since the last time: first it asks
    /// each for the inset it wants and sets those, then tells them all. Following the content
    /// is a request, not a change made while told; what a told observer starts in turn (a
    /// refresh beginning animates its inset open) still changes the scroll view, and the offset
    /// that results is told as a new change once everyone has heard this one.
    func publish(_ view: ScrollView) {
        guard !publishing else { return }
        publishing = true
        defer { publishing = false }
        func offset() -> Point { Point(x: view.contentOffsetX, y: view.contentOffsetY) }
        while offset() != lastPublished {
            lastPublished = offset()
            for box in boxes {
                guard let request = box.observer?.insetRequest(afterScrolling: view),
                    abs(request.value - view.targetContentInset[request.edge]) > 1e-6
                else { continue }
                view.setInset(request.edge, to: request.value)
            }
            for box in boxes { box.observer?.scrollViewDidScroll(view) }
        }
    }
}
