/// The questions a frame asks, each a binary search over the prefix sum of heights.
extension ListLayout {
    /// The item across content height `y`: the last one whose top is at or above it (the first
    /// above the content, the last below it); nil with no items.
    public func item(atContentY y: Double) -> Int? {
        guard count > 0 else { return nil }
        return max(0, itemsStarting(above: y, orAt: true) - 1)
    }

    /// The items that show in a view whose top edge is at content height `top` and which is
    /// `height` points tall: from the one across its top edge to the last whose top is above
    /// its bottom edge.
    public func items(inViewAt top: Double, height: Double) -> Range<Int> {
        guard count > 0, height > 0 else { return 0..<0 }
        let first = item(atContentY: top) ?? 0
        let end = max(first, itemsStarting(above: top + height, orAt: false))
        return first..<end
    }

    /// The number of item `item` among rows only (for a header: of the first row after it).
    public func row(ofItem item: Int) -> Int { item - headersBefore(item) }

    /// The item of row number `row`.
    public func item(ofRow row: Int) -> Int {
        // Header k has headers[k] − k rows above it, a non-decreasing count: row r comes after
        // exactly the headers with at most r rows above them.
        var low = 0
        var high = headers.count
        while low < high {
            let middle = (low + high) / 2
            if headers[middle] - middle <= row { low = middle + 1 } else { high = middle }
        }
        return row + low
    }

    /// The row the list keeps in place in a view whose top edge is at content height `top` and
    /// which is `height` points tall (see `ListAnchor`); nil with no rows.
    public func anchor(inViewAt top: Double, height: Double) -> ListAnchor? {
        guard rowCount > 0 else { return nil }
        var item = itemsStarting(above: top, orAt: false)
        while item < count, kind(of: item) == .header { item += 1 }
        if item >= count || self.top(of: item) >= top + height {
            // No row's top is in view: the row across the view's top, or the last one above.
            item = min(self.item(atContentY: top) ?? 0, count - 1)
            while item > 0, kind(of: item) == .header { item -= 1 }
            while kind(of: item) == .header { item += 1 }
        }
        return ListAnchor(item: item, row: row(ofItem: item), y: self.top(of: item) - top)
    }

    /// The section header drawn stuck to the top of a view whose top edge is at content height
    /// `top` (the contract's sticky rule): the header of the section at the view's top, at y = 0
    /// while any of its rows is in view, pushed up by the next header so that its bottom is
    /// never below that header's top. None while the content's top is below the view's top
    /// (pulled, or a header holding an inset open: every header is at its own place then), and
    /// none above the first header or once the last section has gone past.
    public func stickyHeader(inViewAt top: Double) -> StickyHeader? {
        guard top >= 0, !headers.isEmpty else { return nil }
        // The headers whose top is at or above the view's top; the stuck one is the last.
        remeasureIfStale()
        let tops = self.tops
        let above = SortedSearch.partition(headers, near: hint.header) { tops[$0] <= top }
        hint.header = above
        guard above > 0 else { return nil }
        let section = above - 1
        let item = headers[section]
        let end = section + 1 < headers.count ? self.top(of: headers[section + 1]) : contentHeight
        guard end > top else { return nil }
        return StickyHeader(item: item, section: section, y: min(0, end - top - height(of: item)))
    }

    /// The number of items whose top is above content height `y` (with `orAt`, at or above
    /// it): the tops never decrease, so they are the first ones.
    func itemsStarting(above y: Double, orAt: Bool) -> Int {
        remeasureIfStale()
        let found = SortedSearch.partition(tops, near: hint.top) { $0 < y || orAt && $0 == y }
        hint.top = min(found, count)
        return hint.top
    }

    /// The number of headers among the items before `item`.
    private func headersBefore(_ item: Int) -> Int {
        hint.header = SortedSearch.partition(headers, near: hint.header) { $0 < item }
        return hint.header
    }
}
