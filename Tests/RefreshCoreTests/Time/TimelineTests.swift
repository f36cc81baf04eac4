import Testing

@testable import RefreshCore

struct TimelineTests {
    @Test func timersFireInTimeOrderAtTheirExactInstant() {
        let timeline = Timeline()
        var fired: [(String, Double)] = []
        timeline.schedule(at: 0.7) { fired.append(("c", timeline.now)) }
        timeline.schedule(at: 0.25) { fired.append(("a", timeline.now)) }
        timeline.schedule(after: 0.5) { fired.append(("b", timeline.now)) }
        timeline.advance(to: 1)
        #expect(fired.map(\.0) == ["a", "b", "c"])
        #expect(fired.map(\.1) == [0.25, 0.5, 0.7])
        #expect(timeline.now == 1)
    }

    @Test func timersDueLaterDoNotFireEarly() {
        let timeline = Timeline()
        var fired = false
        timeline.schedule(at: 0.5) { fired = true }
        timeline.advance(to: 0.4999)
        #expect(!fired)
        timeline.advance(to: 0.5)
        #expect(fired)
    }

    @Test func tiesFireInSchedulingOrder() {
        let timeline = Timeline()
        var fired: [Int] = []
        for i in 0..<5 { timeline.schedule(at: 0.3) { fired.append(i) } }
        timeline.schedule(at: 0.1) { fired.append(-1) }
        timeline.advance(to: 0.3)
        #expect(fired == [-1, 0, 1, 2, 3, 4])
    }

    @Test func cancelledTimersDoNotFire() {
        let timeline = Timeline()
        var fired: [String] = []
        let a = timeline.schedule(at: 0.1) { fired.append("a") }
        timeline.schedule(at: 0.2) { fired.append("b") }
        #expect(timeline.isPending(a))
        timeline.cancel(a)
        #expect(!timeline.isPending(a))
        timeline.advance(to: 1)
        #expect(fired == ["b"])
        timeline.cancel(a)  // cancelling twice does nothing
        #expect(!timeline.hasPendingTimers)
    }

    @Test func aTimerCanCancelALaterOneInTheSameAdvance() {
        let timeline = Timeline()
        var fired: [String] = []
        var later: Timeline.Token?
        timeline.schedule(at: 0.1) {
            fired.append("a")
            timeline.cancel(later)
        }
        later = timeline.schedule(at: 0.2) { fired.append("b") }
        timeline.advance(to: 1)
        #expect(fired == ["a"])
    }

    @Test(arguments: [0.0, 0.1, 0.35])
    func timersScheduledDuringAnAdvanceStillFireInIt(delay: Double) {
        let timeline = Timeline()
        var fired: [(String, Double)] = []
        timeline.schedule(at: 0.2) {
            fired.append(("first", timeline.now))
            timeline.schedule(after: delay) { fired.append(("second", timeline.now)) }
        }
        timeline.schedule(at: 0.6) { fired.append(("last", timeline.now)) }
        timeline.advance(to: 1)
        #expect(fired.map(\.0) == ["first", "second", "last"])
        #expect(abs(fired[1].1 - (0.2 + delay)) < 1e-12)
    }

    @Test func aTimerInThePastFiresOnTheNextAdvanceAtTheCurrentTime() {
        let timeline = Timeline(start: 2)
        var firedAt: Double?
        timeline.schedule(at: 1) { firedAt = timeline.now }
        #expect(timeline.nextDeadline == 2)
        timeline.advance(to: 2)
        #expect(firedAt == 2)
    }

    @Test func theClockNeverGoesBack() {
        let timeline = Timeline()
        timeline.advance(to: 1)
        timeline.advance(to: 0.5)
        #expect(timeline.now == 1)
    }

    @Test func tickHandlersRunAfterEachTimerAndAtTheEnd() {
        let timeline = Timeline()
        var ticks: [Double] = []
        timeline.onTick { ticks.append(timeline.now) }
        timeline.schedule(at: 0.1) {}
        timeline.schedule(at: 0.3) {}
        timeline.advance(to: 0.5)
        #expect(ticks == [0.1, 0.3, 0.5])
    }
}
