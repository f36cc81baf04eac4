import RefreshCore

/// The live inspector that `d` shows and hides: the numbers a developer tunes by (offset,
/// velocity, insets, each component's state and percent, frame time and frames per second; in a
/// window, the median and 99th-percentile input-to-screen latency and the delayed frames of the
/// last 64) and a scrolling graph of the offset over the last 120 frames.
///
/// It is an overlay: it never changes the scroll view's size or insets, and it reads the scene
/// without changing it. Hidden, it costs nothing a frame (`record` returns at once, `draw` is not
/// called). Shown, it allocates nothing a frame: the graph's samples live in a ring made when it
/// is first shown, and every number is set in a string of at most 15 bytes, which Swift stores
/// inline.
struct DemoInspector {
    /// Whether it is shown.
    private(set) var isShown = false
    /// The frame time it shows, seconds (0 until the loop reports one).
    private(set) var frameTime = 0.0
    /// How the window's last 64 frames felt; nil headless (no such line is drawn).
    var feel: FeelSummary?
    /// The graph's title, fitted once for as long as its text and box stay the same.
    private let titleFit = FittedTextCache()

    private var samples: [Double] = []
    private var head = 0
    private var count = 0

    /// Frames of offset the graph spans.
    static let capacity = 120
    static let style = TextStyle(weight: .regular, size: 11)
    static let titleStyle = TextStyle(weight: .bold, size: 11)
    private static let graphColor = Color(r: 110, g: 200, b: 255)
    private static let zeroColor = Color(r: 255, g: 255, b: 255, a: 70)
    private static let triggerColor = Color(r: 120, g: 220, b: 120, a: 110)
    private static let basePanelHeight = 128.0
    private static let lineHeight = 17.0
    /// The label of the feel line: input-to-screen latency's median and 99th percentile (the
    /// line's third value is the delayed frames of the last 64).
    static let feelLabel = "p50/p99"
    /// Points between columns.
    private static let columnGap = 8.0
    /// How much of the frame time each new frame counts for (an exponential average, so a window's
    /// jittery frames read steadily; a fixed headless rate reads exactly).
    private static let smoothing = 0.1

    /// Shows it (with an empty graph) or hides it.
    mutating func toggle() {
        isShown.toggle()
        guard isShown else { return }
        if samples.isEmpty { samples = Array(repeating: 0, count: Self.capacity) }
        head = 0
        count = 0
        frameTime = 0
    }

    /// One frame went by: its offset joins the graph and `interval` (seconds since the last
    /// frame, as the loop measured it) the frame time. Nothing happens while hidden.
    mutating func record(offset: Double, interval: Double) {
        guard isShown else { return }
        samples[head] = offset
        head = (head + 1) % Self.capacity
        count = min(count + 1, Self.capacity)
        guard interval > 0, interval.isFinite else { return }
        frameTime =
            frameTime == 0 ? interval : frameTime + (interval - frameTime) * Self.smoothing
    }

    /// The sample `back` frames before the newest (0 is the newest).
    private func sample(back: Int) -> Double {
        samples[(head - 1 - back + Self.capacity * 2) % Self.capacity]
    }

    /// Draws the panel at the bottom of `view`, in the scene's language, and returns where it is
    /// (so the key panel keeps clear of it); nothing in a view too small for it.
    @discardableResult
    func draw(
        into list: inout DrawList, view: Rect, scene: DemoScene, metrics: TextMetrics,
        palette: DemoPalette
    ) -> Rect? {
        let width = min(view.width - 16, 374)
        let words = DemoWords.of(scene.language, texts: scene.listTexts)
        // Larger text as far as the panel's width holds its three columns (never smaller).
        var scale = scene.textScale
        if scale > 1 {
            let columns = Self.columns(
                words, style: Self.style, withFeel: feel != nil, metrics: metrics)
            scale = max(1, min(scale, (width - 20) / max(columns.end, 1)))
        }
        let height = (Self.basePanelHeight + (feel == nil ? 0 : Self.lineHeight)) * scale
        guard isShown, width >= 300, view.height >= height + 60 else { return nil }
        let panel = Rect(x: view.minX + 8, y: view.maxY - height - 8, width: width, height: height)
        list.fill(panel, palette.inspectorPanel)
        list.clipped(to: panel) { list in
            let right = drawNumbers(
                into: &list, panel: panel, scene: scene, words: words, scale: scale,
                metrics: metrics, palette: palette)
            let left = max(panel.minX + 196, right + 12)
            guard panel.maxX - 10 - left >= 48 else { return }
            drawGraph(
                into: &list,
                box: Rect(
                    x: left, y: panel.minY + 26 * scale, width: panel.maxX - 10 - left,
                    height: panel.height - 36 * scale),
                trigger: -scene.header.effectiveTriggerDistance, title: words.graph,
                label: palette.inspectorLabel, scale: scale, metrics: metrics)
        }
        return panel
    }

