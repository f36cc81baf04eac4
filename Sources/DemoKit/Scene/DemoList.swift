import RefreshCore

/// The list's items: its rows, numbered as they were made, and the carousel's band after the
/// first `afterRows` of them when `--carousel` asked for one; where each sits in the content.
struct DemoList {
    /// The rows now.
    private(set) var rows: [DemoRow] = []
    private var nextRowID = 1
    /// The carousel item, if there is one.
    let carousel: DemoCarousel?

    /// A list with `carousel` (nil: none) and no rows yet.
    init(carousel: DemoCarousel?) {
        self.carousel = carousel
    }

    /// The rows' and the band's height.
    var contentHeight: Double { Double(rows.count) * DemoTheme.rowHeight + carouselHeight }

    /// The list's height the carousel's band adds.
    var carouselHeight: Double { carousel == nil ? 0 : DemoCarousel.bandHeight }

    /// Replaces every row with `count` new ones, subtitled "`note` · `time`".
    mutating func replaceRows(count: Int, note: String, time: String) {
        rows.removeAll(keepingCapacity: true)
        appendRows(count: count, note: note, time: time)
    }

    /// Adds `count` new rows at the end.
    mutating func appendRows(count: Int, note: String, time: String) {
        rows.reserveCapacity(rows.count + count)
        for _ in 0..<count {
            let id = nextRowID
            nextRowID += 1
            rows.append(DemoRow(id: id, title: "Row \(id)", subtitle: "\(note) · \(time)"))
        }
    }

    /// The top of row `index` in the content: rows after the carousel sit below its band.
    func rowY(_ index: Int) -> Double {
        let y = Double(index) * DemoTheme.rowHeight
        guard let carousel, index >= carousel.afterRows else { return y }
        return y + DemoCarousel.bandHeight
    }

    /// The row at content height `y` (rows under the band count from below it).
    func rowIndex(atContentY y: Double) -> Int {
        let height = DemoTheme.rowHeight
        if let carousel, y >= Double(carousel.afterRows) * height {
            let below = y - DemoCarousel.bandHeight
            return max(carousel.afterRows, Int((below / height).rounded(.down)))
        }
        return Int((y / height).rounded(.down))
    }
}
