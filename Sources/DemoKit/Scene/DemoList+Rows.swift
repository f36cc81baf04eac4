import RefreshCore

extension DemoList {
    /// The top of row `index` in the content (rows of any height, below any band or header).
    func rowY(_ index: Int) -> Double { rowFrame(index).minY }

    /// Row `index`'s height: its content's, as the layout measured it.
    func rowHeight(_ index: Int) -> Double { rowFrame(index).height }

    /// The row at content height `y`, or the first row below it when `y` falls on a section
    /// header or the carousel's band; the last row past the end, 0 above the top.
    func rowIndex(atContentY y: Double) -> Int {
        guard let first = layout.item(atContentY: y), !rows.isEmpty else { return 0 }
        for item in first..<layout.count {
            if let row = row(atItem: item) { return row }
        }
        return rows.count - 1
    }

    /// The carousel band's rectangle in the content, nil without one.
    var bandFrame: Rect? { bandItem.map { layout.frame(of: $0) } }
}
