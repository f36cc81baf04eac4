import TestSupport
import Testing

@testable import DemoKit
@testable import RefreshCore

/// Random keys, clicks, presses on the content, right clicks, menu choices and scrollbar drags
/// on the simulated clock: after every frame the list's offset lies within the offsets the
/// insets of that frame allow (no key, click, press, menu or scrollbar ever takes it past an
/// edge, not even while a header or a footer closes), and the header begins refreshing only as
/// often as it was asked to (F5, Ctrl+r, r, or the menu's Refresh).
@Suite struct DesktopPropertyTests {
    /// One run's settings.
    struct Case: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var arguments: String
        var testDescription: String { "seed \(seed): \(arguments)" }
    }

    static let cases = [
        Case(seed: 0xDE5C_0001, arguments: "--rows 20"),
        Case(seed: 0xDE5C_0002, arguments: "--rows 60 --footer back"),
        Case(seed: 0xDE5C_0003, arguments: "--rows 3 --footer none"),
        Case(seed: 0xDE5C_0004, arguments: "--rows 30 --carousel 2 --header floor"),
        Case(seed: 0xDE5C_0005, arguments: "--rows 40 --pages 1 --latency 200"),
    ]

    /// Keys a desktop user presses, none of which asks for a refresh.
    static let keys: [KeyPress] =
        [
            "Up", "Down", "PageUp", "PageDown", "Home", "End", "Space", "Tab", "Return", "Left",
            "Right", "Menu", "Escape", "Application",
        ].map { KeyPress(Key(stringLiteral: $0)) } + [
            KeyPress("Space", modifiers: .shift), KeyPress("Tab", modifiers: .shift),
            KeyPress("F10", modifiers: .shift), KeyPress("Down", isRepeat: true),
            KeyPress("PageDown", isRepeat: true), KeyPress("Up", isRepeat: true),
            KeyPress("r", modifiers: .alt), KeyPress("F5", modifiers: .ctrl),
        ]

    @Test(arguments: cases)
    func noDesktopInputPassesAnEdgeOrRefreshesUnasked(run: Case) {
        var random = SeededRandom(seed: run.seed)
        let driver = SceneDriver(run.arguments)
        var asked = 0
        var begun = 0
        var wasRefreshing = false
        // At every frame the offset lies within the bounds of the insets the header and the
        // footer hold at that frame.
        driver.everyFrame = { scene in
            let bounds = scene.scrollView.offsetBounds(.vertical)
            let offset = scene.scrollView.contentOffsetY
            #expect(
                offset >= bounds.lowerBound - 1e-6 && offset <= bounds.upperBound + 1e-6,
                "offset \(offset) outside \(bounds) at \(scene.timeline.now)")
            let refreshing = scene.header.state == .refreshing
            if refreshing, !wasRefreshing { begun += 1 }
            wasRefreshing = refreshing
            #expect(begun <= asked)
        }
        let view = driver.scene.scrollView.viewSize
        for _ in 0..<400 {
            let point = Point(
                x: Double(random.next() % UInt64(view.width)),
                y: Double(random.next() % UInt64(view.height)))
            switch random.next() % 10 {
            case 0...3:
                let key = Self.keys[Int(random.next() % UInt64(Self.keys.count))]
                if let menu = driver.scene.contextMenu, [Key("Return"), "Space"].contains(key.key),
                    menu.chosenItem == .refresh, !key.isRepeat
                {
                    asked += 1
                }
                driver.send(.key(key.key, modifiers: key.modifiers, isRepeat: key.isRepeat))
            case 4:
                driver.send(.secondaryClick(point))
            case 5, 6:
                // A click on the open menu (counted when it lands on Refresh) or outside it,
                // on the scrollbar's track, or a left press on the content, held still a
                // moment (a header closing under it must not leave it past the top).
                if let menu = driver.scene.contextMenu {
                    // The menu lies in the list's place, lower by the status bar's room.
                    let onList = Point(x: point.x, y: point.y - driver.scene.bannerHeight)
                    if let index = menu.entry(at: onList), menu.entries[index].item == .refresh {
                        asked += 1
                    }
                    driver.down(point.x, point.y)
                } else if random.next() % 2 == 0 {
                    driver.down(min(point.x, view.width - 20), point.y)
                    driver.wait(Double(random.next() % 300) / 1000)
                } else {
                    guard !Scrollbar(of: driver.scene.scrollView, axis: .vertical).isHidden
                    else { break }
                    driver.down(view.width - 6, point.y)
                }
                driver.up()
            case 7:
                // A drag of the scrollbar's thumb, or beside it, up or down.
                let y = point.y
                if driver.scene.contextMenu != nil { driver.send(.key("Escape")) }
                guard !Scrollbar(of: driver.scene.scrollView, axis: .vertical).isHidden
                else { break }
                driver.down(view.width - 4, y)
                driver.move(view.width - 4, y + Double(random.next() % 1600) - 800, over: 0.3)
                driver.up()
            case 8:
                if random.next() % 8 == 0 {
                    asked += 1
                    driver.send(.key("F5"))
                }
            default:
                break
            }
            driver.wait(Double(random.next() % 400) / 1000)
        }
        #expect(driver.settle())
    }

    @Test func aHeldDownKeyScrollsAtOneSpeedNotInJerks() {
        let driver = SceneDriver("--rows 200 --footer none")
        driver.key("Down")
        // SDL repeats a held key about 30 times a second; the content then keeps one speed.
        var speeds: [Double] = []
        for index in 0..<60 {
            driver.wait(1.0 / 30)
            driver.send(.key("Down", modifiers: [], isRepeat: true))
            if index >= 20 { speeds.append(driver.scene.scrollView.velocityY) }
        }
        let steady = 40.0 * 30
        #expect(speeds.allSatisfy { abs($0 - steady) < steady * 0.02 }, "\(speeds)")
    }

    @Test func aHeldKeyThatIsNotAScrollDoesNotRepeat() {
        let driver = SceneDriver()
        driver.send(.key("h", modifiers: [], isRepeat: true))
        driver.send(.key("End", modifiers: [], isRepeat: true))
        driver.wait(0.5)
        #expect(driver.scene.headerKind == .normal)
        #expect(driver.scene.scrollView.contentOffsetY == 0)
    }

    @Test func escapeClosesTheMenuWithoutQuittingAndQuitsWithout() {
        let driver = SceneDriver()
        driver.send(.secondaryClick(Point(x: 50, y: 50)))
        #expect(driver.scene.contextMenu != nil)
        driver.key("Escape")
        #expect(driver.scene.contextMenu == nil)
        #expect(!driver.scene.quitRequested)
        driver.send(.key("q", modifiers: .ctrl))
        #expect(driver.scene.quitRequested)
    }

    @Test func theCursorIsAHandOverWhatAClickActsOn() {
        let driver = SceneDriver("--footer-style state")
        driver.wait(3)  // the status bar has gone: the list is where the view is
        driver.move(195, 300, over: 0)
        #expect(driver.scene.cursor == .arrow)
        // 190 points down the auto footer's title shows from 690, short of loading by itself;
        // a click on it loads.
        driver.scene.scrollView.setContentOffsetY(190)
        driver.move(195, 700, over: 0)
        #expect(driver.scene.cursor == .hand)
        driver.move(386, 700, over: 0)
        #expect(driver.scene.cursor == .arrow)
        driver.send(.secondaryClick(Point(x: 50, y: 50)))
        driver.move(60, 60, over: 0)
        #expect(driver.scene.cursor == .hand)
        driver.move(20, 400, over: 0)
        #expect(driver.scene.cursor == .arrow)
    }
}
