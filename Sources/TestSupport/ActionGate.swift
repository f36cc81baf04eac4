import Foundation
import Synchronization

/// Holds `async` refreshing actions until the test lets them go: an action awaits `pass()`,
/// the test waits until it has started and then opens the gate for the oldest one.
///
/// Each action runs in a task of its own and tasks start in any order, so a test that holds
/// two actions waits for the first to start before it starts the second.
public final class ActionGate: Sendable {
    /// The actions waiting at the gate, oldest first, and how many have reached it.
    private let state = Mutex((waiting: [CheckedContinuation<Void, Never>](), started: 0))

    /// A gate holding nothing yet.
    public init() {}

    /// Suspends the calling action until `open()` lets it go.
    public func pass() async {
        await withCheckedContinuation { continuation in
            state.withLock {
                $0.waiting.append(continuation)
                $0.started += 1
            }
        }
    }

    /// How many actions have reached the gate so far.
    public var startedCount: Int { state.withLock { $0.started } }

    /// Lets the action that has waited longest go on.
    public func open() {
        state.withLock { $0.waiting.removeFirst() }.resume()
    }

    /// Waits, in real time and at most `seconds`, until `count` actions have reached the gate;
    /// throws when they have not.
    public func waitUntilStarted(_ count: Int, seconds: Double = 5) async throws {
        let deadline = Date().addingTimeInterval(seconds)
        while startedCount < count {
            guard Date() < deadline else {
                throw NotStarted(expected: count, started: startedCount)
            }
            try await Task.sleep(nanoseconds: 1_000_000)
        }
    }

    /// The actions a test waited for never reached the gate.
    public struct NotStarted: Error, CustomStringConvertible {
        /// How many the test waited for.
        public let expected: Int
        /// How many had started.
        public let started: Int

        /// One line.
        public var description: String { "\(started) of \(expected) actions reached the gate" }
    }
}
