/// What an open context menu does with a key or the pointer: stays open, closes without acting
/// (the press that closed it swallowed, or not), or closes and does its item.
public enum MenuOutcome<Item: Hashable & Sendable>: Equatable, Sendable {
    /// The menu stays open.
    case stays
    /// The menu closes without acting; with `swallowingPress`, the press that closed it is
    /// the desktop's until its release (nothing under the menu sees it).
    case closes(swallowingPress: Bool)
    /// The menu closes and its `item` acts.
    case acts(Item)
}
