import RefreshCore

/// A context menu as a value: its items in order, which of them can act, where it lies in the
/// view, and which item the keyboard or the pointer has chosen.
///
/// It opens with its top-left corner at a point, moved left or up just enough to lie inside the
/// view `margin` points from its edges (its border and shadow whole); items are `itemHeight` tall
/// and `width` wide. A disabled item can be seen but never
/// chosen: the keyboard skips it and a click on it does nothing.
public struct ContextMenu<Item: Hashable & Sendable>: Sendable {
    /// One line of the menu.
    public struct Entry: Equatable, Sendable {
        /// What choosing it does.
        public var item: Item
        /// What it says.
        public var title: String
        /// Whether it can act now.
        public var isEnabled: Bool
        /// The key that does the same, shown at the item's end ("F5"); nil for none.
        public var shortcut: String?

        /// An entry for `item` saying `title`, with the key that does the same, if any.
        public init(_ item: Item, title: String, isEnabled: Bool = true, shortcut: String? = nil) {
            self.item = item
            self.title = title
            self.isEnabled = isEnabled
            self.shortcut = shortcut
        }
    }

    /// An item's height, points (the contract's 32).
    public static var itemHeight: Double { 32 }
    /// The menu's width, points (the contract's 200).
    public static var width: Double { 200 }
    /// Its least distance from the view's edges, points: GTK keeps a popover's shadow inside its
    /// window the same way.
    public static var margin: Double { 8 }

    /// The items, top to bottom.
    public let entries: [Entry]
    /// Where the menu lies in the view.
    public let frame: Rect
    /// The index of the chosen entry (always an enabled one), if any.
    public private(set) var chosen: Int?
    /// The enabled entry the button went down on, while it is held.
    public private(set) var pressed: Int?

    /// A menu of `entries` opened at `point` in a view of `viewSize`; with `choosingFirst` (opened
    /// by a key) its first enabled entry is chosen.
    public init(entries: [Entry], at point: Point, in viewSize: Size, choosingFirst: Bool) {
        self.entries = entries
        let size = Size(width: Self.width, height: Self.itemHeight * Double(entries.count))
        let x = max(Self.margin, min(point.x, viewSize.width - size.width - Self.margin))
        let y = max(Self.margin, min(point.y, viewSize.height - size.height - Self.margin))
        frame = Rect(origin: Point(x: x, y: y), size: size)
        chosen = choosingFirst ? entries.firstIndex(where: \.isEnabled) : nil
    }

    /// The chosen entry's item.
    public var chosenItem: Item? { chosen.map { entries[$0].item } }

    /// The frame of entry `index`.
    public func frame(ofEntry index: Int) -> Rect {
        Rect(
            x: frame.minX, y: frame.minY + Double(index) * Self.itemHeight, width: frame.width,
            height: Self.itemHeight)
    }

    /// The entry under `point`, enabled or not; nil outside the menu.
    public func entry(at point: Point) -> Int? {
        guard frame.contains(point) else { return nil }
        let index = Int(((point.y - frame.minY) / Self.itemHeight).rounded(.down))
        return entries.indices.contains(index) ? index : nil
    }

    /// Chooses the next enabled entry `step` places down (up when negative), wrapping; from no
    /// choice, Down takes the first enabled entry and Up the last.
    public mutating func move(by step: Int) {
        let count = entries.count
        guard count > 0, step != 0, entries.contains(where: \.isEnabled) else { return }
        var index = chosen ?? (step > 0 ? count - 1 : 0)
        let direction = step > 0 ? 1 : -1
        for _ in 0..<abs(step) {
            repeat {
                index = (index + direction + count) % count
            } while !entries[index].isEnabled
        }
        chosen = index
    }

    /// The pointer is at `point`: an enabled entry under it is chosen (a desktop menu highlights
    /// what the pointer is over); elsewhere the choice stays.
    public mutating func hover(at point: Point) {
        guard let index = entry(at: point), entries[index].isEnabled else { return }
        chosen = index
    }

    /// A key while the menu is open: Up and Down choose, Return (or Space) acts, Escape and
    /// the menu's own keys close it; nothing else does anything (nor reaches the list).
    public mutating func press(_ key: KeyPress) -> MenuOutcome<Item> {
        guard key.modifiers.isSubset(of: .shift) else { return .stays }
        switch key.key {
        case .named(.up): move(by: -1)
        case .named(.down): move(by: 1)
        case .named(.return), .named(.space):
            guard !key.isRepeat else { return .stays }
            return chosenItem.map { .acts($0) } ?? .closes(swallowingPress: false)
        case .named(.escape), .named(.menu), .named(.application), .named(.f10):
            return .closes(swallowingPress: false)
        default: break
        }
        return .stays
    }

    /// The pointer while the menu is open: it chooses what it is over, a click on an enabled
    /// entry acts (on the release, over the entry pressed), a press elsewhere closes the menu
    /// and is swallowed.
    public mutating func take(_ event: InputEvent) -> MenuOutcome<Item> {
        switch event {
        case .pointerMove(let point):
            hover(at: point)
        case .pointerDown(let point):
            guard let index = entry(at: point) else { return .closes(swallowingPress: true) }
            hover(at: point)
            pressed = entries[index].isEnabled ? index : nil
        case .pointerUp(let point):
            defer { pressed = nil }
            if let pressed, entry(at: point) == pressed { return .acts(entries[pressed].item) }
        case .pointerCancel:
            pressed = nil
        default:
            break
        }
        return .stays
    }
}
