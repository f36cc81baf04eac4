/// What has the keyboard focus, as an assistive technology is told.
public enum AccessibleFocus: Hashable, Sendable {
    /// A row of the list, numbered from 1 at the top of the content.
    case row(Int)
    /// The footer's status bar.
    case footer
    /// A card of the carousel, numbered from 1 at its start.
    case card(Int)
    /// The pill's status bar.
    case pill
    /// The placeholder's button.
    case placeholder
    /// An item of the open context menu, numbered from 1 at its top.
    case menu(Int)
    /// A feed's gap row, numbered from 1 at the top (only the topmost's button is offered).
    case gap(Int)
}
