import Foundation
import Testing

/// The floor header's run of `script` with `options`: its trace, after checking the exit.
private func floorRun(_ script: String, _ options: [String] = []) throws -> [TraceLine] {
    let folder = try TempDir()
    let trace = folder.path("floor.jsonl")
    let arguments = ["--headless", "--header", "floor", "--trace", trace]
    let run = try Demo.run(
        arguments: arguments + ["--script", try folder.write("floor.txt", script)] + options)
    #expect(run.code == 0, "exit \(run.code): \(run.stderr)")
    return try Trace.read(trace)
}

/// The first frame whose `t` (ms) reaches `time`.
private func frame(_ lines: [TraceLine], at time: Double) -> TraceLine? {
    lines.first { $0.number("t") >= time - 1e-6 }
}

/// Pulls the content 310 points with the finger — 136 visible after the rubber band, past the
/// floor's 102.6 — over 600 ms, holds 100 ms and lets go at 700 ms.
private let pullToTheFloor = "down 195 150\nmove 195 460 600\nwait 100\nup\n"

@Suite struct FloorTests {
    /// Released while ready at 700 ms, the floor opens in 0.5 s — open from the frame that
    /// reaches 1200 ms, with the content's top at the view's bottom — and `b` at 2000 ms closes
    /// it in 0.5 s: closed from 2500 ms with the insets from before. The same at 30 and 240 fps,
    /// offsets equal at the instants both rates draw.
    @Test func openingAndClosingTakeHalfASecondAtEveryFrameRate() throws {
        let script = pullToTheFloor + "wait 1300\nkey b\nwait 1000\n"
        var runs: [Int: [TraceLine]] = [:]
        for fps in [30, 240] {
            let lines = try floorRun(script, ["--fps", "\(fps)"])
            runs[fps] = lines
            let ready = lines.filter { $0.string("floor") == "ready" }
            #expect(!ready.isEmpty)
            #expect(ready.allSatisfy { $0.string("header_state") == "pulling" })
            #expect(ready.allSatisfy { -$0.number("offset_y") >= 102.6 })
            for line in lines where line.number("t") > 700 + 1e-6 && line.number("t") < 1200 - 1e-6
            {
                #expect(line.string("floor") == "opening", "t = \(line.number("t"))")
                #expect(line.string("header_state") == "idle")
            }
            let open = try #require(frame(lines, at: 1200))
            #expect(abs(open.number("t") - 1200) < 1e-6)
            #expect(open.string("floor") == "open")
            #expect(open.number("offset_y") == -720 && open.number("inset_top") == 720)
            for line in lines where line.number("t") > 2000 + 1e-6 && line.number("t") < 2500 - 1e-6
            {
                #expect(line.string("floor") == "closing", "t = \(line.number("t"))")
            }
            let closed = try #require(frame(lines, at: 2500))
            #expect(closed.string("floor") == "closed")
            #expect(closed.number("offset_y") == 0 && closed.number("inset_top") == 0)
            #expect(lines.allSatisfy { $0.int("refreshes") == 0 }, "no request is sent")
        }
        let slow = try #require(runs[30])
        let fast = try #require(runs[240])
        // Both runs end once settled; the 30 fps run may draw one frame past the faster's end.
        let end = try #require(fast.last).number("t")
        for line in slow where line.number("t") <= end + 1e-6 {
            let twin = try #require(fast.first { abs($0.number("t") - line.number("t")) < 1e-6 })
            #expect(abs(twin.number("offset_y") - line.number("offset_y")) < 1e-6)
            #expect(twin.string("floor") == line.string("floor"))
        }
    }

