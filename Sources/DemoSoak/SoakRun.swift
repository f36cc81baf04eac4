import DemoKit
import RefreshCore

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
    public private(set) var framesRun = 0
    private var player: ScriptPlayer

    /// A run of `soakCase` whose script lasts at least `frames` frames.
    public convenience init(
        _ soakCase: SoakCase, frames: Int, sheets: [String: SpriteSheet] = SyntheticSheets.all
    ) {
        let milliseconds = Int((Double(frames) * 1000 / Double(soakCase.fps)).rounded(.up))
        self.init(soakCase, script: soakCase.script(lasting: milliseconds), sheets: sheets)
    }

    /// A run of `soakCase`'s settings playing `text` instead of its random script.
    public init(
        _ soakCase: SoakCase, script text: String,
        sheets: [String: SpriteSheet] = SyntheticSheets.all
    ) {
        self.soakCase = soakCase
        let settings = soakCase.settings(sheets: sheets)
        scene = DemoScene(settings: settings)
        invariants = SceneInvariants(scene: scene, settings: settings)
        let script: Script
        do {
            script = try Script.parse(text, fileName: "soak-\(soakCase.seed)")
        } catch {
            preconditionFailure("the soak generator wrote a bad script: \(error)")
        }
        player = ScriptPlayer(script: script, fps: soakCase.fps)
    }

    /// Runs `count` more frames; `render` draws each one after the model has advanced.
    public func run(frames count: Int, render: (DemoScene) -> Void = { _ in }) {
        for _ in 0..<count {
            let inputs = player.inputs(forFrame: framesRun)
            for input in inputs.events {
                scene.apply(input)
                invariants.check(scene, frame: framesRun)
            }
            scene.advance(to: inputs.endMilliseconds / 1000)
            invariants.check(scene, frame: framesRun)
            render(scene)
            framesRun += 1
        }
    }
}
