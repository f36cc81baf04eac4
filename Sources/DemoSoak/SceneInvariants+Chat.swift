import DemoKit
import RefreshCore

/// What the chat's checks remember from one check to the next.
struct ChatWatch {
    /// The top loader's state at the last check.
    var olderState = RefreshState.idle
    /// The pill the rules expect: arrivals not followed since the end was last reached.
    var pill = 0
    /// The last arrival counted.
    var arrivals = 0
    /// Checks that saw an arrival, a load land, and the pill showing.
    var seen = (arrivals: 0, loads: 0, pills: 0)
}

extension SceneInvariants {
    /// Arrivals, older loads and the pill the checks have seen in chats.
    public var chatCoverage: (arrivals: Int, loads: Int, pills: Int) { chat.seen }

    /// The chat's rules: no message lost, doubled or out of order (the ids run on by one from
    /// the first to the last, which are the start's moved by the loads and the arrivals); each
    /// arrival followed exactly when the view was within 44 points of the end and not held; the
    /// pill counting exactly the arrivals not followed since the end was last reached, and 0 at
    /// the end; the top loader's states the footer's.
    func checkChat(_ scene: DemoScene, fail: (String) -> Void) {
        guard let loader = scene.chat?.loader else { return }
        let rows = scene.rows
        let end = (scene.chat?.historyEnd ?? 0)
        let start = (count: scene.options.rows, first: end - scene.options.rows + 1, last: end)
        checkMessages(rows, start: start, scene: scene, fail: fail)
        if (scene.chat?.arrivals ?? 0) != chat.arrivals {
            chat.seen.arrivals += 1
            if let arrival = scene.chat?.lastArrival {
                checkArrival(arrival, fail: fail)
                if !arrival.followed { chat.pill += (scene.chat?.arrivals ?? 0) - chat.arrivals }
            }
            chat.arrivals = (scene.chat?.arrivals ?? 0)
        }
        let view = scene.scrollView
        if view.contentOffsetY >= view.maxOffsetY - 0.5 { chat.pill = 0 }
        if (scene.chat?.pillCount ?? 0) != chat.pill {
            fail("the pill says \((scene.chat?.pillCount ?? 0)); \(chat.pill) arrivals are unseen")
            chat.pill = (scene.chat?.pillCount ?? 0)
        }
        if (scene.chat?.pillCount ?? 0) > 0 { chat.seen.pills += 1 }
        if loader.state != chat.olderState {
            if !StateWatch.isLegal(from: chat.olderState, to: loader.state, footer: true) {
                fail("the top loader went \(chat.olderState) → \(loader.state)")
            }
            if loader.state != .refreshing, chat.olderState == .refreshing { chat.seen.loads += 1 }
            chat.olderState = loader.state
        }
        if let result = loader.result, loader.state != .refreshing {
            fail("the top loader shows a \(result) while \(loader.state)")
        }
        if scene.header.state != .idle || scene.footer != nil {
            fail("a chat has a header \(scene.header.state) or a footer")
        }
    }

    private func checkMessages(
        _ rows: [DemoRow], start: (count: Int, first: Int, last: Int), scene: DemoScene,
        fail: (String) -> Void
    ) {
        let loads = (scene.chat?.olderLoads ?? 0)
        let expected = start.count + ChatPane.olderPage * loads + (scene.chat?.arrivals ?? 0)
        if rows.count != expected {
            fail(
                "\(rows.count) messages: not \(start.count) + 20 × \(loads) loads + "
                    + "\((scene.chat?.arrivals ?? 0)) arrivals")
        }
        guard let first = rows.first?.id, let last = rows.last?.id else { return }
        if first != start.first - ChatPane.olderPage * loads
            || last != start.last + (scene.chat?.arrivals ?? 0)
        {
            fail("messages run \(first)…\(last), not from the start's moved by loads and arrivals")
        }
        for (a, b) in zip(rows, rows.dropFirst()) where b.id != a.id + 1 {
            fail("message \(b.id) follows \(a.id): one was lost, doubled or put out of order")
            break
        }
    }

    private func checkArrival(_ arrival: ChatArrival, fail: (String) -> Void) {
        let follows = !arrival.wasDragging && arrival.distanceToEnd <= ChatArrival.followDistance
        if arrival.followed != follows {
            fail(
                "message \(arrival.id) arrived \(arrival.distanceToEnd) points from the end"
                    + "\(arrival.wasDragging ? ", held" : ""): followed \(arrival.followed)")
        }
    }
}
