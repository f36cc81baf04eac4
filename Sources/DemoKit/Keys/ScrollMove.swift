import RefreshCore

/// How a key or a menu item scrolls the list: as the wheel does (smooth, clamped to the range).
public enum ScrollMove: Hashable, Sendable {
    /// 40 points towards the top, one wheel notch.
    case lineUp
    /// 40 points towards the end.
    case lineDown
    /// The view's height less one row towards the top.
    case pageUp
    /// The same towards the end.
    case pageDown
    /// To the top of the content.
    case top
    /// To the end of the content.
    case end
}

extension ScrollMove {
    /// Scrolls `scrollView` as the wheel does: smooth, clamped to its range, never past an edge
    /// (so never refreshing); `repeating` for a held key's repeats, which keep one speed; at
    /// once when `reducesMotion` (the contract: scrolls asked for by keys happen at once).
    func scroll(_ scrollView: ScrollView, repeating: Bool, reducesMotion: Bool) {
        let curve: TimingCurve = repeating ? .linear : .easeOut
        let page = (scrollView.viewSize.height - DemoTheme.rowHeight) / PhysicsConstants.wheelNotch
        let duration = reducesMotion ? 0 : PhysicsConstants.wheelDuration
        func wheel(_ notches: Double) {
            scrollView.scrollByWheel(notches: notches, curve: curve, duration: duration)
        }
        switch self {
        case .lineUp: wheel(1)
        case .lineDown: wheel(-1)
        case .pageUp: wheel(page)
        case .pageDown: wheel(-page)
        case .top, .end:
            guard !scrollView.isDragging else { return }
            // The scroll stops at the edge where the content may rest.
            scrollView.scroll(
                to: self == .top ? -.infinity : .infinity, along: .vertical,
                duration: reducesMotion ? 0 : FocusPlaces.jumpDuration, curve: .easeInOut)
        }
    }
}
