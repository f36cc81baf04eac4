import DemoKit
import DemoSoak
import Foundation
import RefreshCore
import TestSupport
import Testing

/// The soak's random scripts on every list kind: rows never lost or doubled, and the anchor
/// kept across every insertion above it.
@Suite struct SoakListTests {
    @Test func theSeedsCoverEveryListKindAndPrefetch() {
        let cases = SoakTests.seeds.map { SoakCase(seed: $0, viewSize: SoakTests.viewSize) }
        #expect(Set(cases.map(\.options.resolvedList)) == Set(ListKind.allCases))
        #expect(cases.contains { $0.options.prefetch > 0 })
    }

    /// Feeds refreshed while scrolled away from the top: each insertion is checked, and holds.
    @Test func feedSeedsKeepTheAnchorAcrossEveryInsertion() {
        var checked = 0
        for seed in SoakTests.seeds {
            var soakCase = SoakCase(seed: seed, viewSize: SoakTests.viewSize)
            soakCase.options.list = .feed
            soakCase.options.carousel = nil
            let run = SoakRun(soakCase, frames: 4_000)
            run.run(frames: 4_000)
            #expect(
                run.invariants.violations.isEmpty,
                "seed \(seed): \(run.invariants.violations.prefix(3).map(\.description))")
            checked += run.invariants.anchorChecks
        }
        #expect(checked > 3, "only \(checked) insertions away from the top were checked")
    }

    /// A refresh puts its page above the old rows, newest first, and the rule accepts it.
    @Test func theFeedRuleAcceptsAPagePutAbove() {
        var options = DemoOptions()
        options.headless = true
        options.list = .feed
        options.rows = 3
        options.page = 2
        options.latency = 0
        let scene = DemoScene(
            options: options, resources: SceneResources(sheets: SyntheticSheets.all))
        let invariants = SceneInvariants(scene: scene)
        scene.perform(DemoAction.refresh)
        scene.advance(to: 1)
        invariants.check(scene, frame: 1)
        #expect(invariants.violations.isEmpty, "\(invariants.violations)")
        #expect(scene.rows.count == 5 && scene.rows.map(\.id) == [5, 4, 1, 2, 3])
    }
}
