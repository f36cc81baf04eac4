import RefreshCore
import Testing

@testable import DemoKit

/// The context menu's rules as values: where it opens, what the keyboard and the pointer choose,
/// and that a disabled item is never chosen.
struct ContextMenuTests {
    private static let view = Size(width: 390, height: 720)

    private static func menu(
        at point: Point, enabled: [Bool] = [true, true, true, true], byKey: Bool = false
    ) -> ContextMenu<Int> {
        ContextMenu(
            entries: enabled.enumerated().map {
                .init($0.offset, title: "\($0.offset)", isEnabled: $0.element)
            },
            at: point, in: view, choosingFirst: byKey)
    }

    @Test(arguments: [
        // pointer, the menu's top-left corner: 8 points at least from every edge, so its border
        // and shadow are never cut
        (Point(x: 10, y: 20), Point(x: 10, y: 20)),
        (Point(x: 300, y: 20), Point(x: 182, y: 20)),
        (Point(x: 10, y: 700), Point(x: 10, y: 584)),
        (Point(x: 389, y: 719), Point(x: 182, y: 584)),
        (Point(x: -30, y: -5), Point(x: 8, y: 8)),
        (Point(x: 2, y: 3), Point(x: 8, y: 8)),
    ])
    func itOpensAtThePointerMovedJustEnoughToLieInsideTheView(pointer: Point, corner: Point) {
        let menu = Self.menu(at: pointer)
        #expect(menu.frame == Rect(origin: corner, size: Size(width: 200, height: 128)))
        #expect(
            menu.frame(ofEntry: 2) == Rect(x: corner.x, y: corner.y + 64, width: 200, height: 32))
    }

    @Test func aKeyOpensItWithTheFirstEnabledItemChosenAClickWithNone() {
        #expect(Self.menu(at: .zero, enabled: [false, true, true, false], byKey: true).chosen == 1)
        #expect(Self.menu(at: .zero, enabled: [false, true, true, false]).chosen == nil)
        #expect(Self.menu(at: .zero, enabled: [false, false], byKey: true).chosen == nil)
    }

    @Test(arguments: [
        // enabled, moves, chosen after each
        ([true, true, true, true], [1, 1, 1, 1, -1], [0, 1, 2, 3, 2]),
        ([true, false, true, false], [1, 1, 1, -1], [0, 2, 0, 2]),
        ([false, true, false, true], [-1, -1, 1], [3, 1, 3]),
    ])
    func upAndDownSkipDisabledItemsAndWrap(enabled: [Bool], moves: [Int], chosen: [Int]) {
        var menu = Self.menu(at: .zero, enabled: enabled)
        var seen: [Int?] = []
        for step in moves {
            menu.move(by: step)
            seen.append(menu.chosen)
        }
        #expect(seen == chosen)
    }

    @Test func nothingIsChosenWhenNoItemCanAct() {
        var menu = Self.menu(at: .zero, enabled: [false, false, false])
        menu.move(by: 1)
        menu.hover(at: Point(x: 5, y: 5))
        #expect(menu.chosen == nil)
    }

    @Test(arguments: [
        // point, entry under it
        (Point(x: 15, y: 25), Optional(0)), (Point(x: 100, y: 57), 1), (Point(x: 209, y: 147), 3),
        (Point(x: 211, y: 40), nil), (Point(x: 100, y: 149), nil), (Point(x: 9, y: 40), nil),
    ])
    func theEntryUnderThePointer(point: Point, entry: Int?) {
        #expect(Self.menu(at: Point(x: 10, y: 20)).entry(at: point) == entry)
    }

    @Test func hoveringChoosesAnEnabledItemAndLeavesADisabledOneAlone() {
        // Opened at (0, 0), it lies at (8, 8).
        var menu = Self.menu(at: .zero, enabled: [true, false, true, true])
        menu.hover(at: Point(x: 13, y: 78))
        #expect(menu.chosenItem == 2)
        menu.hover(at: Point(x: 13, y: 48))
        #expect(menu.chosenItem == 2)
        menu.hover(at: Point(x: 300, y: 300))
        #expect(menu.chosenItem == 2)
    }
}
