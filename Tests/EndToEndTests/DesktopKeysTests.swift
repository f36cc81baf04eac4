import Foundation
import Testing

/// The contract's third-round keys through the binary: scrolling as the wheel does, F5 and
/// Ctrl+r, and Ctrl or Alt never doing the plain key's action.
@Suite struct DesktopKeysTests {
    @Test(arguments: DesktopRun.rates)
    func upAndDownScrollExactlyAsAWheelNotch(fps: Int) throws {
        let keys = try DesktopRun.trace(
            "wait 100\nkey Down\nwait 400\nkey Down\nwait 400\nkey Up\nwait 400\n", fps: fps)
        let wheel = try DesktopRun.trace(
            "wait 100\nwheel -1\nwait 400\nwheel -1\nwait 400\nwheel 1\nwait 400\n", fps: fps)
        #expect(keys.map { $0.number("offset_y") } == wheel.map { $0.number("offset_y") })
        #expect(try DesktopRun.line(at: 500, in: keys).number("offset_y") == 40)
        #expect(try DesktopRun.line(at: 900, in: keys).number("offset_y") == 80)
        #expect(try DesktopRun.line(at: 1300, in: keys).number("offset_y") == 40)
    }

    /// `hold Down 2000` from 100 ms: the press, then the desktop's repeats every 30 ms from
    /// 600 ms to 2070 ms (50), each a notch. The offset only grows, no frame moves it faster
    /// than one notch per repeat interval, and it gains on that speed at every repeat (each
    /// retargets the 0.2 s wheel animation, so the gap shrinks by 0.03 / 0.2 a repeat): once
    /// the repeats have run for 0.9 s it keeps that speed within 2 % from frame to frame (no
    /// jerks); it comes to rest 51 notches down.
    @Test(arguments: DesktopRun.rates)
    func aHeldDownKeyScrollsSmoothly(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nhold Down 2000\nwait 1000\n", fps: fps,
            ["--rows", "200", "--footer", "none"])
        let steady = 40 / 0.030
        let frame = 1.0 / Double(fps)
        var previous = 0.0
        var previousSpeed = 0.0
        for line in lines {
            let offset = line.number("offset_y")
            let t = line.number("t")
            let speed = (offset - previous) / frame
            #expect(offset >= previous, "t = \(t): \(offset) after \(previous)")
            #expect(speed <= steady + 1e-6, "t = \(t): \(speed) pt/s")
            if t > 600 + 1e-6, t <= 2100 + 1e-6 {
                #expect(speed >= previousSpeed - 1e-6, "t = \(t): \(speed) after \(previousSpeed)")
            }
            if t > 1500 + 1e-6, t <= 2100 + 1e-6 {
                #expect(abs(speed - steady) < steady * 0.02, "t = \(t): \(speed) pt/s")
                #expect(abs(line.number("velocity_y") - steady) < steady * 0.02, "t = \(t)")
            }
            previous = offset
            previousSpeed = speed
        }
        #expect(try DesktopRun.line(at: 500, in: lines).number("offset_y") == 40)
        let last = try #require(lines.last)
        #expect(last.number("offset_y") == 40 * 51)
        #expect(last.number("velocity_y") == 0)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    /// The same hold in a real window (`make test` runs under Xvfb): the press and its repeats
    /// go through SDL's queue as key-downs marked repeated and come back through the window's
    /// translation. The window runs on the wall clock, so only what no timing changes is
    /// checked: the offset only ever grows, and it rests one notch down for the press and each
    /// of the 34 repeats (500 ms to 1490 ms of the 1500).
    @Test(
        .enabled(
            if: ProcessInfo.processInfo.environment["DISPLAY"] != nil
                || ProcessInfo.processInfo.environment["CI"] == "true"))
    func aHeldDownKeyScrollsInAWindowThroughSDLsRepeats() throws {
        let dir = try TempDir()
        let script = try dir.write("hold.txt", "wait 300\nhold Down 1500\nwait 800\nkey Ctrl+q\n")
        let trace = dir.path("trace.jsonl")
        let result = try Demo.run(
            arguments: [
                "--script", script, "--trace", trace, "--list", "plain", "--rows", "200",
                "--footer", "none", "--a11y", "off", "--size", "390x720",
            ],
            environment: ["SDL_VIDEODRIVER": nil, "XDG_STATE_HOME": dir.path("state")],
            timeout: 120)
        #expect(result.code == 0, "stderr: \(result.stderr)")
        let lines = try Trace.read(trace)
        let offsets = lines.map { $0.number("offset_y") }
        #expect(zip(offsets, offsets.dropFirst()).allSatisfy { $0 <= $1 }, "\(offsets)")
        #expect(try #require(offsets.last) == 40.0 * 35)
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    /// A held key that does not scroll does not repeat: `hold h` switches the header once.
    @Test func aHeldKeyThatIsNotAScrollActsOnce() throws {
        let lines = try DesktopRun.trace("hold h 1500\nwait 100\n", fps: 60)
        #expect(lines.allSatisfy { $0.string("header") == "state" })
    }

    @Test(arguments: DesktopRun.rates)
    func pagesScrollTheViewLessARowSmoothlyAndClamped(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey PageDown\nwait 400\nkey Space\nwait 400\nkey Shift+Space\nwait 400\n"
                + "key PageUp\nwait 400\nkey PageUp\nwait 400\n",
            fps: fps, ["--rows", "60", "--footer", "none"])
        let offsets = [500.0, 900, 1300, 1700, 2100].map {
            (try? DesktopRun.line(at: $0, in: lines).number("offset_y")) ?? .nan
        }
        #expect(offsets == [676, 1352, 676, 0, 0])
        // Smooth: mid-way it is between its ends; never above the top, never a refresh.
        let midway = try DesktopRun.line(at: 200, in: lines).number("offset_y")
        #expect(midway > 0 && midway < 676)
        #expect(lines.allSatisfy { $0.number("offset_y") >= 0 })
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
    }

