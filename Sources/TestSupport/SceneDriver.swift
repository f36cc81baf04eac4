import DemoKit
import RefreshCore

/// Drives a `DemoScene` with timed inputs the way the headless runner does: one pointer event per
/// 1/60 s frame, the clock advanced frame by frame so the components see every offset.
public final class SceneDriver {
    /// One frame, seconds (60 frames a second).
    public static let frame = 1.0 / 60

    /// The scene driven.
    public let scene: DemoScene
    private let metrics = FixedTextMetrics()
    /// The scene's clock, seconds.
    public private(set) var time = 0.0
    /// Where the pointer is.
    public private(set) var pointer = Point(x: 195, y: 300)
    /// Called after every frame (checks that must hold at all times).
    public var everyFrame: ((DemoScene) -> Void)?

    /// A scene of these options on the simulated clock, with sheets of the demo's shapes.
    public init(
        header: HeaderKind = .normal, footer: FooterKind = .auto,
        footerStyle: FooterStyle = .normal, rows: Int = 20, page: Int = 20, pages: Int = 3,
        latency: Double = 0.5, size: Size = Size(width: 390, height: 720),
        network: NetworkSettings = NetworkSettings(), language: RefreshLanguage = .english,
        languages: [RefreshLanguage: RefreshStrings] = [:],
        store: LastUpdatedStore = MemoryLastUpdatedStore(), carousel: Int? = nil, cards: Int = 8
    ) {
        var options = DemoOptions()
        options.size = size
        options.header = header
        options.footer = footer
        options.footerStyle = footerStyle
        options.rows = rows
        options.page = page
        options.pages = pages
        options.latency = Int((latency * 1000).rounded())
        options.lang = language
        options.failEvery = network.failEvery
        options.successDwell = Int((network.successDwell * 1000).rounded())
        options.failureDwell = Int((network.failureDwell * 1000).rounded())
        options.carousel = carousel
        options.cards = cards
        scene = DemoScene(
            options: options,
            resources: SceneResources(
                sheets: SyntheticSheets.all, languages: languages, store: store))
    }

    private func send(_ event: InputEvent) {
        scene.apply(TimedInput(time: time, event: event))
    }

    /// Lets `seconds` pass in frames, drawing each one.
    public func wait(_ seconds: Double) {
        let end = time + seconds
        while time < end - 1e-9 {
            time = min(end, time + Self.frame)
            scene.advance(to: time)
            var list = DrawList(capacity: 64)
            scene.draw(into: &list, metrics: metrics)
            everyFrame?(scene)
        }
    }

    /// Presses at (x, y).
    public func down(_ x: Double, _ y: Double) {
        pointer = Point(x: x, y: y)
        send(.pointerDown(pointer))
    }

    /// Moves in a straight line over `seconds`, one event per frame (one event when 0).
    public func move(_ x: Double, _ y: Double, over seconds: Double) {
        let start = pointer
        let target = Point(x: x, y: y)
        let steps = max(1, Int((seconds / Self.frame).rounded()))
        for step in 1...steps {
            if seconds > 0 { wait(seconds / Double(steps)) }
            let f = Double(step) / Double(steps)
            pointer = Point(x: start.x + (x - start.x) * f, y: start.y + (y - start.y) * f)
            send(.pointerMove(pointer))
        }
        pointer = target
    }

    /// Releases where the pointer is.
    public func up() { send(.pointerUp(pointer)) }

    /// The drag is interrupted (focus lost, or the button released outside the window as the
    /// window's event translation reports it).
    public func cancel() { send(.pointerCancel) }

    /// Presses and releases the key called `name`.
    public func key(_ name: String) { send(.key(Key(stringLiteral: name))) }

    /// Turns the wheel by `notches`.
    public func wheel(_ notches: Double) { send(.wheel(notches: notches)) }

    /// A quick upward swipe that coasts towards the end of the list.
    public func flingUp() {
        down(195, 600)
        move(195, 250, over: 0.12)
        up()
    }

    /// A slow pull down from near the top, past the header's threshold, then a release.
    public func pullDown(release: Bool = true) {
        down(195, 150)
        move(195, 400, over: 0.5)
        wait(0.1)
        if release { up() }
    }

    /// Waits in frames until the scene is settled, for at most `limit` seconds.
    @discardableResult
    public func settle(limit: Double = 30) -> Bool {
        let end = time + limit
        while time < end {
            if scene.isSettled { return true }
            wait(Self.frame)
        }
        return scene.isSettled
    }

    /// The rows' ids, in order.
    public var ids: [Int] { scene.rows.map(\.id) }
}
