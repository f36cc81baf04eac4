import CAccessibility
import CAccessibilityTestSupport
import Foundation
import RefreshAccessibleView
import RefreshCore
import Synchronization
import Testing

@testable import RefreshAccessibility

extension AccessibilityBridgeTests {
    /// The bridge's life on a real accessibility bus of the test's own (`PrivateBus`): it
    /// starts, is reached by a client through the registry, stops, starts again; a released
    /// one stops itself; the watcher wakes the loop with its lock let go, and once, not for
    /// ever, when its poll fails.
    @Suite struct Lifetime {
        /// How often the loop's wake was called.
        static let wakes = Atomic(0)

        static let title = "Test window"

        /// Starts a bridge showing three rows.
        private func start() -> (
            bridge: AccessibilityBridge?, refusal: AccessibilityBridge.Refusal?
        ) {
            AccessibilityBridge.start(
                mode: .on, application: "refresh-accessibility-tests", title: Self.title,
                view: Views.list(rows: Views.rows(3)),
                wake: {
                    // Takes the watcher's lock: called under it, this would never return.
                    _ = ra_wait_watching()
                    Lifetime.wakes.add(1, ordering: .relaxed)
                })
        }

        /// Pumps `bridge` until the registry lists `count` applications; their bus names.
        private func applications(
            _ count: Int, on bus: PrivateBus, pumping bridge: AccessibilityBridge?
        ) throws -> [String] {
            let start = Date()
            while true {
                bridge?.pump()
                let names = try bus.applications()
                if names.count == count || Date().timeIntervalSince(start) > PrivateBus.patience {
                    return names
                }
                usleep(10_000)
            }
        }

        /// The name of the frame of the application at `name`, asked over the bus as a screen
        /// reader asks (its root's child 0), answered by the bridge as it is pumped.
        private func frameName(
            of name: String, on bus: PrivateBus, pumping bridge: AccessibilityBridge
        ) throws -> String? {
            let child = try PrivateBus.call(
                bus.accessibility, name, "/org/a11y/atspi/accessible/root",
                "org.a11y.atspi.Accessible.GetChildAtIndex", "int32:0",
                whileWaiting: { bridge.pump() })
            // A reference: the application's bus name and the child's path.
            let words = child.joined(separator: " ").split(separator: " ")
            guard let path = words.first(where: { $0.hasPrefix("/") }).map(String.init) else {
                return nil
            }
            return try PrivateBus.call(
                bus.accessibility, name, path, "org.freedesktop.DBus.Properties.Get",
                "string:org.a11y.atspi.Accessible", "string:Name",
                whileWaiting: { bridge.pump() }
            ).last
        }

        @Test func startStopAndStartAgain() throws {
            let bus = try PrivateBus()
            defer { bus.close() }
            let (first, refusal) = start()
            let bridge = try #require(first, "refused: \(String(describing: refusal))")
            #expect(bridge.isRunning && bridge.isWatching)
            let names = try applications(1, on: bus, pumping: bridge)
            #expect(names.count == 1)
            #expect(
                try frameName(of: names[0], on: bus, pumping: bridge)?.hasSuffix(Self.title) == true
            )
            // One root a process: a second bridge is refused while the first runs.
            let second = start()
            #expect(second.bridge == nil && second.refusal == .alreadyRunning)

            // ATK asks the bridge for the list's rows; once stopped, nobody is asked.
            let list = bridge.tree.list
            #expect(ra_test_child_count(list.handle) == 3)
            bridge.stop()
            #expect(ra_test_child_count(list.handle) == 0)
            #expect(!bridge.isRunning && !bridge.isWatching && !bridge.pump())
            #expect(try applications(0, on: bus, pumping: nil) == [])
            // Stopped, its wait no longer watches: the loop may wait as long as it likes.
            #expect(bridge.wait { $0 } == nil)

            let (again, _) = start()
            let restarted = try #require(again)
            let renamed = try applications(1, on: bus, pumping: restarted)
            #expect(renamed.count == 1 && renamed != names)
            #expect(
                try frameName(of: renamed[0], on: bus, pumping: restarted)?.hasSuffix(Self.title)
                    == true)
            restarted.stop()
        }

        /// Released without a stop, the bridge stops itself: it leaves the registry and another
        /// can start (were its callbacks left, ATK would call into freed memory).
        @Test func aReleasedBridgeStopsItself() throws {
            let bus = try PrivateBus()
            defer { bus.close() }
            weak var released: AccessibilityBridge?
            // The list's object outlives the bridge (as one a client holds does).
            let list: AccessibleNode
            do {
                let bridge = try #require(start().bridge)
                released = bridge
                list = bridge.tree.list
                #expect(try applications(1, on: bus, pumping: bridge).count == 1)
                #expect(ra_test_child_count(list.handle) == 3)
            }
            #expect(released == nil)
            #expect(ra_test_child_count(list.handle) == 0)
            #expect(try applications(0, on: bus, pumping: nil) == [])
            let again = try #require(start().bridge)
            #expect(try applications(1, on: bus, pumping: again).count == 1)
        }

        /// A client's message ends the loop's wait through `wake`, called with the watcher's
        /// lock let go (the wake takes it); a poll that fails wakes the loop once and ends the
        /// watcher: the waits that follow are capped at 0.1 s and wake nothing.
        @Test func theWatcherWakesTheLoopAndStopsOnAFailingPoll() throws {
            let bus = try PrivateBus()
            defer { bus.close() }
            let bridge = try #require(start().bridge)
            defer { bridge.stop() }
            _ = try applications(1, on: bus, pumping: bridge)
            // Woken by GLib's own wake-up, as by a message on the bus. A wait of 0 is none (GLib
            // had something due): the watcher polls only in a wait.
            let before = Self.wakes.load(ordering: .relaxed)
            var woken = false
            for _ in 0..<100 where !woken {
                woken = bridge.wait { most in
                    guard most != 0 else { return false }
                    ra_test_wake_glib()
                    return waitForWake(after: before)
                }
                bridge.pump()
            }
            #expect(woken)

            ra_test_fail_polls(true)
            defer { ra_test_fail_polls(false) }
            let failing = Self.wakes.load(ordering: .relaxed)
            for _ in 0..<100 where bridge.isWatching {
                _ = bridge.wait { most in most == 0 ? false : waitForWake(after: failing) }
                bridge.pump()
            }
            #expect(!bridge.isWatching)
            #expect(Self.wakes.load(ordering: .relaxed) == failing + 1)
            // At most a tenth of a second each (less when GLib has a timeout due sooner), and
            // nothing wakes them.
            let capped = (0..<5).map { _ in bridge.wait { $0 } }
            #expect(capped.allSatisfy { ($0 ?? .infinity) <= 0.1 } && capped.contains(0.1))
            #expect(Self.wakes.load(ordering: .relaxed) == failing + 1)
        }

        /// Waits (at most `PrivateBus.patience`) until the wake was called after `count` calls.
        private func waitForWake(after count: Int) -> Bool {
            let start = Date()
            while Self.wakes.load(ordering: .relaxed) <= count {
                guard Date().timeIntervalSince(start) < PrivateBus.patience else { return false }
                usleep(1000)
            }
            return true
        }
    }
}
