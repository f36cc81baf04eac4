/// What a scroll view tells the components attached to it: the hook that replaces UIKit's KVO.
public protocol ScrollViewObserver: AnyObject {
    /// The content offset changed: the inset this observer wants now, if any. Asked of every
    /// observer before any is told of the offset, and applied by the scroll view; the observer
    /// only reads here.
    func insetRequest(afterScrolling scrollView: ScrollView) -> InsetRequest?
    /// The content offset changed (by a drag, coasting, an animation or a change of bounds).
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// The content size changed.
    func scrollViewDidChangeContentSize(_ scrollView: ScrollView)
    /// A drag began or ended; `scrollView.isDragging` tells which.
    func scrollViewDidChangeDragging(_ scrollView: ScrollView)
}

extension ScrollViewObserver {
    /// Wants nothing by default.
    public func insetRequest(afterScrolling scrollView: ScrollView) -> InsetRequest? { nil }
    /// Does nothing by default.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeContentSize(_ scrollView: ScrollView) {}
    /// Does nothing by default.
    public func scrollViewDidChangeDragging(_ scrollView: ScrollView) {}
}
