import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// What the property run saw go wrong first, with the seed and step to replay it.
private struct Failure {
    var seed: UInt64
    var step: Int
    var what: String
}

/// Random drags, flings, wheel turns and key presses (header, footer and style switches, `r`,
/// `n`) at random moments, with random waits: never both components refreshing, rows always
/// unique and increasing, a refresh whose request went out always lands, and at the end, after
/// letting go and waiting, the scene settles with no inset left over.
@Suite struct StyleSwitchPropertyTests {
    static let steps = 3000
    static let keys = ["1", "2", "3", "4", "5", "h", "f", "g", "r", "n"]

    @Test(arguments: [0x5EED_0001 as UInt64, 0xC0FF_EE42, 0xDEAD_BEEF_1234])
    func randomSwitchesNeverLeaveAnInsetOrBreakTheList(seed: UInt64) {
        let failure = run(seed: seed)
        #expect(
            failure == nil, "seed \(seed): \(failure.map { "step \($0.step): \($0.what)" } ?? "")")
    }

    private func run(seed: UInt64) -> Failure? {
        var random = SeededRandom(seed: seed)
        let latencies: [Double] = [0, 0.05, 0.3, 1, 2.5]
        let latency = latencies.randomElement(using: &random) ?? 1
        let counts = [0, 3, 20, 40]
        let rows = counts.randomElement(using: &random) ?? 20
        let driver = SceneDriver("--rows \(rows)") {
            $0.header = HeaderKind.allCases.randomElement(using: &random) ?? .normal
            $0.footer = FooterKind.allCases.randomElement(using: &random) ?? .auto
            $0.footerStyle = FooterStyle.allCases.randomElement(using: &random) ?? .normal
            $0.page = Int.random(in: 1...30, using: &random)
            $0.pages = Int.random(in: 0...4, using: &random)
            $0.latencySeconds = latency
        }
        var failure: Failure?
        var step = 0
        // The refreshes that must land: one more than the count whenever a header's request is out.
        var owed = 0
        driver.everyFrame = { (scene: DemoScene) in
            guard failure == nil else { return }
            if let problem = Self.problem(in: scene) {
                failure = Failure(seed: seed, step: step, what: problem)
            }
            // The header's request is out: it has opened, and the only request is not a load.
            // (Not merely "refreshing": the progress header stays so for its 1.5 s minimum after
            // its data has landed.)
            let header = scene.header
            if header.state == RefreshState.refreshing && !header.isOpening
                && scene.inFlight.hasRequest && scene.footer?.isRefreshing != true
            {
                owed = max(owed, scene.refreshes + 1)
            }
        }
        var pressed = false
        while step < Self.steps && failure == nil {
            switch Int.random(in: 0..<10, using: &random) {
            case 0:
                if pressed { driver.up() }
                driver.down(
                    Double.random(in: 0...390, using: &random),
                    Double.random(in: 0...720, using: &random))
                pressed = true
            case 1, 2:
                driver.move(
                    Double.random(in: 0...390, using: &random),
                    Double.random(in: -100...820, using: &random),
                    over: Double(Int.random(in: 0...300, using: &random)) / 1000)
            case 3:
                driver.up()
                pressed = false
            case 4:
                let up = Bool.random(using: &random)
                driver.down(195, up ? 650 : 100)
                driver.move(
                    195, up ? 150 : 600, over: Double.random(in: 0.03...0.2, using: &random))
                driver.up()
                pressed = false
            case 5:
                if !pressed { driver.wheel(Double(Int.random(in: -12...12, using: &random))) }
            default:
                driver.key(Self.keys.randomElement(using: &random) ?? "r")
            }
            driver.wait(Double(Int.random(in: 0...400, using: &random)) / 1000)
            step += 1
        }
        if let failure { return failure }
        if pressed { driver.up() }
        driver.wait(10)
        driver.settle(limit: 60)
        let scene = driver.scene
        let inset = scene.scrollView.contentInset
        let autoFooterShown =
            scene.footer?.loadsByItself == true && scene.footer.map { !$0.isHidden } == true
        var problems: [String] = []
        if !scene.isSettled { problems.append("not settled 70 s after the last step") }
        if inset.top != 0 { problems.append("top inset \(inset.top) left over") }
        if inset.bottom != (autoFooterShown ? 44 : 0) {
            problems.append(
                "bottom inset \(inset.bottom) with \(scene.footerKind) footer "
                    + "(hidden: \(scene.footer?.isHidden ?? true))")
        }
        if scene.refreshes < owed {
            problems.append("\(owed) refreshes went out, \(scene.refreshes) landed")
        }
        if scene.header.state != RefreshState.idle {
            problems.append("header \(scene.header.state)")
        }
        if scene.footer?.isRefreshing == true {
            problems.append("footer \(scene.footer?.state.rawValue ?? "")")
        }
        guard problems.isEmpty else {
            return Failure(seed: seed, step: step, what: problems.joined(separator: "; "))
        }
        return nil
    }

    /// What is wrong with the scene at any moment, if anything.
    private static func problem(in scene: DemoScene) -> String? {
        if scene.header.isRefreshing && scene.footer?.isRefreshing == true {
            return "header \(scene.header.state) and footer \(scene.footer?.state.rawValue ?? "") "
                + "both refreshing"
        }
        let ids = scene.rows.map(\.id)
        if !strictlyIncreasing(ids) { return "row ids not strictly increasing" }
        let inset = scene.scrollView.contentInset
        if inset.top < -1e-9 || inset.bottom < -1e-9 {
            return "negative inset \(inset)"
        }
        return nil
    }
}
