import Testing

@testable import DemoKit

/// The focus order's walk, by table: rows, the carousel's cards among them, then the placeholder,
/// the footer and the pill; wrapping both ways.
struct FocusOrderTests {
    @Test func tabWalksRowsThenTheFooterAndWraps() {
        let order = FocusOrder(rows: 3, hasFooter: true)
        var walk: [FocusTarget?] = []
        var current: FocusTarget? = nil
        for _ in 0..<5 {
            current = order.next(after: current, start: nil)
            walk.append(current)
        }
        #expect(walk == [.row(1), .row(2), .row(3), .footer, .row(1)])
    }

    @Test func fromNothingTabStartsAtTheTopmostRowInViewAndShiftTabAtTheEnd() {
        let order = FocusOrder(rows: 20, hasFooter: true)
        #expect(order.next(after: nil, start: .row(7)) == .row(7))
        #expect(order.next(after: nil, start: .row(70)) == .row(1))
        #expect(order.previous(before: nil) == .footer)
        #expect(FocusOrder(rows: 20, hasFooter: false).previous(before: nil) == .row(20))
    }

    @Test func theCardsComeWhereTheCarouselSits() {
        let order = FocusOrder(rows: 4, carouselAfterRows: 2, cards: 3, hasFooter: true)
        let walk = (0..<order.count).map { order.target(at: $0) }
        #expect(
            walk == [.row(1), .row(2), .card(1), .card(2), .card(3), .row(3), .row(4), .footer])
        for (position, target) in walk.enumerated() {
            #expect(target.flatMap(order.position(of:)) == position)
        }
        #expect(order.previous(before: .row(3)) == .card(3))
        #expect(order.next(after: .card(3), start: nil) == .row(3))
    }

    @Test func aCarouselAboveTheFirstRowComesFirst() {
        let order = FocusOrder(rows: 2, carouselAfterRows: 0, cards: 2, hasFooter: false)
        #expect(
            (0..<order.count).map { order.target(at: $0) } == [
                .card(1), .card(2), .row(1), .row(2),
            ])
    }

    @Test func thePlaceholderAndThePillHaveTheirPlaces() {
        let order = FocusOrder(rows: 0, hasPlaceholder: true, hasFooter: true, hasPill: true)
        #expect((0..<order.count).map { order.target(at: $0) } == [.placeholder, .footer, .pill])
        #expect(order.next(after: .pill, start: nil) == .placeholder)
    }

    @Test func aControlThatIsGoneStartsAgain() {
        let order = FocusOrder(rows: 5, hasFooter: false)
        #expect(order.position(of: .row(9)) == nil)
        #expect(order.position(of: .footer) == nil)
        #expect(order.position(of: .menu(1)) == nil)
        #expect(order.next(after: .row(9), start: .row(2)) == .row(2))
        #expect(FocusOrder(rows: 0, hasFooter: false).next(after: nil, start: nil) == nil)
    }

    @Test func aHundredThousandRowsAreWalkedWithoutListingThem() {
        let order = FocusOrder(rows: 100_000, hasFooter: true)
        #expect(order.next(after: .row(100_000), start: nil) == .footer)
        #expect(order.previous(before: .row(1)) == .footer)
    }

    @Test(arguments: [
        // span, offset, the bounds' end, revealed offset (nil: in view)
        (0.0...44.0, 0.0, 1000.0, Double?.none), (880.0...924.0, 0.0, 1000.0, 204.0),
        (44.0...88.0, 200.0, 1000.0, 44.0), (700.0...744.0, 0.0, 1000.0, 24.0),
        (-50.0...0.0, 0.0, 1000.0, Double?.none), (0.0...2000.0, 500.0, 1000.0, 0.0),
        (900.0...944.0, 0.0, 160.0, 160.0), (900.0...944.0, 160.0, 160.0, Double?.none),
    ])
    func revealingMovesTheLeastWithinTheBounds(
        span: ClosedRange<Double>, offset: Double, end: Double, revealed: Double?
    ) {
        #expect(
            FocusReveal.offset(showing: span, offset: offset, viewLength: 720, bounds: 0...end)
                == revealed)
    }

    /// A feed's gap rows sit just above the row under them: after 2 rows and after 4 here.
    @Test func gapRowsTakeTheirPlaceAmongTheRows() {
        let order = FocusOrder(rows: 5, gapsAfterRows: [2, 4], hasFooter: true)
        let walk = (0..<order.count).map { order.target(at: $0) }
        let expected: [FocusTarget?] = [
            .row(1), .row(2), .gap(1), .row(3), .row(4), .gap(2), .row(5), .footer,
        ]
        #expect(walk == expected)
        for (position, target) in walk.enumerated() {
            #expect(order.position(of: target!) == position)
        }
        #expect(order.next(after: .gap(2), start: nil) == .row(5))
        #expect(order.previous(before: .row(3)) == .gap(1))
        #expect(order.position(of: .gap(3)) == nil)
        #expect(FocusTarget.gap(2).description == "gap")
    }

    @Test func theTraceNamesEachTarget() {
        #expect(
            [FocusTarget.row(3), .footer, .card(2), .pill, .placeholder, .menu(1)].map(
                \.description)
                == ["row:3", "footer", "card:2", "pill", "placeholder", "menu:1"])
    }
}
