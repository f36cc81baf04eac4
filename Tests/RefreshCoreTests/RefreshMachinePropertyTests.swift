import TestSupport
import Testing

@testable import RefreshCore

/// A `RefreshMachine` driven the way a component drives it, against the least a scroll view
/// must do: the inset the component added (its height once an opening arrives, 0 once a
/// closing arrives or the inset is restored), one inset animation at a time (a new one cuts the
/// running one short and its completion is reported at once, as `ScrollView` does for one
/// edge), a clock and the end timer. The test decides when an animation arrives. Every action is
/// checked as it is carried out.
private final class MachineRig {
    enum Animation: Equatable {
        case opening(cycle: Int)
        case closing
    }

    let height = 54.0
    private(set) var machine = RefreshMachine()
    private(set) var now = 0.0
    private(set) var addedInset = 0.0
    private(set) var animation: Animation?
    private(set) var endTimer: Double?
    /// The newest cycle an `.open` named.
    private(set) var lastOpenedCycle = 0
    /// Whether the app ends the refresh from inside its request.
    var endsInsideRequest = false
    /// Whether animations arrive as soon as they start (a duration of 0).
    var instantAnimations = false

    private(set) var beginnings = 0
    private(set) var afterBeginnings = 0
    private(set) var completedBegins = 0
    private(set) var requests = 0
    private(set) var endings = 0
    private(set) var afterEndings = 0
    private(set) var closes = 0
    /// A beginning waits for its `afterBeginning` / its begin completion.
    private var awaitingAfterBeginning = false
    private var awaitingBeginCompletion = false
    /// Between a beginning and its ending.
    private var inCycle = false
    private var requestSentInCycle = false
    /// An ending waits for its `afterEnding`; a `.close` waits for its `afterEnding`.
    private var awaitingAfterEnding = false
    private var closeAwaitingAfterEnding = false

    /// The results of the current refresh: when it began, the result on show and since when,
    /// the result that decides whether the time is recorded, and whether the dwell was cut.
    private var cycleSince = 0.0
    private var shown: (result: RefreshResult, since: Double)?
    private var decisiveResult: RefreshResult?
    private var dwellCutShort = false
    private(set) var dwells = 0
    private(set) var dwellsRunOut = 0

    /// What the invariants found, the first ten.
    private(set) var violations: [String] = []

    init(minimumRefreshingDuration: Double, dwell: Double = 0) {
        machine.timing.minimumRefreshing = minimumRefreshingDuration
        machine.timing.successDwell = dwell
        machine.timing.failureDwell = dwell
    }

    /// Ends the refresh with `result` (nil: a plain end), as `endRefreshing` does.
    func end(to final: RefreshState = .idle, result: RefreshResult?) {
        if machine.state == .refreshing {
            if shown == nil, let result { decisiveResult = result }
            if shown != nil && result == nil { dwellCutShort = true }
        }
        let time = now
        update { $0.end(to: final, result: result, at: time) }
    }

    /// Ends at once whatever is in flight (detaching, hiding): a dwell is cut short.
    func stop(_ transition: (inout RefreshMachine) -> [RefreshAction]) {
        if shown != nil { dwellCutShort = true }
        update(transition)
    }

    // MARK: Driving

    /// Runs one transition and carries out its actions, in order, as `RefreshComponent` does.
    func update(_ transition: (inout RefreshMachine) -> [RefreshAction]) {
        for action in transition(&machine) { perform(action) }
    }

    /// Moves the clock on by `seconds`, firing the end timer on the way if it is due.
    func advance(by seconds: Double) {
        let target = now + seconds
        while let due = endTimer, due <= target {
            now = max(now, due)
            endTimer = nil
            update { $0.endTimerFired() }
        }
        now = target
    }

    /// The running animation arrives.
    func finishAnimation() {
        guard let done = animation else { return }
        animation = nil
        switch done {
        case .opening: addedInset = height
        case .closing: addedInset = 0
        }
        complete(done)
    }

    // MARK: Carrying out actions

