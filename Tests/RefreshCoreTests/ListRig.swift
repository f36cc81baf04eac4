import TestSupport

@testable import RefreshCore

/// The data behind a test list: rows with stable ids (so a row is followed across insertions)
/// whose text wraps to the width, and a log of every measurement.
final class ListFeed {
    /// Row ids in list order; a header is `-section - 1`.
    var ids: [Int] = []
    /// How often each id was measured.
    var measured: [Int: Int] = [:]
    var nextID = 0
    let metrics = FixedTextMetrics(characterWidth: 7, lineHeight: 14)

    /// Mixed heights: text of 2 to 40 words at 7 pt a character, wrapped to the width less
    /// 32 pt of margins, 14 pt a line at scale 1, plus 16 pt of padding; headers are 28 × scale.
    func height(of item: Int, in environment: ListEnvironment) -> Double {
        let id = ids[item]
        measured[id, default: 0] += 1
        if id < 0 { return 28 * environment.textScale }
        let words = 2 + (id * 7919) % 39
        let text = String(repeating: "word ", count: words)
        let style = TextStyle(weight: .regular, size: 15 * environment.textScale)
        let width = metrics.size(of: text, style: style).width * environment.textScale
        let lines = max(1, (width / max(1, environment.width - 32)).rounded(.up))
        return 16 + lines * 14 * environment.textScale
    }

    /// Ids for `count` new rows.
    func makeIDs(_ count: Int) -> [Int] {
        defer { nextID += count }
        return Array(nextID..<nextID + count)
    }
}

/// A 390×720 scroll view showing a `ListLayout` of a `ListFeed`, on its own timeline.
final class ListRig {
    let timeline = Timeline()
    let feed = ListFeed()
    let layout: ListLayout
    let scrollView: ScrollView

    init(rows: Int = 300) {
        let feed = self.feed
        layout = ListLayout(environment: ListEnvironment(width: 390)) { item, environment in
            feed.height(of: item, in: environment)
        }
        scrollView = ScrollView(timeline: timeline, viewSize: Size(width: 390, height: 720))
        append(rows)
    }

    /// Appends `count` rows at the end.
    func append(_ count: Int) {
        scrollView.update(layout) {
            feed.ids += feed.makeIDs(count)
            layout.appendRows(count)
        }
    }

    /// Puts `count` new rows above the first, keeping the anchor unless told not to.
    func insertAtTop(_ count: Int, keepingAnchor: Bool = true) {
        scrollView.update(layout, keepingAnchor: keepingAnchor) {
            feed.ids.insert(contentsOf: feed.makeIDs(count), at: 0)
            layout.insertRows(count, at: 0)
        }
    }

    /// A new text scale, keeping the anchor.
    func setTextScale(_ scale: Double) {
        scrollView.update(layout) { layout.environment.textScale = scale }
    }

    /// The height of the rows `range`, measured now.
    func height(of range: Range<Int>) -> Double {
        layout.top(of: range.upperBound) - layout.top(of: range.lowerBound)
    }

    /// The screen y of the top of the row with `id`.
    func screenY(of id: Int) -> Double {
        layout.top(of: feed.ids.firstIndex(of: id)!) - scrollView.contentOffsetY
    }

    /// The id of the anchor row now.
    var anchorID: Int {
        let anchor = layout.anchor(
            inViewAt: scrollView.contentOffsetY, height: scrollView.viewSize.height)!
        return feed.ids[anchor.item]
    }

    /// The layout's work of one frame: the items in view and their frames, the anchor.
    func layOutFrame() {
        let top = scrollView.contentOffsetY
        for item in layout.items(inViewAt: top, height: 720) { _ = layout.frame(of: item) }
        _ = layout.anchor(inViewAt: top, height: 720)
        _ = layout.contentHeight
    }
}
