import DemoSoak
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// The soak's card rule can fail: cards changed behind the scene's back the way a bug would
/// change them are reported as `cards` violations, and changes the contract allows are not.
@Suite struct SoakCardInvariantTests {
    /// A change to the carousel's cards and whether the rule must object.
    struct Change: Sendable, CustomTestStringConvertible {
        var name: String
        var apply: @Sendable (DemoCarousel) -> Void
        var breaksTheRule: Bool

        var testDescription: String { name }
    }

    static let changes = [
        Change(name: "a load of 4", apply: { $0.append(4) }, breaksTheRule: false),
        Change(name: "two loads of 4", apply: { $0.append(8) }, breaksTheRule: false),
        Change(name: "a reset to --cards", apply: { $0.reset(cards: 8) }, breaksTheRule: false),
        Change(name: "a load of 5", apply: { $0.append(5) }, breaksTheRule: true),
        Change(name: "a reset losing a card", apply: { $0.reset(cards: 7) }, breaksTheRule: true),
        Change(
            name: "a reset with one too many", apply: { $0.reset(cards: 9) }, breaksTheRule: true),
    ]

    @Test(arguments: changes)
    func theCardRuleObjectsOnlyToCardsLostOrDoubled(_ change: Change) throws {
        var options = DemoOptions()
        options.carousel = 3
        let scene = DemoScene(
            options: options, resources: SceneResources(sheets: SyntheticSheets.all))
        let invariants = SceneInvariants(scene: scene)
        invariants.check(scene, frame: 0)
        #expect(invariants.violations.isEmpty)
        change.apply(try #require(scene.carousel))
        scene.advance(to: 1.0 / 60)
        invariants.check(scene, frame: 1)
        let cards = invariants.violations.filter { $0.rule == "cards" }
        #expect(cards.isEmpty != change.breaksTheRule, "\(invariants.violations)")
        #expect(invariants.violations.count == cards.count)
    }
}
