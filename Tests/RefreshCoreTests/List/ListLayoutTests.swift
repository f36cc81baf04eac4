import TestSupport
import Testing

@testable import RefreshCore

/// Heights from content, kept per environment, and the prefix sum every question is answered
/// from.
struct ListLayoutTests {
    /// A list of `items`, heights from `heights` and kinds from `kinds`.
    static func layout(heights: [Double], kinds: [ListItemKind]? = nil) -> ListLayout {
        let layout = ListLayout(environment: ListEnvironment(width: 390)) { item, _ in
            heights[item]
        }
        layout.insert(kinds ?? Array(repeating: .row, count: heights.count), at: 0)
        return layout
    }

    /// An app measuring a row by its number (a feed's rows differ) asks `row(ofItem:)` while
    /// the items are inserted: the new headers are counted already (a feed with a carousel's
    /// band among its first rows read past its rows' end).
    @Test func rowNumbersAreKnownWhileNewItemsAreMeasured() {
        var asked: [Int: Int] = [:]
        var layout: ListLayout!
        layout = ListLayout(environment: ListEnvironment(width: 390)) { item, _ in
            if layout.kind(of: item) == .row { asked[item] = layout.row(ofItem: item) }
            return 44
        }
        layout.insert([.row, .header, .row, .row], at: 0)
        layout.insert([.header, .row], at: 4)
        #expect(asked == [0: 0, 2: 1, 3: 2, 5: 3])
    }

    /// Rows appended alike measure the first only; the others take its height until they are
    /// measured again.
    @Test func rowsAppendedAlikeAreMeasuredOnceUntilRemeasured() {
        var measured: [Int] = []
        let layout = ListLayout(environment: ListEnvironment(width: 390)) { item, _ in
            measured.append(item)
            return item == 3 ? 30 : Double(10 + item)
        }
        layout.insert([.header], at: 0)
        layout.appendAlikeRows(4)
        #expect(measured == [0, 1])
        #expect((0...5).map(layout.top(of:)) == [0, 10, 21, 32, 43, 54])
        layout.remeasure(3..<4)
        #expect(measured == [0, 1, 3])
        #expect(layout.contentHeight == 10 + 11 + 11 + 30 + 11)
        #expect(layout.rowCount == 4 && layout.row(ofItem: 4) == 3)
    }

    @Test func eachItemSitsBelowTheOnesAboveIt() {
        let layout = Self.layout(heights: [44, 10, 0, 90.5, 28])
        #expect((0...5).map(layout.top(of:)) == [0, 44, 54, 54, 144.5, 172.5])
        #expect(layout.contentHeight == 172.5)
        #expect(layout.frame(of: 3) == Rect(x: 0, y: 54, width: 390, height: 90.5))
    }

    @Test func theItemsInViewAreFoundAsAWalkWouldFindThem() {
        var random = SeededRandom(seed: 32)
        let heights = (0..<2000).map { _ in Double(Int.random(in: 0...120, using: &random)) }
        let kinds = heights.indices.map { _ in random.chance(0.2) ? ListItemKind.header : .row }
        let layout = Self.layout(heights: heights, kinds: kinds)
        var tops = [0.0]
        for height in heights { tops.append(tops.last! + height) }
        for _ in 0..<500 {
            let top = Double.random(in: -200...(tops.last! + 200), using: &random).rounded()
            let height = Double(Int.random(in: 1...900, using: &random))
            // The walk: the last item starting at or above the top edge, to the last starting
            // above the bottom edge.
            let first = max(0, (tops.lastIndex { $0 <= top } ?? 0).clamped(to: 0...1999))
            var end = first
            while end < heights.count, tops[end] < top + height { end += 1 }
            #expect(layout.items(inViewAt: top, height: height) == first..<max(first, end))
            // The anchor: the first row whose top is in view, else the row across the top.
            let inView = heights.indices.first {
                kinds[$0] == .row && tops[$0] >= top && tops[$0] < top + height
            }
            let across = (0...first).last { kinds[$0] == .row } ?? kinds.firstIndex(of: .row)!
            let anchor = layout.anchor(inViewAt: top, height: height)!
            #expect(anchor.item == inView ?? across)
            #expect(anchor.y == tops[anchor.item] - top)
            #expect(anchor.row == kinds[..<anchor.item].filter { $0 == .row }.count)
        }
    }

