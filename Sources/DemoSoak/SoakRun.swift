import DemoKit
import RefreshCore
import TestSupport

/// Plays one soak case through a scene frame by frame, as the headless runner does, checking
/// the invariants after every input and every frame.
public final class SoakRun {
    /// The case being played.
    public let soakCase: SoakCase
    /// The scene.
    public let scene: DemoScene
    /// The checks and what they found.
    public let invariants: SceneInvariants
    /// Frames run so far.
    public var framesRun: Int { loop.frame }
    private var player: ScriptPlayer
    private let loop: FrameLoop

    /// A run of `soakCase` whose script lasts at least `frames` frames.
    public convenience init(
        _ soakCase: SoakCase, frames: Int, sheets: [String: SpriteSheet] = SyntheticSheets.all,
        output: FrameOutput = DiscardingFrameOutput()
    ) {
        let milliseconds = Int((Double(frames) * 1000 / Double(soakCase.options.fps)).rounded(.up))
        self.init(
            soakCase, script: soakCase.script(lasting: milliseconds), sheets: sheets,
            output: output)
    }

    /// A run of `soakCase`'s scene playing `text` instead of its random script.
    public init(
        _ soakCase: SoakCase, script text: String,
        sheets: [String: SpriteSheet] = SyntheticSheets.all,
        output: FrameOutput = DiscardingFrameOutput()
    ) {
        self.soakCase = soakCase
        scene = soakCase.makeScene(sheets: sheets)
        invariants = SceneInvariants(scene: scene)
        loop = FrameLoop(scene: scene, output: output)
        let script: Script
        do {
            script = try Script.parse(text, fileName: "soak-\(soakCase.seed)")
        } catch {
            preconditionFailure("the soak generator wrote a bad script: \(error)")
        }
        player = ScriptPlayer(script: script, fps: soakCase.options.fps)
        loop.check = { [unowned self] scene in invariants.check(scene, frame: framesRun) }
    }

    /// Runs `count` more frames through the frame loop, checking the invariants after every
    /// input and every advance; `afterFrame` sees the scene once each frame is rendered.
    public func run(frames count: Int, afterFrame: (DemoScene) -> Void = { _ in }) {
        var inputs = FrameInputs(frame: 0, endMilliseconds: 0)
        for _ in 0..<count {
            player.inputs(forFrame: framesRun, into: &inputs)
            do {
                try loop.step(inputs.events, to: inputs.endMilliseconds)
            } catch {
                preconditionFailure("a soak frame without a trace or shots cannot fail: \(error)")
            }
            afterFrame(scene)
        }
    }
}
