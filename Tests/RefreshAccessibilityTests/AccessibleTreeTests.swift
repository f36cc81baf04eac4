import RefreshAccessibleView
import RefreshCore
import Testing

@testable import RefreshAccessibility

extension AccessibilityBridgeTests {
    /// The tree follows one view to the next and signals what changed, and only that, as ATK
    /// emits it to the AT-SPI bridge (tags: 1 the frame, 2 the list, 3 the header, 7 the
    /// header's notifications, rows from 2^32 plus their id). No bus: the objects exist without
    /// one.
    @Suite struct Diffing {
        static let row = 1 << 32

        /// A tree showing `view`, its first update done and its signals taken.
        private func tree(_ view: AccessibleView) -> AccessibleTree {
            let tree = AccessibleTree(
                view: view, application: "refresh-accessibility-tests", title: "Test window")
            Signals.record()
            tree.update(view, origin: .zero)
            _ = Signals.take()
            return tree
        }

        @Test func theSameViewAgainSignalsNothing() {
            defer { Signals.stop() }
            let view = Views.list(rows: Views.rows(20))
            let tree = tree(view)
            _ = tree.rowObject(at: 0)
            _ = Signals.take()
            tree.update(view, origin: .zero)
            tree.update(view, origin: .zero)
            #expect(Signals.take() == [])
        }

        /// A new title is the header's name, said by one of its notifications becoming showing;
        /// the next title by the next notification.
        @Test func aNewTitleRenamesTheHeaderAndIsAnnounced() {
            defer { Signals.stop() }
            let tree = tree(Views.list(rows: Views.rows(3)))
            tree.update(Views.list(rows: Views.rows(3), header: "Loading..."), origin: .zero)
            #expect(
                Signals.take() == [
                    "3 property-change:accessible-name Loading...",
                    "7 property-change:accessible-name Loading...",
                    "7 state-change:showing showing 1",
                ])
        }

        /// Rows that come are announced by index, with no object made for them; rows that go
        /// are removed from the end, the object a client made carried with its removal.
        @Test func rowsThatComeAndGoAreAnnouncedByIndex() {
            defer { Signals.stop() }
            let tree = tree(Views.list(rows: Views.rows(3)))
            tree.update(Views.list(rows: Views.rows(5)), origin: .zero)
            #expect(
                Signals.take() == [
                    "2 children-changed:add 3 -1", "2 children-changed:add 4 -1",
                ])
            // A client reads the third row: its object is made, and kept by the tree alone.
            #expect(tree.rowObject(at: 2)?.tag == Self.row + 3)
            _ = Signals.take()
            tree.update(Views.list(rows: Views.rows(2)), origin: .zero)
            #expect(
                Signals.take() == [
                    "2 children-changed:remove 4 -1", "2 children-changed:remove 3 -1",
                    "2 children-changed:remove 2 \(Self.row + 3)",
                    "\(Self.row + 3) state-change:defunct defunct 1",
                ])
        }

        /// A list of any length costs what clients read: a view of 100 000 rows reads none as
        /// it is followed, and one as a client asks for it; past 1 000 rows the list manages
        /// its descendants and only the first 100 rows that came are announced.
        @Test func aLongListReadsOnlyTheRowsAskedFor() {
            defer { Signals.stop() }
            let reads = Counter()
            let tree = tree(Views.list(rows: Views.rows(0)))
            tree.update(Views.list(rows: Views.rows(100_000, reads: reads)), origin: .zero)
            let signals = Signals.take()
            #expect(reads.count == 0)
            #expect(signals.filter { $0.hasPrefix("2 children-changed:add") }.count == 100)
            #expect(signals.contains("2 state-change:manages-descendants manages-descendants 1"))
            #expect(tree.childCount(of: AccessibleTag.list) == 100_000)
            #expect(tree.child(of: AccessibleTag.list, at: 99_999) != nil)
            #expect(reads.count == 1)
        }

        /// While the list moves its rows say nothing of their bounds; once it rests, each row
        /// that moved says its last bounds once.
        @Test func aMovingListSaysItsRowsBoundsOnceItRests() {
            defer { Signals.stop() }
            let tree = tree(Views.list(rows: Views.rows(20)))
            for index in 0..<2 { _ = tree.rowObject(at: index) }
            _ = Signals.take()
            for offset in [10.0, 20, 30] {
                tree.update(
                    Views.list(rows: Views.rows(20, offset: offset), isMoving: true),
                    origin: .zero)
            }
            #expect(Signals.take().filter { $0.contains("bounds-changed") } == [])
            tree.update(Views.list(rows: Views.rows(20, offset: 30)), origin: .zero)
            // In no particular order: the tree keeps its rows' objects by id.
            #expect(
                Signals.take().sorted() == [
                    "\(Self.row + 1) bounds-changed 0,-30,390,44",
                    "\(Self.row + 2) bounds-changed 0,14,390,44",
                ])
        }

        /// The focus on a row: the list keeps it (it had it, taking the keys) and the row takes
        /// it too, made as it is focused, the list's active descendant with the focus event;
        /// back to none, the list alone has it.
        @Test func theFocusMovesToARowInsideItsList() {
            defer { Signals.stop() }
            let tree = tree(Views.list(rows: Views.rows(5)))
            var view = Views.list(rows: Views.rows(5))
            view.focus = .row(2)
            tree.update(view, origin: .zero)
            let row = Self.row + 2
            let made = [
                "enabled enabled 1", "sensitive sensitive 1", "focusable focusable 1",
            ].map { "\(row) state-change:\($0)" }
            #expect(
                Signals.take().filter { !$0.contains("property-change") } == made + [
                    "\(row) bounds-changed 0,44,390,44", "\(row) state-change:visible visible 1",
                    "\(row) state-change:showing showing 1",
                    "\(row) state-change:focused focused 1",
                    "2 active-descendant-changed \(row)", "\(row) focus",
                ])
            view.focus = nil
            tree.update(view, origin: .zero)
            #expect(Signals.take() == ["\(row) state-change:focused focused 0", "2 focus"])
        }

        /// The menu's items act by their index: a disabled one cannot, an enabled one chooses
        /// it; a new menu is new objects in the frame.
        @Test func theMenusItemsActByTheirIndex() {
            defer { Signals.stop() }
            let tree = tree(Views.list(rows: Views.rows(5)))
            var view = Views.list(rows: Views.rows(5))
            view.menu = ["Refresh", "Load more"].enumerated().map { index, name in
                AccessibleItem(
                    name: name,
                    frame: Rect(x: 100, y: 100 + 32 * Double(index), width: 200, height: 32),
                    view: Views.window, isEnabled: index == 0)
            }
            tree.update(view, origin: .zero)
            #expect(Signals.take().contains("1 children-changed:add 2 11"))
            let items = AccessibleTag.menuItems
            #expect(tree.action(of: items, at: 0) == .chooseMenuItem(0))
            #expect(tree.action(of: items + 1, at: 0) == nil)
            #expect(tree.childCount(of: AccessibleTag.menu) == 2)
            view.menu = nil
            tree.update(view, origin: .zero)
            #expect(Signals.take().contains("1 children-changed:remove 2 11"))
            #expect(tree.action(of: items, at: 0) == nil)
        }
    }
}
