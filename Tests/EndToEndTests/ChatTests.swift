import Foundation
import Testing

// The contract's `chat` list through the binary: the view starting at the end, no header and no
// footer, older messages landing above without moving what is on the screen (at rest, held and
// coasting), out of data after --pages loads, a failure asked again on the next approach, a
// message every 3 s followed at the end or counted on the pill, the pill and End going to the
// end, reduced motion, and the same times at 30 and 240 fps.

private let chat = ["--list", "chat"]

/// The end of the content in `line`: the largest offset at rest.
private func end(_ line: TraceLine) -> Double {
    max(
        -line.number("inset_top"),
        line.number("content_height") + line.number("inset_bottom") - line.number("view_height"))
}

/// The line of the frame whose `t` is `milliseconds`.
private func at(_ milliseconds: Double, _ lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { abs($0.number("t") - milliseconds) < 1e-6 }, "t = \(milliseconds)")
}

/// The first frame in which older messages landed, and the one before it.
private func landing(_ lines: [TraceLine], load: Int = 1) throws -> (TraceLine, TraceLine) {
    let index = try #require(lines.firstIndex { $0.int("older_loads") == load })
    return (lines[index - 1], lines[index])
}

@Suite struct ChatTests {
    @Test func theChatStartsAtItsEndUnderItsTopLoaderWithNoHeaderOrFooter() throws {
        let lines = try Demo.trace("wait 500", chat)
        let first = try #require(lines.first)
        #expect(first.string("list") == "chat")
        #expect(first.int("rows") == 20 && first.int("older_loads") == 0)
        #expect(first.number("inset_top") == 44 && first.number("inset_bottom") == 0)
        // Bubbles of one to several lines, day separators: taller than 20 plain rows, and the
        // view at the end.
        #expect(first.number("content_height") > 20 * 60)
        #expect(first.number("offset_y") == end(first))
        for line in lines {
            #expect(line.string("header") == "none" && line.string("footer") == "none")
            #expect(line.string("header_state") == "idle" && line.string("footer_state") == "idle")
            #expect(line.string("header_title") == "" && line.string("footer_title") == "")
            #expect(line.string("older_state") == "idle" && line.int("pill") == 0)
        }
        // --header and --footer are ignored, and so are the keys that switch them.
        let other = try Demo.trace(
            "key 3\nkey h\nkey f\nkey g\nkey n\nwait 500",
            chat + ["--header", "gif", "--footer", "back", "--footer-style", "gif"])
        #expect(other.count == lines.count)
        for (a, b) in zip(lines, other) {
            for key in ["offset_y", "content_height", "inset_top", "inset_bottom"] {
                #expect(a.number(key) == b.number(key), "\(key)")
            }
            #expect(b.string("header") == "none" && b.string("footer") == "none")
        }
    }

    /// Scrolled up to within a view height of the top and left at rest there: after the
    /// latency 20 older messages land above, the offset moves by exactly their height and the
    /// message at the top of the view keeps its place (its number 20 higher).
    @Test func olderMessagesLandAboveAtRestWithoutMovingWhatIsOnTheScreen() throws {
        let lines = try Demo.trace("wheel 8\nwait 2500", chat)
        let started = try #require(lines.firstIndex { $0.string("older_state") == "refreshing" })
        // 8 notches bring the content's top within a view height of the view's: it requests.
        #expect(lines[started].number("offset_y") + 44 < 720)
        let (before, after) = try landing(lines)
        // The request went out when it began and landed --latency (1 s) later.
        #expect(abs(after.number("t") - lines[started].number("t") - 1000) < 17)
        #expect(after.int("rows") == 40)
        let added = after.number("content_height") - before.number("content_height")
        #expect(added > 20 * 60)
        #expect(abs(after.number("offset_y") - before.number("offset_y") - added) < 1e-6)
        #expect(after.int("anchor_row") == before.int("anchor_row") + 20)
        #expect(abs(after.number("anchor_y") - before.number("anchor_y")) < 1e-6)
        #expect(after.string("older_state") == "idle")
    }

    /// Held still by the pointer near the top, the same: what is under the finger stays.
    @Test func olderMessagesLandWhileHeldWithoutMovingWhatIsUnderTheFinger() throws {
        let lines = try Demo.trace(
            "down 195 100\nmove 195 650 500\nwait 2000\nup\nwait 1000", chat + ["--latency", "800"])
        let (before, after) = try landing(lines)
        #expect(before.bool("dragging") == true && after.bool("dragging") == true)
        let added = after.number("content_height") - before.number("content_height")
        #expect(abs(after.number("offset_y") - before.number("offset_y") - added) < 1e-6)
        #expect(after.int("anchor_row") == before.int("anchor_row") + 20)
        #expect(abs(after.number("anchor_y") - before.number("anchor_y")) < 1e-6)
    }

