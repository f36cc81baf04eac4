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

    /// Tells every observer the offset changed, if it did since the last time. An observer may
    /// change the scroll view in turn (a header holding its inset); the offset that results is
    /// told again, up to four passes, and a change made while telling is told after it.
    func publish(_ view: ScrollView, offset: Point, reading: (ScrollView) -> Point) {
        guard !publishing else { return }
        publishing = true
        defer { publishing = false }
        var current = offset
        for _ in 0..<4 {
            guard current != lastPublished else { return }
            lastPublished = current
            for box in boxes { box.observer?.scrollViewDidScroll(view) }
            current = reading(view)
        }
    }
}
