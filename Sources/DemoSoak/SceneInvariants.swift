import DemoKit
import RefreshCore

/// The soak's checks on a scene, run after every input and every frame. It remembers what it
/// saw last (states, rows, counters) to judge each change.
public final class SceneInvariants {
    /// One broken rule, with where it happened.
    public struct Violation: CustomStringConvertible, Sendable {
        /// The frame in which it was seen.
        public var frame: Int
        /// The simulated time, seconds.
        public var time: Double
        /// Which rule: `numbers`, `offset`, `overscroll-after-release`, `states`, `rows`,
        /// `anchor`, `insets`, `results`, `pages`, `titles`, `cards`, `floor`, `chat`.
        public var rule: String
        /// What was wrong.
        public var message: String

        /// "frame F (t = T ms): message".
        public var description: String {
            "frame \(frame) (t = \(Int((time * 1000).rounded())) ms) [\(rule)]: \(message)"
        }
    }

    /// Everything found so far, the first few hundred at most.
    public private(set) var violations: [Violation] = []
    /// How many rules were broken in all.
    public var violationCount: Int { counts.values.reduce(0, +) }
    /// How many times each rule was broken.
    public private(set) var counts: [String: Int] = [:]
    /// How many times the settled insets were checked.
    public private(set) var settledChecks = 0

    /// What the rows' checks remember.
    private let rows: RowWatch
    /// Rows a refresh gives.
    var rowsAtRefresh: Int { rows.rowsAtRefresh }
    /// Rows a page adds.
    var page: Int { rows.page }
    private let cardsAtReset: Int
    var failures = 0
    /// The anchored insertions checked so far.
    public internal(set) var anchorChecks = 0
    var language: RefreshLanguage?
    var texts: Set<String> = []
    private var checks = 0
    /// What the chat's checks remember.
    var chat = ChatWatch()
    /// What the states' checks remember.
    private let states: StateWatch

    /// Checks for `scene`, seen for the first time now (its options say how many rows a
    /// refresh gives, how many a page adds, how many cards a reset leaves).
    public init(scene: DemoScene) {
        cardsAtReset = scene.options.cards
        rows = RowWatch(scene: scene)
        states = StateWatch(scene: scene)
    }

    /// Checks everything; `frame` and the scene's clock say where.
    public func check(_ scene: DemoScene, frame: Int) {
        checks += 1
        let time = scene.timeline.now
        func failing(_ rule: String) -> (String) -> Void {
            { message in
                self.counts[rule, default: 0] += 1
                if self.violations.count < 200 {
                    self.violations.append(
                        Violation(frame: frame, time: time, rule: rule, message: message))
                }
            }
        }
        for message in states.takeHookViolations() { failing("states")(message) }
        checkNumbers(scene, fail: failing("numbers"))
        // A released scroll view overshooting is a known issue, told apart from a drag's.
        checkOffset(
            scene,
            fail: failing(scene.scrollView.isDragging ? "offset" : "overscroll-after-release"))
        states.check(scene, refreshesSeen: rows.refreshes, fail: failing("states"))
        rows.check(scene, checks: checks, fail: failing("rows"))
        checkAnchor(scene, fail: failing("anchor"))
        checkResults(scene, fail: failing("results"))
        checkPages(scene, fail: failing("pages"))
        checkTitles(scene, fail: failing("titles"))
        checkCards(scene, fail: failing("cards"))
        checkFloor(scene, fail: failing("floor"))
        checkChat(scene, fail: failing("chat"))
        if scene.isSettled {
            settledChecks += 1
            checkSettledInsets(scene, fail: failing("insets"))
        }
    }

    // MARK: - The rules

    /// The carousel's cards: never lost or doubled (consecutive numbers), and always the cards
    /// of a reset plus whole loads of 4.
    private func checkCards(_ scene: DemoScene, fail: (String) -> Void) {
        guard let carousel = scene.carousel else { return }
        let cards = carousel.cards
        for (a, b) in zip(cards, cards.dropFirst()) where b.id != a.id + 1 {
            fail("card \(b.id) follows card \(a.id): a card was lost or doubled")
            break
        }
        let extra = cards.count - cardsAtReset
        if extra < 0 || extra % DemoCarousel.loadSize != 0 {
            fail("\(cards.count) cards: not \(cardsAtReset) plus whole loads of 4")
        }
    }

    private func checkNumbers(_ scene: DemoScene, fail: (String) -> Void) {
        let record = scene.traceRecord(frame: 0, milliseconds: scene.timeline.now * 1000)
        let numbers: [(String, Double)] = [
            ("t", record.t), ("offset_y", record.offsetY), ("velocity_y", record.velocityY),
            ("inset_top", record.insetTop), ("inset_bottom", record.insetBottom),
            ("content_height", record.contentHeight), ("view_height", record.viewHeight),
            ("header_percent", record.headerPercent), ("footer_percent", record.footerPercent),
            ("header_alpha", record.headerAlpha),
        ]
        for (name, value) in numbers where !value.isFinite {
            fail("\(name) is \(value)")
        }
        if !(0...1).contains(record.headerAlpha) { fail("header_alpha \(record.headerAlpha)") }
    }

    private func checkOffset(_ scene: DemoScene, fail: (String) -> Void) {
        let view = scene.scrollView
        let offset = view.contentOffsetY
        let slack = view.viewSize.height + 1e-6
        guard offset >= view.minOffsetY - slack, offset <= view.maxOffsetY + slack else {
            fail(
                "offset \(offset) outside [\(view.minOffsetY) − \(view.viewSize.height), "
                    + "\(view.maxOffsetY) + \(view.viewSize.height)]")
            return
        }
    }
}