    /// Flung towards the top, the rows land while the content coasts: in that frame the
    /// offset moves by their height plus a step of the coast, no more than the steps around it.
    @Test func olderMessagesLandWhileCoastingMovingOnlyAsTheCoastDoes() throws {
        let lines = try Demo.trace(
            "down 195 100\nmove 195 500 80\nup\nwait 3000", chat + ["--latency", "300"])
        let index = try #require(lines.firstIndex { $0.int("older_loads") == 1 })
        let (previous, before, after, next) = (
            lines[index - 2], lines[index - 1], lines[index], lines[index + 1]
        )
        #expect(before.bool("decelerating") == true && after.bool("decelerating") == true)
        let added = after.number("content_height") - before.number("content_height")
        let step = after.number("offset_y") - before.number("offset_y") - added
        let steps = [
            before.number("offset_y") - previous.number("offset_y"),
            next.number("offset_y") - after.number("offset_y"),
        ]
        #expect(step < 0, "the coast still moves towards the top")
        #expect(
            step >= (steps.min() ?? 0) - 1e-6 && step <= (steps.max() ?? 0) + 1e-6,
            "\(step) not within \(steps)")
    }

    /// Home keeps going up through the landings; after --pages loads the loader is out of data
    /// and nothing more is asked for.
    @Test func afterPagesLoadsTheTopLoaderHasNoMoreData() throws {
        let lines = try Demo.trace(
            "key Home\nwait 3000\nkey Home\nwait 3000\nkey Home\nwait 1000",
            chat + ["--pages", "2", "--latency", "200"])
        let last = try #require(lines.last)
        #expect(last.int("older_loads") == 2)
        #expect(last.string("older_state") == "noMoreData")
        let arrivals = Int(last.number("t") / 3000)
        #expect(last.int("rows") == 20 + 40 + arrivals)
        let out = try #require(lines.firstIndex { $0.string("older_state") == "noMoreData" })
        #expect(lines[out...].allSatisfy { $0.string("older_state") == "noMoreData" })
        // Out of data, r asks nothing either.
        let asked = try #require(
            try Demo.trace(
                "key Home\nwait 3000\nkey Home\nwait 3000\nkey r\nwait 1000",
                chat + ["--pages", "2", "--latency", "200"]
            ).last)
        #expect(asked.int("older_loads") == 2 && asked.string("older_state") == "noMoreData")
        // With --pages 0 it starts out of data.
        let none = try #require(
            try Demo.trace("key Home\nwait 1500", chat + ["--pages", "0"]).last)
        #expect(none.string("older_state") == "noMoreData" && none.int("older_loads") == 0)
    }

    /// A failed load adds nothing and counts a failure; staying in the zone asks nothing more,
    /// and the next approach asks again. Its requests count with the others for `x`.
    @Test func aFailedLoadIsAskedAgainOnTheNextApproach() throws {
        let lines = try Demo.trace(
            "key x\nwheel 8\nwait 1000\nwheel 1\nwait 800\nwheel -10\nwait 500\nwheel 10\nwait 800",
            chat + ["--latency", "300", "--failure-dwell", "200"])
        let failed = try #require(lines.firstIndex { $0.int("failures") == 1 })
        #expect(lines[failed].int("rows") == 20 && lines[failed].int("older_loads") == 0)
        // Moving on inside the zone after the failure asks nothing (still one failure, no load).
        let beforeLeaving = try at(2300, lines)
        #expect(beforeLeaving.int("failures") == 1 && beforeLeaving.int("older_loads") == 0)
        #expect(beforeLeaving.string("older_state") == "idle")
        let last = try #require(lines.last)
        #expect(last.int("older_loads") == 1 && last.int("failures") == 1)
    }

    /// A message at 3 s and every 3 s after; at the end the view follows it in 0.25 s.
    @Test func atTheEndTheViewFollowsEachNewMessage() throws {
        let lines = try Demo.trace("wait 6600", chat)
        #expect(try at(2983.333333333333, lines).int("rows") == 20)
        let arrived = try at(3000, lines)
        #expect(arrived.int("rows") == 21)
        #expect(arrived.number("offset_y") < end(arrived))
        let followed = try at(3250, lines)
        #expect(abs(followed.number("offset_y") - end(followed)) < 1e-6)
        #expect(try at(3233.3333333333335, lines).number("offset_y") < end(followed) - 1e-6)
        #expect(try at(6000, lines).int("rows") == 22)
        #expect(lines.allSatisfy { $0.int("pill") == 0 })
        // Within 44 points of the end counts as the end.
        let near = try Demo.trace("wheel 1\nwait 3500", chat)
        #expect(try at(2000, near).number("offset_y") == end(try at(2000, near)) - 40)
        let after = try at(3400, near)
        #expect(abs(after.number("offset_y") - end(after)) < 1e-6 && after.int("pill") == 0)
        // Under reduced motion it is there in the frame the message arrives.
        let reduced = try at(3000, try Demo.trace("wait 3100", chat + ["--motion", "reduced"]))
        #expect(reduced.int("rows") == 21 && reduced.number("offset_y") == end(reduced))
    }

    /// Scrolled up, the view stays and the pill counts; a click on it goes to the end, where
    /// it is cleared. `End` does the same; under reduced motion both happen at once.
    @Test func scrolledUpThePillCountsAndAClickOrEndGoesToTheEnd() throws {
        let script = "wheel 3\nwait 6500\nclick 195 688\nwait 1000"
        let lines = try Demo.trace(script, chat)
        let still = try at(2000, lines).number("offset_y")
        #expect(try at(2983.333333333333, lines).int("pill") == 0)
        for (time, count) in [(3000.0, 1), (6000, 2)] {
            let line = try at(time, lines)
            #expect(line.int("pill") == count && line.number("offset_y") == still, "t = \(time)")
        }
        let clicked = try #require(lines.firstIndex { $0.number("t") > 6700 })
        #expect(lines[clicked].int("pill") == 2)
        let last = try #require(lines.last)
        #expect(last.number("offset_y") == end(last) && last.int("pill") == 0)
        // It is cleared in the frame the end is reached, not before.
        let reached = try #require(
            lines.firstIndex { $0.int("pill") == 0 && $0.number("t") > 6000 })
        #expect(abs(lines[reached].number("offset_y") - end(lines[reached])) < 0.5)
        #expect(lines[reached - 1].number("offset_y") < end(lines[reached - 1]) - 0.5)
        // A click beside the pill does nothing.
        let beside = try #require(
            try Demo.trace("wheel 3\nwait 3200\nclick 20 688\nwait 600", chat).last)
        #expect(beside.int("pill") == 1)
        // End, and under reduced motion at once.
        let ended = try Demo.trace(
            "wheel 3\nwait 3200\nkey End\nwait 20", chat + ["--motion", "reduced"])
        let pressed = try at(3200, ended)
        #expect(pressed.int("pill") == 0 && pressed.number("offset_y") == end(pressed))
        let clickedAtOnce = try at(
            3200,
            try Demo.trace(
                "wheel 3\nwait 3200\nclick 195 688\nwait 20", chat + ["--motion", "reduced"]))
        #expect(
            clickedAtOnce.int("pill") == 0 && clickedAtOnce.number("offset_y") == end(clickedAtOnce)
        )
    }

    /// The pill takes the focus last in Tab's order (Shift+Tab from none reaches it) and
    /// Return presses it.
    @Test func thePillIsAFocusableButton() throws {
        let lines = try Demo.trace(
            "wheel 3\nwait 3200\nkey Shift+Tab\nwait 100\nkey Return\nwait 1000", chat)
        #expect(try at(3300, lines).string("focus") == "pill")
        let last = try #require(lines.last)
        #expect(last.int("pill") == 0 && last.number("offset_y") == end(last))
        #expect(last.string("focus") == "none")
    }

    /// `r` (as an app would on launch) has the top loader load at once, wherever the view is.
    @Test func refreshKeyLoadsOlderMessages() throws {
        let lines = try Demo.trace("key r\nwait 1100", chat)
        #expect(lines.first?.string("older_state") == "refreshing")
        #expect(lines.last?.int("older_loads") == 1 && lines.last?.int("rows") == 40)
    }

    /// Loads, arrivals and follows end at their exact times: 30 and 240 fps trace the same
    /// offsets at the same t.
    @Test func theSameScriptTracesTheSameAt30And240Fps() throws {
        let script =
            "wheel 6\nwait 800\nwheel 4\nwait 2500\nwheel -30\nwait 3000\nkey Home\nwait 2000\n"
        let slow = try Demo.trace(script, chat + ["--fps", "30", "--latency", "700"])
        let fast = try Demo.trace(script, chat + ["--fps", "240", "--latency", "700"])
        var compared = 0
        for line in slow {
            guard let other = fast.first(where: { abs($0.number("t") - line.number("t")) < 1e-6 })
            else { continue }
            compared += 1
            for key in ["offset_y", "content_height", "inset_top"] {
                #expect(
                    abs(line.number(key) - other.number(key)) < 1e-6,
                    "\(key) at t = \(line.number("t"))")
            }
            for key in ["rows", "older_loads", "pill"] {
                #expect(line.int(key) == other.int(key), "\(key) at t = \(line.number("t"))")
            }
        }
        #expect(compared > 200)
        #expect(slow.last?.int("older_loads") ?? 0 >= 2)
    }

    /// With no messages the empty state shows; its button loads older ones, and the first
    /// arrival fills it.
    @Test func anEmptyChatShowsTheEmptyStateUntilAMessageComes() throws {
        let lines = try Demo.trace("wait 3100", chat + ["--rows", "0"])
        #expect(try at(2000, lines).string("placeholder") == "empty")
        #expect(try at(3000, lines).string("placeholder") == "none")
        #expect(try at(3000, lines).int("rows") == 1)
    }
}
