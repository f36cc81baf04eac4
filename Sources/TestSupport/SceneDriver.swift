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

    /// A scene of the demo started with `arguments` as on its command line (`"--footer back",
    /// "--latency 300"`: each split at spaces; the driver's latency is 500 ms unless they say
    /// otherwise), then changed by `configure`, on the simulated clock with sheets of the demo's
    /// shapes, titles from `languages`, the lists' and the menu's texts from `listTexts`,
    /// last-updated times in `store` and the feed's text wrapped as `metrics` measures it (nil:
    /// the scene's estimate); `wake` is the window's wake-up (a feed's cache then writes
    /// landings on a thread of its own, as in a window). Arguments the demo would refuse stop
    /// the test with the demo's message.
    public init(
        _ arguments: String..., languages: [RefreshLanguage: RefreshStrings] = [:],
        listTexts: ListTexts = .english, store: LastUpdatedStore = MemoryLastUpdatedStore(),
        metrics: TextMetrics? = nil,
        _ configure: (inout DemoOptions) -> Void = { _ in }, wake: (@Sendable () -> Void)? = nil
    ) {
        let words =
            ["--latency", "500"] + arguments.flatMap { $0.split(separator: " ").map(String.init) }
        var options: DemoOptions
        do {
            guard case .run(let parsed) = try DemoOptions.parse(words) else {
                preconditionFailure("SceneDriver(\(arguments)): not options for a run")
            }
            options = parsed
        } catch {
            preconditionFailure("SceneDriver(\(arguments)): \(error.message)")
        }
        configure(&options)
        var resources = SceneResources(
            sheets: SyntheticSheets.all, languages: languages, store: store,
            listTexts: listTexts, metrics: metrics)
        resources.wake = wake
        scene = DemoScene(options: options, resources: resources)
    }

    /// Sends `event` now (a key with modifiers, a repeat, a right click, …).
    public func send(_ event: InputEvent) {
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

    /// The window was resized to `size` points.
    public func resize(_ size: Size) { send(.resize(size)) }

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
