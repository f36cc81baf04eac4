import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

// A carousel's drag ends as the list's does. With `--carousel 3` and 8 cards the band is at
// y 132…312 and the cards' range is 0…660; every drag below goes down at (380, 200), moves
// 10 points left in one event (the direction lock gives the drag to the carousel there, at
// x = 370), then the content follows the pointer 1:1 inside its range and with the rubber band
// (the band's 390 points as dimension) past its ends. Every frame checks that the list never
// moves and is never dragged.

/// How a drag is ended.
enum CarouselDragEnding: String, CaseIterable, Sendable {
    /// The script's `up` with the pointer outside the view: a release there.
    case releaseOutside
    /// A lost focus (in a window, also a release outside the window): `pointerCancel`.
    case lostFocus
}

/// Where a drag is when it ends, and where the carousel must come to rest.
struct CarouselDragEnd: Sendable {
    /// Where the pointer is (outside the view in every case, for a release there).
    var pointerX: Double
    /// The offset the drag holds there.
    var heldOffset: Double
    /// Where it rests after the ending (and the load, if one lands).
    var restOffset: Double
    /// Whether the trailer loads.
    var loads: Bool

    static let lockX = 370.0
    static let maxOffset = 660.0
    static let band = 390.0

    /// The pointer past the end by the finger distance that shows `visible` points.
    static func pastTheEnd(showing visible: Double, loads: Bool) -> Named<CarouselDragEnd> {
        let finger = RubberBand.distance(for: visible, dimension: band)
        return Named(
            "\(visible) pt past the end",
            CarouselDragEnd(
                pointerX: lockX - maxOffset - finger, heldOffset: maxOffset + visible,
                restOffset: loads ? maxOffset + 60 : maxOffset, loads: loads))
    }

    static let all: [Named<CarouselDragEnd>] = [
        // Inside the range, held still: it stays exactly where it is.
        Named(
            "inside the range",
            CarouselDragEnd(pointerX: -20, heldOffset: 390, restOffset: 390, loads: false)),
        // 50 points of finger right of the start: pulled out by RubberBand(50), springs back.
        Named(
            "past the start",
            CarouselDragEnd(
                pointerX: 420, heldOffset: -RubberBand.offset(for: 50, dimension: band),
                restOffset: 0, loads: false)),
        // Short of the trailer's 60 points: back to the end, nothing loads.
        pastTheEnd(showing: 40, loads: false),
        // Past them: the trailer refreshes, as MJRefresh's does whenever a drag ends while it
        // is pulling, and as the list's header does here; it holds 60 points open, then 4
        // cards land at the latency and the offset stays where they came in.
        pastTheEnd(showing: 80, loads: true),
    ]
}

@Suite struct CarouselDragEndTests {
    /// A scene with the carousel after 3 rows, whose every frame checks the list stays put.
    private func makeDriver(latency: Double = 0.5) -> SceneDriver {
        let driver = SceneDriver("--carousel 3") { $0.latencySeconds = latency }
        driver.everyFrame = { scene in
            #expect(scene.scrollView.contentOffsetY == 0 && !scene.scrollView.isDragging)
        }
        return driver
    }

    /// Goes down on the band, takes the lock 10 points left, and moves to `x` over `seconds`.
    private func drag(_ driver: SceneDriver, to x: Double, over seconds: Double = 0.5) {
        driver.down(CarouselDragEnd.lockX + 10, 200)
        driver.move(CarouselDragEnd.lockX, 200, over: 0)
        #expect(driver.scene.carousel?.scrollView.isDragging == true)
        driver.move(x, 200, over: seconds)
    }

    /// Ends the drag `ending`'s way.
    private func end(_ driver: SceneDriver, _ ending: CarouselDragEnding) {
        switch ending {
        case .releaseOutside:
            let point = driver.pointer
            #expect(point.x < 0 || point.x >= 390, "the pointer at \(point) is in the view")
            driver.up()
        case .lostFocus:
            driver.cancel()
        }
    }

    /// Ended either way, the carousel is let go at once, the pointer moving on moves nothing,
    /// and it comes to rest in its range: where it was, back at the start, back at the end, or —
    /// pulled more than the trailer's 60 points — at the end plus 60 while 4 cards load.
    @Test(arguments: CarouselDragEnding.allCases, CarouselDragEnd.all)
    func aDragEndedOutsideTheWindowOrByALostFocusSettlesInRangeAndLoadsOnlyPastSixty(
        ending: CarouselDragEnding, at place: Named<CarouselDragEnd>
    ) throws {
        let driver = makeDriver()
        let scene = driver.scene
        let carousel = try #require(scene.carousel)
        let view = carousel.scrollView
        drag(driver, to: place.pointerX)
        driver.wait(0.2)  // held still: the release has no velocity
        #expect(abs(view.contentOffsetX - place.heldOffset) < 1e-6)
        #expect(carousel.trailer.state == (place.heldOffset > 720 ? .pulling : .idle))
        end(driver, ending)
        #expect(!view.isDragging)
        #expect(carousel.trailer.state == (place.loads ? .refreshing : .idle))
        // The press is over: the pointer moving on moves nothing.
        let after = view.contentOffsetX
        driver.move(driver.pointer.x + 100, 200, over: 0)
        #expect(view.contentOffsetX == after && !view.isDragging)
        if place.loads {
            driver.wait(0.25)
            #expect(view.contentInset.right == 60)
            #expect(abs(view.contentOffsetX - 720) < 1e-9)
        }
        #expect(driver.settle())
        #expect(abs(view.contentOffsetX - place.restOffset) < 1e-9)
        #expect(view.contentInset.right == 0)
        #expect(carousel.cards.count == (place.loads ? 12 : 8))
        #expect(carousel.loads == (place.loads ? 1 : 0))
        #expect(scene.requests.failureSchedule.sent == (place.loads ? 1 : 0))
    }

