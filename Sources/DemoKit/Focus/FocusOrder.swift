/// The order `Tab` walks through a scene's controls, as a value: the rows top to bottom with the
/// carousel's cards where the carousel sits among them and a feed's gap rows where they sit (just
/// above the row under them, after the carousel at the same place), then the placeholder's
/// button, the footer and the pill (each when there is one). `Tab` after the last goes back to the
/// first.
///
/// Nothing is listed: a position is worked out from the counts (and the few gaps), so a list of
/// 100 000 rows costs no more than one of 20.
public struct FocusOrder: Equatable, Sendable {
    /// Rows in the list.
    public var rows: Int
    /// The rows above the carousel, when there is one.
    public var carouselAfterRows: Int?
    /// Cards in the carousel.
    public var cards: Int
    /// The rows above each gap row, top to bottom.
    public var gapsAfterRows: [Int]
    /// Whether a placeholder with a button shows (the empty or error state).
    public var hasPlaceholder: Bool
    /// Whether there is a footer.
    public var hasFooter: Bool
    /// Whether the pill shows.
    public var hasPill: Bool

    /// An order over `rows` rows, a carousel of `cards` after `carouselAfterRows` of them, and the
    /// controls below the list that are there.
    public init(
        rows: Int, carouselAfterRows: Int? = nil, cards: Int = 0, gapsAfterRows: [Int] = [],
        hasPlaceholder: Bool = false, hasFooter: Bool, hasPill: Bool = false
    ) {
        self.gapsAfterRows = gapsAfterRows
        self.rows = rows
        self.carouselAfterRows = carouselAfterRows.map { min(max(0, $0), rows) }
        self.cards = carouselAfterRows == nil ? 0 : cards
        self.hasPlaceholder = hasPlaceholder
        self.hasFooter = hasFooter
        self.hasPill = hasPill
    }

    /// The controls after the list's rows and cards, in order.
    private var tail: [FocusTarget] {
        (hasPlaceholder ? [.placeholder] : []) + (hasFooter ? [.footer] : [])
            + (hasPill ? [.pill] : [])
    }

    /// How many controls take the focus.
    public var count: Int { listCount + tail.count }

    /// The rows, the cards and the gaps.
    private var listCount: Int { rows + cards + gapsAfterRows.count }

    private var rowsAbove: Int { carouselAfterRows ?? rows }

    /// Where the first card is.
    private var firstCard: Int { rowsAbove + gapsAfterRows.count { $0 < rowsAbove } }

    /// Where gap `index` (from 0) is.
    private func gapPosition(_ index: Int) -> Int {
        let above = gapsAfterRows[index]
        return above + index + (above >= rowsAbove ? cards : 0)
    }

    /// The place of `target` in the order, from 0; nil when it is not in it (a menu item, a row
    /// or card that is gone).
    public func position(of target: FocusTarget) -> Int? {
        switch target {
        case .row(let number) where (1...max(1, rows)).contains(number) && rows > 0:
            let gaps = gapsAfterRows.count { $0 < number }
            return number - 1 + gaps + (number <= rowsAbove ? 0 : cards)
        case .card(let number) where cards > 0 && (1...cards).contains(number):
            return firstCard + number - 1
        case .gap(let number) where gapsAfterRows.indices.contains(number - 1):
            return gapPosition(number - 1)
        case .placeholder, .footer, .pill:
            return tail.firstIndex(of: target).map { listCount + $0 }
        default:
            return nil
        }
    }

    /// The control at `position` (from 0), if there is one.
    public func target(at position: Int) -> FocusTarget? {
        guard position >= 0, position < count else { return nil }
        if position >= listCount { return tail[position - listCount] }
        if cards > 0, position >= firstCard, position < firstCard + cards {
            return .card(position - firstCard + 1)
        }
        var gapsBefore = 0
        for index in gapsAfterRows.indices {
            let gap = gapPosition(index)
            if gap == position { return .gap(index + 1) }
            if gap < position { gapsBefore += 1 }
        }
        let cardsBefore = cards > 0 && position >= firstCard + cards ? cards : 0
        return .row(position - gapsBefore - cardsBefore + 1)
    }

    /// Where `Tab` goes from `current`: the next control, wrapping; from nothing (or a control
    /// that is gone), `start` when it is a control (the topmost row in view), else the first.
    public func next(after current: FocusTarget?, start: FocusTarget?) -> FocusTarget? {
        guard count > 0 else { return nil }
        guard let current, let position = position(of: current) else {
            return start.flatMap { position(of: $0) != nil ? $0 : nil } ?? target(at: 0)
        }
        return target(at: (position + 1) % count)
    }

    /// Where `Shift+Tab` goes from `current`: the previous control, wrapping; from nothing, the
    /// last (a desktop's reverse tab enters at the end).
    public func previous(before current: FocusTarget?) -> FocusTarget? {
        guard count > 0 else { return nil }
        guard let current, let position = position(of: current) else {
            return target(at: count - 1)
        }
        return target(at: (position - 1 + count) % count)
    }
}
