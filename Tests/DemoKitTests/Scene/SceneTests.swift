import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The pure scene, driven with timed inputs on its own clock (no SDL).
@Suite struct SceneTests {
    @Test func aPullPastTheThresholdRefreshesOnceAndReplacesTheRows() {
        let driver = SceneDriver("--rows 20 --latency 500")
        let before = driver.ids
        #expect(before == Array(1...20))
        driver.pullDown(release: false)
        #expect(driver.scene.header.state == .pulling)
        driver.up()
        driver.wait(0.1)
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.refreshes == 0)
        #expect(driver.settle())
        #expect(driver.scene.refreshes == 1)
        #expect(driver.scene.rows.count == 20)
        #expect(Set(driver.ids).isDisjoint(with: before))
        #expect(strictlyIncreasing(driver.ids))
        #expect(driver.scene.header.state == .idle)
        #expect(driver.scene.scrollView.contentInset.top == 0)
        #expect(driver.scene.loads == 0)
    }

    @Test func flingsToTheEndLoadPagesUntilNoMoreData() {
        let driver = SceneDriver("--rows 20 --page 15 --pages 3 --latency 500")
        var seen: [Int] = []
        for _ in 0..<12 where driver.scene.footer?.state != .noMoreData {
            driver.flingUp()
            driver.settle()
            if seen.last != driver.scene.loads { seen.append(driver.scene.loads) }
        }
        #expect(seen == [1, 2, 3])
        #expect(driver.scene.loads == 3)
        #expect(driver.scene.rows.count == 20 + 3 * 15)
        #expect(driver.scene.footer?.state == .noMoreData)
        #expect(strictlyIncreasing(driver.ids))
        // No more data: further flings load nothing.
        driver.flingUp()
        driver.settle()
        #expect(driver.scene.loads == 3)
        #expect(driver.scene.refreshes == 0)
    }

    @Test func nTogglesNoMoreData() {
        let driver = SceneDriver()
        #expect(driver.scene.footer?.state == .idle)
        driver.key("n")
        #expect(driver.scene.footer?.state == .noMoreData)
        driver.key("N")
        #expect(driver.scene.footer?.state == .idle)
        driver.key("n")
        driver.flingUp()
        driver.settle()
        #expect(driver.scene.loads == 0)
        #expect(driver.scene.footer?.state == .noMoreData)
    }

    @Test func aHeaderRefreshWhileTheFooterLoadsDiscardsThatPage() {
        let driver = SceneDriver("--rows 20 --page 20 --pages 3 --latency 1000")
        driver.flingUp()
        driver.wait(0.5)
        #expect(driver.scene.footer?.state == .refreshing)
        #expect(driver.scene.inFlight.hasRequest)
        driver.key("r")
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.footer?.state != .refreshing)
        #expect(driver.settle())
        #expect(driver.scene.refreshes == 1)
        #expect(driver.scene.loads == 0)
        #expect(driver.scene.rows.count == 20)
        #expect(Set(driver.ids).count == driver.ids.count)
        #expect(strictlyIncreasing(driver.ids))
        #expect(driver.scene.footer?.state == .idle)
        #expect(driver.scene.scrollView.contentInset.top == 0)
        #expect(driver.scene.scrollView.contentInset.bottom == 44)
    }

    @Test func whileTheHeaderRefreshesDraggingPastTheEndDoesNotLoad() {
        let driver = SceneDriver("--rows 20 --latency 8000")
        driver.everyFrame = { scene in
            if scene.header.isRefreshing {
                #expect(scene.footer?.isRefreshing == false)
            }
        }
        driver.key("r")
        driver.wait(0.5)
        #expect(driver.scene.header.state == .refreshing)
        for _ in 0..<3 {
            driver.flingUp()
            driver.wait(0.6)
            driver.down(195, 600)
            driver.move(195, 200, over: 0.4)
            driver.up()
            driver.wait(0.3)
        }
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.loads == 0)
        #expect(driver.scene.footer?.state == .idle)
        #expect(driver.settle())
        #expect(driver.scene.refreshes == 1)
        #expect(driver.scene.loads == 0)
    }

    @Test func theBackFooterLoadsOnPullUpAndRelease() {
        let driver = SceneDriver("--footer back --rows 20 --page 20 --pages 3 --latency 500")
        driver.wheel(-10)
        driver.wait(1)
        let end = driver.scene.scrollView.maxOffsetY
        #expect(abs(driver.scene.scrollView.contentOffsetY - end) < 0.5)
        #expect(driver.scene.footer?.state == .idle)
        driver.down(195, 600)
        driver.move(195, 300, over: 0.4)
        driver.wait(0.1)
        #expect(driver.scene.footer?.state == .pulling)
        #expect(driver.scene.loads == 0)
        driver.up()
        driver.wait(0.1)
        #expect(driver.scene.footer?.state == .refreshing)
        #expect(driver.settle())
        #expect(driver.scene.loads == 1)
        #expect(driver.scene.rows.count == 40)
        #expect(driver.scene.footer?.state == .idle)
        #expect(driver.scene.scrollView.contentInset.bottom == 0)
    }

    @Test func aClickOnTheAutoStateFootersTitleLoads() {
        let driver = SceneDriver("--footer-style state --rows 20 --latency 500")
        #expect(driver.scene.footer?.loadsByItself == true)
        driver.wait(3)  // the status bar has gone: the list is where the view is
        // 180 points down: the footer (content end at 880) shows its top 20 points, 700…720,
        // not all of it, so scrolling there does not load by itself.
        driver.wheel(-4.5)
        driver.wait(1)
        #expect(abs(driver.scene.scrollView.contentOffsetY - 180) < 0.5)
        #expect(driver.scene.footer?.state == .idle)
        // A click on a row does nothing.
        driver.down(195, 300)
        driver.up()
        driver.wait(0.1)
        #expect(driver.scene.footer?.state == .idle)
        // A click on the footer's title loads.
        driver.down(195, 710)
        driver.up()
        #expect(driver.scene.footer?.state == .refreshing)
        #expect(driver.settle())
        #expect(driver.scene.loads == 1)
        #expect(driver.scene.rows.count == 40)
    }

    @Test func aDragOnTheStateFooterIsNotAClick() {
        let driver = SceneDriver("--footer-style state --rows 20 --latency 500")
        driver.wheel(-4.5)
        driver.wait(1)
        driver.down(195, 712)
        driver.move(195, 705, over: 0.05)
        driver.move(195, 715, over: 0.05)
        driver.up()
        driver.wait(0.1)
        #expect(driver.scene.footer?.state == .idle)
        #expect(driver.settle())
        #expect(driver.scene.loads == 0)
    }

    @Test func aRefreshRequestInFlightStillLandsAfterAHeaderSwitch() {
        let driver = SceneDriver("--header normal --rows 20 --latency 500")
        driver.key("r")
        // Past the 0.25 s opening: the request is out.
        driver.wait(0.4)
        #expect(driver.scene.inFlight.hasRequest)
        driver.key("h")
        #expect(driver.scene.headerKind == .state)
        #expect(driver.scene.header.state == .idle)
        #expect(driver.scene.scrollView.contentInset.top == 0)
        #expect(driver.settle())
        #expect(driver.scene.refreshes == 1)
        #expect(driver.scene.rows.map(\.id) == Array(21...40))
        #expect(driver.scene.header.state == .idle)
    }

    @Test func noPagesStartsInNoMoreData() {
        let driver = SceneDriver("--pages 0")
        #expect(driver.scene.footer?.state == .noMoreData)
        driver.flingUp()
        driver.settle()
        #expect(driver.scene.loads == 0)
        // A header refresh keeps it there: there is still no page to load.
        driver.key("r")
        #expect(driver.settle())
        #expect(driver.scene.refreshes == 1)
        #expect(driver.scene.footer?.state == .noMoreData)
    }
}