    private func perform(_ action: RefreshAction) {
        switch action {
        case .changeState, .setAlpha, .animateAlpha, .finishAlpha: break
        case .recordLastUpdated:
            if decisiveResult == .failure { fail("a failed refresh recorded the time") }
        case .showResult(let result):
            dwells += 1
            if !inCycle { fail("a result outside a refresh") }
            if shown != nil { fail("a second result in one refresh") }
            shown = (result, now)
            decisiveResult = result
        case .queueEndCompletion, .completeNow, .completeEnds: break
        case .runHook(let point): hook(point)
        case .open(let cycle):
            lastOpenedCycle = cycle
            start(.opening(cycle: cycle))
        case .close:
            closes += 1
            wait(\.closeAwaitingAfterEnding, early: "a second close before afterEnding")
            start(.closing)
        case .restoreInset:
            let cut = animation
            animation = nil
            addedInset = 0
            complete(cut)
        case .sendRequest:
            requests += 1
            if !inCycle { fail("a request outside a refresh") }
            if requestSentInCycle { fail("a second request in one refresh") }
            requestSentInCycle = true
            if endsInsideRequest {
                let time = now
                update { $0.end(to: .idle, at: time) }
            }
        case .revokeRequest: break
        case .completeBegin:
            answer(
                \.awaitingBeginCompletion, counting: \.completedBegins,
                orphan: "a begin completion with no begin")
        case .scheduleEnd(let time): endTimer = time
        case .cancelScheduledEnd: endTimer = nil
        }
    }

    private func hook(_ point: RefreshHookPoint) {
        switch point {
        case .beginning:
            beginnings += 1
            wait(
                \.awaitingAfterBeginning,
                early: "a beginning before the last one's afterBeginning")
            wait(
                \.awaitingBeginCompletion,
                early: "a beginning before the last one's begin completion")
            if inCycle { fail("a beginning inside a refresh") }
            inCycle = true
            requestSentInCycle = false
            cycleSince = now
            shown = nil
            decisiveResult = nil
            dwellCutShort = false
        case .afterBeginning:
            answer(
                \.awaitingAfterBeginning, counting: \.afterBeginnings,
                orphan: "an afterBeginning with no beginning")
        case .endingAnimationBegins:
            endings += 1
            checkDwellEnd()
            if !inCycle { fail("an ending outside a refresh") }
            wait(
                \.awaitingAfterEnding,
                early: "an ending before the last one's afterEnding")
            inCycle = false
        case .afterEnding:
            answer(
                \.awaitingAfterEnding, counting: \.afterEndings,
                orphan: "an afterEnding with no ending")
            closeAwaitingAfterEnding = false
        }
    }

    /// Starts waiting for the answer to a call that must be answered before it comes again (a
    /// beginning's afterBeginning and begin completion, an ending's or a close's afterEnding),
    /// failing with `early` if the last one's answer has not come.
    private func wait(
        _ waiting: ReferenceWritableKeyPath<MachineRig, Bool>, early: String
    ) {
        if self[keyPath: waiting] { fail(early) }
        self[keyPath: waiting] = true
    }

    /// Counts an answer and stops waiting for it, failing with `orphan` if nothing
    /// was waiting.
    private func answer(
        _ waiting: ReferenceWritableKeyPath<MachineRig, Bool>,
        counting count: ReferenceWritableKeyPath<MachineRig, Int>, orphan: String
    ) {
        self[keyPath: count] += 1
        if !self[keyPath: waiting] { fail(orphan) }
        self[keyPath: waiting] = false
    }

    /// A dwell that was not cut short lasts exactly its length, or to the minimum duration's end
    /// if that comes later.
    private func checkDwellEnd() {
        guard let shown, !dwellCutShort else { return }
        dwellsRunOut += 1
        let dwell = machine.timing.dwell(for: shown.result)
        let due = max(shown.since + dwell, cycleSince + machine.timing.minimumRefreshing)
        if abs(now - due) > 1e-9 {
            fail("a \(shown.result) shown at \(shown.since) ended at \(now), not \(due)")
        }
    }

    /// Starts `new`, cutting the running animation short.
    private func start(_ new: Animation) {
        let cut = animation
        animation = new
        complete(cut)
        if instantAnimations, animation == new { finishAnimation() }
    }

    /// Reports that `animation` is over, arrived or cut short.
    private func complete(_ animation: Animation?) {
        switch animation {
        case .opening(let cycle): update { $0.opened(cycle: cycle) }
        case .closing: update { $0.closed() }
        case nil: break
        }
    }

