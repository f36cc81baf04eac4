/// The components a scroll view tells about its changes, held weakly, in the order they came.
/// A class: an observer told of a change may make another, which must not overlap an access.
final class ScrollViewObservers {
    private struct WeakObserver {
        weak var observer: ScrollViewObserver?
    }

    private var boxes: [WeakObserver] = []
    private var lastPublished = Point.zero
    private var publishing = false
    /// True while observers are told of an offset: a change asked for then waits.
    private var telling = false
    private var waiting: [() -> Void] = []

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

    /// Whether `change` must wait: asked for while observers are being told of an offset, it
    /// runs once they all have been (and what it moves is told as a new change).
    func waits(_ change: @escaping () -> Void) -> Bool {
        guard telling else { return false }
        waiting.append(change)
        return true
    }

    /// Tells every observer the offset changed, if it did since the last time: first it asks
    /// each for the inset it wants and sets those, then tells them all, and only then makes the
    /// changes asked for while they were told (a refresh beginning animates its inset open), so
    /// every observer is told of the same scroll view; what those changes move is told next.
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
            telling = true
            for box in boxes { box.observer?.scrollViewDidScroll(view) }
            telling = false
            while !waiting.isEmpty {
                let changes = waiting
                waiting.removeAll(keepingCapacity: true)
                for change in changes { change() }
            }
        }
    }
}
