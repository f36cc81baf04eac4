import DemoSoak
import RefreshCore
import TestSupport
import Testing

@testable import DemoKit

/// Random trailer pulls (loading or falling short, released, let go or held over), swipes of
/// the cards, header pulls and `r`, the `x` key, header switches (the floor included), list
/// flings that load pages, and random waits, on the simulated clock: after every frame the
/// carousel holds exactly the cards `CarouselCardModel` says — none lost, none doubled, a header
/// refresh resetting them to `--cards` and cutting a trailer load in flight short — and the
/// scene's counts of trailer loads, failures and requests sent agree with it.
@Suite struct CarouselCardPropertyTests {
    /// One run's settings.
    struct Case: Sendable, CustomTestStringConvertible {
        var seed: UInt64
        var cards: Int
        var failEvery: Int
        var latency: Double
        var afterRows: Int

        var testDescription: String {
            "seed \(seed): \(cards) cards after \(afterRows) rows, fail every \(failEvery), "
                + "latency \(latency) s"
        }
    }

    static let steps = 2500

    static let cases = [
        Case(seed: 0xCA4D_0001, cards: 8, failEvery: 3, latency: 1, afterRows: 3),
        Case(seed: 0xCA4D_0002, cards: 8, failEvery: 2, latency: 0.3, afterRows: 0),
        Case(seed: 0xCA4D_0003, cards: 3, failEvery: 5, latency: 2.5, afterRows: 2),
        Case(seed: 0xCA4D_0004, cards: 0, failEvery: 4, latency: 0.6, afterRows: 1),
        Case(seed: 0xCA4D_0005, cards: 20, failEvery: 0, latency: 1.5, afterRows: 3),
    ]

    static let keys = ["r", "r", "r", "x", "1", "2", "5", "6", "h", "b"]

    @Test(arguments: cases)
    func cardsAreNeverLostOrDoubled(_ run: Case) {
        let (model, problem) = play(run)
        #expect(problem == nil, "\(run.testDescription): \(problem ?? "")")
        guard problem == nil else { return }
        // The run went through every path, so agreeing with the model says something.
        #expect(model.trailerLoads >= 5, "trailer loads landed: \(model.trailerLoads)")
        #expect(model.resets >= 5, "header refreshes landed: \(model.resets)")
        #expect(model.trailerLoadsCut >= 1, "trailer loads cut short: \(model.trailerLoadsCut)")
        #expect(model.failures >= (run.failEvery > 0 ? 5 : 1), "failures: \(model.failures)")
    }

    /// Plays `run`; returns the model and the first disagreement, with the step it came in.
    private func play(_ run: Case) -> (CarouselCardModel, String?) {
        var random = SeededRandom(seed: run.seed)
        let driver = SceneDriver(
            "--footer auto --rows 12 --page 10 --pages 3 --fail-every \(run.failEvery)",
            "--carousel \(run.afterRows) --cards \(run.cards)"
        ) { $0.latencySeconds = run.latency }
        let scene = driver.scene
        let model = CarouselCardModel(
            cards: run.cards, latency: run.latency, failEvery: run.failEvery)
        wire(scene, to: model)
        var wiredHeader = scene.header
        var step = 0
        var problem: String?
        driver.everyFrame = { scene in
            guard problem == nil else { return }
            if let found = Self.disagreement(scene, model) { problem = "step \(step): \(found)" }
        }
        var pressed = false
        while step < Self.steps && problem == nil {
            switch Int.random(in: 0..<20, using: &random) {
            case 0..<6:
                pressed = pullTrailer(driver, pressed: pressed, using: &random)
            case 6, 7:
                pressed = swipeCards(driver, pressed: pressed, using: &random)
            case 8, 9:
                if pressed { driver.up() }
                pressed = false
                driver.pullDown()
            case 10..<14:
                let key = Self.keys.randomElement(using: &random) ?? "r"
                driver.key(key)
                if key == "x" { model.failsNext = true }
                if scene.header !== wiredHeader {
                    wire(scene.header, to: model, on: scene)
                    wiredHeader = scene.header
                }
            case 14:
                if pressed { driver.up() }
                pressed = false
                if Bool.random(using: &random) { driver.flingUp() } else { driver.wheel(30) }
            case 15:
                driver.wait(run.latency * Double.random(in: 0.5...1.5, using: &random))
            default:
                break
            }
            driver.wait(Double(Int.random(in: 0...400, using: &random)) / 1000)
            step += 1
        }
        if problem == nil {
            if pressed { driver.up() }
            driver.key("b")
            driver.wait(10)
            driver.settle(limit: 60)
            problem = Self.disagreement(scene, model).map { "after settling: \($0)" }
        }
        return (model, problem)
    }

