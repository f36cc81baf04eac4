import FoundationEssentials
import RefreshSource
import Testing

@testable import DemoKit

/// `--stale-after` and the backoff of automatic refreshes, by numbers.
struct RefreshScheduleTests {
    @Test func aFeedIsStaleOnceItsLastSuccessIsOlderThanStaleAfter() {
        var schedule = RefreshSchedule(staleAfter: 60)
        #expect(schedule.isStale(at: 0))
        schedule.succeeded(at: 100)
        #expect(!schedule.isStale(at: 160) && schedule.isStale(at: 160.5))
        #expect(!RefreshSchedule(staleAfter: 0).isStale(at: 1e9))
    }

    @Test func theBackoffDoublesFromAMinuteToAnHourAndASuccessEndsIt() {
        var schedule = RefreshSchedule(staleAfter: 60)
        let waits = (1...8).map { n -> Double in
            schedule.failed(at: 1000, retryAfter: nil)
            #expect(!schedule.allowsAutomatic(at: 1000))
            return (schedule.notBefore ?? 0) - 1000
        }
        #expect(waits == [60, 120, 240, 480, 960, 1920, 3600, 3600])
        #expect(schedule.failuresInARow == 8)
        schedule.succeeded(at: 2000)
        #expect(schedule.allowsAutomatic(at: 2000) && schedule.failuresInARow == 0)
    }

    @Test func retryAfterHoldsAutomaticRefreshesBackWhenLonger() {
        var schedule = RefreshSchedule(staleAfter: 60)
        schedule.failed(at: 0, retryAfter: .seconds(120))
        #expect(schedule.notBefore == 120)
        schedule.failed(at: 0, retryAfter: .seconds(10))
        #expect(schedule.notBefore == 120)  // the backoff's 120 s is longer
        schedule.failed(at: 0, retryAfter: .date(Date(timeIntervalSince1970: 5000)))
        #expect(schedule.notBefore == 5000)
        #expect(!schedule.allowsAutomatic(at: 4999) && schedule.allowsAutomatic(at: 5000))
    }
}
