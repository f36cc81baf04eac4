/// What every footer keeps whatever begins it: whether a short list hides it, whether it must
/// wait (for the header) and the begin that waits meanwhile, the bottom inset it sits below,
/// whether scrolling may begin it, which taps load it and whether it keeps room for a coast.
/// Its mechanics hold it; `RefreshFooter` offers it as its API.
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
    /// Which taps load it; nil ignores taps.
    var tapToLoad: TapToLoad?
    /// Whether, while loading, it keeps the room a coast under way needs beyond its edge.
    let keepsCoastRoom: Bool

    /// A footer's rules, loading on `tap`s, keeping room for a coast if `keepsCoastRoom`.
    init(tap: TapToLoad?, keepsCoastRoom: Bool) {
        tapToLoad = tap
        self.keepsCoastRoom = keepsCoastRoom
    }
}
