import RefreshCore

/// One frame of the demo, the same for every driver — the headless runner, the window, the
/// bench and the soak: deliver the inputs due, advance the model to the frame's end, build the
/// draw list, render it, write the trace line. Each part is a method, so the bench can time
/// them one by one; `step` does them all in order.
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

    /// A loop showing `scene` on `output`, tracing to `trace`.
    public init(scene: DemoScene, output: FrameOutput, trace: TraceWriter? = nil) {
        self.scene = scene
        self.output = output
        self.trace = trace
    }

    /// Applies the inputs, each at its own time.
    public func deliver(_ inputs: [TimedInput]) {
        for input in inputs {
            scene.apply(input)
            check?(scene)
        }
    }

    /// Advances the model to `time`, seconds, and tells the scene how long the frame took on
    /// this loop's clock (simulated headless, the real one in a window) for the inspector.
    public func advance(to time: Double) {
        scene.advance(to: time)
        check?(scene)
        scene.recordFrame(interval: lastTime.map { time - $0 } ?? 0)
        lastTime = time
    }

    /// Builds the frame's draw list.
    public func draw() {
        list.reset()
        output.setLanguage(scene.language)
        scene.draw(into: &list, metrics: output.metrics)
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

    /// One whole frame: `inputs`, the model advanced to `milliseconds`, drawn, rendered, the PNGs
    /// of `shots` written into `folder` (if there is one), traced. Returns what comes next.
    @discardableResult
    public func step(
        _ inputs: [TimedInput], to milliseconds: Double, shots: [String] = [],
        folder: String? = nil
    ) throws(RunError) -> FrameStatus {
        for input in inputs {
            if case .resize(let size) = input.event { try output.resize(to: size) }
        }
        deliver(inputs)
        advance(to: milliseconds / 1000)
        draw()
        try render()
        if let folder {
            for name in shots { try output.saveFrame(to: folder + "/" + name + ".png") }
        }
        try finish(milliseconds: milliseconds)
        return status
    }

    /// Whether the scene is settled now and when it next changes by itself.
    public var status: FrameStatus {
        FrameStatus(
            isSettled: scene.isSettled, isAnimating: scene.isAnimating,
            nextDeadline: scene.timeline.nextDeadline)
    }
}