    /// A fast swipe that leaves the window: released out there (the script's `up`), the cards
    /// coast on with the swipe's velocity to the closed-form rest point; let go by a lost focus
    /// (or by a release outside a real window, which SDL reports as one), they stop where they
    /// are.
    @Test(arguments: CarouselDragEnding.allCases)
    func aSwipeLeavingTheWindowCoastsOnlyWhenReleased(ending: CarouselDragEnding) throws {
        let driver = SceneDriver("--latency 500 --carousel 3 --cards 20")
        driver.everyFrame = { scene in
            #expect(scene.scrollView.contentOffsetY == 0 && !scene.scrollView.isDragging)
        }
        let view = try #require(driver.scene.carousel?.scrollView)
        // 500 points at 2000 points a second, the pointer ending 130 points left of the view.
        drag(driver, to: CarouselDragEnd.lockX - 500, over: 0.25)
        #expect(abs(view.contentOffsetX - 500) < 1e-9)
        end(driver, ending)
        #expect(!view.isDragging)
        #expect(driver.settle())
        let rest =
            ending == .releaseOutside ? Deceleration(start: 500, velocity: 2000).restPoint : 500
        #expect(
            abs(view.contentOffsetX - rest) <= 0.5, "rest \(view.contentOffsetX), expected \(rest)")
        #expect(driver.scene.carousel?.cards.count == 20)
    }

    /// A header switch while the carousel owns the drag leaves the drag to the finger, as it
    /// does the list's (`aHeaderSwitchMidDragLeavesTheListsDragToTheFinger`): the switch is a
    /// key, the finger is still down; the cards follow it 1:1 and then with the rubber band, and
    /// the release past the trailer's 60 points loads as it would have without the switch.
    @Test(arguments: ["2", "5", "6", "h"])
    func aHeaderSwitchMidDragLeavesTheCarouselsDragToTheFinger(key: String) throws {
        let driver = makeDriver()
        let scene = driver.scene
        let carousel = try #require(scene.carousel)
        let view = carousel.scrollView
        drag(driver, to: CarouselDragEnd.lockX - 300)
        let header = scene.headerKind
        driver.key(key)
        #expect(scene.headerKind != header)
        #expect(view.isDragging && abs(view.contentOffsetX - 300) < 1e-9)
        driver.move(CarouselDragEnd.lockX - 500, 200, over: 0.2)
        #expect(view.isDragging && abs(view.contentOffsetX - 500) < 1e-9)
        let past = CarouselDragEnd.pastTheEnd(showing: 80, loads: true)
        driver.move(past.pointerX, 200, over: 0.3)
        driver.wait(0.2)
        #expect(view.isDragging && abs(view.contentOffsetX - past.heldOffset) < 1e-6)
        #expect(carousel.trailer.state == .pulling)
        driver.up()
        #expect(carousel.trailer.state == .refreshing)
        #expect(driver.settle())
        #expect(carousel.cards.count == 12 && carousel.loads == 1)
        #expect(abs(view.contentOffsetX - 720) < 1e-9)
    }

    /// The list's behaviour the carousel's matches: a header switch mid-pull leaves the pull to
    /// the finger (the new header follows it), the offset keeps the rubber band's law, and the
    /// release past the new header's trigger refreshes.
    @Test(arguments: ["2", "5", "h"])
    func aHeaderSwitchMidDragLeavesTheListsDragToTheFinger(key: String) {
        let driver = SceneDriver("--latency 500 --carousel 3")
        let scene = driver.scene
        driver.down(195, 450)
        driver.move(195, 500, over: 0.2)
        driver.key(key)
        #expect(scene.scrollView.isDragging)
        #expect(
            abs(scene.scrollView.contentOffsetY + RubberBand.offset(for: 50, dimension: 720)) < 1e-9
        )
        driver.move(195, 650, over: 0.3)
        driver.wait(0.2)
        #expect(scene.scrollView.isDragging)
        #expect(
            abs(scene.scrollView.contentOffsetY + RubberBand.offset(for: 200, dimension: 720))
                < 1e-9)
        #expect(scene.header.state == .pulling)
        driver.up()
        #expect(scene.header.state == .refreshing)
        #expect(driver.settle())
        #expect(scene.refreshes == 1 && scene.scrollView.contentOffsetY == 0)
        #expect(scene.carousel?.scrollView.contentOffsetX == 0)
    }
}
