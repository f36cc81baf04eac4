import RefreshAccessibleView
import RefreshCore

/// One frame of the demo, the same for every driver — the headless runner, the window, the
/// bench and the soak: take in what the frame learned (`FrameStep`: the inputs due, the actions
/// assistive technologies asked for, the desktop's preferences, the window's feel) and advance
/// the model to the frame's end, build the draw list, render it, write the trace line. Each part
/// is a method, so the bench can time them one by one and a window can do its own work between
/// them; `step` does them all in order.
public final class FrameLoop {
    /// The scene the frames show.
    public let scene: DemoScene
    /// Where frames go.
    public let output: FrameOutput
    /// Where trace lines go, if anywhere.
    public let trace: TraceWriter?
    /// Runs after each input is applied and after the model advances (the soak's checks).
    public var check: ((DemoScene) -> Void)?
    /// The frame's draw list, its storage reused from frame to frame.
    public private(set) var list = DrawList(capacity: 512)
    /// Frames finished so far: the number of the next one.
    public private(set) var frame = 0
    /// The time of the last advance, seconds.
    private var lastTime: Double?
    /// Whether the scene's own quit (`Ctrl+q`, the menu's Quit) ends the run, as in a window:
    /// `take(_:at:)` then stops before the frame advances. Headless, a script plays to its end.
    public var endsOnQuit = false

    /// A loop showing `scene` on `output`, tracing to `trace`.
    public init(scene: DemoScene, output: FrameOutput, trace: TraceWriter? = nil) {
        self.scene = scene
        self.output = output
        self.trace = trace
    }

    /// Takes in what the frame learned and advances the model to `time`, seconds on this loop's
    /// clock, in the order every frame has: the last feel measured (only the inspector's drawing
    /// reads it); the inputs, each at its own time; the accessibility requests at `time` (the
    /// model first advanced there, as an input at that time would find it); then, unless the run
    /// ends here (the step `closes`, or the scene quit and `endsOnQuit`), the desktop's changed
    /// preferences and the advance. Returns false when the run ends, with nothing after the
    /// requests done.
    @discardableResult
    public func take(_ step: FrameStep, at time: Double) -> Bool {
        if let feel = step.feel { scene.recordFeel(feel) }
        for input in step.inputs {
            scene.apply(input)
            check?(scene)
        }
        if !step.accessibilityRequests.isEmpty {
            scene.advance(to: time)
            for action in step.accessibilityRequests {
                scene.perform(action)
                check?(scene)
            }
        }
        if step.closes || (endsOnQuit && scene.quitRequested) { return false }
        if let preferences = step.preferences { scene.followDesktop(preferences) }
        advance(to: time)
        return true
    }

    /// Advances the model to `time`, seconds, and tells the scene how long the frame took on
    /// this loop's clock (simulated headless, the real one in a window) for the inspector.
    private func advance(to time: Double) {
        scene.advance(to: time)
        check?(scene)
        scene.recordFrame(interval: lastTime.map { time - $0 } ?? 0)
        lastTime = time
    }

    /// Builds the frame's draw list.
    public func draw() {
        list.reset()
        // The list carries its language to the renderer; the scene measures its text while it
        // builds the list, with metrics asked for the same language (the fonts' Han forms).
        list.language = scene.language
        scene.draw(into: &list, metrics: output.metrics(for: scene.language))
    }

    /// Renders the draw list.
    public func render() throws(RunError) {
        try output.render(list)
    }

    /// Writes the trace line of this frame, stamped `milliseconds`, with a window's `feel` of
    /// it, and counts the frame.
    public func finish(milliseconds: Double, feel: FeelRecord? = nil) throws(RunError) {
        defer { frame += 1 }
        guard let trace else { return }
        var record = scene.traceRecord(frame: frame, milliseconds: milliseconds)
        record.feel = feel
        do {
            try trace.write(record)
        } catch {
            throw RunError(error.message + "; check the free space and the --trace path")
        }
    }

    /// One whole frame: what it `learned` taken in with the model advanced to `milliseconds`,
    /// drawn, rendered, the PNGs of `shots` written into `folder` (if there is one), traced.
    /// Returns what comes next; a step that ends the run (`take(_:at:)`) draws nothing.
    @discardableResult
    public func step(
        _ learned: FrameStep, to milliseconds: Double, shots: [String] = [],
        folder: String? = nil
    ) throws(RunError) -> FrameStatus {
        for input in learned.inputs {
            if case .resize(let size) = input.event { try output.resize(to: size) }
        }
        guard take(learned, at: milliseconds / 1000) else { return status }
        draw()
        try render()
        if let folder {
            for name in shots { try output.saveFrame(to: folder + "/" + name + ".png") }
        }
        try finish(milliseconds: milliseconds)
        return status
    }

    /// One whole frame that learned only `inputs` (a script's frame, a test's), as
    /// `step(_:to:shots:folder:)` does it.
    @discardableResult
    public func step(
        _ inputs: [TimedInput], to milliseconds: Double, shots: [String] = [],
        folder: String? = nil
    ) throws(RunError) -> FrameStatus {
        try step(FrameStep(inputs: inputs), to: milliseconds, shots: shots, folder: folder)
    }

    /// Whether the scene is settled now and when it next changes by itself.
    public var status: FrameStatus {
        FrameStatus(
            isSettled: scene.isSettled, isAnimating: scene.isAnimating,
            nextDeadline: scene.timeline.nextDeadline)
    }
}
