import RefreshAccessibleView

/// What can have the keyboard focus, named as the trace's `focus` names it: the same controls
/// an assistive technology is told of (`AccessibleFocus`).
public typealias FocusTarget = AccessibleFocus

extension AccessibleFocus: CustomStringConvertible {
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
