import RefreshAccessibleView
import RefreshCore

/// What an assistive technology's action does in the scene, read from its parts as they are
/// now: whether it can act (nothing to load, a request already out, no such button or menu item
/// enabled now) and, when it can, doing it as its key or click does. A value the scene makes
/// when asked (`DemoScene.perform(_:)`); it holds the parts, not copies.
struct SceneActing {
    /// What is in flight, with the header, the footer, the carousel and the pane it reads.
    let inFlight: InFlight
    /// The context menu, while it is open.
    let menu: ContextMenu<DemoAction>?

    /// Does `action`; false when it cannot now. What only the scene does it asks for:
    /// `refreshAtTop` (the header's refresh, or a chat's top loader's),
    /// `pressPlaceholderButton` (false when no button shows), and `choose` (a menu item's
    /// action, done with the menu closed).
    func perform(
        _ action: AccessibleAction, refreshAtTop: () -> Void,
        pressPlaceholderButton: () -> Bool, choose: (DemoAction) -> Void
    ) -> Bool {
        let (header, footer, carousel) = inFlight.components
        let pane = inFlight.pane
        switch action {
        case .refresh:
            guard !header.isRefreshing, pane.topLoader?.state ?? .idle == .idle else {
                return false
            }
            refreshAtTop()
        case .loadMore:
            guard let footer, footer.state == .idle else { return false }
            footer.beginRefreshing()
        case .loadMoreCards:
            guard let trailer = carousel?.trailer, trailer.state == .idle else { return false }
            trailer.beginRefreshing()
        case .pressPlaceholderButton:
            return pressPlaceholderButton()
        case .cancel:
            guard inFlight.component != nil else { return false }
            inFlight.cancel()
        case .pressPill:
            guard pane.pillCount > 0 else { return false }
            pane.pressPill()
            return true
        case .pressGapRow:
            return pane.fillGap(0)
        case .chooseMenuItem(let index):
            guard let entries = menu?.entries, entries.indices.contains(index),
                entries[index].isEnabled
            else { return false }
            choose(entries[index].item)
        }
        return true
    }
}
