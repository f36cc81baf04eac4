import Foundation
import Testing

@testable import RefreshCore

struct DecelerationTests {
    static let cases: [(start: Double, velocity: Double)] = [
        (0, 1000), (300, 3000), (-50, -2000), (160, 250), (0, -8000),
    ]

    @Test(arguments: cases)
    func restPointIsStartPlusVelocityTimesHalfASecond(start: Double, velocity: Double) {
        let motion = Deceleration(start: start, velocity: velocity)
        let expected = start + velocity * 0.4995
        #expect(abs(motion.restPoint - expected) <= 0.001 * abs(velocity * 0.4995))
    }

    @Test(arguments: cases)
    func velocityAfter300MillisecondsIsScaledBy0998ToThe300th(start: Double, velocity: Double) {
        let motion = Deceleration(start: start, velocity: velocity)
        let expected = velocity * pow(0.998, 300)
        #expect(abs(motion.velocity(at: 0.3) - expected) <= 1e-9 * abs(velocity))
        #expect(motion.velocity(at: 0) == velocity)
    }

    @Test(arguments: cases)
    func positionIsTheIntegralOfVelocity(start: Double, velocity: Double) {
        let motion = Deceleration(start: start, velocity: velocity)
        // Simpson's rule over 1 ms steps.
        let step = 0.001
        var position = start
        var t = 0.0
        for checkpoint in [0.05, 0.2, 0.5, 1.0, 2.5] {
            while t < checkpoint - 1e-12 {
                let mid = motion.velocity(at: t + step / 2)
                position +=
                    step / 6 * (motion.velocity(at: t) + 4 * mid + motion.velocity(at: t + step))
                t += step
            }
            #expect(abs(motion.value(at: checkpoint) - position) < 1e-6)
        }
    }

    @Test(arguments: cases)
    func durationEndsWithinHalfAPointOfTheRestPoint(start: Double, velocity: Double) {
        let motion = Deceleration(start: start, velocity: velocity)
        let duration = motion.duration(threshold: 0.5)
        #expect(duration > 0)
        #expect(abs(motion.value(at: duration) - motion.restPoint) <= 0.5 + 1e-9)
        // …and not much earlier: 10 ms before, it is still further away.
        #expect(abs(motion.value(at: duration - 0.01) - motion.restPoint) > 0.5)
    }

    @Test func aSlowMotionAlreadyWithinTheThresholdTakesNoTime() {
        let motion = Deceleration(start: 10, velocity: 0.5)
        #expect(motion.duration(threshold: 0.5) == 0)
        #expect(Deceleration(start: 10, velocity: 0).duration() == 0)
    }

    @Test(arguments: cases, [0.1, 0.5, 0.9, 0.999])
    func timeToReachRoundTrips(
        motion case: (start: Double, velocity: Double), fraction: Double
    ) throws {
        let (start, velocity) = (`case`.start, `case`.velocity)
        let motion = Deceleration(start: start, velocity: velocity)
        let target = start + (motion.restPoint - start) * fraction
        let t = try #require(motion.time(toReach: target))
        #expect(abs(motion.value(at: t) - target) < 1e-6)
        #expect(abs(motion.time(toReach: motion.value(at: 0.3))! - 0.3) < 1e-9)
    }

    @Test func positionsBehindOrBeyondTheRestPointAreNeverReached() {
        let motion = Deceleration(start: 100, velocity: 1000)
        #expect(motion.time(toReach: 50) == nil)
        #expect(motion.time(toReach: motion.restPoint + 1) == nil)
        #expect(motion.time(toReach: 100) == 0)
    }
}
