import Testing

@testable import RefreshCore

struct VelocityTrackerTests {
    @Test(arguments: [30.0, 60.0, 120.0, 240.0], [500.0, -1234.0, 3000.0])
    func linearSamplesGiveTheExactVelocity(hz: Double, speed: Double) {
        var tracker = VelocityTracker()
        var last = 0.0
        for i in 0...Int(hz / 2) {
            last = Double(i) / hz
            tracker.add(time: last, position: 100 + speed * last)
        }
        #expect(abs(tracker.velocity(at: last) - speed) < 1e-6)
    }

    @Test(arguments: [0.101, 0.15, 0.2, 1.0])
    func aPauseOfMoreThan100MillisecondsBeforeReleaseMeansZero(pause: Double) {
        var tracker = VelocityTracker()
        for i in 0...12 {
            let t = Double(i) / 60
            tracker.add(time: t, position: 1000 * t)
        }
        #expect(tracker.velocity(at: 0.2 + pause) == 0)
    }

    @Test(arguments: [0.0, 0.05, 0.099])
    func aShortPauseKeepsTheVelocity(pause: Double) {
        var tracker = VelocityTracker()
        for i in 0...12 {
            let t = Double(i) / 60
            tracker.add(time: t, position: 1000 * t)
        }
        #expect(abs(tracker.velocity(at: 0.2 + pause) - 1000) < 1e-6)
    }

    @Test(arguments: [60.0, 120.0, 240.0])
    func onlyTheLast100MillisecondsCount(hz: Double) {
        var tracker = VelocityTracker()
        // Half a second at 50 pt/s, then the last 100 ms at 2000 pt/s.
        var position = 0.0
        let slowFrames = Int(0.5 * hz)
        let fastFrames = Int(0.1 * hz)
        tracker.add(time: 0, position: 0)
        for i in 1...(slowFrames + fastFrames) {
            position += (i <= slowFrames ? 50 : 2000) / hz
            tracker.add(time: Double(i) / hz, position: position)
        }
        let release = Double(slowFrames + fastFrames) / hz
        #expect(abs(tracker.velocity(at: release) - 2000) < 1e-6)
    }

    @Test func fewerThanTwoSamplesGiveZero() {
        var tracker = VelocityTracker()
        #expect(tracker.velocity(at: 0) == 0)
        tracker.add(time: 0, position: 10)
        #expect(tracker.velocity(at: 0) == 0)
    }

    @Test func resetForgetsEarlierSamples() {
        var tracker = VelocityTracker()
        tracker.add(time: 0, position: 0)
        tracker.add(time: 0.05, position: 100)
        tracker.reset()
        tracker.add(time: 0.06, position: 100)
        #expect(tracker.velocity(at: 0.06) == 0)
        tracker.add(time: 0.08, position: 90)
        #expect(abs(tracker.velocity(at: 0.08) - -500) < 1e-6)
    }

    @Test func manyMoreSamplesThanTheRingHoldsStillGiveTheVelocity() {
        var tracker = VelocityTracker(capacity: 8)
        for i in 0...1000 {
            let t = Double(i) / 1000
            tracker.add(time: t, position: -700 * t)
        }
        #expect(abs(tracker.velocity(at: 1) - -700) < 1e-6)
    }
}