    // MARK: Checking

    var step = 0
    var trail: [String] = []

    private func fail(_ what: String) {
        guard violations.count < 10 else { return }
        let recent = trail.suffix(12).joined(separator: "; ")
        violations.append("step \(step): \(what); last steps: \(recent)")
    }

    /// What must hold between steps.
    func checkBetweenSteps() {
        let refreshing = machine.state == .refreshing
        if !refreshing && !machine.isClosing {
            if addedInset != 0 { fail("inset \(addedInset) left behind at rest") }
            if let animation { fail("\(animation) still running at rest") }
            if awaitingAfterEnding { fail("at rest before afterEnding") }
            if closeAwaitingAfterEnding { fail("a close not answered at rest") }
        }
        if refreshing && !inCycle { fail("refreshing with no beginning") }
        if inCycle, let shown {
            if !refreshing { fail("a \(shown.result) on show, not refreshing") }
            if machine.result != shown.result {
                fail("the result on show is not reported")
            }
        }
        if !inCycle && machine.result != nil { fail("a result outside a refresh") }
        if !refreshing {
            if inCycle { fail("a beginning with no ending, not refreshing") }
            if awaitingAfterBeginning || awaitingBeginCompletion {
                fail("no afterBeginning or begin completion, not refreshing")
                // Report each lost pair once, then carry on from a clean slate.
                awaitingAfterBeginning = false
                awaitingBeginCompletion = false
            }
        }
        if addedInset < 0 || addedInset > height { fail("inset \(addedInset)") }
    }

    /// Ends everything and lets every animation and timer arrive.
    func drain() {
        let time = now
        update { $0.shown(at: time) }
        update { $0.released(at: time) }
        end(result: nil)
        for _ in 0..<10 {
            advance(by: 10)
            finishAnimation()
        }
        checkBetweenSteps()
        let counts =
            "\(beginnings) beginnings, \(afterBeginnings) afterBeginnings, "
            + "\(completedBegins) begin completions, \(endings) endings, \(afterEndings) afterEndings"
        if machine.state == .refreshing || machine.isClosing || animation != nil {
            fail("still busy after draining: \(describe(machine))")
        }
        if afterBeginnings != beginnings || completedBegins != beginnings {
            fail("begin hooks \(counts)")
        }
        if endings != beginnings || afterEndings != endings {
            fail("end hooks \(counts)")
        }
    }
}

/// The machine in a few words, for the trail of a failure.
private func describe(_ machine: RefreshMachine) -> String {
    var text = "\(machine.state)"
    if case .refreshing(let cycle) = machine.phase {
        switch cycle.stage {
        case .opening: text += " #\(cycle.id) opening"
        case .running: text += " #\(cycle.id) running"
        case .showingResult(let result): text += " #\(cycle.id) showing \(result)"
        }
        if let end = cycle.pendingEnd { text += ", ending into \(end.final) at \(end.time)" }
    }
    return machine.isClosing ? text + ", closing" : text
}

