import Testing

@testable import RefreshCore

/// The contract's sections: 5 rows of 44 × scale points under a 28 × scale point header each.
struct StickyHeaderTests {
    struct Case: Sendable, CustomStringConvertible {
        var offset: Double
        var scale = 1.0
        /// The stuck header's section (from 0) and y, or nil.
        var expected: (section: Int, y: Double)?

        var description: String { "offset \(offset) at scale \(scale)" }
    }

    static func sections(_ count: Int, scale: Double) -> ListLayout {
        var kinds: [ListItemKind] = []
        for _ in 0..<count { kinds += [.header] + Array(repeating: .row, count: 5) }
        let layout = ListLayout(environment: ListEnvironment(width: 390, textScale: scale)) {
            item, environment in
            (kinds[item] == .header ? 28 : 44) * environment.textScale
        }
        layout.insert(kinds, at: 0)
        return layout
    }

    // A section is 28 + 5 × 44 = 248 points; ten of them end at 2480.
    static let cases: [Case] = [
        Case(offset: -54, expected: nil),  // a header held open: every header at its place
        Case(offset: -0.5, expected: nil),  // pulled
        Case(offset: 0, expected: (0, 0)),
        Case(offset: 100, expected: (0, 0)),
        Case(offset: 220, expected: (0, 0)),  // the next header touches its bottom
        Case(offset: 230, expected: (0, -10)),  // pushed up by it
        Case(offset: 247.5, expected: (0, -27.5)),
        Case(offset: 248, expected: (1, 0)),
        Case(offset: 3 * 248 + 5, expected: (3, 0)),
        Case(offset: 2470, expected: (9, -18)),  // the last, pushed by the content's end
        Case(offset: 2480, expected: nil),  // its rows have all gone past
        Case(offset: 446, scale: 2, expected: (0, -6)),  // 56 + 5 × 88 = 496 a section
        Case(offset: 496, scale: 2, expected: (1, 0)),
    ]

    @Test(arguments: cases)
    func theHeaderAtTheTopSticksUntilTheNextPushesItUp(_ row: Case) {
        let layout = Self.sections(10, scale: row.scale)
        let sticky = layout.stickyHeader(inViewAt: row.offset)
        #expect(sticky?.section == row.expected?.section)
        #expect(sticky?.y == row.expected?.y)
        if let sticky { #expect(sticky.item == sticky.section * 6) }
    }

    @Test func theContentHeightIsTheContractsSum() {
        let layout = Self.sections(4, scale: 1)
        #expect(layout.contentHeight == 44 * 20 + 28 * 4)
        #expect(layout.rowCount == 20)
        // A list without headers has nothing to stick.
        let rows = ListLayoutTests.layout(heights: [44, 44])
        #expect(rows.stickyHeader(inViewAt: 10) == nil)
    }
}
