import RefreshAccessibleView
import RefreshCore

/// A feed's gap rows as the list shows them: which layout item each is, where it is, what it
/// says, how it is drawn and which one a click lands on. The gaps themselves (`FeedGaps`) know
/// only the row below each.
struct GapRows {
    /// The gaps, top to bottom.
    let gaps: FeedGaps
    /// The list they sit in.
    let list: DemoList

    /// The row just below gap `index` (from 0, top to bottom).
    func rowBelow(_ index: Int) -> Int? {
        guard index < gaps.count else { return nil }
        return list.rowIndex(ofRowID: gaps[index].rowBelow)
    }

    /// The gap (from 0) shown as layout item `item`, nil when that item is none.
    func gap(atItem item: Int) -> Int? {
        guard gaps.count > 0, item != list.bandItem, list.layout.kind(of: item) == .header
        else { return nil }
        let below = list.layout.row(ofItem: item)
        guard list.rows.indices.contains(below) else { return nil }
        return gaps.gap(aboveRow: list.rows[below].id)
    }

    /// The gap whose row is at `y` in the content, nil when none is.
    func gap(atContentY y: Double) -> Int? {
        guard gaps.count > 0, let item = list.layout.item(atContentY: y),
            list.layout.frame(of: item).maxY > y
        else { return nil }
        return gap(atItem: item)
    }

    /// Gap `index`'s rectangle in the content.
    func frame(_ index: Int) -> Rect? {
        guard let below = rowBelow(index), let item = list.gapItem(aboveRow: below) else {
            return nil
        }
        return list.layout.frame(of: item)
    }

    /// The rows below each gap, top to bottom (for the focus order).
    var rowsBelow: [Int] { (0..<gaps.count).compactMap { rowBelow($0) } }

    /// What gap `index` says: "Load missing posts", "Loading…", "No more posts to load", or
    /// why its last page failed.
    func title(_ index: Int, _ texts: ListTexts, _ language: RefreshLanguage) -> String {
        guard index < gaps.count else { return "" }
        switch gaps[index].state {
        case .idle: return texts.text(.gapLoad, language)
        case .loading: return texts.text(.gapLoading, language)
        case .exhausted: return texts.text(.gapNoMore, language)
        case .failed(let reason): return texts.failure(reason, footer: true, language)
        }
    }

    /// The topmost gap row as assistive technologies read it, the content at `offset`.
    func accessibleItem(
        in view: Rect, offset: Double, _ texts: ListTexts, _ language: RefreshLanguage
    ) -> AccessibleItem? {
        guard let frame = frame(0) else { return nil }
        return AccessibleItem(
            name: title(0, texts, language), frame: frame.offsetBy(dx: 0, dy: -offset),
            view: view)
    }

    /// Gap `index`'s row: its title centred on the grouped background, in the buttons' colour.
    func draw(
        _ index: Int, in rect: Rect, into draw: inout DrawList, title: String,
        metrics: TextMetrics, palette: DemoPalette
    ) {
        let scale = list.layout.environment.textScale
        draw.fill(rect, palette.sectionHeader)
        let style = DemoTheme.titleStyle.scaled(by: scale)
        let fitted = FittedText.fit(
            title, style: style, width: rect.width - 2 * DemoTheme.rowInset,
            height: rect.height, wraps: false, metrics: metrics)
        let size = metrics.size(of: fitted.first, style: fitted.style)
        draw.text(
            fitted.first, style: fitted.style, color: palette.placeholderButton,
            at: Point(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
        RowPainter.drawSeparator(under: rect, into: &draw, palette: palette)
    }
}
