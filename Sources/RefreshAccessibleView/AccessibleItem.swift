import RefreshCore

/// One object of the window as an assistive technology reads it: a row, a card, a status bar, a
/// button or a menu item.
public struct AccessibleItem: Equatable, Sendable {
    /// What a screen reader says: a row's title, a card's number and title, a component's
    /// current state title.
    public var name: String
    /// The second line (a row's subtitle), "" for none.
    public var detail: String
    /// Where it is drawn, in the view's points (it may lie outside the view).
    public var frame: Rect
    /// Whether any of it is in the view now.
    public var isShowing: Bool
    /// Whether it can act now (a disabled menu item cannot).
    public var isEnabled: Bool

    /// An item called `name` drawn at `frame`, showing when `frame` meets `view`.
    public init(name: String, detail: String = "", frame: Rect, view: Rect, isEnabled: Bool = true)
    {
        self.name = name
        self.detail = detail
        self.frame = frame
        isShowing = frame.intersects(view)
        self.isEnabled = isEnabled
    }
}
