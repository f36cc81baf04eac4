internal import CAccessibility
import RefreshAccessibleView

extension AccessibleTree {
    // MARK: - The keyboard focus

    /// Gives the focused state to what has the keyboard focus now, and takes it from what had
    /// it, then sends the focus event for the new one (what Orca follows, reading a row as Tab
    /// reaches it). A row or card is focused inside its list, which is focused too (as a GTK
    /// tree view and its cell are) and also says which row is its active descendant; with no
    /// control focused the list has the focus (the keys scroll it), or the menu while it is open
    /// with nothing chosen.
    func updateFocus(_ target: AccessibleFocus?, menuOpen: Bool) {
        let now = focusPath(target, menuOpen: menuOpen)
        guard now.map(ObjectIdentifier.init) != focused.map(ObjectIdentifier.init) else { return }
        for node in focused where !now.contains(where: { $0 === node }) {
            node.set(RA_STATE_FOCUSED, false)
        }
        for node in now where !focused.contains(where: { $0 === node }) {
            node.set(RA_STATE_FOCUSED, true)
        }
        focused = now
        guard let leaf = now.last else { return }
        if now.count == 2 { ra_node_active_descendant_changed(now[0].handle, leaf.handle) }
        ra_node_focus_event(leaf.handle)
    }

    /// The objects that have the focus for `target`: the focused one, after its list.
    private func focusPath(_ target: AccessibleFocus?, menuOpen: Bool) -> [AccessibleNode] {
        switch target {
        case .row(let number)?:
            return [list] + [rowObject(at: number - 1)].compactMap { $0 }
        case .card(let number)?:
            guard let carousel else { return [] }
            return [carousel] + [cardObject(at: number - 1)].compactMap { $0 }
        case .footer?:
            return [footer?.node].compactMap { $0 }
        case .placeholder?:
            return [placeholderButton].compactMap { $0 }
        case .menu(let number)?:
            return menu.items.indices.contains(number - 1) ? [menu.items[number - 1]] : []
        case .pill?:
            return [pill?.node].compactMap { $0 }
        case .gap(let number)?:
            return number == 1 ? [gapButton].compactMap { $0 } : []
        case nil:
            return [menuOpen ? menu.node : list].compactMap { $0 }
        }
    }
}
