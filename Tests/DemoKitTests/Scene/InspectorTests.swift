import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The live inspector (`d`): an overlay of the numbers, drawn only while shown.
@Suite struct InspectorTests {
    /// The strings of the text commands of `list`.
    static func texts(_ list: DrawList) -> [String] {
        list.commands.compactMap {
            if case .text(let string, _, _, _) = $0 { return string }
            return nil
        }
    }

    static func frame(_ scene: DemoScene) -> DrawList {
        var list = DrawList(capacity: 256)
        scene.draw(into: &list, metrics: FixedTextMetrics())
        return list
    }

    @Test func itDrawsTheNumbersOfTheScene() {
        let driver = SceneDriver("--rows 20 --latency 500")
        driver.key("d")
        driver.down(195, 150)
        driver.move(195, 400, over: 0.5)
        for _ in 0..<30 { driver.scene.recordFrame(interval: 1.0 / 60) }
        let scene = driver.scene
        #expect(scene.header.state == .pulling)
        let texts = Self.texts(Self.frame(scene))
        let offset = scene.scrollView.contentOffsetY
        let percent = scene.header.pullingPercent * 100
        for expected in [
            "offset", "velocity", "insets", "header", "footer", "frame",
            NumberText.make(offset, decimals: 1, suffix: " pt"),
            NumberText.make(scene.scrollView.velocityY, decimals: 0, suffix: " pt/s"),
            "0.0 ↑", "44.0 ↓", "pulling", NumberText.make(percent, decimals: 0, suffix: "%"),
            "idle", "0%", "16.7 ms", "60 fps",
        ] {
            #expect(texts.contains(expected), "\(expected) in \(texts)")
        }
        // The graph's title, on two lines where the panel is too narrow for one.
        #expect(texts.joined(separator: " ").contains("offset, last 120 frames"))
        #expect(offset < -100)
        #expect(texts.contains(NumberText.make(offset, decimals: 1, suffix: " pt")))
    }

    /// The text runs of `list` with their left and right edges in `metrics`.
    static func runs(_ list: DrawList, _ metrics: TextMetrics) -> [(
        text: String, x: Double, right: Double, y: Double
    )] {
        list.commands.compactMap {
            guard case .text(let string, let style, _, let origin) = $0 else { return nil }
            let width = metrics.size(of: string, style: style).width
            return (string, origin.x, origin.x + width, origin.y)
        }
    }

    /// No value runs into the next on its line ("footer noMoreData0%"), in any language, in the
    /// real fonts' widths or not: each run on a line ends before the next one starts.
    @Test(arguments: ["en", "ru", "uk", "ko"])
    func noValueRunsIntoTheNext(language: String) {
        let driver = SceneDriver("--rows 20 --latency 500 --lang \(language)")
        driver.key("n")
        driver.key("d")
        // After the status bar has gone: the rows' text under the panel keeps off its lines.
        driver.wait(3)
        driver.scene.recordFrame(interval: 1.0 / 60)
        let metrics = FixedTextMetrics()
        var list = DrawList(capacity: 256)
        driver.scene.draw(into: &list, metrics: metrics)
        let runs = Self.runs(list, metrics).filter { $0.y > 400 }
        #expect(runs.contains { $0.text == "noMoreData" })
        for a in runs {
            for b in runs where b.y == a.y && b.x > a.x {
                #expect(a.right < b.x, "\(a.text) runs into \(b.text)")
            }
        }
    }

    /// On the open second floor the header line names the floor's state, not a percent of the
    /// header (the pull is the page's height: "1333%").
    @Test func theOpenFloorShowsItsStateNotAPercent() {
        let driver = SceneDriver("--rows 20 --header floor --size 390x720")
        driver.down(195, 10)
        driver.move(195, 400, over: 0.6)
        driver.up()
        driver.wait(1.5)
        #expect(driver.scene.header.floorState == .open)
        driver.key("d")
        driver.scene.recordFrame(interval: 1.0 / 60)
        let texts = Self.texts(Self.frame(driver.scene))
        #expect(texts.contains("open"))
        #expect(!texts.contains { $0.hasSuffix("%") && $0.count > 4 }, "\(texts)")
    }

    @Test func togglingTwiceLeavesTheFrameAsItWas() {
        let driver = SceneDriver("--rows 20 --latency 500")
        driver.pullDown()
        driver.wait(0.2)
        let scene = driver.scene
        #expect(scene.header.state == .refreshing)
        let before = Self.frame(scene)
        let trace = scene.traceRecord(frame: 0, milliseconds: 0)
        let (size, inset) = (scene.scrollView.viewSize, scene.scrollView.contentInset)

        driver.key("d")
        scene.recordFrame(interval: 1.0 / 60)
        let shown = Self.frame(scene)
        #expect(shown.commands != before.commands)
        #expect(Self.texts(shown).contains("refreshing"))
        // An overlay: the frame is the one before with the inspector's commands inserted, and
        // the scroll view and the trace stay as they were.
        let split = zip(before.commands, shown.commands).prefix { $0 == $1 }.count
        #expect(split > 0)
        #expect(
            Array(shown.commands.suffix(before.commands.count - split))
                == Array(before.commands[split...]))
        #expect(scene.scrollView.viewSize == size)
        #expect(scene.scrollView.contentInset == inset)
        #expect(scene.traceRecord(frame: 0, milliseconds: 0) == trace)

        driver.key("d")
        scene.recordFrame(interval: 1.0 / 60)
        #expect(Self.frame(scene).commands == before.commands)
    }

    @Test func whileHiddenNothingIsRecorded() {
        var inspector = DemoInspector()
        inspector.record(offset: -50, interval: 0.02)
        #expect(inspector.frameTime == 0)
        inspector.toggle()
        inspector.record(offset: -50, interval: 0.02)
        #expect(inspector.frameTime == 0.02)
        inspector.toggle()
        inspector.toggle()
        #expect(inspector.frameTime == 0)
    }

    @Test(arguments: [
        (-115.46, 1, "-115.5 pt"), (0.04, 1, "0.0 pt"), (-0.04, 1, "0.0 pt"), (54, 1, "54.0 pt"),
        (1234.4, 0, "1234 pt"), (-99_999_999, 1, "-99999.0 pt"), (Double.nan, 0, "0 pt"),
        (9.96, 1, "10.0 pt"),
    ])
    func numbersAreSetShortly(value: Double, decimals: Int, text: String) {
        let made = NumberText.make(value, decimals: decimals, suffix: " pt")
        #expect(made == text)
        #expect(made.utf8.count <= 15)
    }
}