struct RefreshMachinePropertyTests {
    /// 10 000 random events against a machine; after every one, nothing is left behind at rest
    /// and every hook is paired, with and without a minimum refreshing duration, with and
    /// without a dwell on results. A result on show keeps the machine refreshing and lasts its
    /// dwell exactly (or to the minimum duration's end) unless cut short, and a refresh whose
    /// result is a failure never records the time.
    @Test(
        arguments: [1, 42, 0xDEAD_BEEF] as [UInt64],
        [(0.0, 0.0), (0.5, 0.0), (0.0, 0.3), (0.5, 0.3)])
    func randomEventsLeaveNothingBehind(seed: UInt64, durations: (minimum: Double, dwell: Double)) {
        let (minimumDuration, dwell) = durations
        var random = SeededRandom(seed: seed)
        let rig = MachineRig(minimumRefreshingDuration: minimumDuration, dwell: dwell)
        var visible = true
        var dragging = false
        var blocked = false

        for step in 0..<10_000 {
            rig.step = step
            let time = rig.now
            let event: String
            switch Int.random(in: 0..<100, using: &random) {
            case 0..<8:
                let shown = visible
                rig.update { $0.begin(visible: shown, at: time) }
                event = "begin"
            case 8..<12:
                rig.end(result: nil)
                event = "end"
            case 12..<16:
                let result: RefreshResult = Bool.random(using: &random) ? .success : .failure
                rig.end(result: result)
                event = "end with a \(result)"
            case 16..<19:
                let result = [nil, RefreshResult.success].randomElement(using: &random) ?? nil
                rig.end(to: .noMoreData, result: result)
                event = "end no more data\(result == nil ? "" : " with a success")"
            case 19..<31:
                rig.finishAnimation()
                event = "animation arrives"
            case 31..<41:
                let seconds = Double(Int.random(in: 0...600, using: &random)) / 1000
                rig.advance(by: seconds)
                event = "wait \(seconds)"
            case 41..<56:
                let percent = Double(Int.random(in: 0...200, using: &random)) / 100
                var past = percent > 1
                if Int.random(in: 0..<10, using: &random) == 0 { past.toggle() }
                if visible {
                    let (isDragging, isBlocked) = (dragging, blocked)
                    rig.update {
                        $0.scrolled(
                            percent: percent, pastTrigger: past, dragging: isDragging,
                            blocked: isBlocked, at: time)
                    }
                }
                event = "scroll \(percent)\(past ? " past" : "")"
            case 56..<60:
                dragging = true
                event = "press"
            case 60..<65:
                dragging = false
                let isBlocked = blocked
                if visible { rig.update { $0.released(blocked: isBlocked, at: time) } }
                event = "release"
            case 65..<68:
                blocked.toggle()
                event = blocked ? "block" : "unblock"
            case 68..<72:
                visible.toggle()
                if visible {
                    rig.update { $0.shown(at: time) }
                } else {
                    rig.stop { $0.hidden() }
                }
                event = visible ? "show" : "hide"
            case 72..<75:
                // Detach, then attach again.
                rig.stop { $0.stopAtOnce() }
                if visible { rig.update { $0.shown(at: time) } }
                event = "detach and attach"
            case 75..<77:
                let on = Bool.random(using: &random)
                rig.update { $0.setAutomaticallyChangeAlpha(on) }
                event = "automatic alpha \(on)"
            case 77..<79:
                let percent = Double(Int.random(in: 0...150, using: &random)) / 100
                rig.update { $0.setPercent(percent) }
                event = "set percent \(percent)"
            case 79..<82:
                let newest = rig.lastOpenedCycle
                if newest > 1 {
                    let stale = Int.random(in: 0..<newest, using: &random)
                    rig.update { $0.opened(cycle: stale) }
                    event = "late opened \(stale)"
                } else {
                    event = "no late opened"
                }
            case 82..<85:
                rig.endsInsideRequest.toggle()
                event = rig.endsInsideRequest ? "action ends at once" : "action waits"
            case 85..<88:
                rig.instantAnimations.toggle()
                event = rig.instantAnimations ? "instant animations" : "timed animations"
            default:
                rig.advance(by: 0.02)
                rig.finishAnimation()
                event = "frame"
            }
            rig.trail.append("\(step) \(event) → \(describe(rig.machine))")
            if rig.trail.count > 50 { rig.trail.removeFirst(25) }
            rig.checkBetweenSteps()
        }
        rig.step = 10_000
        rig.drain()

        let context = "seed \(seed), minimum \(minimumDuration), dwell \(dwell)"
        // The walk really refreshes, sends and closes often.
        #expect(rig.beginnings > 150, "\(context): only \(rig.beginnings) refreshes")
        #expect(rig.requests > 50, "\(context): only \(rig.requests) requests")
        #expect(rig.closes > 30, "\(context): only \(rig.closes) closings")
        if dwell > 0 {
            // Results really go on show, and many dwells run their whole length.
            #expect(rig.dwells > 50, "\(context): only \(rig.dwells) dwells")
            #expect(rig.dwellsRunOut > 10, "\(context): only \(rig.dwellsRunOut) dwells ran out")
        } else {
            #expect(rig.dwells == 0, "\(context): a result went on show with no dwell")
        }
        for violation in rig.violations {
            Issue.record("\(context), \(violation)")
        }
    }
}
