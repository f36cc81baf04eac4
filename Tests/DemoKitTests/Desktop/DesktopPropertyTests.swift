import TestSupport
import Testing

@testable import DemoKit
@testable import RefreshCore

/// Random keys, clicks, right clicks, menu choices and scrollbar drags on the simulated clock:
/// after every frame the list's offset lies within the offsets it may rest in (no key, click,
/// menu or scrollbar ever takes it past an edge), and the header begins refreshing only as often
/// as it was asked to (F5, Ctrl+r, r, or the menu's Refresh).
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
        // The bounds of the last 1.5 s: while a header closes, its inset moves the top and a
        // scroll under way follows it a moment later; when a refresh shortens the list under an
        // offset near its old end, the content springs back (ω = 10, within a second); and
        // the bounds the insets head for. No
        // desktop input takes it past all of them.
        var recent: [(time: Double, bounds: ClosedRange<Double>)] = []
        driver.everyFrame = { scene in
            let now = scene.timeline.now
            let view = scene.scrollView
            recent.append((now, view.offsetBounds(.vertical)))
            // And where the insets head (a scroll may reach its rest before a header closes).
            recent.append(
                (
                    now,
                    ScrollGeometry(
                        contentSize: view.contentSize, viewSize: view.viewSize,
                        inset: view.targetContentInset
                    ).bounds(.vertical)
                ))
            recent.removeAll { $0.time < now - 1.5 }
            let low = recent.map(\.bounds.lowerBound).min() ?? 0
            let high = recent.map(\.bounds.upperBound).max() ?? 0
            let offset = scene.scrollView.contentOffsetY
            #expect(
                offset >= low - 1e-6 && offset <= high + 1e-6,
                "offset \(offset) outside \(low)...\(high) at \(now)")
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
                // or on the scrollbar's track. (A press on the content itself is a drag, the
                // scroll view's own business: it may hold the content where a closing header
                // leaves it, and other property tests cover it.)
                if let menu = driver.scene.contextMenu {
                    if let index = menu.entry(at: point), menu.entries[index].item == .refresh {
                        asked += 1
                    }
                    driver.down(point.x, point.y)
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
