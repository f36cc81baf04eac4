import CAccessibilityTestSupport
import RefreshAccessibleView
import RefreshCore
import Testing

/// The bridge's tests, one at a time: ATK's objects, its root, the callbacks and the watcher are
/// the process's, so no two of them may run at once.
@Suite(.serialized) struct AccessibilityBridgeTests {}

/// The signals ATK emitted for the bridge's objects since the last take, one a line:
/// `<tag> <signal>[:<detail>] <values>`.
enum Signals {
    /// Records from now on.
    static func record() {
        ra_test_record_start()
        _ = take()
    }

    /// What was signalled since the last take.
    static func take() -> [String] {
        guard let text = ra_test_record_take() else { return [] }
        defer { ra_test_free(text) }
        return String(cString: text).split(separator: "\n").map(String.init)
    }

    /// Stops recording.
    static func stop() {
        ra_test_record_stop()
    }
}

/// Views for the tests: a list in a 390×720 window whose rows are 44 points tall.
enum Views {
    /// The window.
    static let window = Rect(x: 0, y: 0, width: 390, height: 720)

    /// A row's frame, with the content scrolled by `offset`.
    static func rowFrame(_ index: Int, offset: Double = 0) -> Rect {
        Rect(x: 0, y: Double(index) * 44 - offset, width: 390, height: 44)
    }

    /// `count` rows from id `firstID`, named "Row N", scrolled by `offset`; `reads` counts the
    /// rows read by name.
    static func rows(
        _ count: Int, firstID: Int = 1, offset: Double = 0, reads: Counter? = nil
    ) -> AccessibleItems {
        AccessibleItems(
            count: count, firstID: count > 0 ? firstID : nil, shown: 0..<min(count, 17),
            item: { index in
                reads?.count += 1
                return AccessibleItem(
                    name: "Row \(firstID + index)", frame: rowFrame(index, offset: offset),
                    view: window)
            },
            place: { index in
                let frame = rowFrame(index, offset: offset)
                return (frame, frame.intersects(window))
            })
    }

    /// The header's status bar, above the view, named `name`.
    static func header(_ name: String = "Pull down to refresh") -> AccessibleItem {
        AccessibleItem(name: name, frame: Rect(x: 0, y: -54, width: 390, height: 54), view: window)
    }

    /// A list of `rows` rows with a header called `header`.
    static func list(
        rows: AccessibleItems, header: String = "Pull down to refresh", isMoving: Bool = false
    ) -> AccessibleView {
        AccessibleView(
            rows: rows, listFrame: window, header: Views.header(header), isMoving: isMoving)
    }
}

/// A count a closure can raise.
final class Counter {
    /// How many so far.
    var count = 0
}