    @Test(arguments: DesktopRun.rates)
    func homeAndEndArriveWithinHalfASecondAndTheEndLoads(fps: Int) throws {
        let lines = try DesktopRun.trace(
            "wait 100\nkey End\nwait 600\nkey Home\nwait 600\n", fps: fps,
            ["--rows", "60", "--latency", "3000"])
        // 60 rows and the auto footer's 44 points: the end is 2640 + 44 - 720.
        #expect(try DesktopRun.line(at: 600, in: lines).number("offset_y") == 1964)
        #expect(try DesktopRun.line(at: 700, in: lines).string("footer_state") == "refreshing")
        #expect(try DesktopRun.line(at: 1300, in: lines).number("offset_y") == 0)
        #expect(lines.allSatisfy { $0.number("offset_y") >= 0 && $0.number("offset_y") <= 1964 })
    }

    @Test(arguments: DesktopRun.rates)
    func f5AndCtrlRRefreshExactlyAsR(fps: Int) throws {
        let runs = try ["r", "F5", "Ctrl+r", "ctrl+R"].map {
            try DesktopRun.trace("wait 100\nkey \($0)\nwait 1500\n", fps: fps)
        }
        #expect(try DesktopRun.line(at: 200, in: runs[0]).string("header_state") == "refreshing")
        #expect(runs[0].last?.int("refreshes") == 1)
        for run in runs.dropFirst() {
            #expect(run.map { $0.number("offset_y") } == runs[0].map { $0.number("offset_y") })
            #expect(
                run.map { $0.string("header_state") } == runs[0].map { $0.string("header_state") })
        }
    }

    @Test(arguments: DesktopRun.rates)
    func ctrlOrAltNeverDoesThePlainKeysAction(fps: Int) throws {
        let script = [
            "Ctrl+h", "Alt+f", "Ctrl+2", "Alt+n", "Ctrl+Down", "Alt+End", "Ctrl+PageDown",
            "Alt+r", "Ctrl+F5", "Ctrl+Space", "Alt+Tab", "Ctrl+Return", "Alt+Shift+F10",
        ].map { "key \($0)\nwait 100\n" }.joined()
        let lines = try DesktopRun.trace(script, fps: fps)
        #expect(
            lines.allSatisfy { $0.string("header") == "normal" && $0.string("footer") == "auto" })
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 })
        #expect(lines.allSatisfy { $0.string("header_state") == "idle" })
        #expect(lines.allSatisfy { $0.string("footer_state") == "idle" })
        #expect(lines.allSatisfy { $0.string("focus") == "none" && $0.string("menu") == "closed" })
        // The plain keys do act (the check above could not pass by ignoring every key).
        let plain = try DesktopRun.trace("key h\nkey Down\nwait 300\n", fps: fps)
        #expect(plain.last?.string("header") == "state")
        #expect(plain.last?.number("offset_y") == 40)
    }

    @Test(arguments: DesktopRun.rates)
    func shiftAloneKeepsThePlainKey(fps: Int) throws {
        let lines = try DesktopRun.trace("key Shift+h\nkey Shift+Down\nwait 300\n", fps: fps)
        #expect(lines.last?.string("header") == "state")
        #expect(lines.last?.number("offset_y") == 40)
    }
}
