import Foundation
import Testing

@testable import RefreshCore

struct SpringTests {
    static let cases: [(start: Double, velocity: Double)] = [
        (-100, 0), (-100, -1000), (200, 0), (160, 3000), (0, 2000), (-300, 5000), (50, -500),
    ]

    private func spring(_ start: Double, _ velocity: Double) -> Spring {
        Spring(target: 0, start: start, velocity: velocity, omega: 10)
    }

    @Test(arguments: cases)
    func settlesWithinHalfAPointByItsDuration(start: Double, velocity: Double) {
        let spring = spring(start, velocity)
        let duration = spring.duration(threshold: 0.5)
        var t = duration
        while t < duration + 3 {
            #expect(abs(spring.value(at: t) - spring.target) <= 0.5 + 1e-9)
            t += 0.001
        }
    }

    @Test(arguments: cases)
    func startsAtItsStartCarryingItsVelocity(start: Double, velocity: Double) {
        let spring = spring(start, velocity)
        #expect(abs(spring.value(at: 0) - start) < 1e-12)
        #expect(abs(spring.velocity(at: 0) - velocity) < 1e-9)
    }

    @Test(arguments: cases)
    func velocityIsTheDerivativeOfPosition(start: Double, velocity: Double) {
        let spring = spring(start, velocity)
        let h = 1e-6
        for t in [0.01, 0.1, 0.3, 0.7] {
            let numeric = (spring.value(at: t + h) - spring.value(at: t - h)) / (2 * h)
            #expect(abs(spring.velocity(at: t) - numeric) < 1e-4 * max(1, abs(velocity)))
        }
    }

    @Test(arguments: cases)
    func overshootsAtMostOnce(start: Double, velocity: Double) {
        let spring = spring(start, velocity)
        var crossings = 0
        var previous = spring.value(at: 0) - spring.target
        var t = 0.0
        while t < 5 {
            t += 0.0005
            let current = spring.value(at: t) - spring.target
            if abs(current) > 1e-9, abs(previous) > 1e-9, (current > 0) != (previous > 0) {
                crossings += 1
            }
            if abs(current) > 1e-9 { previous = current }
        }
        #expect(crossings <= 1)
    }

    @Test func aSpringAtItsTargetWithoutVelocityIsAlreadyDone() {
        let spring = spring(0, 0)
        #expect(spring.duration() == 0)
        #expect(spring.value(at: 1) == 0)
    }

    @Test func settlesFrom100PointsAwayInUnderASecond() {
        // Critically damped, ω = 10: e^(−10t)·(1 + 10t) = 0.005 at t ≈ 0.745 s.
        let duration = spring(-100, 0).duration(threshold: 0.5)
        #expect(duration > 0.5)
        #expect(duration < 1.0)
    }
}
