import Testing

@testable import RefreshCore

struct TimingCurveTests {
    private static let fractions = (0...100).map { Double($0) / 100 }

    @Test func linearIsTheIdentity() {
        for x in Self.fractions {
            #expect(TimingCurve.linear.value(at: x) == x)
            #expect(TimingCurve.linear.slope(at: x) == 1)
        }
    }

    @Test(arguments: [TimingCurve.linear, .easeInOut, .easeOut])
    func startsAtZeroAndEndsAtOne(curve: TimingCurve) {
        #expect(abs(curve.value(at: 0)) < 1e-9)
        #expect(abs(curve.value(at: 1) - 1) < 1e-9)
        #expect(abs(curve.value(at: -0.5)) < 1e-9)
        #expect(abs(curve.value(at: 1.5) - 1) < 1e-9)
    }

    @Test(arguments: [TimingCurve.linear, .easeInOut, .easeOut])
    func progressNeverGoesBack(curve: TimingCurve) {
        var previous = curve.value(at: 0)
        for i in 1...1000 {
            let value = curve.value(at: Double(i) / 1000)
            #expect(value >= previous - 1e-12)
            previous = value
        }
    }

    @Test func easeInOutIsSymmetricAboutItsMiddle() {
        #expect(abs(TimingCurve.easeInOut.value(at: 0.5) - 0.5) < 1e-9)
        for x in Self.fractions {
            let sum = TimingCurve.easeInOut.value(at: x) + TimingCurve.easeInOut.value(at: 1 - x)
            #expect(abs(sum - 1) < 1e-9)
        }
    }

    @Test func easeInOutStartsAndEndsSlowly() {
        let curve = TimingCurve.easeInOut
        #expect(curve.value(at: 0.1) < 0.1)
        #expect(curve.value(at: 0.9) > 0.9)
        #expect(curve.slope(at: 0.5) > 1)
    }

    @Test func easeOutIsAheadOfLinear() {
        for x in Self.fractions.dropFirst().dropLast() {
            #expect(TimingCurve.easeOut.value(at: x) > x)
        }
    }

    @Test(arguments: [TimingCurve.easeInOut, .easeOut])
    func slopeIsTheDerivativeOfProgress(curve: TimingCurve) {
        let h = 1e-6
        for x in [0.1, 0.3, 0.5, 0.7, 0.9] {
            let numeric = (curve.value(at: x + h) - curve.value(at: x - h)) / (2 * h)
            #expect(abs(curve.slope(at: x) - numeric) < 1e-4)
        }
    }
}
