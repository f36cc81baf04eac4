/// Whether a component is hidden, by the app or by its own layout, and whether it was shown
/// when last asked (so a change is told once).
struct ComponentVisibility {
    /// The app hid the component.
    var isHidden = false
    /// The component's own rules hide it (a footer under a short list).
    var isHiddenByLayout = false
    /// Whether it was shown at the last `updateVisibility()`.
    var wasShown = true

    /// Neither the app nor the layout hides it.
    var isShown: Bool { !isHidden && !isHiddenByLayout }

    /// Takes the layout's answer; returns whether `isShown` changed since it was last told.
    mutating func update(hiddenByLayout: Bool) -> Bool {
        isHiddenByLayout = hiddenByLayout
        defer { wasShown = isShown }
        return isShown != wasShown
    }
}
