import RefreshCore

/// Runs a scene on the simulated clock from a script, frame by frame, as the headless
/// contract says: inputs due in a frame first, then the model advances to the frame's end,
/// then the frame is rendered, shots are written, and the trace line goes out.
public final class HeadlessRunner {
    /// How long after the script a scene may take to settle before the run fails.
    public static let settleTimeout = 60.0
    /// How long the scene must stay settled before the run ends.
    public static let settleSpan = 0.25

    private let loop: FrameLoop
    private var player: ScriptPlayer
    private let frameLimit: Int?
    private let shotsFolder: String?

    /// Frames run so far.
    public var framesRun: Int { loop.frame }

    /// A runner for `scene` playing `script` at `fps`.
    public init(
        scene: DemoScene, output: FrameOutput, script: Script, fps: Int, frameLimit: Int?,
        shotsFolder: String?, trace: TraceWriter?
    ) {
        loop = FrameLoop(scene: scene, output: output, trace: trace)
        player = ScriptPlayer(script: script, fps: fps)
        self.frameLimit = frameLimit
        self.shotsFolder = shotsFolder
    }

    /// Runs to the end: `frameLimit` frames, or the script played and the scene settled.
    public func run() throws(RunError) {
        var settledSince: Double?
        var inputs = FrameInputs(frame: 0, endMilliseconds: 0)
        while true {
            player.inputs(forFrame: framesRun, into: &inputs)
            let status = try loop.step(
                inputs.events, to: inputs.endMilliseconds, shots: inputs.shots,
                folder: shotsFolder)
            let time = inputs.endMilliseconds / 1000
            if let frameLimit {
                if framesRun >= frameLimit { break }
                continue
            }
            guard player.isFinished else { continue }
            if status.isSettled {
                let since = settledSince ?? time
                settledSince = since
                if time - since >= Self.settleSpan - 1e-9 { break }
            } else {
                settledSince = nil
                if time - player.endTime / 1000 > Self.settleTimeout {
                    let reasons = loop.scene.activity.descriptions.joined(separator: ", ")
                    throw RunError(
                        "the scene did not settle within 60 s of simulated time after the script "
                            + "ended (frame \(framesRun): \(reasons)); check the script's last "
                            + "commands")
                }
            }
        }
        loop.scene.saveReadingPosition()
        if let shotsFolder { try loop.output.saveFrame(to: shotsFolder + "/final.png") }
    }
}
