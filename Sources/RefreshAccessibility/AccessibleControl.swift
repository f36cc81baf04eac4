import RefreshAccessibleView

/// An object of the frame that stands for one control of the view while it shows (a status
/// bar, a push button): what keeps it in step with the control's item.
protocol AccessibleControl: AnyObject {
    /// Brings the object in step with `item`: where it is, and what it says.
    func follow(_ item: AccessibleItem)
}

extension AccessibleStatusBar: AccessibleControl {
    /// Places the bar where `item` is (its name is set, and announced, after the focus moves).
    func follow(_ item: AccessibleItem) { place(item) }
}

extension AccessibleNode: AccessibleControl {
    /// Names the button as `item` says now and places it where the item is.
    func follow(_ item: AccessibleItem) {
        setName(item.name)
        place(item)
    }
}

extension Optional where Wrapped: AccessibleControl {
    /// Keeps the object while `item` shows (made by `make` when it first does), in step with
    /// the item; nil once the item is gone.
    mutating func follow(_ item: AccessibleItem?, make: (AccessibleItem) -> Wrapped) {
        guard let item else {
            self = nil
            return
        }
        let kept = self ?? make(item)
        kept.follow(item)
        self = kept
    }
}
