/// What every footer keeps whatever begins it: whether a short list hides it, whether it must
/// wait (for the header) and the begin that waits meanwhile, the bottom inset it sits below, and
/// whether scrolling may begin it. Its mechanics hold it; `RefreshFooter` offers it as its API.
final class FooterRules {
    /// Hides the footer while the list does not fill the view.
    var hidesWhenContentShort = false
    /// True while the footer must wait, typically while the header refreshes.
    var isBlocked: () -> Bool = { false }
    /// The completion of a code begin refused while blocked, waiting for the header to end.
    var pendingBegin: (() -> Void)??
    /// Points of the scroll view's bottom inset the footer sits below: drawn that much lower.
    var ignoredInsetBottom = 0.0
    /// Whether scrolling triggers at all, for a footer that loads by itself.
    var isAutomaticallyRefresh = true
}
