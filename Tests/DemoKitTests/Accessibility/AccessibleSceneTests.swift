import RefreshAccessibleView
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The scene as assistive technologies read it (`accessibleView`, `accessibleRow(at:)`,
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
        let now = scene.accessibleView
        // 720 points show rows 0…1, the band, then rows 2…12 (the 13th starts at 708).
        #expect(now.rows.count == 20 && now.rows.shown == 0..<13)
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
        var now = scene.accessibleView
        #expect(now.header.name == "Pull down to refresh" && !now.header.isShowing)
        #expect(now.footer?.name == "Tap or pull up to load more")
        driver.pullDown(release: false)
        now = scene.accessibleView
        #expect(now.header.name == "Release to refresh" && now.header.isShowing)
        driver.up()
        driver.wait(0.1)
        #expect(scene.accessibleView.header.name == "Loading...")
        #expect(scene.accessibleView.isBusy)
        driver.settle()
        #expect(scene.accessibleView.header.name == "Pull down to refresh")
        #expect(!scene.accessibleView.isBusy)

        let balloon = SceneDriver("--header balloon")
        #expect(balloon.scene.header.displayedTitle == "")
        #expect(balloon.scene.accessibleView.header.name == "Pull down to refresh")
        balloon.pullDown(release: false)
        #expect(balloon.scene.accessibleView.header.name == "Release to refresh")
    }

    /// `refresh` and `load more` do what `r` and a click on the footer do: busy from the start
    /// until the data lands, then the list is new or a page longer; `load more` does nothing
    /// once there is no more data, nor with no footer.
    @Test func actionsRefreshAndLoadAsKeysAndClicksDo() throws {
        let driver = SceneDriver("--latency 300", "--pages 1")
        let scene = driver.scene
        #expect(scene.perform(.refresh))
        driver.wait(0.1)
        #expect(scene.accessibleView.isBusy && scene.header.isRefreshing)
        #expect(!scene.perform(.refresh))
        driver.settle()
        #expect(scene.refreshes == 1 && scene.rows.first?.title == "Row 21")
        #expect(scene.perform(.loadMore))
        driver.wait(0.1)
        #expect(scene.accessibleView.isBusy)
        #expect(scene.accessibleView.footer?.name == "Loading...")
        driver.settle()
        #expect(scene.loads == 1 && scene.accessibleView.rows.count == 40)
        #expect(scene.accessibleView.footer?.name == "No more data")
        #expect(!scene.perform(.loadMore))
        #expect(!SceneDriver("--footer none").scene.perform(.loadMore))
        #expect(!scene.perform(.loadMoreCards))
    }

    /// The carousel is a list of its cards, named by number and title and placed as drawn; its
    /// trailer's `load more` adds a load's four cards.
    @Test func theCarouselIsAListOfItsCards() throws {
        let driver = SceneDriver("--carousel 3", "--cards 5", "--latency 300")
        let scene = driver.scene
        let carousel = try #require(scene.accessibleView.carousel)
        // The cards drawn: the fourth starts just past the right edge.
        #expect(carousel.cards.count == 5 && carousel.cards.shown == 0..<4)
        #expect(carousel.band.frame == Rect(x: 0, y: 132, width: 390, height: 180))
        #expect(carousel.trailer.name == "Slide to load more cards")
        let card = try #require(scene.accessibleCard(at: 1))
        #expect(card.name == "#2 Night sky")
        #expect(card.frame == Rect(x: 140, y: 142, width: 120, height: 160) && card.isShowing)
        #expect(scene.accessibleCard(at: 4)?.isShowing == false)
        #expect(scene.perform(.loadMoreCards))
        driver.wait(0.1)
        #expect(scene.accessibleView.carousel?.isBusy == true)
        driver.settle()
        #expect(scene.accessibleView.carousel?.cards.count == 9)
        #expect(SceneDriver().scene.accessibleView.carousel == nil)
    }

    /// A language switch renames every status bar and every row (the trailer in the demo's own
    /// words: it loads cards; the header and footer in MJRefresh's).
    @Test func aLanguageSwitchRenamesTheStatusBars() throws {
        let driver = SceneDriver(
            "--carousel 1", languages: PackageStrings.all,
            listTexts: try ListTextsTests.packageTexts())
        driver.key("l")
        let now = driver.scene.accessibleView
        #expect(now.header.name == "下拉可以刷新")
        #expect(now.footer?.name == "点击或上拉加载更多")
        #expect(now.carousel?.trailer.name == "滑动加载更多卡片")
        #expect(driver.scene.accessibleRow(at: 0)?.name == "第 1 行")
    }

    /// The focus as assistive technologies read it: none at start, the row Tab reaches, the
    /// menu's chosen item while the menu is open (none while nothing is chosen), the control
    /// again once it closes.
    @Test func theFocusIsTheControlOrTheMenusChosenItem() {
        let driver = SceneDriver("--footer none")
        let scene = driver.scene
        #expect(scene.accessibleView.focus == nil)
        driver.key("Tab")
        driver.key("Tab")
        #expect(scene.accessibleView.focus == .row(2))
        driver.send(.keyPress(KeyPress("F10", modifiers: .shift)))
        #expect(scene.accessibleView.focus == .menu(1))
        driver.key("Down")
        // Load more (no footer) and Scroll to top (at the top) are disabled: Down skips them.
        #expect(scene.accessibleView.focus == .menu(4))
        driver.key("Escape")
        #expect(scene.accessibleView.focus == .row(2) && scene.accessibleView.menu == nil)
        driver.send(.secondaryClick(Point(x: 100, y: 100)))
        #expect(scene.accessibleView.menu != nil && scene.accessibleView.focus == nil)
    }

    /// The open menu's items are named by their titles and placed as drawn, 32 points each; a
    /// disabled one says so. An item's `click` does what a click on it does and closes the
    /// menu; a disabled item's does nothing, nor does any once the menu is closed.
    @Test func theMenusItemsAndTheirClicks() throws {
        let driver = SceneDriver("--footer none", "--latency 300")
        let scene = driver.scene
        driver.wait(3)  // the status bar has gone: the menu is where the click was
        driver.send(.secondaryClick(Point(x: 100, y: 100)))
        let items = try #require(scene.accessibleView.menu)
        #expect(items.map(\.name) == ["Refresh", "Load more", "Scroll to top", "Scroll to end"])
        // No footer: no Load more; at the top: no Scroll to top.
        #expect(items.map(\.isEnabled) == [true, false, false, true])
        #expect(items[1].frame == Rect(x: 100, y: 132, width: 200, height: 32))
        #expect(!scene.perform(.chooseMenuItem(1)))
        #expect(scene.contextMenu != nil)
        #expect(scene.perform(.chooseMenuItem(0)))
        #expect(scene.contextMenu == nil && scene.header.isRefreshing)
        #expect(!scene.perform(.chooseMenuItem(3)))
    }

    /// The empty state's button is named by its title and placed as drawn; its `click` begins
    /// refreshing as a click on it does (the button goes while the placeholder rows shimmer,
    /// and comes back when the refresh lands no rows); the error state's says Try again.
    @Test func thePlaceholdersButtonAndItsClick() throws {
        let driver = SceneDriver("--rows 0", "--latency 300")
        let scene = driver.scene
        let button = try #require(scene.accessibleView.placeholderButton)
        #expect(button.name == "Refresh" && button.isShowing)
        #expect(button.frame == scene.placeholderButton)
        #expect(scene.perform(.pressPlaceholderButton))
        #expect(scene.header.isRefreshing && scene.surface.placeholder == .loading)
        #expect(scene.accessibleView.placeholderButton == nil)
        #expect(!scene.perform(.pressPlaceholderButton))
        driver.settle()
        #expect(scene.refreshes == 1 && scene.accessibleView.placeholderButton?.name == "Refresh")
        #expect(!SceneDriver().scene.perform(.pressPlaceholderButton))

        let failing = SceneDriver("--rows 0", "--fail-every 1", "--latency 300")
        #expect(failing.scene.perform(.pressPlaceholderButton))
        failing.wait(1)
        #expect(failing.scene.surface.placeholder == .error)
        #expect(failing.scene.accessibleView.placeholderButton?.name == "Try again")
    }

    /// A long list is read without a value per row: the summary names only the rows in view.
    @Test func aLongListIsReadByItsVisibleRowsOnly() {
        let scene = SceneDriver("--rows 100000").scene
        let now = scene.accessibleView
        #expect(now.rows.count == 100_000 && now.rows.shown == 0..<17)
        #expect(scene.accessibleRow(at: 99_999)?.name == "Row 100000")
    }
}