    /// Tells `model` of every request the scene sends and of every header begin.
    private func wire(_ scene: DemoScene, to model: CarouselCardModel) {
        wire(scene.header, to: model, on: scene)
        let footer = scene.footer
        let load = footer?.refreshingAction
        footer?.refreshingAction = { [unowned scene] in
            model.send(.footer, at: scene.timeline.now)
            load?()
        }
        guard let trailer = scene.carousel?.trailer else { return }
        let action = trailer.refreshingAction
        trailer.refreshingAction = { [unowned scene] in
            model.send(.trailer, at: scene.timeline.now)
            action?()
        }
    }

    /// The same for a header (a new one after every switch).
    private func wire(_ header: RefreshHeader, to model: CarouselCardModel, on scene: DemoScene) {
        let action = header.refreshingAction
        header.refreshingAction = { [unowned scene] in
            model.send(.header, at: scene.timeline.now)
            action?()
        }
        let beginning = header.hooks.beginning
        header.hooks.beginning = { [unowned scene] in
            model.headerBegan(at: scene.timeline.now)
            beginning?()
        }
        guard let floor = header.floor else { return }
        let opening = floor.hooks.opening
        floor.hooks.opening = { [unowned scene] in
            model.headerBegan(at: scene.timeline.now)
            opening?()
        }
    }

    /// Where the scene and the model disagree now, if they do.
    private static func disagreement(_ scene: DemoScene, _ model: CarouselCardModel) -> String? {
        model.land(upTo: scene.timeline.now)
        guard let carousel = scene.carousel else { return "no carousel" }
        let ids = carousel.cards.map(\.id)
        let t = "t = \(scene.timeline.now)"
        if ids != model.ids { return "\(t): cards \(ids), expected \(model.ids)" }
        let width = carousel.scrollView.contentSize.width
        if width != DemoCarousel.contentWidth(cards: ids.count) {
            return "\(t): content width \(width) for \(ids.count) cards"
        }
        if carousel.loads != model.trailerLoads {
            return "\(t): \(carousel.loads) trailer loads, expected \(model.trailerLoads)"
        }
        if scene.failures != model.failures {
            return "\(t): \(scene.failures) failures, expected \(model.failures)"
        }
        if scene.requests.failureSchedule.sent != model.sent {
            return
                "\(t): \(scene.requests.failureSchedule.sent) requests sent, expected \(model.sent)"
        }
        return nil
    }

    /// A drag on the band from its right side to past the last card: short of the trailer's
    /// 60 points or past them, then released (mostly), let go as a lost focus does, or held
    /// into the next step. Returns whether the button is still down.
    private func pullTrailer(
        _ driver: SceneDriver, pressed: Bool, using random: inout SeededRandom
    ) -> Bool {
        if pressed { driver.up() }
        guard let y = bandY(driver, using: &random), let carousel = driver.scene.carousel else {
            driver.wheel(30)
            return false
        }
        let view = carousel.scrollView
        let toEnd = view.offsetBounds(.horizontal).upperBound - view.contentOffsetX
        // 130 points of finger past the end show 60 of rubber band.
        let past = Double.random(in: 0...300, using: &random)
        driver.down(380, y)
        driver.move(366, y, over: 0.05)
        driver.move(
            366 - max(0, toEnd) - past, y, over: Double.random(in: 0.1...0.6, using: &random))
        switch Int.random(in: 0..<10, using: &random) {
        case 0: driver.cancel()
        case 1: return true
        default: driver.up()
        }
        return false
    }

    /// A swipe of the cards either way at a random speed.
    private func swipeCards(
        _ driver: SceneDriver, pressed: Bool, using random: inout SeededRandom
    ) -> Bool {
        if pressed { driver.up() }
        guard let y = bandY(driver, using: &random) else { return false }
        let x = Double.random(in: 30...360, using: &random)
        driver.down(x, y)
        driver.move(
            x + Double.random(in: -400...400, using: &random), y,
            over: Double.random(in: 0.05...0.5, using: &random))
        driver.up()
        return false
    }

    /// A height on the band inside the view, if any of it is in sight.
    private func bandY(_ driver: SceneDriver, using random: inout SeededRandom) -> Double? {
        guard let band = driver.scene.surface.carouselBand else { return nil }
        let top = max(band.minY, 0) + 1
        let bottom = min(band.maxY, driver.scene.scrollView.viewSize.height) - 1
        guard bottom > top else { return nil }
        return Double.random(in: top...bottom, using: &random)
    }
}
