import Foundation
import RefreshCore
import TestSupport
import Testing

/// The line of the frame whose end is `milliseconds` (a multiple of 100 ms: a frame end at 30
/// and at 240 fps).
private func line(at milliseconds: Double, in lines: [TraceLine]) throws -> TraceLine {
    try #require(lines.first { abs($0.number("t") - milliseconds) < 1e-6 })
}

/// Every frame's offset within the range its insets give it, with a rounding allowance: the
/// stick, the d-pad and the shoulders never pull past an edge.
private func expectWithinEdges(_ lines: [TraceLine], _ note: String = "") {
    for line in lines {
        let low = -line.number("inset_top")
        let high = max(
            low,
            line.number("content_height") + line.number("inset_bottom")
                - line.number("view_height"))
        let offset = line.number("offset_y")
        #expect(
            offset >= low - 1e-6 && offset <= high + 1e-6,
            "t = \(line.number("t")): offset \(offset) outside \(low)…\(high) \(note)")
    }
}

/// The game controller through the binary: `stick X Y` and `pad BUTTON`, played headless
/// through the scene's own controller input.
@Suite struct ControllerTests {
    /// Held at 0.6 from 100 ms to 300 ms, the content moves at StickResponse's speed for 0.6;
    /// let go, it coasts on as the scroll view's deceleration from there, in closed form.
    @Test(arguments: [30, 240])
    func theStickScrollsAtItsSpeedAndCoastsWhenLetGo(fps: Int) throws {
        let lines = try Demo.trace(
            "wait 100\nstick 0 0.6\nwait 200\nstick 0 0\nwait 3000\n",
            ["--fps", "\(fps)", "--rows", "200"])
        let speed = StickResponse().speed(for: 0.6)
        #expect(speed > 0 && speed < 0.6 * PhysicsConstants.stickMaximumSpeed)
        let held = try line(at: 200, in: lines)
        #expect(abs(held.number("offset_y") - speed * 0.1) < 1e-6)
        #expect(abs(held.number("velocity_y") - speed) < 1e-6)
        #expect(held.bool("dragging") == false)
        let glide = StickGlide(start: 0, velocity: speed, bounds: 0...(200 * 44 + 44 - 720))
        let coast = glide.coast(at: 0.2)
        #expect(abs(coast.velocity - speed) < 1e-9)
        for t in [400.0, 600, 1000] {
            let later = try line(at: t, in: lines)
            let seconds = (t - 300) / 1000
            #expect(abs(later.number("offset_y") - coast.value(at: seconds)) < 1e-6, "t = \(t)")
            #expect(abs(later.number("velocity_y") - coast.velocity(at: seconds)) < 1e-6)
            #expect(later.bool("decelerating") == true)
        }
        let last = try #require(lines.last)
        #expect(abs(last.number("offset_y") - coast.restPoint) < PhysicsConstants.restThreshold)
        #expect(last.int("refreshes") == 0)
    }

    /// Inside the dead zone nothing moves.
    @Test func aPushInsideTheDeadZoneMovesNothing() throws {
        let lines = try Demo.trace("wait 100\nstick 0.2 0.2\nwait 500\n", ["--rows", "200"])
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }

    /// Pushed hard at either end for a second, and let go there, the content stops at the edge:
    /// at the top it never pulls the header, so nothing refreshes.
    @Test(arguments: [30, 240])
    func theStickNeverCrossesAnEdge(fps: Int) throws {
        let script =
            "wait 100\nstick 0 -1\nwait 1000\nstick 0 0\nwait 500\n"
            + "stick 0 1\nwait 1500\nstick 0 0.5\nwait 200\nstick 0 0\nwait 2000\n"
        let lines = try Demo.trace(script, ["--fps", "\(fps)", "--pages", "1"])
        expectWithinEdges(lines)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
        #expect(lines.allSatisfy { $0.int("refreshes") == 0 })
        // Reaching the end loads more, as the wheel does, and the held stick follows the
        // longer list to its new end.
        let last = try #require(lines.last)
        #expect(last.int("loads") == 1)
        let end = last.number("content_height") + last.number("inset_bottom") - 720
        #expect(abs(last.number("offset_y") - end) < 1e-6)
    }

