import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The key panel is laid out once and drawn from that layout while nothing it depends on
/// changes: a frame that draws it measures one reference text, not the panel's every text at
/// every size it tries (which, past the metrics' memo, cost a soak seed minutes of frames).
@Suite struct KeyPanelLayoutTests {
    /// Metrics that count what they are asked to measure.
    final class CountingMetrics: TextMetrics {
        let inner = FixedTextMetrics()
        var asked = 0

        func size(of text: String, style: TextStyle) -> Size {
            asked += 1
            return inner.size(of: text, style: style)
        }
    }

    @Test func thePanelIsLaidOutOnceNotEachFrame() {
        let driver = SceneDriver("--headless")
        let scene = driver.scene
        scene.perform(DemoAction.toggleKeyPanel)
        let metrics = CountingMetrics()
        var list = DrawList()
        func frame() -> Int {
            metrics.asked = 0
            list.reset()
            scene.draw(into: &list, metrics: metrics)
            return metrics.asked
        }
        let first = frame()
        let withPanel = frame()
        scene.perform(DemoAction.toggleKeyPanel)
        let withoutPanel = frame()
        // The panel's own measurements: its layout's in the first frame, one after.
        #expect(first - withoutPanel > 50)
        #expect(withPanel - withoutPanel == 1)
        // A new language lays it out again.
        scene.perform(DemoAction.toggleKeyPanel)
        scene.perform(DemoAction.nextLanguage)
        _ = frame()
        #expect(frame() - withoutPanel == 1)
    }
}
