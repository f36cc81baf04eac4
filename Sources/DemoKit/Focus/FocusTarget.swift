/// What can have the keyboard focus, named as the trace's `focus` names it.
public enum FocusTarget: Hashable, Sendable, CustomStringConvertible {
    /// A row of the list, numbered from 1 at the top of the content.
    case row(Int)
    /// The footer.
    case footer
    /// A card of the carousel, numbered from 1 at its start.
    case card(Int)
    /// The chat's "new messages" pill.
    case pill
    /// The button of the empty or error placeholder.
    case placeholder
    /// An item of the context menu, numbered from 1 at its top.
    case menu(Int)
    /// A feed's gap row, numbered from 1 at the top (the trace says only `gap`).
    case gap(Int)

    /// The trace's word: `row:N`, `footer`, `card:N`, `pill`, `placeholder`, `menu:N`, `gap`.
    public var description: String {
        switch self {
        case .row(let number): "row:\(number)"
        case .footer: "footer"
        case .card(let number): "card:\(number)"
        case .pill: "pill"
        case .placeholder: "placeholder"
        case .menu(let number): "menu:\(number)"
        case .gap: "gap"
        }
    }
}
