import Foundation
import Testing

/// The contract's "Single-pointer alternatives" through the binary: the context menu's items,
/// order, placement, disabled items, keys, and closing without acting.
@Suite struct DesktopMenuTests {
    /// The centre of item `number` (from 1) of a menu whose corner is at (100, 100).
    private static func item(_ number: Int) -> String {
        "110 \(100 + 32 * number - 16)"
    }

    @Test(arguments: DesktopRun.rates)
    func aRightClickOpensTheMenuAndRefreshRefreshes(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nwait 100\nclick \(Self.item(1))\nwait 1500\n",
            fps: fps)
        let open = try DesktopRun.line(at: 100, in: lines)
        #expect(open.string("menu") == "open")
        #expect(open.string("focus") == "none")
        #expect(open.string("header_state") == "idle")
        let acted = try DesktopRun.line(at: 200, in: lines)
        #expect(acted.string("menu") == "closed")
        #expect(acted.string("header_state") == "refreshing")
        #expect(lines.last?.int("refreshes") == 1)
    }

    @Test(arguments: DesktopRun.rates)
    func loadMoreLoadsWithTheBackFooter(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nwait 100\nclick \(Self.item(2))\nwait 1500\n",
            fps: fps, ["--footer", "back"])
        #expect(try DesktopRun.line(at: 200, in: lines).string("footer_state") == "refreshing")
        #expect(lines.last?.int("loads") == 1)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test(arguments: DesktopRun.rates)
    func scrollToEndAndToTopArriveWithinHalfASecond(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nclick \(Self.item(4))\nwait 600\n"
                + "click 100 100 right\nclick \(Self.item(3))\nwait 600\n",
            fps: fps, ["--footer", "none"])
        #expect(try DesktopRun.line(at: 600, in: lines).number("offset_y") == 160)
        #expect(try DesktopRun.line(at: 1200, in: lines).number("offset_y") == 0)
    }

    @Test(arguments: DesktopRun.rates)
    func anItemThatCannotActIsDisabledAndDoesNothing(fps: Int) throws {
        // No footer: Load more cannot act; a click on it leaves the menu open.
        let none = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nclick \(Self.item(2))\nwait 150\nkey Escape\n"
                + "wait 100\n",
            fps: fps, ["--footer", "none"])
        #expect(try DesktopRun.line(at: 200, in: none).string("menu") == "open")
        #expect(none.last?.string("menu") == "closed")
        #expect(none.allSatisfy { $0.number("offset_y") == 0 })
        // No more data (key n): the same.
        let noMore = try DesktopRun.trace(
            "key n\nwait 100\nclick 100 100 right\nclick \(Self.item(2))\nwait 300\n", fps: fps)
        #expect(noMore.allSatisfy { $0.string("footer_state") == "noMoreData" })
        #expect(noMore.last?.int("loads") == 0)
        // A load in flight: the same (no second load is asked for); Cancel comes first then,
        // so Load more is the third item.
        let inFlight = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nclick \(Self.item(2))\nwait 100\n"
                + "click 100 100 right\nclick \(Self.item(3))\nwait 150\nkey Escape\nwait 1500\n",
            fps: fps, ["--footer", "back"])
        #expect(try DesktopRun.line(at: 300, in: inFlight).string("menu") == "open")
        #expect(inFlight.last?.int("loads") == 1)
    }

    @Test(arguments: DesktopRun.rates)
    func aClickOrADragOutsideClosesItAndNothingUnderItReacts(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nwait 100\ndown 300 600\nmove 300 200 300\nup\n"
                + "wait 300\n",
            fps: fps)
        #expect(try DesktopRun.line(at: 200, in: lines).string("menu") == "closed")
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") == false })
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test(arguments: DesktopRun.rates)
    func itOpensInsideTheViewNearTheCorner(fps: Int) throws {
        // Opened at (389, 719), its 200 × 128 points are moved to (182, 584): 8 points from the
        // view's right and bottom edges (the status bar showing at launch takes the top 22
        // points, so the list's bottom is 720 below its top at 22).
        let lines = try DesktopRun.trace(
            "wait 100\nclick 389 719 right\nclick 195 600\nwait 300\n", fps: fps)
        #expect(try DesktopRun.line(at: 200, in: lines).string("header_state") == "refreshing")
        let missed = try DesktopRun.trace(
            "wait 100\nclick 389 719 right\nclick 175 600\nwait 300\n", fps: fps)
        #expect(missed.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test(arguments: DesktopRun.rates)
    func theFloorHeaderAddsSecondFloorAfterRefresh(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 100 right\nclick \(Self.item(2))\nwait 1000\n", fps: fps,
            ["--header", "floor"])
        #expect(try DesktopRun.line(at: 200, in: lines).string("floor") == "opening")
        #expect(lines.last?.string("floor") == "open")
        #expect(lines.allSatisfy { $0.int("refreshes") == 0 })
    }

    @Test(arguments: DesktopRun.rates)
    func overTheCarouselLoadMoreCardsComesFirst(fps: Int) throws {
        // The band lies from 88 to 268 (after 2 rows); the menu opens at (100, 150).
        let lines = try DesktopRun.trace(
            "wait 100\nclick 100 150 right\nclick 110 160\nwait 1500\n", fps: fps,
            ["--carousel", "2"])
        #expect(try DesktopRun.line(at: 200, in: lines).string("trailer_state") == "refreshing")
        #expect(lines.last?.int("trailer_loads") == 1)
        #expect(lines.last?.int("cards") == 12)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test(arguments: ["Menu", "Application", "Shift+F10"])
    func theMenusKeysOpenItWithTheFirstItemAndItIsDrivenByKeys(key: String) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey \(key)\nwait 100\nkey Down\nwait 100\nkey Return\nwait 1500\n",
            fps: 30, ["--footer", "back"])
        #expect(try DesktopRun.line(at: 100, in: lines).string("focus") == "menu:1")
        #expect(try DesktopRun.line(at: 200, in: lines).string("focus") == "menu:2")
        let acted = try DesktopRun.line(at: 300, in: lines)
        #expect(acted.string("menu") == "closed")
        #expect(acted.string("focus") == "none")
        #expect(acted.string("footer_state") == "refreshing")
        #expect(lines.last?.int("loads") == 1)
    }

    @Test(arguments: DesktopRun.rates)
    func upWrapsToTheLastItemAndEscapeClosesWithoutActing(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "key Menu\nkey Up\nwait 150\nkey Escape\nwait 100\nkey Return\nwait 400\n", fps: fps)
        #expect(try DesktopRun.line(at: 100, in: lines).string("focus") == "menu:4")
        #expect(try DesktopRun.line(at: 200, in: lines).string("menu") == "closed")
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }
}
