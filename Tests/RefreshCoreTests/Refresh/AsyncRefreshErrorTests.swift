import Synchronization
import TestSupport
import Testing

@testable import RefreshCore

/// An `async` action that throws ends its refresh as a failure and keeps why.
@Suite struct AsyncRefreshErrorTests {
    /// What the action throws: a reason a test can recognise.
    struct Offline: Error, Equatable {
        let host: String
    }

    /// The header's action throws: the refresh shows a failure and `refreshError` is the error
    /// thrown; the next refresh clears it while it runs and after it returns.
    @Test func aThrownErrorIsAFailureWithItsReason() async throws {
        // The scroll view is kept: the header holds it weakly.
        let (timeline, scrollView, header, _) = makeHeader()
        let gate = ActionGate()
        let fails = Mutex(true)
        header.setRefreshingAction {
            await gate.pass()
            if fails.withLock({ $0 }) { throw Offline(host: "example.org") }
        }
        header.beginRefreshing()
        timeline.advance(to: 0.25)
        try await gate.waitUntilStarted(1)
        gate.open()
        await timeline.mailbox.waitForCompletion()
        timeline.advance(to: 0.266)
        #expect(header.result == .failure)
        #expect(header.refreshError as? Offline == Offline(host: "example.org"))

        timeline.advance(to: 5)
        #expect(header.state == .idle)
        fails.withLock { $0 = false }
        header.beginRefreshing()
        timeline.advance(to: 5.25)
        try await gate.waitUntilStarted(2)
        #expect(header.refreshError == nil, "a new refresh forgets the last one's reason")
        gate.open()
        await timeline.mailbox.waitForCompletion()
        timeline.advance(to: 5.266)
        #expect(!header.isRefreshing, "a success ends the refresh")
        #expect(header.result != .failure)
        #expect(header.refreshError == nil)
        _ = scrollView
    }
}
