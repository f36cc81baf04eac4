import Foundation
import Testing

/// Keyboard focus through the binary: Tab's order and start, scrolling the focused control into
/// view, Return and Space, and Left/Right along the carousel.
@Suite struct DesktopFocusTests {
    @Test(arguments: DesktopRun.rates)
    func tabStartsAtTheTopmostRowInViewAndWalksDown(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 50\nkey Tab\nwait 100\nkey Tab\nwait 100\nkey Shift+Tab\nwait 100\n", fps: fps)
        let focus = [100.0, 200, 300].map {
            (try? DesktopRun.line(at: $0, in: lines).string("focus")) ?? "-"
        }
        #expect(focus == ["row:1", "row:2", "row:1"])
        // Scrolled by 200 points, the topmost row whose top is in view is row 6 (its top at 220).
        let scrolled = try DesktopRun.trace("wheel -5\nwait 400\nkey Tab\nwait 100\n", fps: fps)
        #expect(scrolled.last?.string("focus") == "row:6")
        #expect(scrolled.last?.number("offset_y") == 200)
    }

    @Test(arguments: DesktopRun.rates)
    func theFocusedRowIsScrolledIntoView(fps: Int) throws {
        let tabs = String(repeating: "key Tab\n", count: 17)
        let lines = try DesktopRun.trace(tabs + "wait 500\n", fps: fps)
        // Row 17 spans 704…748: the least scroll that shows it is 28 points.
        #expect(lines.last?.string("focus") == "row:17")
        #expect(lines.last?.number("offset_y") == 28)
    }

    @Test(arguments: DesktopRun.rates)
    func shiftTabReachesTheFooterAndReturnLoadsIt(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey Shift+Tab\nwait 500\nkey Return\nwait 1500\n", fps: fps,
            ["--footer", "back"])
        #expect(try DesktopRun.line(at: 500, in: lines).string("focus") == "footer")
        #expect(try DesktopRun.line(at: 500, in: lines).string("footer_state") == "idle")
        #expect(try DesktopRun.line(at: 700, in: lines).string("footer_state") == "refreshing")
        #expect(lines.last?.int("loads") == 1)
    }

    /// The back footer lies just below the view at the list's end, where no key may scroll:
    /// focused, it is drawn standing on the view's bottom edge, ringed (pixels of the ring's
    /// accent on all four sides of its 44 points), and nothing moves past the edge.
    @Test(arguments: DesktopRun.rates)
    func theFocusedBackFooterIsDrawnInSight(fps: Int) throws {
        guard Pixels.convert != nil else {
            Issue.record("ImageMagick's convert is not installed: pixel checks skipped")
            return
        }
        let dir = try TempDir()
        // After the status bar has gone: the list's bottom is the view's.
        let script = try dir.write("s.txt", "wait 2900\nkey Shift+Tab\nwait 600\nshot focus\n")
        let result = try Demo.run(arguments: [
            "--headless", "--fps", "\(fps)", "--footer", "back", "--script", script, "--shots",
            dir.path("shots"), "--trace", dir.path("trace.jsonl"),
        ])
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.read(dir.path("trace.jsonl"))
        let shot = try DesktopRun.line(at: 3500, in: lines)
        #expect(shot.string("focus") == "footer")
        #expect(shot.number("offset_y") == 880 - 720)
        #expect(shot.number("inset_bottom") == 0)
        let ring = [53, 132, 228]
        let png = dir.path("shots/focus.png")
        // The ring, 2 points thick, around 676…720: its top, bottom, left and right.
        for (x, y) in [(195, 677), (195, 719), (0, 698), (389, 698)] {
            #expect(try Pixels.rgb(png, x: x, y: y) == ring, "(\(x), \(y))")
        }
        // Just above it, the list's last row but one (row 19) as drawn: no ring.
        #expect(try Pixels.rgb(png, x: 195, y: 674) != ring)
    }

    @Test(arguments: DesktopRun.rates)
    func tabReachesThePlaceholdersButtonAndReturnPressesIt(fps: Int) throws {
        // No rows: the placeholder owns the view, so Tab and Shift+Tab stay on its button (no
        // footer is drawn to reach); Return on the button begins refreshing.
        let lines = try DesktopRun.trace(
            "wait 50\nkey Tab\nwait 100\nkey Tab\nwait 100\nkey Shift+Tab\nwait 100\n"
                + "key Return\nwait 150\n", fps: fps, ["--rows", "0"])
        let focus = [100.0, 200, 300].map {
            (try? DesktopRun.line(at: $0, in: lines).string("focus")) ?? "-"
        }
        #expect(focus == ["placeholder", "placeholder", "placeholder"])
        #expect(try DesktopRun.line(at: 300, in: lines).string("header_state") == "idle")
        let pressed = try DesktopRun.line(at: 400, in: lines)
        #expect(pressed.string("header_state") == "refreshing")
        #expect(pressed.string("placeholder") == "loading")
        // The button is gone while the placeholder rows shimmer, and the focus with it.
        #expect(pressed.string("focus") == "none")
    }

    @Test(arguments: DesktopRun.rates)
    func returnAndSpaceOnARowDoNothing(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "key Tab\nkey Return\nkey Space\nwait 500\n", fps: fps, ["--footer", "back"])
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
        #expect(lines.allSatisfy { $0.string("footer_state") == "idle" })
        #expect(lines.last?.string("focus") == "row:1")
    }

    @Test(arguments: DesktopRun.rates)
    func leftAndRightMoveAlongTheCarouselAndRevealTheCard(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "key Tab\nkey Tab\nkey Tab\nwait 150\nkey Right\nkey Right\nkey Right\nwait 500\n"
                + "key Left\nwait 500\n",
            fps: fps, ["--carousel", "2"])
        #expect(try DesktopRun.line(at: 100, in: lines).string("focus") == "card:1")
        // Card 4 spans 400…520 of the carousel: 130 points bring it into the 390-point view.
        let right = try DesktopRun.line(at: 600, in: lines)
        // (The Rights came at 150 ms, the Left at 650 ms.)
        #expect(right.string("focus") == "card:4")
        #expect(right.number("carousel_offset_x") == 130)
        let left = try DesktopRun.line(at: 1200, in: lines)
        #expect(left.string("focus") == "card:3")
        #expect(left.number("carousel_offset_x") == 130)
    }
}
