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

    /// One fuzzed script as the run draws it: its bytes and, when they parse, the script, the
    /// scene's options and the frame limit it runs with (nil: to the settle or its timeout).
    public struct FuzzCase {
        /// `fuzz-SEED-INDEX`, the name its messages and the soak's report give it.
        public var name: String
        /// The script's bytes.
        public var bytes: [UInt8]
        /// The parsed script, or the parser's error.
        public var script: Result<Script, ScriptError>
        /// The scene it runs in, when it parsed.
        public var soakCase: SoakCase?
        /// The frame limit, when it parsed and stops after a few frames.
        public var limit: Int?
    }

    /// The fuzzed scripts of `seed`, drawn in the order `run` plays them.
    public struct Cases {
        private var fuzzer: ScriptFuzzer
        private var random: SeededRandom
        private let seed: UInt64
        private var index = 0

        /// The cases of `seed`, from the first.
        public init(seed: UInt64) {
            self.seed = seed
            fuzzer = ScriptFuzzer(seed: seed)
            random = SeededRandom(seed: seed ^ 0x5EED)
        }

        /// The next case (there is always one).
        public mutating func next() -> FuzzCase {
            let bytes = fuzzer.next()
            let name = "fuzz-\(seed)-\(index)"
            index += 1
            let script: Script
            do {
                script = try Script.parse(data: bytes, fileName: name)
            } catch {
                return FuzzCase(name: name, bytes: bytes, script: .failure(error))
            }
            let soakCase = SoakCase(seed: random.next(), viewSize: Size(width: 390, height: 720))
            // Short scripts run to the settle (or its timeout); the rest stop after a few frames.
            let limit: Int? =
                script.duration <= 5000 && random.chance(0.3)
                ? nil : Int.random(in: 1...240, using: &random)
            return FuzzCase(
                name: name, bytes: bytes, script: .success(script), soakCase: soakCase,
                limit: limit)
        }
    }

    /// The case `fuzz-SEED-INDEX` of a run, to replay it.
    public static func replay(seed: UInt64, index: Int) -> FuzzCase {
        var cases = Cases(seed: seed)
        for _ in 0..<index { _ = cases.next() }
        return cases.next()
    }

    /// Runs `count` scripts drawn from `seed`.
    public static func run(count: Int, seed: UInt64) -> Tally {
        var cases = Cases(seed: seed)
        var tally = Tally()
        for _ in 0..<count {
            let fuzzed = cases.next()
            let script: Script
            switch fuzzed.script {
            case .failure(let error):
                tally.scriptErrors += 1
                if error.line < 1 || !error.description.hasPrefix(fuzzed.name + ":\(error.line): ")
                {
                    tally.badMessages.append(error.description)
                }
                continue
            case .success(let parsed): script = parsed
            }
            guard let soakCase = fuzzed.soakCase else { continue }
            do {
                tally.frames += try play(script, in: soakCase, limit: fuzzed.limit)
                tally.completed += 1
            } catch {
                tally.unsettled += 1
                tally.frames += error.frames
                if tally.unsettledRuns.count < 10 {
                    tally.unsettledRuns.append(
                        "\(fuzzed.name) with \(soakCase.demoArguments.joined(separator: " ")): "
                            + error.message)
                }
            }
        }
        return tally
    }

    /// Plays `script` in `soakCase`'s scene at 60 frames a second, headless, to `limit` frames
    /// or to the settle; returns the frames run, or throws what kept the scene from settling.
    public static func play(_ script: Script, in soakCase: SoakCase, limit: Int?) throws(Unsettled)
        -> Int
    {
        let runner = HeadlessRunner(
            scene: soakCase.makeScene(), output: DiscardingFrameOutput(), script: script, fps: 60,
            frameLimit: limit, shotsFolder: "/nonexistent-fuzz", trace: nil)
        do {
            try runner.run()
        } catch {
            throw Unsettled(message: error.message, frames: runner.framesRun)
        }
        return runner.framesRun
    }

    /// A run that never settled: what kept it, after how many frames.
    public struct Unsettled: Error {
        /// The runner's message.
        public var message: String
        /// Frames run.
        public var frames: Int
    }
}
