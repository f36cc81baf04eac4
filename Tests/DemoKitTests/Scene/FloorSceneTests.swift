import DemoSoak
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The second floor in the demo's scene: keys, the footer, resizes, and the soak's rules.
@Suite struct FloorSceneTests {
    /// Opens the floor with a pull of 310 points (136 visible in 720) and waits for it.
    private func openFloor(_ driver: SceneDriver) {
        driver.down(195, 150)
        driver.move(195, 460, over: 0.6)
        driver.wait(0.1)
        driver.up()
        driver.wait(0.6)
    }

    @Test func keySixPicksTheFloorAndHCyclesThroughIt() {
        let driver = SceneDriver("--header progress")
        driver.key("h")
        #expect(driver.scene.headerKind == .floor)
        #expect(driver.scene.header.floor != nil)
        driver.key("h")
        #expect(driver.scene.headerKind == .normal && driver.scene.header.floorState == .closed)
        driver.key("6")
        #expect(driver.scene.headerKind == .floor)
    }

    /// A load in flight when the floor opens is ended, its page dropped, as a header refresh
    /// does; none starts while the floor holds the list.
    @Test func theFloorOpeningEndsAFootersLoad() {
        let driver = SceneDriver("--header floor --latency 3000")
        driver.flingUp()
        driver.wait(1)
        #expect(driver.scene.footer?.isRefreshing == true)
        driver.scene.header.floor?.open()
        #expect(driver.scene.footer?.isRefreshing == false)
        #expect(driver.scene.loadingPage == nil)
        driver.wait(4)
        #expect(driver.scene.loads == 0 && driver.scene.rows.count == 20)
        #expect(driver.scene.header.floorState == .open)
        driver.key("b")
        driver.wait(0.6)
        #expect(driver.scene.header.floorState == .closed)
    }

    /// Resized while open, the content waits just below the new bottom; the trace says so.
    @Test func anOpenFloorFollowsAResize() {
        let driver = SceneDriver("--header floor")
        openFloor(driver)
        #expect(driver.scene.header.floorState == .open)
        driver.scene.apply(
            TimedInput(time: driver.time, event: .resize(Size(width: 320, height: 500))))
        let record = driver.scene.traceRecord(frame: 0, milliseconds: driver.time * 1000)
        #expect(record.floor == "open")
        #expect(record.offsetY == -500 && record.insetTop == 500)
        #expect(record.viewWidth == 320)
    }

    /// The page's words follow the language: `l` re-titles it in the next frame.
    @Test func thePageSpeaksTheScenesLanguage() throws {
        let strings = PackageStrings.all
        let driver = SceneDriver("--header floor", languages: strings)
        openFloor(driver)
        func texts() -> [String] {
            var list = DrawList(capacity: 256)
            driver.scene.draw(into: &list, metrics: FixedTextMetrics())
            return list.commands.compactMap {
                if case .text(let text, _, _, _) = $0 { return text }
                return nil
            }
        }
        #expect(texts().contains("Second floor"))
        #expect(texts().contains("Press b or click to go back"))
        driver.key("l")
        let chinese = try #require(strings[.simplifiedChinese])
        #expect(texts().contains(chinese[.secondFloorTitle]))
        #expect(!texts().contains("Second floor"))
    }

    /// The floor's own scripted session keeps every invariant of the soak.
    @Test func aFloorSessionKeepsTheSoaksInvariants() {
        let driver = SceneDriver("--header floor --rows 30 --latency 300")
        let invariants = SceneInvariants(scene: driver.scene)
        var frame = 0
        driver.everyFrame = { scene in
            invariants.check(scene, frame: frame)
            frame += 1
        }
        for close in ["b", "click", "1"] {
            if close == "1" { driver.key("6") }
            openFloor(driver)
            driver.flingUp()
            driver.wheel(-5)
            driver.wait(0.5)
            switch close {
            case "click":
                driver.down(100, 300)
                driver.up()
            default:
                driver.key(close)
            }
            driver.settle()
        }
        #expect(invariants.violations.isEmpty, "\(invariants.violations.prefix(3))")
        #expect(invariants.settledChecks > 0)
        #expect(driver.scene.scrollView.contentInset.top == 0)
    }
}
