import RefreshCore
import Testing

// The auto footer's trigger as a table of values: no scroll view, no component. 880 points of
// content in a 720-point view whose bottom inset holds the 44-point footer, so all of it shows
// from offset 204 (880 − 720 + 44). Every start rests at offset 150 with a drag under way.

/// Where a trigger starts.
enum TriggerStart: String, CaseIterable, Sendable {
    /// A drag began with its allowance of one load.
    case fresh
    /// The drag has started its one load.
    case spent
    /// The drag tried again after its load: its coasting may not load either.
    case refused
    /// No limit on the loads a drag may start.
    case unlimited
}

/// What happens to it.
enum TriggerEvent: String, CaseIterable, Sendable {
    /// Dragged down to 204.
    case dragNear
    /// Coasting down to 204.
    case coastNear
    /// Dragged down to 204 while the header refreshes.
    case dragNearBlocked
    /// Dragged down to 204 while the footer is not idle, hidden or not automatic.
    case dragNearDisarmed
    /// Dragged down to 203.9: not all of the footer shows.
    case dragShort
    /// Dragged up to 100.
    case dragAway
    /// A new drag begins.
    case dragBegins
    /// The drag ends at the end of the list (204).
    case dragEndsAtEnd
    /// The drag ends at 150.
    case dragEndsShort
    /// A load ended.
    case loadEnded
}

private let geometry = ScrollGeometry(
    contentSize: Size(width: 390, height: 880), viewSize: Size(width: 390, height: 720),
    inset: EdgeInsets(top: 0, left: 0, bottom: 44, right: 0))

private func scroll(
    _ trigger: inout EdgeTrigger, to offset: Double, dragging: Bool = true, armed: Bool = true,
    blocked: Bool = false
) -> Bool {
    trigger.scrolled(
        to: offset, in: geometry, extent: 44, dragging: dragging, armed: armed, blocked: blocked)
}

private func drag(_ trigger: inout EdgeTrigger, _ dragging: Bool, at offset: Double) -> Bool {
    trigger.dragChanged(at: offset, in: geometry, dragging: dragging, armed: true, blocked: false)
}

/// A trigger at `start`, resting at 150.
private func trigger(at start: TriggerStart) -> EdgeTrigger {
    var trigger = EdgeTrigger(dragAllowance: start == .unlimited ? -1 : 1)
    trigger.start(at: 150)
    _ = drag(&trigger, true, at: 150)
    if start == .spent || start == .refused {
        _ = scroll(&trigger, to: 204)
        _ = scroll(&trigger, to: 150)
    }
    if start == .refused {
        _ = scroll(&trigger, to: 204)
        _ = scroll(&trigger, to: 150)
    }
    return trigger
}

private func apply(_ event: TriggerEvent, to trigger: inout EdgeTrigger) -> Bool {
    switch event {
    case .dragNear: return scroll(&trigger, to: 204)
    case .coastNear: return scroll(&trigger, to: 204, dragging: false)
    case .dragNearBlocked: return scroll(&trigger, to: 204, blocked: true)
    case .dragNearDisarmed: return scroll(&trigger, to: 204, armed: false)
    case .dragShort: return scroll(&trigger, to: 203.9)
    case .dragAway: return scroll(&trigger, to: 100)
    case .dragBegins: return drag(&trigger, true, at: 150)
    case .dragEndsAtEnd: return drag(&trigger, false, at: 204)
    case .dragEndsShort: return drag(&trigger, false, at: 150)
    case .loadEnded:
        trigger.loadEnded()
        return false
    }
}

/// One row: from `start`, `event` begins a load or not and leaves `left` loads to the drag.
struct TriggerRow: TransitionRow, Sendable, CustomTestStringConvertible {
    var start: TriggerStart
    var event: TriggerEvent
    var begins: Bool
    var left: Int

    var testDescription: String { "\(start.rawValue) + \(event.rawValue)" }
}