    /// Where the three columns start and the last ends, from the left margin, in `style`: each
    /// as wide as its widest possible text (so no value runs into the next and nothing jumps
    /// from frame to frame).
    private static func columns(
        _ words: DemoWords, style: TextStyle, withFeel: Bool, metrics: TextMetrics
    ) -> (first: Double, second: Double, end: Double) {
        func width(_ text: String) -> Double { metrics.size(of: text, style: style).width }
        // Nested pairs: `max` of more than three values builds an array.
        var labels = max(width(words.offset), width(words.velocity), width(words.insets))
        labels = max(labels, max(width(words.header), width(words.footer), width(words.frame)))
        if withFeel { labels = max(labels, width(Self.feelLabel)) }
        let first = labels + Self.columnGap
        var firstWidth = max(
            max(width("-0000.0 pt/s"), width("0000.0 ↑")),
            max(width("noMoreData"), width(words.floor)))
        if withFeel { firstWidth = max(firstWidth, width("000.0/000.0 ms")) }
        let second = first + firstWidth + Self.columnGap
        return (first, second, second + max(width("0000.0 ↓"), width("closing"), width("000 fps")))
    }

    /// The numbers in three columns (`columns`), `scale` times their size; returns the right
    /// edge of the last.
    private func drawNumbers(
        into list: inout DrawList, panel: Rect, scene: DemoScene, words: DemoWords,
        scale: Double, metrics: TextMetrics, palette: DemoPalette
    ) -> Double {
        let scrollView = scene.scrollView
        let inset = scrollView.contentInset
        let style = Self.style.scaled(by: scale)
        let left = panel.minX + 10
        let columns = Self.columns(words, style: style, withFeel: feel != nil, metrics: metrics)
        let (first, second) = (left + columns.first, left + columns.second)
        var y = panel.minY + 8 * scale
        // No variadic parameter: it would build an array every frame.
        func line(_ label: String, _ value: String, _ other: String? = nil) {
            list.text(label, style: style, color: palette.inspectorLabel, at: Point(x: left, y: y))
            list.text(value, style: style, color: palette.inspectorValue, at: Point(x: first, y: y))
            if let other {
                list.text(
                    other, style: style, color: palette.inspectorValue, at: Point(x: second, y: y))
            }
            y += Self.lineHeight * scale
        }
        line(words.offset, NumberText.make(scrollView.contentOffsetY, decimals: 1, suffix: " pt"))
        line(
            words.velocity, NumberText.make(scrollView.velocityY, decimals: 0, suffix: " pt/s"))
        line(
            words.insets, NumberText.make(inset.top, decimals: 1, suffix: " ↑"),
            NumberText.make(inset.bottom, decimals: 1, suffix: " ↓"))
        // While the second floor holds the list the pull is the floor's, not a percent of the
        // header: the floor's state says more than "1333%".
        let floor = scene.header.floorState
        if floor.holdsList {
            line(words.header, words.floor, floor.rawValue)
        } else {
            line(
                words.header, scene.header.state.rawValue,
                NumberText.make(scene.header.pullingPercent * 100, decimals: 0, suffix: "%"))
        }
        if let footer = scene.footer {
            line(
                words.footer, footer.state.rawValue,
                NumberText.make(footer.pullingPercent * 100, decimals: 0, suffix: "%"))
        } else {
            line(words.footer, words.none)
        }
        let fps = frameTime > 0 ? 1 / frameTime : 0
        line(
            words.frame, NumberText.make(frameTime * 1000, decimals: 1, suffix: " ms"),
            NumberText.make(fps, decimals: 0, suffix: " fps"))
        if let feel {
            // Percentiles and a count: numbers any language reads, in fonts every one has.
            let p50 = NumberText.make(feel.latencyP50 ?? 0, decimals: 1, suffix: "/")
            let p99 = NumberText.make(feel.latencyP99 ?? 0, decimals: 1, suffix: " ms")
            line(
                Self.feelLabel, feel.inputFrames > 0 ? p50 + p99 : "–",
                NumberText.make(Double(feel.delayedFrames), decimals: 0, suffix: "/64"))
        }
        return left + columns.end
    }

    /// The offset of the last frames, newest at the right, with 0 (the top of the content) and
    /// the header's trigger marked.
    private func drawGraph(
        into list: inout DrawList, box: Rect, trigger: Double, title: String, label: Color,
        scale: Double, metrics: TextMetrics
    ) {
        // One line over the graph, shrunk as far as it must to fit a narrow panel.
        let fitted = titleFit.fit(
            title, style: Self.titleStyle.scaled(by: scale), width: box.width,
            height: 16 * scale, metrics: metrics)
        fitted.draw(
            centeredIn: Rect(
                x: box.minX, y: box.minY - 21 * scale, width: fitted.width, height: 16 * scale),
            color: label, into: &list, metrics: metrics)
        var low = min(0, trigger - 10)
        var high = 10.0
        for back in 0..<count {
            let value = sample(back: back)
            low = min(low, value)
            high = max(high, value)
        }
        let scale = box.height / (high - low)
        func y(_ value: Double) -> Double { box.minY + (high - value) * scale }
        list.fill(Rect(x: box.minX, y: y(0), width: box.width, height: 1), Self.zeroColor)
        list.fill(Rect(x: box.minX, y: y(trigger), width: box.width, height: 1), Self.triggerColor)
        let step = box.width / Double(Self.capacity)
        var previous: Double?
        for back in stride(from: count - 1, through: 0, by: -1) {
            let value = y(sample(back: back))
            let from = previous ?? value
            let x = box.maxX - Double(back + 1) * step
            list.fill(
                Rect(
                    x: x, y: min(from, value) - 0.75, width: step + 0.5,
                    height: abs(value - from) + 1.5),
                Self.graphColor)
            previous = value
        }
    }
}
