import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// Every layout follows the window's size from the frame after a resize: the carousel's band
/// takes the new width (dragged to its end it rests with its last card at the new edge), and
/// the bar and the inspector are drawn across the new width.
@Suite struct ResizeTests {
    /// 8 cards: 10 + 8 × 130 = 1050 points of content. The band follows 3 rows, so its middle
    /// is at 3 × 44 + 90 = 222.
    static let bandY = 222.0

    @Test(arguments: [480.0, 320.0, 1280.0])
    func theCarouselRestsAtItsEndOfTheResizedBand(width: Double) throws {
        let driver = SceneDriver("--carousel 3 --size 390x720")
        driver.resize(Size(width: width, height: 720))
        driver.wait(0.1)
        let carousel = try #require(driver.scene.carousel)
        #expect(carousel.scrollView.viewSize.width == width)
        // Slow drags towards the end, the last 30 points past it (less than the trailer's 60),
        // each held still before the release so it springs back rather than coasting.
        let end = max(0, DemoCarousel.contentWidth(cards: 8) - width)
        for _ in 0..<6 {
            let left = end - carousel.scrollView.contentOffsetX
            guard left > 0.5 else { break }
            let distance = min(left + 30, width - 60)
            driver.down(width - 20, Self.bandY)
            driver.move(width - 32, Self.bandY, over: 0.05)
            driver.move(width - 32 - distance, Self.bandY, over: 0.5)
            driver.wait(0.3)
            driver.up()
            driver.wait(2)
        }
        #expect(carousel.trailer.state == .idle)
        #expect(carousel.scrollView.isAtRest)
        #expect(abs(carousel.scrollView.contentOffsetX - end) < 0.5)
    }

    /// A carousel resting at its end of a narrow band is brought to the end of a wider one at
    /// once, with no empty band beside the last card.
    @Test func aCarouselAtItsEndFollowsAWiderWindowAtOnce() throws {
        let driver = SceneDriver("--carousel 3 --size 390x720")
        let carousel = try #require(driver.scene.carousel)
        carousel.scrollView.setContentOffset(1050 - 390, along: .horizontal)
        driver.resize(Size(width: 700, height: 720))
        driver.wait(0.05)
        #expect(carousel.scrollView.contentOffsetX == 1050 - 700)
    }
}
