import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// Reduced motion in the scene: what closes at once takes the content resting against it
/// along, and the keys' scrolls happen at once.
@Suite struct ReducedMotionSceneTests {
    /// `r`, the data lands after 0.5 s: in that frame the inset and the offset are both 0, and
    /// the content stays at 0 (it does not spring back from −54 as from an overscroll).
    @Test func theContentClosesWithTheHeader() {
        let driver = SceneDriver("--motion reduced")
        driver.key("r")
        driver.wait(SceneDriver.frame)
        #expect(driver.scene.scrollView.contentInset.top == 54)
        #expect(driver.scene.scrollView.contentOffsetY == -54)
        var closedAt: Double?
        for _ in 0..<90 {
            driver.wait(SceneDriver.frame)
            let view = driver.scene.scrollView
            if closedAt == nil, view.contentInset.top == 0 { closedAt = driver.time }
            if closedAt != nil { #expect(view.contentOffsetY == 0, "at \(driver.time) s") }
        }
        #expect(closedAt != nil)
        #expect(driver.scene.header.state == .idle)
    }

    /// A short pull that does not trigger still bounces back over frames under reduced motion
    /// (what the pointer moves and the view's own physics are kept).
    @Test func aBounceAfterADragStays() {
        let driver = SceneDriver("--motion reduced")
        driver.down(195, 100)
        driver.move(195, 160, over: 0.2)
        driver.up()
        var offsets: [Double] = []
        for _ in 0..<60 {
            driver.wait(SceneDriver.frame)
            offsets.append(driver.scene.scrollView.contentOffsetY)
        }
        // The spring brings it back over frames: many places on the way, at rest at the top.
        let between = Set(offsets.filter { $0 < -1 && $0 > -60 })
        #expect(between.count > 5, "\(offsets.prefix(10))")
        #expect(offsets.last == 0)
        #expect(driver.scene.header.state == .idle)
    }

    /// PageDown under reduced motion is whole in the next frame.
    @Test func pageDownJumps() {
        let driver = SceneDriver("--motion reduced --rows 60 --footer none")
        driver.key("PageDown")
        driver.wait(SceneDriver.frame)
        #expect(driver.scene.scrollView.contentOffsetY == 676)
    }
}
