import RefreshCore

/// A list's items (the rows, or the carousel's cards) as an assistive technology reads them:
/// how many there are and which show, each item read only when it is asked for, so that a list
/// of any length costs only what clients read.
///
/// Items are numbered by id, each one more than the one before it: an item's id is `firstID`
/// plus its index, and a new `firstID` is a new list (a refresh landed).
public struct AccessibleItems {
    /// Items in the list.
    public var count: Int
    /// The first item's id (nil while the list is empty).
    public var firstID: Int?
    /// The items wholly or partly in view.
    public var shown: Range<Int>
    private let read: (Int) -> AccessibleItem?
    private let locate: (Int) -> (frame: Rect, isShowing: Bool)?

    /// A list of `count` items from `firstID`, `shown` of them in view, whose item at an index
    /// `item` reads and whose place `place` says (where it is drawn, and whether any of it
    /// shows) more cheaply than its item: the bridge places every object it made each frame.
    public init(
        count: Int, firstID: Int?, shown: Range<Int>,
        item: @escaping (Int) -> AccessibleItem?,
        place: @escaping (Int) -> (frame: Rect, isShowing: Bool)?
    ) {
        self.count = count
        self.firstID = firstID
        self.shown = shown
        read = item
        locate = place
    }

    /// A list of `items` (their places read from them), numbered from `firstID`.
    public init(_ items: [AccessibleItem], firstID: Int = 1) {
        let shown = items.indices.filter { items[$0].isShowing }
        self.init(
            count: items.count, firstID: items.isEmpty ? nil : firstID,
            shown: (shown.first ?? 0)..<((shown.last ?? -1) + 1),
            item: { items.indices.contains($0) ? items[$0] : nil },
            place: { items.indices.contains($0) ? (items[$0].frame, items[$0].isShowing) : nil })
    }

    /// The item at `index` (from 0), nil outside the list.
    public func item(at index: Int) -> AccessibleItem? {
        index >= 0 && index < count ? read(index) : nil
    }

    /// Where the item at `index` (from 0) is drawn and whether any of it shows, nil outside the
    /// list.
    public func place(at index: Int) -> (frame: Rect, isShowing: Bool)? {
        index >= 0 && index < count ? locate(index) : nil
    }

    /// The id of the item at `index`, nil outside the list.
    public func id(at index: Int) -> Int? {
        guard let firstID, index >= 0, index < count else { return nil }
        return firstID + index
    }
}
