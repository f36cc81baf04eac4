import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import TestSupport
import Testing

/// The chat under long scripted runs of pulls, flings, wheels, `End`, clicks on the pill and
/// waits, at 30 and 240 fps, every input and frame checked by the soak's invariants: when older
/// messages land the anchored message stays exactly where it was on the screen, no message is
/// lost, doubled or out of order, each arrival is followed or counted as the rule says, the
/// pill counts exactly the unseen arrivals, and at rest the offset is within its bounds.
@Suite struct SoakChatTests {
    static let viewSize = Size(width: 390, height: 720)

    /// A run of `seconds` of random gestures aimed at a chat: flings and pulls towards the
    /// older messages at the top (so loads start while dragging, coasting and at rest), drags
    /// and wheels back down, `End`, `Home`, clicks where the pill shows, and pauses that let
    /// messages arrive and loads land.
    static func script(seed: UInt64, seconds: Int) -> String {
        var random = SeededRandom(seed: seed)
        var lines: [String] = []
        var elapsed = 0
        func wait(_ milliseconds: Int) {
            lines.append("wait \(milliseconds)")
            elapsed += milliseconds
        }
        while elapsed < seconds * 1000 {
            let x = Double.random(in: 40...350, using: &random).rounded()
            switch random.int(10) {
            case 0, 1:
                // A fling towards the top: a fast stroke down, let go while moving.
                let from = Double.random(in: 60...300, using: &random).rounded()
                let time = Int.random(in: 30...120, using: &random)
                lines += ["down \(x) \(from)", "move \(x) \(from + 400) \(time)", "up"]
                elapsed += time
            case 2:
                // A slow pull, held a moment, released.
                let time = Int.random(in: 200...1500, using: &random)
                lines += ["down \(x) 100", "move \(x) 650 \(time)"]
                elapsed += time
                wait(random.skewed(0...800))
                lines.append("up")
            case 3:
                let from = Double.random(in: 400...700, using: &random).rounded()
                let time = Int.random(in: 40...600, using: &random)
                lines += ["down \(x) \(from)", "move \(x) \(from - 380) \(time)", "up"]
                elapsed += time
            case 4: lines.append("wheel \(Int.random(in: -12...12, using: &random))")
            case 5: lines.append(random.chance(0.7) ? "key End" : "key Home")
            case 6: lines.append("click 195 672")
            default: wait(random.skewed(50...4000))
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    @Test(arguments: [30, 240])
    func longChatRunsKeepTheAnchorTheOrderAndThePill(fps: Int) {
        var coverage = (arrivals: 0, loads: 0, pills: 0, anchors: 0)
        for seed in UInt64(1)...4 {
            var options = DemoOptions()
            options.headless = true
            options.size = Self.viewSize
            options.list = .chat
            options.fps = fps
            options.rows = 30
            options.pages = 6
            options.latency = [300, 900, 1500, 2500][Int(seed - 1)]
            options.failEvery = seed == 3 ? 3 : 0
            let seconds = 90
            let run = SoakRun(
                SoakCase(seed: seed, options: options),
                script: Self.script(seed: seed, seconds: seconds))
            var outOfBounds = 0
            run.run(frames: seconds * fps) { scene in
                let view = scene.scrollView
                let offset = view.contentOffsetY
                if view.isAtRest, offset < view.minOffsetY - 1e-6 || offset > view.maxOffsetY + 1e-6
                {
                    outOfBounds += 1
                }
            }
            let invariants = run.invariants
            #expect(
                invariants.violations.isEmpty,
                "seed \(seed) at \(fps) fps: \(invariants.violations.prefix(4).map(\.description))")
            #expect(outOfBounds == 0, "seed \(seed): \(outOfBounds) frames at rest out of bounds")
            let seen = invariants.chatCoverage
            coverage.arrivals += (run.scene.chat?.arrivals ?? 0)
            coverage.loads += (run.scene.chat?.olderLoads ?? 0)
            coverage.pills += seen.pills
            coverage.anchors += invariants.anchorChecks
        }
        // The runs did what they are for: many arrivals, loads landing with the anchor checked
        // each time, and the pill shown often.
        #expect(coverage.arrivals == 4 * 30, "\(coverage)")
        #expect(coverage.loads >= 8, "\(coverage)")
        #expect(coverage.anchors == coverage.loads, "\(coverage)")
        #expect(coverage.pills > 1000, "\(coverage)")
    }
}
