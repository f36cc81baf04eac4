/// What differs between footers that load by themselves and footers that are pulled: where one
/// sits, how it reads the offset and the drags, which inset it adds and how it opens. The
/// footer holds one and hands it every event; a mechanic does nothing where it has nothing to do.
protocol FooterMechanics: AnyObject {
    /// When it loads by itself; nil for a pulled footer.
    var edgeTrigger: EdgeTrigger? { get set }
    /// Where `footer` sits in the window, given the scroll view's frame there.
    func frame(of footer: RefreshFooter, in viewFrame: Rect, scrollView: ScrollView) -> Rect
    /// `footer` was attached to `scrollView`, before it read its visibility.
    func willRead(_ footer: RefreshFooter, attachedTo scrollView: ScrollView)
    /// `footer` was attached and has read its visibility.
    func attached(_ footer: RefreshFooter)
    /// `footer` is about to detach from `scrollView`, its refresh ended at once.
    func detaching(_ footer: RefreshFooter, from scrollView: ScrollView)
    /// `footer` was shown or hidden.
    func visibilityChanged(_ footer: RefreshFooter)
    /// `footer`'s state changed from `oldState`.
    func stateChanged(_ footer: RefreshFooter, from oldState: RefreshState)
    /// The offset of `footer`'s scroll view changed.
    func scrolled(_ footer: RefreshFooter, _ scrollView: ScrollView)
    /// A drag on `footer`'s scroll view began or ended.
    func draggingChanged(_ footer: RefreshFooter, _ scrollView: ScrollView)
    /// `footer`'s height changed from `old`, before the pull is read again.
    func heightChanged(_ footer: RefreshFooter, from old: Double)
    /// Opens `footer` for loading; `completion` runs once when it is open.
    func open(_ footer: RefreshFooter, completion: @escaping () -> Void)
}