/// The rows from `start`: the `listed` events (event, begins, left), and for every other event
/// no load, `left` unchanged.
private func rows(
    from start: TriggerStart, left: Int, _ listed: [(TriggerEvent, Bool, Int)]
) -> [TriggerRow] {
    let covered = Set(listed.map { $0.0 })
    return listed.map { TriggerRow(start: start, event: $0.0, begins: $0.1, left: $0.2) }
        + TriggerEvent.allCases.filter { !covered.contains($0) }.map {
            TriggerRow(start: start, event: $0, begins: false, left: left)
        }
}

let triggerTable: [TriggerRow] =
    rows(
        from: .fresh, left: 1,
        [(.dragNear, true, 0), (.coastNear, true, 1), (.dragEndsAtEnd, true, 0)])
    + rows(from: .spent, left: 0, [(.coastNear, true, 0), (.dragBegins, false, 1)])
    + rows(from: .refused, left: 0, [(.dragBegins, false, 1)])
    + rows(
        from: .unlimited, left: -1,
        [(.dragNear, true, -1), (.coastNear, true, -1), (.dragEndsAtEnd, true, -1)])

@Suite struct EdgeTriggerTests {
    @Test(arguments: triggerTable)
    func theTriggerFollowsItsTable(_ row: TriggerRow) {
        var trigger = trigger(at: row.start)
        let begins = apply(row.event, to: &trigger)
        #expect(begins == row.begins)
        #expect(trigger.leftForDrag == row.left)
    }

    @Test func theTableCoversEveryEventFromEveryStart() {
        expectOneRowForEveryStartAndEvent(in: triggerTable, events: TriggerEvent.allCases)
    }

    /// A refused drag's coasting loads again once a load has ended.
    @Test func aLoadEndingLetsTheRefusedGestureLoad() {
        var trigger = trigger(at: .refused)
        let refused = scroll(&trigger, to: 204, dragging: false)
        _ = scroll(&trigger, to: 150)
        trigger.loadEnded()
        let again = scroll(&trigger, to: 204, dragging: false)
        #expect(!refused && again)
    }

    /// A prefetch is the same trigger with another rule: it begins once 2 rows of 44 points or
    /// fewer lie wholly below the view's bottom (content end 880, view bottom at offset + 720):
    /// at 28, 132 points (3 rows) lie below; just past it, 2 whole rows and part of a third.
    @Test(arguments: [(0.0, false), (28.0, false), (28.1, true), (120.0, true)])
    func aPrefetchRuleBeginsRowsBeforeTheEnd(offset: Double, begins: Bool) {
        var trigger = EdgeTrigger(rule: .rowsLeft(2, rowHeight: 44))
        trigger.start(at: 0)
        let began = scroll(&trigger, to: offset, dragging: false)
        #expect(began == begins)
    }

    /// A chat's loader at the top is the same trigger at the other edge: it begins scrolling up,
    /// once all of its 44 points (held by the top inset) show at offset −44.
    @Test(arguments: [(-43.9, false), (-44.0, true)])
    func theSameTriggerWorksAtTheTopEdge(offset: Double, begins: Bool) {
        let top = ScrollGeometry(
            contentSize: Size(width: 390, height: 880), viewSize: Size(width: 390, height: 720),
            inset: EdgeInsets(top: 44, left: 0, bottom: 0, right: 0))
        var trigger = EdgeTrigger(edge: .top)
        trigger.start(at: 100)
        let began = trigger.scrolled(
            to: offset, in: top, extent: 44, dragging: false, armed: true, blocked: false)
        #expect(began == begins)
        // Moving away from the top never begins.
        var away = EdgeTrigger(edge: .top)
        away.start(at: -60)
        let awayBegan = away.scrolled(
            to: offset, in: top, extent: 44, dragging: false, armed: true, blocked: false)
        #expect(!awayBegan)
    }
}
