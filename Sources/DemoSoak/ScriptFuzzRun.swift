import DemoKit
import RefreshCore
import TestSupport

/// Feeds fuzzed scripts through the parser and, when they parse, the headless loop in
/// process, and counts how each ended. A crash or a hang is the failure this looks for.
public struct ScriptFuzzRun {
    /// How the scripts ended.
    public struct Tally: Sendable, CustomStringConvertible {
        /// Rejected by the parser, with `FILE:LINE:`.
        public var scriptErrors = 0
        /// Ran to the end.
        public var completed = 0
        /// Ran but never settled (the contract's exit 1).
        public var unsettled = 0
        /// Frames run in all.
        public var frames = 0
        /// Messages that broke the `FILE:LINE: message` form.
        public var badMessages: [String] = []
        /// The first unsettled runs: the script's name, the demo's options and what kept the
        /// scene from settling, to replay them.
        public var unsettledRuns: [String] = []

        /// Scripts tried: each ends in exactly one of the three outcomes.
        public var scripts: Int { scriptErrors + completed + unsettled }

        /// One line.
        public var description: String {
            "\(scripts) scripts: \(scriptErrors) rejected, \(completed) ran, "
                + "\(unsettled) never settled, \(frames) frames"
        }
    }

    /// Runs `count` scripts drawn from `seed`.
    public static func run(count: Int, seed: UInt64) -> Tally {
        var fuzzer = ScriptFuzzer(seed: seed)
        var random = SeededRandom(seed: seed ^ 0x5EED)
        var tally = Tally()
        for index in 0..<count {
            let bytes = fuzzer.next()
            let fileName = "fuzz-\(seed)-\(index)"
            let script: Script
            do {
                script = try Script.parse(data: bytes, fileName: fileName)
            } catch {
                tally.scriptErrors += 1
                if error.line < 1 || !error.description.hasPrefix(fileName + ":\(error.line): ") {
                    tally.badMessages.append(error.description)
                }
                continue
            }
            let output = DiscardingFrameOutput()
            let soakCase = SoakCase(seed: random.next(), viewSize: Size(width: 390, height: 720))
            let scene = soakCase.makeScene()
            // Short scripts run to the settle (or its timeout); the rest stop after a few frames.
            let limit: Int? =
                script.duration <= 5000 && random.chance(0.3)
                ? nil : Int.random(in: 1...240, using: &random)
            let runner = HeadlessRunner(
                scene: scene, output: output, script: script, fps: 60, frameLimit: limit,
                shotsFolder: "/nonexistent-fuzz", trace: nil)
            do {
                try runner.run()
                tally.completed += 1
            } catch {
                tally.unsettled += 1
                if tally.unsettledRuns.count < 10 {
                    tally.unsettledRuns.append(
                        "\(fileName) with \(soakCase.demoArguments.joined(separator: " ")): "
                            + error.message)
                }
            }
            tally.frames += runner.framesRun
        }
        return tally
    }
}