    /// The buttons: the d-pad steps 40 points as a wheel notch, the shoulders page by the view's
    /// height less 44, Y refreshes, and each lands exactly; X (unmapped) and A with nothing
    /// focused do nothing.
    @Test(arguments: [30, 240])
    func theButtonsStepPageAndRefresh(fps: Int) throws {
        let script =
            "wait 100\npad Down\nwait 300\npad Down\nwait 300\npad Up\nwait 300\n"
            + "pad RB\nwait 300\npad LB\nwait 300\npad A\npad X\nwait 300\n"
            + "pad Y\nwait 2000\n"
        let lines = try Demo.trace(
            script, ["--fps", "\(fps)", "--rows", "200", "--latency", "500"])
        #expect(try line(at: 400, in: lines).number("offset_y") == 40)
        #expect(try line(at: 700, in: lines).number("offset_y") == 80)
        #expect(try line(at: 1000, in: lines).number("offset_y") == 40)
        #expect(try line(at: 1300, in: lines).number("offset_y") == 40 + 676)
        #expect(try line(at: 1600, in: lines).number("offset_y") == 40)
        #expect(try line(at: 1900, in: lines).number("offset_y") == 40)
        #expect(try line(at: 1900, in: lines).string("focus") == "none")
        #expect(try line(at: 1900, in: lines).string("menu") == "closed")
        // Y at 1900 ms begins refreshing.
        #expect(try line(at: 1800, in: lines).string("header_state") == "idle")
        #expect(try line(at: 1900, in: lines).string("header_state") == "refreshing")
        #expect(try #require(lines.last).int("refreshes") == 1)
    }

    /// A presses the focused control as Return does: on the back footer, focused by Shift+Tab,
    /// it loads; on a row it does nothing.
    @Test(arguments: [30, 240])
    func aPressesTheFocusedControlAsReturn(fps: Int) throws {
        let lines = try Demo.trace(
            "key Tab\nwait 50\npad A\nwait 100\nkey Shift+Tab\nwait 400\npad A\n"
                + "wait 1500\n", ["--fps", "\(fps)", "--footer", "back"])
        let onRow = try line(at: 100, in: lines)
        #expect(onRow.string("focus") == "row:1")
        #expect(onRow.number("offset_y") == 0)
        #expect(onRow.string("footer_state") == "idle")
        #expect(try line(at: 500, in: lines).string("focus") == "footer")
        #expect(try line(at: 500, in: lines).string("footer_state") == "idle")
        #expect(try line(at: 600, in: lines).string("footer_state") == "refreshing")
        #expect(try #require(lines.last).int("loads") == 1)
    }