    /// While the floor is open nothing scrolls the list and no footer load starts: not a
    /// fling up, the wheel, a trackpad scroll, nor `r`; once it is closed the list loads again.
    @Test func noLoadStartsWhileTheFloorIsOpen() throws {
        let tries = """
            wait 700
            down 195 600
            move 195 100 120
            up
            wheel -30
            scroll 0 -900
            key r
            wait 1500
            """
        let lines = try floorRun(
            pullToTheFloor + tries + "\nkey b\nwait 800\nwheel -30\nwait 2000\n",
            ["--latency", "300"])
        let open = lines.filter { $0.string("floor") == "open" }
        #expect(open.count > 60)
        for line in open {
            #expect(line.number("offset_y") == -720)
            #expect(line.string("footer_state") == "idle")
            #expect(line.string("header_state") == "idle")
            #expect(line.int("loads") == 0 && line.int("rows") == 20)
            #expect(line.bool("dragging") == false)
        }
        let last = try #require(lines.last)
        #expect(last.string("floor") == "closed")
        #expect(last.int("loads") == 1, "closed, the wheel to the end loads a page")
    }

    /// Switching the header while the floor opens closes it at once: in the very frame of the
    /// key, the list has its insets back and rests at the top.
    @Test func switchingTheHeaderMidOpeningClosesTheFloorAtOnce() throws {
        let lines = try floorRun(pullToTheFloor + "wait 250\nkey 1\nwait 500\n")
        let switched = try #require(frame(lines, at: 950))
        #expect(switched.string("header") == "normal")
        #expect(switched.string("floor") == "closed")
        #expect(switched.number("inset_top") == 0 && switched.number("offset_y") == 0)
        let before = try #require(lines.last { $0.number("t") < 950 - 1e-6 })
        #expect(before.string("floor") == "opening")
        #expect(before.number("offset_y") < -300)
        let after = lines.filter { $0.number("t") >= 950 - 1e-6 }
        #expect(after.allSatisfy { $0.string("floor") == "closed" && $0.number("offset_y") == 0 })
    }

    /// A click on the page — down and up less than 10 points apart — closes it; a press that
    /// comes up 10 points or more away does not, nor does `b` do anything on a closed floor.
    @Test(arguments: [(6.0, 6.0, true), (0.0, 9.9, true), (8.0, 6.0, false), (0.0, 10.0, false)])
    func aClickOnThePageClosesIt(dx: Double, dy: Double, closes: Bool) throws {
        let click = "wait 800\ndown 100 300\nmove \(100 + dx) \(300 + dy) 50\nup\nwait 1000\n"
        let lines = try floorRun("key b\n" + pullToTheFloor + click)
        let last = try #require(lines.last)
        #expect(last.string("floor") == (closes ? "closed" : "open"))
        #expect(last.number("offset_y") == (closes ? 0 : -720))
        // `b` on a closed floor does nothing: the pull starts from rest.
        #expect(lines.prefix(5).allSatisfy { $0.string("floor") == "closed" })
    }

    /// A release between the thresholds refreshes as the normal header does, and every other
    /// header's trace says the floor is closed.
    @Test func aShorterPullRefreshesAndOtherHeadersHaveNoFloor() throws {
        let lines = try floorRun("down 195 150\nmove 195 330 500\nwait 100\nup\nwait 2000\n")
        #expect(lines.allSatisfy { $0.string("floor") == "closed" })
        #expect(lines.contains { $0.string("header_state") == "refreshing" })
        #expect(lines.last?.int("refreshes") == 1)
        let tour = try TempDir()
        let trace = tour.path("tour.jsonl")
        let run = try Demo.run(arguments: ["--headless", "--trace", trace])
        #expect(run.code == 0)
        let tourLines = try Trace.read(trace)
        #expect(tourLines.contains { $0.string("floor") == "open" }, "the tour visits the floor")
        for line in tourLines where line.string("header") != "floor" {
            #expect(line.string("floor") == "closed")
        }
    }

    /// In a 1280×800 view the floor opens to that view's bottom.
    @Test func theFloorOpensToTheBottomOfALargeView() throws {
        let lines = try floorRun(pullToTheFloor + "wait 800\n", ["--size", "1280x800"])
        #expect(lines.last?.number("offset_y") == -800)
        #expect(lines.last?.number("view_width") == 1280)
    }
}
