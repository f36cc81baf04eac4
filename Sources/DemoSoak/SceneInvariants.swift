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

    let rowsAtRefresh: Int
    let page: Int
    private let cardsAtReset: Int
    private weak var lastHeader: RefreshHeader?
    private weak var lastFooter: RefreshFooter?
    private var headerState = RefreshState.idle
    private var footerState = RefreshState.idle
    private var rowCount: Int
    private var firstID: Int?
    private var lastID: Int?
    private var refreshes = 0
    private var loads = 0
    var failures = 0
    /// The anchored insertions checked so far.
    public internal(set) var anchorChecks = 0
    var language: RefreshLanguage?
    var texts: Set<String> = []
    private var checks = 0
    /// What the chat's checks remember.
    var chat = ChatWatch()
    private var hookViolations: [String] = []

    /// Checks for `scene`, seen for the first time now (its options say how many rows a
    /// refresh gives, how many a page adds, how many cards a reset leaves).
    public init(scene: DemoScene) {
        rowsAtRefresh = scene.options.rows
        page = scene.options.page
        cardsAtReset = scene.options.cards
        rowCount = scene.rows.count
        firstID = scene.rows.first?.id
        lastID = scene.rows.last?.id
        lastHeader = scene.header
        lastFooter = scene.footer
        headerState = scene.header.state
        footerState = scene.footer?.state ?? .idle
        watch(scene.header, footer: false)
        if let footer = scene.footer { watch(footer, footer: true) }
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
        for message in hookViolations { failing("states")(message) }
        hookViolations.removeAll()
        checkNumbers(scene, fail: failing("numbers"))
        // A released scroll view overshooting is a known issue, told apart from a drag's.
        checkOffset(
            scene,
            fail: failing(scene.scrollView.isDragging ? "offset" : "overscroll-after-release"))
        checkStates(scene, fail: failing("states"))
        checkRows(scene, fail: failing("rows"))
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

    private func checkStates(_ scene: DemoScene, fail: (String) -> Void) {
        let header = scene.header
        if lastHeader !== header {
            lastHeader = header
            headerState = header.state
            watch(header, footer: false)
        } else if header.state != headerState {
            if !Self.isLegal(from: headerState, to: header.state, footer: false) {
                fail("header went \(headerState) → \(header.state)")
            }
            headerState = header.state
        }
        if let footer = scene.footer {
            if lastFooter !== footer {
                lastFooter = footer
                footerState = footer.state
                watch(footer, footer: true)
            } else if footer.state != footerState {
                // A refresh landing resets no more data to idle, and a drag at the end may
                // make it pulling within the same step.
                let reset = footerState == .noMoreData && scene.refreshes != refreshes
                let from = reset ? RefreshState.idle : footerState
                if footer.state != from && !Self.isLegal(from: from, to: footer.state, footer: true)
                {
                    fail("footer went \(footerState) → \(footer.state)")
                }
                footerState = footer.state
            }
            if header.state == .refreshing && footer.state == .refreshing {
                fail("header and footer both refreshing")
            }
        } else {
            lastFooter = nil
        }
    }

    /// Sees the states a component passes through inside one step: its begin and end hooks
    /// run at the moment it leaves for refreshing and the moment it goes back to idle.
    private func watch(_ component: RefreshComponent, footer: Bool) {
        let beginning = component.hooks.beginning
        let ending = component.hooks.endingAnimationBegins
        component.hooks.beginning = { [weak self, weak component] in
            if let self, let component { self.passed(component, footer: footer) }
            beginning?()
        }
        component.hooks.endingAnimationBegins = { [weak self, weak component] in
            if let self, let component { self.passed(component, footer: footer) }
            ending?()
        }
    }

    private func passed(_ component: RefreshComponent, footer: Bool) {
        if footer, component === lastFooter {
            if component.state != footerState {
                if !Self.isLegal(from: footerState, to: component.state, footer: true) {
                    hookViolations.append("footer went \(footerState) → \(component.state)")
                }
                footerState = component.state
            }
        } else if !footer, component === lastHeader {
            if component.state != headerState {
                if !Self.isLegal(from: headerState, to: component.state, footer: false) {
                    hookViolations.append("header went \(headerState) → \(component.state)")
                }
                headerState = component.state
            }
        }
    }

    /// MJRefresh's table: idle ⇄ pulling, pulling → refreshing, anything → refreshing (a begin
    /// from code), anything not refreshing → willRefresh, refreshing or willRefresh → idle;
    /// footers also go to noMoreData from anything and back from it to idle.
    public static func isLegal(from old: RefreshState, to new: RefreshState, footer: Bool) -> Bool {
        switch (old, new) {
        case (.idle, .pulling), (.pulling, .idle): return true
        case (_, .refreshing): return true
        case (_, .willRefresh): return old != .refreshing
        case (.refreshing, .idle), (.willRefresh, .idle): return true
        case (_, .noMoreData), (.noMoreData, .idle): return footer
        default: return false
        }
    }

    private func checkRows(_ scene: DemoScene, fail: (String) -> Void) {
        let rows = scene.rows
        let newRefreshes = scene.refreshes - refreshes
        let newLoads = scene.loads - loads
        let changed =
            rows.count != rowCount || rows.first?.id != firstID || rows.last?.id != lastID
            || newRefreshes != 0 || newLoads != 0
        // The chat's messages have rules of their own (`checkChat`).
        if scene.listKind == .chat { return }
        if scene.listKind == .feed {
            if changed {
                checkFeedRows(
                    scene, before: (rowCount, firstID), newRefreshes: newRefreshes,
                    newLoads: newLoads, fail: fail)
            }
            rowCount = rows.count
            firstID = rows.first?.id
            if let last = rows.last?.id { lastID = last }
            refreshes = scene.refreshes
            loads = scene.loads
            return
        }
        if changed || checks % 997 == 0 {
            var previous = Int.min
            for row in rows {
                if row.id <= previous {
                    fail("row ids not strictly increasing: \(previous) then \(row.id)")
                    break
                }
                previous = row.id
            }
        }
        if newRefreshes < 0 || newLoads < 0 { fail("a counter went down") }
        if newRefreshes == 0 {
            if rows.count != rowCount + page * newLoads {
                fail(
                    "rows went \(rowCount) → \(rows.count) with \(newLoads) load(s) "
                        + "of \(page) and no refresh")
            } else if rowCount > 0 && (rows.first?.id != firstID || rows[rowCount - 1].id != lastID)
            {
                fail("rows changed without a refresh (first or last id moved)")
            }
        } else {
            let extra = rows.count - rowsAtRefresh
            if extra < 0 || extra % page != 0 || extra / page > newLoads {
                fail(
                    "rows went \(rowCount) → \(rows.count) with \(newRefreshes) refresh(es) "
                        + "to \(rowsAtRefresh) and \(newLoads) load(s) of \(page)")
            }
            if let first = rows.first?.id, let lastID, first <= lastID {
                fail("a refresh kept old rows (first id \(first) ≤ old last id \(lastID))")
            }
        }
        rowCount = rows.count
        firstID = rows.first?.id
        if let last = rows.last?.id { lastID = last }
        refreshes = scene.refreshes
        loads = scene.loads
    }
}
