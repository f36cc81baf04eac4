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
        let before = driver.scene.surface.anchor
        #expect((before?.row ?? 0) > 5)
        for scale in [2.0, 1.5, 1.0] {
            driver.scene.followDesktop(DesktopPreferences(textScale: scale))
            driver.wait(0.1)
            #expect(driver.scene.surface.anchor == before, "\(list) at \(scale)")
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

    /// What sits beside text grows with it (#44 item 12): at scale 2 the refreshing header's
    /// spinner is drawn at twice its 20-point sheet, every feed row's avatar at 80 points, and
    /// each author line ends at least 16 points before its time.
    @Test func whatSitsBesideTextGrowsWithIt() {
        let driver = Self.driver("--list feed --latency 5000 --size 390x720")
        driver.scene.followDesktop(DesktopPreferences(textScale: 2))
        driver.wait(0.1)
        driver.pullDown(release: true)
        driver.wait(0.5)
        #expect(driver.scene.header.state == .refreshing)
        var list = DrawList()
        let metrics = FixedTextMetrics()
        driver.scene.draw(into: &list, metrics: metrics)
        var spinners: [Rect] = []
        var avatars: [Rect] = []
        var texts: [(String, TextStyle, Point)] = []
        for command in list.commands {
            switch command {
            case .sprite(let sheet, _, let rect, _, _, _) where sheet == "spinner":
                spinners.append(rect)
            case .sprite(let sheet, _, let rect, _, _, _) where sheet == "avatars":
                avatars.append(rect)
            case .text(let string, let style, _, let origin):
                texts.append((string, style, origin))
            default: break
            }
        }
        #expect(spinners.map(\.size) == [Size(width: 40, height: 40)])
        #expect(!avatars.isEmpty)
        #expect(avatars.allSatisfy { $0.size == Size(width: 80, height: 80) })
        // An author (bold 28, where the body starts: 16 + 80 + 12 points in) and the time (on
        // its line, to the right) of each row.
        let authors = texts.filter { $0.1.weight == .bold && $0.1.size == 28 && $0.2.x == 108 }
        #expect(authors.count >= 3)
        for author in authors {
            let end = author.2.x + metrics.size(of: author.0, style: author.1).width
            let time = texts.filter { $0.2.x > author.2.x && abs($0.2.y - author.2.y) < 8 }
            #expect(time.count == 1, "\(author.0)")
            if let start = time.first?.2.x { #expect(start - end >= 16, "\(author.0)") }
        }
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
