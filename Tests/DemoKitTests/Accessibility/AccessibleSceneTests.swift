import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The scene as assistive technologies read it (`accessibleScene`, `accessibleRow(at:)`,
/// `accessibleCard(at:)`) and what their actions do (`perform`), on the simulated clock.
@Suite struct AccessibleSceneTests {
    /// Rows are named by their titles and placed where they are drawn: 44 points apart from the
    /// top, below the carousel's 180-point band after its rows, moving with the content.
    @Test func rowsAreNamedAndPlacedWhereTheyAreDrawn() throws {
        let driver = SceneDriver("--carousel 2")
        let scene = driver.scene
        let first = try #require(scene.accessibleRow(at: 0))
        #expect(first.name == "Row 1" && first.detail.hasPrefix("loaded at start"))
        #expect(first.frame == Rect(x: 0, y: 0, width: 390, height: 44) && first.isShowing)
        #expect(scene.accessibleRow(at: 1)?.frame.minY == 44)
        let third = try #require(scene.accessibleRow(at: 2))
        #expect(third.frame.minY == 268, "\(third.frame.minY - 268)")
        let last = try #require(scene.accessibleRow(at: 19))
        #expect(last.frame.minY == 19 * 44 + 180 && !last.isShowing)
        #expect(scene.accessibleRow(at: 20) == nil)
        let now = scene.accessibleScene
        // 720 points show rows 0…1, the band, then rows 2…12 (the 13th starts at 708).
        #expect(now.rowCount == 20 && now.shownRows == 0..<13)
        driver.down(195, 600)
        driver.move(195, 500, over: 0.2)
        let moved = scene.scrollView.contentOffsetY
        #expect(moved > 0)
        #expect(scene.accessibleRow(at: 0)?.frame.minY == -moved)
    }

    /// The status bars are named by the titles the components would show, on screen or not:
    /// the idle titles at rest (the header above the view, not showing), then each state's
    /// title as a pull goes on; the balloon header draws no title but is named by the state
    /// header's.
    @Test func statusBarsAreNamedByTheCurrentTitle() throws {
        let driver = SceneDriver("--latency 300")
        let scene = driver.scene
        var now = scene.accessibleScene
        #expect(now.header.name == "Pull down to refresh" && !now.header.isShowing)
        #expect(now.footer?.name == "Tap or pull up to load more")
        driver.pullDown(release: false)
        now = scene.accessibleScene
        #expect(now.header.name == "Release to refresh" && now.header.isShowing)
        driver.up()
        driver.wait(0.1)
        #expect(scene.accessibleScene.header.name == "Loading...")
        #expect(scene.accessibleScene.isBusy)
        driver.settle()
        #expect(scene.accessibleScene.header.name == "Pull down to refresh")
        #expect(!scene.accessibleScene.isBusy)

        let balloon = SceneDriver("--header balloon")
        #expect(balloon.scene.header.displayedTitle == "")
        #expect(balloon.scene.accessibleScene.header.name == "Pull down to refresh")
        balloon.pullDown(release: false)
        #expect(balloon.scene.accessibleScene.header.name == "Release to refresh")
    }

    /// `refresh` and `load more` do what `r` and a click on the footer do: busy from the start
    /// until the data lands, then the list is new or a page longer; `load more` does nothing
    /// once there is no more data, nor with no footer.
    @Test func actionsRefreshAndLoadAsKeysAndClicksDo() throws {
        let driver = SceneDriver("--latency 300", "--pages 1")
        let scene = driver.scene
        #expect(scene.perform(.refresh))
        driver.wait(0.1)
        #expect(scene.accessibleScene.isBusy && scene.header.isRefreshing)
        #expect(!scene.perform(.refresh))
        driver.settle()
        #expect(scene.refreshes == 1 && scene.rows.first?.title == "Row 21")
        #expect(scene.perform(.loadMore))
        driver.wait(0.1)
        #expect(scene.accessibleScene.isBusy)
        #expect(scene.accessibleScene.footer?.name == "Loading...")
        driver.settle()
        #expect(scene.loads == 1 && scene.accessibleScene.rowCount == 40)
        #expect(scene.accessibleScene.footer?.name == "No more data")
        #expect(!scene.perform(.loadMore))
        #expect(!SceneDriver("--footer none").scene.perform(.loadMore))
        #expect(!scene.perform(.loadMoreCards))
    }

    /// The carousel is a list of its cards, named by number and title and placed as drawn; its
    /// trailer's `load more` adds a load's four cards.
    @Test func theCarouselIsAListOfItsCards() throws {
        let driver = SceneDriver("--carousel 3", "--cards 5", "--latency 300")
        let scene = driver.scene
        let carousel = try #require(scene.accessibleScene.carousel)
        // The cards drawn: the fourth starts just past the right edge.
        #expect(carousel.cardCount == 5 && carousel.shownCards == 0..<4)
        #expect(carousel.band.frame == Rect(x: 0, y: 132, width: 390, height: 180))
        #expect(carousel.trailer.name == "Slide to view details")
        let card = try #require(scene.accessibleCard(at: 1))
        #expect(card.name == "#2 Night sky")
        #expect(card.frame == Rect(x: 140, y: 142, width: 120, height: 160) && card.isShowing)
        #expect(scene.accessibleCard(at: 4)?.isShowing == false)
        #expect(scene.perform(.loadMoreCards))
        driver.wait(0.1)
        #expect(scene.accessibleScene.carousel?.isBusy == true)
        driver.settle()
        #expect(scene.accessibleScene.carousel?.cardCount == 9)
        #expect(SceneDriver().scene.accessibleScene.carousel == nil)
    }

    /// A language switch renames every status bar; the rows keep their names.
    @Test func aLanguageSwitchRenamesTheStatusBars() {
        let driver = SceneDriver("--carousel 1", languages: PackageStrings.all)
        driver.key("l")
        let now = driver.scene.accessibleScene
        #expect(now.header.name == "下拉可以刷新")
        #expect(now.footer?.name == "点击或上拉加载更多")
        #expect(now.carousel?.trailer.name == "滑动查看图文详情")
        #expect(driver.scene.accessibleRow(at: 0)?.name == "Row 1")
    }

    /// A long list is read without a value per row: the summary names only the rows in view.
    @Test func aLongListIsReadByItsVisibleRowsOnly() {
        let scene = SceneDriver("--rows 100000").scene
        let now = scene.accessibleScene
        #expect(now.rowCount == 100_000 && now.shownRows == 0..<17)
        #expect(scene.accessibleRow(at: 99_999)?.name == "Row 100000")
    }
}
