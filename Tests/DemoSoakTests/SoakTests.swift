import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import TestSupport
import Testing

/// The short soak of `make test`: seeded random scripts through the pure scene, every input
/// and frame checked (`make soak` runs 10⁶ frames, rendered, in `refresh-soak`).
@Suite struct SoakTests {
    /// 20 seeds × 5 000 frames = 10⁵ frames.
    static let seeds: [UInt64] = Array(1...20)
    static let framesPerSeed = 5_000
    static let viewSize = Size(width: 195, height: 360)

    @Test(arguments: seeds)
    func randomScriptsKeepEveryInvariant(seed: UInt64) {
        let soakCase = SoakCase(seed: seed, viewSize: Self.viewSize)
        let run = SoakRun(soakCase, frames: Self.framesPerSeed)
        let metrics = FixedTextMetrics()
        var list = DrawList(capacity: 512)
        run.run(frames: Self.framesPerSeed) { scene in
            list.reset()
            scene.draw(into: &list, metrics: metrics)
        }
        let invariants = run.invariants
        let replay = "replay: refresh-soak --seed \(seed) --frames \(Self.framesPerSeed)"
        #expect(
            invariants.violations.isEmpty,
            "\(replay)\n\(invariants.violations.prefix(5).map(\.description).joined(separator: "\n"))"
        )
        // With a carousel as well as the list, both must come to rest together: a random script
        // may keep one of them moving for all its 5 000 frames (seed 1 does), so only scenes
        // without one must have settled at least once.
        if soakCase.options.carousel == nil {
            #expect(invariants.settledChecks > 0, "the scene never settled: \(replay)")
        }
    }

    /// The soak's seeds really fail requests and switch languages, with every invariant kept.
    @Test func theSeedsFailRequestsAndSwitchLanguages() {
        var failures = 0
        var switched = 0
        for seed in Self.seeds.prefix(8) {
            let soakCase = SoakCase(seed: seed, viewSize: Self.viewSize)
            let run = SoakRun(soakCase, frames: 2_000)
            run.run(frames: 2_000)
            #expect(run.invariants.violations.isEmpty, "seed \(seed)")
            failures += run.scene.failures
            if run.scene.language != soakCase.options.lang { switched += 1 }
        }
        #expect(failures > 5, "only \(failures) failures")
        #expect(switched > 1, "only \(switched) runs switched language")
    }

    /// The soak's random scripts reach the second floor: some seeds open it (and the floor's
    /// invariants hold while they do).
    @Test func theSeedsOpenTheSecondFloor() {
        var opened = 0
        for seed in Self.seeds {
            let run = SoakRun(SoakCase(seed: seed, viewSize: Self.viewSize), frames: 3_000)
            var seen = false
            run.run(frames: 3_000) { scene in seen = seen || scene.header.floorState == .open }
            #expect(run.invariants.violations.isEmpty, "seed \(seed)")
            if seen { opened += 1 }
        }
        #expect(opened >= 2, "only \(opened) of \(Self.seeds.count) seeds opened the floor")
    }

    /// The smallest reproduction of the overshoot the soak found (seed 2): a 163 pt stroke in
    /// 1 ms on a one-row list releases at ~163 000 pt/s; the bounce once carried the content
    /// thousands of points past its end. The spring's carried velocity is now capped.
    @Test func flingOvershootStaysWithinTheView() {
        var options = DemoOptions()
        options.size = Self.viewSize
        options.footer = .none
        options.rows = 1
        let scene = DemoScene(
            options: options, resources: SceneResources(sheets: SyntheticSheets.all))
        scene.apply(TimedInput(time: 1.000, event: .pointerDown(Point(x: 100, y: 339.77))))
        scene.apply(TimedInput(time: 1.001, event: .pointerMove(Point(x: 100, y: 176.7))))
        scene.apply(TimedInput(time: 1.001, event: .pointerUp(Point(x: 100, y: 176.7))))
        var worst = 0.0
        for frame in 1...300 {
            scene.advance(to: 1.001 + Double(frame) / 60)
            let view = scene.scrollView
            worst = max(worst, view.contentOffsetY - view.maxOffsetY)
        }
        #expect(worst <= Self.viewSize.height * 0.5 + 0.5, "overshoot \(worst) pt")
        #expect(worst > 100, "a fast fling still bounces visibly: \(worst) pt")
    }

    @Test func fuzzedScriptsNeverCrashTheParserOrTheLoop() {
        let tally = ScriptFuzzRun.run(count: 1_000, seed: 1)
        #expect(tally.scripts == 1_000)
        #expect(tally.scriptErrors > 100, "\(tally)")
        #expect(tally.completed > 100, "\(tally)")
        #expect(tally.badMessages.isEmpty, "\(tally.badMessages.prefix(3))")
    }

    /// A window can be resized at any moment: 1 000 random sizes from 1×1 to 4000×4000 with
    /// drags, flings and keys between them, invariants checked throughout.
    @Test func rapidResizesKeepEveryInvariant() {
        var random = SeededRandom(seed: 99)
        let soakCase = SoakCase(seed: 7, viewSize: Size(width: 390, height: 720))
        let scene = soakCase.makeScene()
        let invariants = SceneInvariants(scene: scene)
        let metrics = FixedTextMetrics()
        var list = DrawList(capacity: 512)
        var time = 0.0
        var frame = 0
        func step(_ event: InputEvent?, after seconds: Double) {
            time += seconds
            if let event {
                scene.apply(TimedInput(time: time, event: event))
            } else {
                scene.advance(to: time)
            }
            invariants.check(scene, frame: frame)
            list.reset()
            scene.draw(into: &list, metrics: metrics)
            frame += 1
        }
        for _ in 0..<1_000 {
            let size = Size(
                width: Double(random.skewed(1...4000)), height: Double(random.skewed(1...4000)))
            step(.resize(size), after: 0.001)
            let height = size.height
            step(
                .pointerDown(Point(x: 1, y: Double.random(in: 0...height, using: &random))),
                after: 0)
            for _ in 0..<Int.random(in: 1...4, using: &random) {
                let y = Double.random(in: -height...(2 * height), using: &random)
                step(
                    .pointerMove(Point(x: 1, y: y)),
                    after: Double.random(in: 0...0.2, using: &random))
                if random.chance(0.3) {
                    step(
                        .resize(Size(width: size.width, height: Double(random.skewed(1...4000)))),
                        after: 0.01)
                }
            }
            step(.pointerUp(Point(x: 1, y: 1)), after: 0.016)
            if random.chance(0.3) {
                step(
                    .key(
                        Key(stringLiteral: SoakScriptGenerator.keys.randomElement(using: &random)!)),
                    after: 0)
            }
            for _ in 0..<Int.random(in: 0...30, using: &random) { step(nil, after: 1.0 / 60) }
        }
        #expect(
            invariants.violations.isEmpty,
            "\(invariants.violations.prefix(5).map(\.description).joined(separator: "\n"))")
    }
}
