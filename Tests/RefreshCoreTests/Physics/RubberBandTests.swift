import Testing

@testable import RefreshCore

struct RubberBandTests {
    @Test(arguments: [(100.0, 52.02), (400.0, 178.98), (960.0, 340.65)])
    func visibleOverscrollMatchesTheWorkedValuesFor960(finger: Double, visible: Double) {
        #expect(abs(RubberBand.offset(for: finger, dimension: 960) - visible) <= 0.01)
    }

    @Test(arguments: [320.0, 720.0, 960.0])
    func contentFirstFollowsTheFingerAt55Percent(dimension: Double) {
        let h = 1e-6
        let slope = RubberBand.offset(for: h, dimension: dimension) / h
        #expect(abs(slope - 0.55) < 1e-6)
    }

    @Test(arguments: [0.0, -10.0])
    func noOverscrollGivesNoVisibleOverscroll(finger: Double) {
        #expect(RubberBand.offset(for: finger, dimension: 720) == 0)
    }

    @Test(arguments: [1.0, 50.0, 300.0, 1000.0, 5000.0])
    func visibleOverscrollGrowsButStaysBelowTheViewSize(finger: Double) {
        let visible = RubberBand.offset(for: finger, dimension: 720)
        #expect(visible > 0)
        #expect(visible < 720)
        #expect(visible < finger)
        #expect(RubberBand.offset(for: finger + 1, dimension: 720) > visible)
    }

    @Test(arguments: [0.5, 10.0, 100.0, 400.0, 960.0, 3000.0])
    func distanceInvertsOffset(finger: Double) {
        let visible = RubberBand.offset(for: finger, dimension: 960)
        let back = RubberBand.distance(for: visible, dimension: 960)
        #expect(abs(back - finger) <= 1e-6 * max(1, finger))
    }

    @Test(arguments: [1.0, 52.02, 300.0, 700.0])
    func offsetInvertsDistance(visible: Double) {
        let finger = RubberBand.distance(for: visible, dimension: 720)
        #expect(abs(RubberBand.offset(for: finger, dimension: 720) - visible) <= 1e-9 * 720)
    }
}
