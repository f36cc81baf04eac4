internal import CAccessibility
import RefreshAccessibleView
import RefreshCore

/// The context menu's objects while it is open: a popup menu of menu items named by their
/// titles; a disabled item is neither enabled nor sensitive, and each enabled one has `click`.
/// A menu opened anew (other items, or elsewhere) gets new objects.
final class AccessibleMenu {
    /// The popup menu, nil while the menu is closed.
    private(set) var node: AccessibleNode?
    /// Its items, in order.
    private(set) var items: [AccessibleNode] = []
    /// The menu the objects were made for.
    private var shown: [AccessibleItem] = []

    /// Follows the menu: `entries` while it is open (nil: closed), in `frame` at `index`.
    func update(_ entries: [AccessibleItem]?, in frame: AccessibleNode, index: Int) {
        guard let entries else {
            node = nil
            items = []
            shown = []
            return
        }
        guard entries != shown || node == nil else { return }
        let popup = AccessibleNode(
            role: RA_ROLE_POPUP_MENU, tag: AccessibleTag.menu, name: "", parent: frame,
            index: index)
        let top = entries.first?.frame.minY ?? 0
        let bottom = entries.last?.frame.maxY ?? top
        let left = entries.first?.frame.minX ?? 0
        popup.place(
            Rect(x: left, y: top, width: entries.first?.frame.width ?? 0, height: bottom - top),
            showing: true)
        items = entries.enumerated().map { number, entry in
            let item = AccessibleNode(
                role: RA_ROLE_MENU_ITEM, tag: AccessibleTag.menuItems + number, name: entry.name,
                parent: popup, index: number)
            item.place(entry)
            item.set(RA_STATE_ENABLED, entry.isEnabled)
            item.set(RA_STATE_SENSITIVE, entry.isEnabled)
            item.set(RA_STATE_FOCUSABLE, entry.isEnabled)
            item.setActions([AccessibleAction.chooseMenuItem(number).name])
            return item
        }
        node = popup
        shown = entries
    }

    /// The action of item `tag`'s action `index`: choosing it, when it is enabled in `view`.
    func action(ofItem tag: Int, at index: Int, in view: AccessibleView) -> AccessibleAction? {
        let number = tag - AccessibleTag.menuItems
        guard index == 0, items.indices.contains(number), let entries = view.menu,
            entries.indices.contains(number), entries[number].isEnabled
        else { return nil }
        return .chooseMenuItem(number)
    }
}
