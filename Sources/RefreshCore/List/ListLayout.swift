/// Where every item of a vertical list is, for items of any height: each height comes from
/// the app's measuring function, is measured once per `ListEnvironment` and kept, and the
/// items' tops are a prefix sum of the heights.
///
/// A frame's questions cost no more for 100 000 items than for 100: the items in view, the item
/// at a point, the anchor and the sticky header are binary searches over the prefix sum, and
/// nothing is measured. Only a change costs O(n): inserting or removing items, re-measuring
/// some, or a new environment (which re-measures every item once, at the next question, so a
/// width, a language and a scale changed in one frame measure once).
///
/// Items are numbered from 0, headers and rows together, top to bottom; an item's height may be
/// 0. To keep what the user reads in place while items change above it, make the change
/// through `ScrollView.update(_:keepingAnchor:_:)`.
public final class ListLayout {
    /// Measures an item: its height in points at `environment`, by its number in the list at
    /// the time it is asked (`TextMetrics` for wrapped text, for example).
    public typealias Measure = (_ item: Int, _ environment: ListEnvironment) -> Double

    /// What the heights are measured for; a new value re-measures every item, once.
    public var environment: ListEnvironment {
        didSet { if environment != oldValue { stale = true } }
    }

    private let measure: Measure
    private var heights: [Double] = []
    private var kinds: [ListItemKind] = []
    /// `tops[i]` is item i's top; `tops[count]` is the content's height.
    private(set) var tops: [Double] = [0]
    /// The items that are headers, in order: sections are found and rows counted through them.
    private(set) var headers: [Int] = []
    /// Whether the heights were measured for another environment.
    private var stale = false
    /// An item followed through insertions and removals while its place is kept (the anchor).
    var tracked: Int?
    /// Where the last searches ended, in `tops` and in `headers`: the next frame's answers are
    /// near them.
    var hint = (top: 0, header: 0)

    /// An empty list measured by `measure` at `environment`.
    public init(environment: ListEnvironment, measure: @escaping Measure) {
        self.environment = environment
        self.measure = measure
    }

    /// The number of items, headers and rows.
    public var count: Int { kinds.count }

    /// The number of rows.
    public var rowCount: Int { kinds.count - headers.count }

    /// The height of every item together: the scroll view's content height.
    public var contentHeight: Double {
        remeasureIfStale()
        return tops[count]
    }

    /// What item `item` is.
    public func kind(of item: Int) -> ListItemKind { kinds[item] }

    /// The top edge of item `item` in the content, points (`count` gives the content's end).
    public func top(of item: Int) -> Double {
        remeasureIfStale()
        return tops[item]
    }

    /// The height of item `item`, points.
    public func height(of item: Int) -> Double {
        remeasureIfStale()
        return heights[item]
    }

    /// Item `item`'s rectangle in the content: the environment's width, from x = 0.
    public func frame(of item: Int) -> Rect {
        remeasureIfStale()
        return Rect(x: 0, y: tops[item], width: environment.width, height: heights[item])
    }

    // MARK: - Changes

    /// Puts items of `kinds` before item `index` (at `count`: at the end) and measures them.
    public func insert(_ kinds: [ListItemKind], at index: Int) {
        guard !kinds.isEmpty else { return }
        remeasureIfStale()
        let index = min(max(index, 0), count)
        self.kinds.insert(contentsOf: kinds, at: index)
        // Before measuring: an app asking which row an item shows (`row(ofItem:)`) while it is
        // measured is answered with the new items counted.
        findHeaders()
        heights.insert(contentsOf: repeatElement(0, count: kinds.count), at: index)
        tops.append(contentsOf: repeatElement(0, count: kinds.count))
        for item in index..<index + kinds.count { heights[item] = measured(item) }
        if let anchor = tracked, anchor >= index { tracked = anchor + kinds.count }
        rebuild(from: index)
    }

    /// Puts `count` rows before item `index` (at `count`: at the end) and measures them.
    public func insertRows(_ count: Int, at index: Int) {
        insert(Array(repeating: .row, count: max(0, count)), at: index)
    }

    /// Puts `count` rows after the last item and measures them.
    public func appendRows(_ count: Int) { insertRows(count, at: self.count) }

    /// Puts `count` rows after the last item, measuring only the first: the others take its
    /// height until `remeasure` says otherwise. For rows whose contents are not at hand yet and
    /// are estimated alike (a big cache's rows, read as they come near the view), so that
    /// adding 100 000 of them costs no more than their prefix sums.
    public func appendAlikeRows(_ count: Int) {
        guard count > 1 else { return appendRows(count) }
        remeasureIfStale()
        let index = self.count
        kinds.append(contentsOf: repeatElement(.row, count: count))
        heights.append(0)
        heights[index] = measured(index)
        heights.append(contentsOf: repeatElement(heights[index], count: count - 1))
        tops.append(contentsOf: repeatElement(0, count: count))
        // Rows only: the headers are where they were (100 000 kinds need not be read).
        rebuild(from: index, headersChanged: false)
    }

    /// Takes out the items in `range`. A followed item taken out hands its place to the first
    /// item after the range (or the last one left).
    public func remove(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        remeasureIfStale()
        kinds.removeSubrange(range)
        heights.removeSubrange(range)
        tops.removeLast(range.count)
        if let anchor = tracked {
            if anchor >= range.upperBound {
                tracked = anchor - range.count
            } else if anchor >= range.lowerBound {
                tracked = count == 0 ? nil : min(range.lowerBound, count - 1)
            }
        }
        rebuild(from: range.lowerBound)
    }

    /// Takes out every item.
    public func removeAll() { remove(0..<count) }

    /// Measures the items in `range` again: their content changed.
    public func remeasure(_ range: Range<Int>) {
        let range = range.clamped(to: 0..<count)
        guard !range.isEmpty else { return }
        remeasureIfStale()
        for item in range { heights[item] = measured(item) }
        // The kinds are as they were: only the prefix sums move.
        rebuild(from: range.lowerBound, headersChanged: false)
    }

    /// Measures every item again if the environment changed since they were measured.
    func remeasureIfStale() {
        guard stale else { return }
        stale = false
        for item in 0..<count { heights[item] = measured(item) }
        rebuild(from: 0, headersChanged: false)
    }

    /// The app's height for `item`, never negative.
    private func measured(_ item: Int) -> Double { max(0, measure(item, environment)) }

    /// The prefix sums from item `index` on, and the headers' list unless the kinds are as
    /// they were (a remeasure: 100 000 rows' kinds need not be read again for a few heights).
    private func rebuild(from index: Int, headersChanged: Bool = true) {
        let count = self.count
        heights.withUnsafeBufferPointer { heights in
            tops.withUnsafeMutableBufferPointer { tops in
                var top = tops[index]
                for item in index..<count {
                    tops[item] = top
                    top += heights[item]
                }
                tops[count] = top
            }
        }
        if headersChanged { findHeaders() }
    }

    /// The headers' list from the kinds.
    private func findHeaders() {
        headers.removeAll(keepingCapacity: true)
        for item in 0..<count where kinds[item] == .header { headers.append(item) }
    }
}