    @Test func rowsAndItemsNumberEachOther() {
        let kinds: [ListItemKind] = [.header, .row, .row, .header, .header, .row, .row, .header]
        let layout = Self.layout(heights: Array(repeating: 10, count: kinds.count), kinds: kinds)
        let rowItems = kinds.indices.filter { kinds[$0] == .row }
        #expect(layout.rowCount == 4)
        #expect((0..<4).map(layout.item(ofRow:)) == rowItems)
        #expect(rowItems.map(layout.row(ofItem:)) == [0, 1, 2, 3])
    }

    @Test func anEmptyListHasNoAnchorAndNoItemsInView() {
        let layout = Self.layout(heights: [])
        #expect(layout.anchor(inViewAt: 0, height: 720) == nil)
        #expect(layout.items(inViewAt: 0, height: 720).isEmpty)
        #expect(layout.contentHeight == 0)
        let headers = Self.layout(heights: [28, 28], kinds: [.header, .header])
        #expect(headers.anchor(inViewAt: 0, height: 720) == nil)
    }

    @Test func insertingAndRemovingKeepThePrefixSum() {
        // The app's heights, changed along with the layout.
        var source: [Double] = [10, 20, 30]
        let layout = ListLayout(environment: ListEnvironment(width: 100)) { item, _ in
            source[item]
        }
        layout.insertRows(3, at: 0)
        source = [1, 2] + source
        layout.insertRows(2, at: 0)
        source.append(5)
        layout.appendRows(1)
        #expect((0...6).map(layout.top(of:)) == [0, 1, 3, 13, 33, 63, 68])
        layout.remove(1..<3)
        source.removeSubrange(1..<3)
        #expect((0...4).map(layout.top(of:)) == [0, 1, 21, 51, 56])
        source[1] = 100
        layout.remeasure(1..<2)
        #expect(layout.contentHeight == 136)
        layout.removeAll()
        #expect(layout.count == 0 && layout.contentHeight == 0)
    }

    @Test func aFrameAfterTheFirstMeasuresNothingAndAWidthChangeMeasuresEachRowOnce() {
        let rig = ListRig(rows: 500)
        #expect(rig.feed.measured.count == 500)
        #expect(rig.feed.measured.values.allSatisfy { $0 == 1 })
        rig.scrollView.setContentOffsetY(3000)
        for frame in 0..<120 {
            rig.timeline.advance(to: Double(frame) / 60)
            rig.scrollView.setContentOffsetY(3000 + Double(frame) * 7)
            rig.layOutFrame()
        }
        #expect(rig.feed.measured.values.allSatisfy { $0 == 1 })
        // A new width, language and scale in one frame: one measurement more per row, at the
        // next question, and none in the frames after.
        rig.layout.environment.width = 320
        rig.layout.environment.language = .korean
        rig.layout.environment.textScale = 1.5
        #expect(rig.feed.measured.values.allSatisfy { $0 == 1 })
        rig.layOutFrame()
        #expect(rig.feed.measured.values.allSatisfy { $0 == 2 })
        for _ in 0..<10 { rig.layOutFrame() }
        #expect(rig.feed.measured.values.allSatisfy { $0 == 2 })
        // Setting the same environment again measures nothing; new rows are measured once.
        rig.layout.environment = ListEnvironment(width: 320, language: .korean, textScale: 1.5)
        rig.insertAtTop(10)
        rig.layOutFrame()
        #expect(rig.feed.measured.count == 510)
        #expect(rig.feed.measured.values.allSatisfy { $0 == 2 || $0 == 1 })
        #expect(rig.feed.measured.values.filter { $0 == 1 }.count == 10)
    }

    @Test func theHeightsFollowTheWidthAndTheScale() {
        let rig = ListRig(rows: 50)
        let narrow = ListRig(rows: 50)
        narrow.layout.environment.width = 200
        #expect(narrow.layout.contentHeight > rig.layout.contentHeight)
        let heights = Set((0..<50).map(rig.layout.height(of:)))
        #expect(heights.count >= 3)  // really mixed
        let large = rig.layout.contentHeight
        rig.setTextScale(2)
        #expect(rig.layout.contentHeight > 2 * large - 1)
        #expect(rig.scrollView.contentSize.height == rig.layout.contentHeight)
    }
}

extension Comparable {
    fileprivate func clamped(to range: ClosedRange<Self>) -> Self {
        min(max(self, range.lowerBound), range.upperBound)
    }
}
