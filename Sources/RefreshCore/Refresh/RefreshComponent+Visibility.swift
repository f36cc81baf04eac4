extension RefreshComponent {
    // MARK: - Visibility

    /// Whether the app hid the component. A hidden component never triggers; one asked to
    /// refresh while hidden refreshes when shown.
    public var isHidden: Bool {
        get { visibility.isHidden }
        set {
            visibility.isHidden = newValue
            updateVisibility()
        }
    }
    /// Whether the component's own rules hide it (a footer under a short list), as of the last
    /// `updateVisibility()`.
    public var isHiddenByLayout: Bool { visibility.isHiddenByLayout }
    /// Whether it is shown: neither the app nor its layout hides it.
    public var isShown: Bool { visibility.isShown }
    /// Whether the component can be seen: attached and shown.
    public var isVisible: Bool { scrollView != nil && isShown }
    /// Whether a refresh asked for now starts at once: attached and not hidden by the app. Its
    /// layout may hide it (a footer under a short list still loads when asked: a click on its
    /// title, a key, a menu); otherwise it waits as `willRefresh` until shown.
    public var isAvailable: Bool { scrollView != nil && !isHidden }

    /// The opacity now, 0…1 (the machine animates it).
    public var alpha: Double { run.opacity.value(at: now) }

    /// Re-reads whether its own rules hide it (a footer: a short list) and tells the mechanics
    /// and the machine when `isShown` changed.
    public func updateVisibility() {
        mechanics.willReadVisibility(self)
        if visibility.update(hiddenByLayout: mechanics.hidesByLayout(self)) {
            visibilityDidChange()
        }
    }

    /// The visibility changed: a hidden component stops at once, a shown one starts a pending
    /// begin, where its mechanics put that (those that add inset do it around this).
    private func visibilityDidChange() {
        mechanics.visibilityDidChange(self) {
            let (shown, visible, time) = (isShown, isVisible, now)
            update { shown ? (visible ? $0.shown(at: time) : []) : $0.hidden() }
        }
    }
}
