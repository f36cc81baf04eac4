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
    /// each for the inset it wants and has `apply` set those, then tells them all. Observers
    /// only read while told; a change they cause in turn (a refresh beginning opens its inset)
    /// is told as a new change once this one has been told to all, never midway.
    func publish(
        _ view: ScrollView, offset: Point, reading: (ScrollView) -> Point,
        apply: (InsetRequest) -> Void
    ) {
        guard !publishing else { return }
        publishing = true
        defer { publishing = false }
        var current = offset
        while current != lastPublished {
            lastPublished = current
            for box in boxes {
                if let request = box.observer?.insetRequest(afterScrolling: view) {
                    apply(request)
                }
            }
            for box in boxes { box.observer?.scrollViewDidScroll(view) }
            current = reading(view)
        }
    }
}