    /// Start opens the context menu as Menu does (its first item chosen), the d-pad moves
    /// among its items without scrolling the list, A acts on the chosen one (Load more) and
    /// closes it; Start again, or B, closes it without acting.
    @Test(arguments: [30, 240])
    func startOpensTheMenuTheDPadChoosesAndAActs(fps: Int) throws {
        let script =
            "wait 50\npad Start\nwait 100\npad Down\nwait 100\npad Down\nwait 100\npad Up\n"
            + "wait 100\npad A\nwait 1500\npad Start\nwait 100\npad Start\nwait 100\n"
            + "pad Start\nwait 100\npad B\nwait 100\n"
        let lines = try Demo.trace(
            script, ["--fps", "\(fps)", "--latency", "500", "--footer", "back"])
        let states = try [100.0, 200, 300, 400].map {
            let at = try line(at: $0, in: lines)
            return "\(at.string("menu")) \(at.string("focus"))"
        }
        // At the top Scroll to top (item 3) is greyed: the second Down skips to Scroll to end.
        #expect(states == ["open menu:1", "open menu:2", "open menu:4", "open menu:2"])
        #expect(
            DesktopRun.lines(in: 0...400, of: lines).allSatisfy { $0.number("offset_y") == 0 })
        let acted = try line(at: 500, in: lines)
        #expect(acted.string("menu") == "closed")
        #expect(acted.string("focus") == "none")
        #expect(acted.string("footer_state") == "refreshing")
        #expect(try line(at: 2000, in: lines).int("loads") == 1)
        let toggled = try [2000.0, 2100, 2200, 2300].map { try line(at: $0, in: lines) }
        #expect(toggled.map { $0.string("menu") } == ["open", "closed", "open", "closed"])
        #expect(toggled.allSatisfy { $0.string("floor") == "closed" })
        #expect(try #require(lines.last).int("loads") == 1)
        #expect(try #require(lines.last).int("refreshes") == 0)
    }

    /// With a card focused the d-pad's Left and Right move along the carousel as the arrow
    /// keys do, revealing the card; Up and Down still scroll the list.
    @Test(arguments: [30, 240])
    func theDPadMovesAlongTheCarouselWhenACardHasFocus(fps: Int) throws {
        let lines = try Demo.trace(
            "key Tab\nkey Tab\nkey Tab\nwait 150\npad Right\npad Right\npad Right\n"
                + "wait 500\npad Left\nwait 500\npad Down\nwait 500\n",
            ["--fps", "\(fps)", "--carousel", "2"])
        #expect(try line(at: 100, in: lines).string("focus") == "card:1")
        // Card 4 spans 400…520 of the carousel: 130 points bring it into the 390-point view.
        let right = try line(at: 600, in: lines)
        #expect(right.string("focus") == "card:4")
        #expect(right.number("carousel_offset_x") == 130)
        let left = try line(at: 1100, in: lines)
        #expect(left.string("focus") == "card:3")
        #expect(left.number("carousel_offset_x") == 130)
        #expect(left.number("offset_y") == 0)
        let down = try #require(lines.last)
        #expect(down.string("focus") == "card:3")
        #expect(down.number("offset_y") == 40)
    }

    /// Without a card focused, Left and Right do nothing.
    @Test func leftAndRightWithoutACardDoNothing() throws {
        let lines = try Demo.trace(
            "pad Right\nkey Tab\npad Left\nwait 500\n", ["--carousel", "2"])
        #expect(try #require(lines.last).string("focus") == "row:1")
        #expect(lines.allSatisfy { $0.number("carousel_offset_x") == 0 })
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
    }

    /// B closes the second floor, as `b` does.
    @Test func bClosesTheSecondFloor() throws {
        let script =
            "down 195 150\nmove 195 460 600\nwait 100\nup\nwait 1300\npad B\nwait 1000\n"
        let lines = try Demo.trace(script, ["--header", "floor"])
        #expect(try line(at: 1800, in: lines).string("floor") == "open")
        #expect(try line(at: 2100, in: lines).string("floor") == "closing")
        #expect(try #require(lines.last).string("floor") == "closed")
    }

    /// Random sticks, d-pad and shoulder presses and the other buttons (Start opening and
    /// closing the menu among them), never Y or A (which acts on the menu's first item,
    /// Refresh): no frame is past an edge, the header never pulls or refreshes.
    @Test(arguments: [(1, 30), (2, 240), (3, 30), (4, 240)])
    func randomControllerInputNeverCrossesAnEdgeOrRefreshes(seed: Int, fps: Int) throws {
        var random = SeededRandom(seed: UInt64(seed))
        let buttons = ControllerButton.allCases.filter { $0 != .y && $0 != .a }
        var script = ""
        for _ in 0..<40 {
            switch random.next() % 3 {
            case 0:
                let x = Double(random.next() % 201) / 100 - 1
                let y = Double(random.next() % 201) / 100 - 1
                script += "stick \(x) \(y)\n"
            case 1:
                script += "pad \(buttons[Int(random.next() % UInt64(buttons.count))].name)\n"
            default:
                script += "stick 0 0\n"
            }
            script += "wait \(random.next() % 400)\n"
        }
        script += "stick 0 0\nwait 500\n"
        let lines = try Demo.trace(
            script, ["--fps", "\(fps)", "--rows", "\(20 + seed * 10)", "--latency", "300"])
        expectWithinEdges(lines, "seed \(seed)")
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" }, "seed \(seed)")
        #expect(lines.allSatisfy { $0.int("refreshes") == 0 }, "seed \(seed)")
    }

    /// A bad `stick` or `pad` is a script error naming its line.
    @Test(arguments: ["stick 0 1.5", "stick 0", "stick x 0", "pad Q", "pad"])
    func badControllerCommandsAreScriptErrors(line: String) throws {
        let dir = try TempDir()
        let script = try dir.write("bad.txt", "wait 10\n\(line)\n")
        let result = try Demo.run(arguments: ["--headless", "--script", script])
        #expect(result.code == 3)
        #expect(result.stderr.contains("\(script):2:"), "stderr: \(result.stderr)")
    }
}
