import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The inspector's feel line: a window's input-to-screen latency and delayed frames.
@Suite struct InspectorFeelTests {
    @Test func aWindowsInspectorShowsLatencyPercentilesAndDelayedFrames() {
        let driver = SceneDriver("--rows 20")
        driver.key("d")
        driver.scene.recordFrame(interval: 1.0 / 60)
        driver.scene.recordFeel(
            FeelSummary(
                frames: 64, inputFrames: 40, latencyP50: 4.25, latencyP99: 11,
                delayedFrames: 3))
        let texts = InspectorTests.texts(InspectorTests.frame(driver.scene))
        #expect(texts.contains("p50/p99"))
        #expect(texts.contains("4.3/11.0 ms"), "\(texts)")
        #expect(texts.contains("3/64"))
    }

    @Test func withoutInputTheLatencyIsADash() {
        let driver = SceneDriver("--rows 20")
        driver.key("d")
        driver.scene.recordFeel(FeelSummary.empty)
        let texts = InspectorTests.texts(InspectorTests.frame(driver.scene))
        #expect(texts.contains("–"))
        #expect(texts.contains("0/64"))
    }

    /// Headless (no feel), the panel is as it was: no such line, the same height.
    @Test func aHeadlessInspectorHasNoFeelLine() {
        let driver = SceneDriver("--rows 20")
        driver.key("d")
        let headless = InspectorTests.frame(driver.scene)
        #expect(!InspectorTests.texts(headless).contains("p50/p99"))
        driver.scene.recordFeel(FeelSummary.empty)
        let windowed = InspectorTests.frame(driver.scene)
        func panelTop(_ list: DrawList) -> Double? {
            list.commands.compactMap { command -> Double? in
                if case .fill(let rect, let color) = command,
                    color == DemoPalette.light.inspectorPanel
                {
                    return rect.minY
                }
                return nil
            }.first
        }
        // The panel, its bottom at 712, grows by one 17-point line.
        let headlessTop: Double = 720 - 8 - 128
        let windowedTop: Double = 720 - 8 - 128 - 17
        #expect(panelTop(headless) == .some(headlessTop))
        #expect(panelTop(windowed) == .some(windowedTop))
    }
}
