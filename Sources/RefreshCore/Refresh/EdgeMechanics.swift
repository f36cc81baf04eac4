/// What differs between a header and a footer: where one sits, how it reads the offset, the
/// drags and its scroll view's changes, which inset it holds or adds, how it opens, and what it
/// adds to its look's moment. A `RefreshComponent` holds one and hands it every event at the
/// point where that happens; the component itself stays the same for every edge (composition,
/// not subclassing). A mechanic keeps what it needs of its own and is given the component.
protocol EdgeMechanics: AnyObject {
    /// Where `component` sits in the window, given the scroll view's frame there.
    func frame(of component: RefreshComponent, in viewFrame: Rect, scrollView: ScrollView) -> Rect
    /// Whether `component`'s own rules hide it now (a footer under a short list).
    func hidesByLayout(_ component: RefreshComponent) -> Bool
    /// `component` is about to read whether its layout hides it.
    func willReadVisibility(_ component: RefreshComponent)
    /// `component` was shown or hidden; `followVisibility` is the component's own answer (a
    /// hidden component stops, a shown one starts a pending begin), run once, where the mechanic
    /// needs it to be.
    func visibilityDidChange(_ component: RefreshComponent, following followVisibility: () -> Void)
    /// `component` was attached to `scrollView` and added itself as its observer.
    func didAttach(_ component: RefreshComponent, to scrollView: ScrollView)
    /// `component` is about to detach from `scrollView`, its refresh ended at once.
    func willDetach(_ component: RefreshComponent, from scrollView: ScrollView)
    /// Whether `component` may begin refreshing now.
    func canBegin(_ component: RefreshComponent) -> Bool
    /// A begin of `component` was refused (`canBegin` said no); the mechanic may keep it.
    func beginWasRefused(_ component: RefreshComponent, completion: (() -> Void)?)
    /// Opens `component` for refreshing; `completion` runs once when it is open.
    func open(_ component: RefreshComponent, completion: @escaping () -> Void)
    /// `component`'s state changed from `oldState`, after its look was told.
    func stateChanged(_ component: RefreshComponent, from oldState: RefreshState)
    /// The offset of `component`'s scroll view changed.
    func scrolled(_ component: RefreshComponent, _ scrollView: ScrollView)
    /// A drag on `component`'s scroll view began or ended.
    func draggingChanged(_ component: RefreshComponent, _ scrollView: ScrollView)
    /// The content size of `component`'s scroll view changed.
    func contentSizeChanged(_ component: RefreshComponent, _ scrollView: ScrollView)
    /// The inset `component` wants after the offset changed, if any (read only, applied by the
    /// scroll view before any observer is told of the offset).
    func insetRequest(
        _ component: RefreshComponent, afterScrolling scrollView: ScrollView
    ) -> InsetRequest?
    /// `component`'s height changed from `old`, before the pull is read again.
    func heightChanged(_ component: RefreshComponent, from old: Double)
    /// Draws what lies behind `component` drawn in `frame` (a header's second floor's page),
    /// before the component is drawn.
    func drawBehind(
        _ component: RefreshComponent, into list: inout DrawList, frame: Rect,
        metrics: TextMetrics)
    /// Adds what the mechanic shows to the moment `component`'s look is given (a header's
    /// last-updated line).
    func dress(_ moment: inout RefreshMoment)
    /// The second floor's moment for `component`'s look; nil without a floor.
    func floorMoment(_ component: RefreshComponent) -> SecondFloorMoment?
    /// `component`'s titles were given anew.
    func stringsChanged(_ component: RefreshComponent)
    /// A refresh of `component` ended in a way that counts as its last update.
    func recordLastUpdated(_ component: RefreshComponent)
}
