import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The desktop's text scale changed while the window runs (the portal's `SettingChanged`):
/// from the next frame every part is drawn at the new scale, the row at the top of the view
/// keeps its place, and a refresh under way stays whole in view.
@Suite struct TextScaleSceneTests {
    /// A window's scene on `list` following the desktop's text scale.
    private static func driver(_ arguments: String) -> SceneDriver {
        SceneDriver(arguments) {
            $0.headless = false
            $0.textScale = .system
        }
    }

    /// The anchor row keeps its y through 1 → 2 → 1.5 → 1, on the plain list, the sections and
    /// the feed, scrolled into the middle; the content's height follows the rows' 44 × X.
    @Test(arguments: ["plain", "sections", "feed"])
    func aNewScaleKeepsTheRowAtTheTopInPlace(list: String) {
        let driver = Self.driver("--list \(list) --rows 60 --footer none")
        driver.wheel(-13)
        driver.wait(1)
        let before = driver.scene.anchor
        #expect((before?.row ?? 0) > 5)
        for scale in [2.0, 1.5, 1.0] {
            driver.scene.followDesktop(DesktopPreferences(textScale: scale))
            driver.wait(0.1)
            #expect(driver.scene.anchor == before, "\(list) at \(scale)")
            #expect(driver.scene.list.layout.environment.textScale == scale)
            if list == "plain" {
                #expect(driver.scene.scrollView.contentSize.height == 60 * 44 * scale)
            }
        }
    }

    /// A refreshing header at the top grows with the scale and keeps the content under it; its
    /// trigger is the new height's.
    @Test func aRefreshingHeaderGrowsWithTheScale() {
        let driver = Self.driver("--latency 5000")
        driver.pullDown(release: true)
        driver.wait(0.5)
        #expect(driver.scene.header.state == .refreshing)
        #expect(driver.scene.scrollView.contentInset.top == 54)
        driver.scene.followDesktop(DesktopPreferences(textScale: 2))
        #expect(driver.scene.header.height == 108)
        #expect(driver.scene.header.effectiveTriggerDistance == 108)
        #expect(driver.scene.scrollView.contentInset.top == 108)
        #expect(driver.scene.scrollView.contentOffsetY == -108)
        #expect(driver.scene.footer?.height == 88)
    }

    /// Every text the frame draws is set X times its size at scale 1: the rows' titles and
    /// subtitles, the header's title and last-updated line once it shows.
    @Test func theFrameSetsItsTextLarger() {
        func sizes(_ scene: DemoScene) -> Set<Double> {
            var list = DrawList()
            scene.draw(into: &list, metrics: FixedTextMetrics())
            return Set(
                list.commands.compactMap {
                    guard case .text(_, let style, _, _) = $0 else { return nil }
                    return style.size
                })
        }
        let driver = Self.driver("--footer none")
        driver.wait(3)
        // The rows' 15 and 11 points; the header, above the view, is not drawn at all.
        #expect(sizes(driver.scene) == [15, 11])
        driver.scene.followDesktop(DesktopPreferences(textScale: 2))
        #expect(sizes(driver.scene) == [30, 22])
        // Pulled into view, its 14-point title at 28.
        driver.pullDown(release: false)
        #expect(driver.scene.header.state == .pulling)
        #expect(sizes(driver.scene) == [30, 22, 28])
    }
}
