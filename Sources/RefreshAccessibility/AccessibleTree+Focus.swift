internal import CAccessibility
import RefreshAccessibleView

extension AccessibleTree {
    // MARK: - The keyboard focus

    /// Moves the focused state to what has the keyboard focus now (`FocusedObjects`). A row or
    /// card is focused inside its list, which is focused too and also says which row is its
    /// active descendant; with no control focused the list has the focus (the keys scroll it),
    /// or the menu while it is open with nothing chosen.
    func updateFocus(_ target: AccessibleFocus?, menuOpen: Bool) {
        focused.move(to: focusPath(target, menuOpen: menuOpen))
    }

    /// The objects that have the focus for `target`: the focused one, after its list.
    private func focusPath(_ target: AccessibleFocus?, menuOpen: Bool) -> [AccessibleNode] {
        switch target {
        case .row(let number)?:
            return [list] + [rowObject(at: number - 1)].compactMap { $0 }
        case .card(let number)?:
            guard let carousel = controls.carousel.list else { return [] }
            return [carousel] + [cardObject(at: number - 1)].compactMap { $0 }
        case .footer?:
            return [controls.footer?.node].compactMap { $0 }
        case .placeholder?:
            return [controls.placeholderButton].compactMap { $0 }
        case .menu(let number)?:
            return menu.items.indices.contains(number - 1) ? [menu.items[number - 1]] : []
        case .pill?:
            return [controls.pill?.node].compactMap { $0 }
        case .gap(let number)?:
            return number == 1 ? [controls.gapButton].compactMap { $0 } : []
        case nil:
            return [menuOpen ? menu.node : list].compactMap { $0 }
        }
    }
}
