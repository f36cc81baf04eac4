import Testing

@testable import RefreshCore

/// The pointer and the desktop scrollbar: reach, holding, paging, letting go and the fade.
struct ScrollbarGripTests {
    /// 880 points of content in a 720-point view: the thumb is 589 points long, at the top.
    private static let bar = Scrollbar(viewLength: 720, span: 880, bounds: 0...160)

    @Test(arguments: [(-1.0, false), (0.0, true), (6.0, true), (12.0, true), (12.5, false)])
    func thePointerWidensTheBarWithinTwelvePointsOfItsEdge(distance: Double, wide: Bool) {
        var grip = ScrollbarGrip()
        grip.pointer(atDistance: distance, time: 0)
        #expect(grip.isWide == wide)
    }

    @Test func aPressOnTheThumbHoldsItAndTheContentFollowsClamped() {
        var grip = ScrollbarGrip()
        let press = grip.press(
            atDistance: 4, position: 100, offset: 0, bar: Self.bar, time: 1)
        #expect(press == .hold)
        let room = 720 - 720.0 * 720 / 880
        #expect(grip.draggedOffset(to: 100 + room / 2, bar: Self.bar) == 80)
        #expect(grip.draggedOffset(to: 5000, bar: Self.bar) == 160)
        #expect(grip.draggedOffset(to: -5000, bar: Self.bar) == 0)
        grip.release(time: 2)
        #expect(grip.draggedOffset(to: 300, bar: Self.bar) == nil)
    }

    @Test func aPressBesideTheThumbPagesAndAFarPressIsNotTheBars() {
        var grip = ScrollbarGrip()
        #expect(
            grip.press(atDistance: 4, position: 700, offset: 0, bar: Self.bar, time: 0)
                == .page(towardsEnd: true))
        #expect(
            grip.press(atDistance: 4, position: 20, offset: 160, bar: Self.bar, time: 0)
                == .page(towardsEnd: false))
        #expect(grip.press(atDistance: 30, position: 100, offset: 0, bar: Self.bar, time: 0) == nil)
        let none = Scrollbar(viewLength: 720, span: 700, bounds: 0...0)
        #expect(grip.press(atDistance: 4, position: 100, offset: 0, bar: none, time: 0) == nil)
    }

    @Test(arguments: [
        // the content at rest since, the pointer left at, now, opacity
        (0.0, -Double.infinity, 0.5, 1.0), (0.0, -Double.infinity, 1.1, 0.5),
        (0.0, 2.0, 2.9, 1.0), (0.0, 2.0, 3.2, 0.0), (5.0, 2.0, 5.5, 1.0),
    ])
    func itFadesOneSecondAfterTheContentAndThePointerBothStop(
        rest: Double, left: Double, now: Double, opacity: Double
    ) {
        var grip = ScrollbarGrip()
        if left.isFinite {
            grip.pointer(atDistance: 0, time: 0)
            grip.pointer(atDistance: 100, time: left)
        }
        #expect(abs(grip.opacity(now: now, restingSince: rest) - opacity) < 1e-9)
    }

    @Test func itStaysWhileThePointerIsNearWithoutAnimating() {
        var grip = ScrollbarGrip()
        grip.pointer(atDistance: 3, time: 0)
        #expect(grip.opacity(now: 60, restingSince: 0) == 1)
        #expect(!grip.isFading(now: 60, restingSince: 0))
    }
}
