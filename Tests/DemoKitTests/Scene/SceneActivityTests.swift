import DemoKit
import TestSupport
import Testing

/// What keeps a scene from settling, named: what a run that never settles reports.
@Suite struct SceneActivityTests {
    @Test func aPullNamesWhatGoesOnUntilTheSceneSettles() {
        let driver = SceneDriver("--latency 500")
        #expect(driver.scene.activity.isEmpty)
        driver.pullDown(release: false)
        #expect(driver.scene.activity.contains(.listHeld))
        #expect(driver.scene.activity.descriptions.first == "the list is held")
        driver.up()
        driver.wait(0.3)
        let refreshing = driver.scene.activity
        #expect(refreshing.isSuperset(of: [.refreshRequest, .headerRefreshing]))
        #expect(!refreshing.contains(.listHeld))
        #expect(!driver.scene.isSettled)
        #expect(driver.settle())
        #expect(driver.scene.activity.isEmpty && driver.scene.activity.descriptions.isEmpty)
    }

    @Test func aSwipeOnTheCarouselNamesTheCarousel() {
        let driver = SceneDriver("--carousel 3")
        driver.down(300, 200)
        driver.move(100, 200, over: 0.2)
        #expect(driver.scene.activity == [.carouselMoving])
        #expect(driver.scene.activity.descriptions == ["the carousel is moving or held"])
        driver.up()
        #expect(driver.settle())
    }
}
