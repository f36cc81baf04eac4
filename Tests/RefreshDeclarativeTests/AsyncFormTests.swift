import RefreshCore
import RefreshDeclarative
import TestSupport
import Testing

/// An error an action throws.
struct Offline: Error {}

/// `.refreshable` and `.loadMore` with Swift concurrency, under the simulated clock: the answer
/// is applied on the frame loop, at the next advance after the work finishes.
struct AsyncFormTests {
    @Test(arguments: [false, true])
    func aRefreshableHeaderEndsWithTheActionsResult(throwing: Bool) async throws {
        let rig = BridgeRig()
        let gate = ActionGate()
        rig.bridge.update(
            RefreshList(rows: 20).resultDwell(success: 0.5, failure: 0.5).refreshable {
                await gate.pass()
                if throwing { throw Offline() }
            })
        rig.pullToRefresh()
        rig.wait(0.3)
        try await gate.waitUntilStarted(1)
        let header = try #require(rig.bridge.header)
        #expect(header.state == .refreshing)
        gate.open()
        await rig.timeline.mailbox.waitForCompletion()
        // Finished, but applied only on the frame loop.
        #expect(header.result == nil)
        rig.wait(0.016)
        #expect(header.result == (throwing ? .failure : .success))
        #expect(header.state == .refreshing)
        rig.wait(1)
        #expect(header.state == .idle)
        #expect(rig.scrollView.contentInset.top == 0)
    }

    @Test func anUpdateWhileTheAsyncRefreshRunsKeepsItsCompletion() async throws {
        let rig = BridgeRig()
        let gate = ActionGate()
        let list = { (rows: Int) in
            RefreshList(rows: rows).refreshable { await gate.pass() }
        }
        rig.bridge.update(list(20))
        rig.bridge.header?.beginRefreshing()
        rig.wait(0.3)
        try await gate.waitUntilStarted(1)
        rig.bridge.update(list(40))
        rig.wait(0.1)
        #expect(rig.bridge.header?.state == .refreshing)
        gate.open()
        await rig.timeline.mailbox.waitForCompletion()
        rig.wait(0.016)
        #expect(rig.bridge.header?.state == .idle)
        #expect(!rig.timeline.mailbox.hasOutstandingWork)
    }

    @Test func loadMoreRunsWhenTheFooterComesIntoViewAndEndsWhenItReturns() async throws {
        let rig = BridgeRig()
        let gate = ActionGate()
        let loads = Counter()
        rig.bridge.update(
            RefreshList(rows: 20).loadMore {
                await gate.pass()
                loads.add()
            })
        rig.scrollView.setContentOffsetY(rig.scrollView.maxOffsetY)
        rig.wait(0.016)
        let footer = try #require(rig.bridge.footer)
        #expect(footer.isRefreshing)
        try await gate.waitUntilStarted(1)
        gate.open()
        await rig.timeline.mailbox.waitForCompletion()
        rig.wait(0.016)
        #expect(loads.count == 1)
        #expect(footer.state == .idle)
    }

    @Test func aSwappedHeaderIgnoresTheLateAnswerOfTheOld() async throws {
        let rig = BridgeRig()
        let gate = ActionGate()
        rig.bridge.update(RefreshList(rows: 20).refreshable { await gate.pass() })
        rig.bridge.header?.beginRefreshing()
        rig.wait(0.3)
        try await gate.waitUntilStarted(1)
        rig.bridge.update(
            RefreshList(rows: 20).header(look: TitleLook.header, id: "other")
                .refreshable { await gate.pass() })
        #expect(rig.bridge.header?.state == .idle)
        gate.open()
        // The old action's answer has arrived (a revoked ticket still posts), so the next frame
        // drains it: a real-time sleep could end before it arrives and prove nothing.
        await rig.timeline.mailbox.waitForCompletion()
        rig.wait(0.016)
        #expect(rig.bridge.header?.state == .idle)
        #expect(!rig.timeline.mailbox.hasOutstandingWork)
    }
}
