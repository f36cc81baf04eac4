import Foundation
import RefreshCore
import Testing

// The carousel's x-axis physics through the binary, checked against the laws the list's are:
// the rubber band (the band's width as dimension), the 100 ms velocity tracker, coasting at
// 0.998/ms, the critically damped spring (ω = 10), and the same offsets at the same `t` at
// 30 and 240 fps. With `--carousel 3` the band is at y 132…312. Every script goes down at
// (360, 200) and moves 10 points right over 100 ms: the direction lock gives the drag to the
// carousel at exactly t = 100 ms at every frame rate (x = 370), and the cards follow from there.
// (Not from 380: a press within 12 points of the view's edge holds the list's scrollbar.)

/// Runs `script` headless with `--carousel 3` at `fps`; returns the trace.
private func run(_ script: String, fps: Int, _ options: [String] = []) throws -> [TraceLine] {
    try Demo.trace(script, ["--carousel", "3", "--fps", "\(fps)"] + options)
}

private let lock = "down 360 200\nmove 370 200 100\n"

/// The pointer's x at `t` ms during `move TO … MS` from `from` starting at `start`.
private func pointer(at t: Double, from: Double, to: Double, start: Double, duration: Double)
    -> Double
{
    from + (to - from) * min(max((t - start) / duration, 0), 1)
}

@Suite struct CarouselPhysicsTests {
    /// Every line: the list never moves, and only the carousel is dragged.
    private func expectListStill(_ lines: [TraceLine]) {
        #expect(!lines.isEmpty)
        #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") == false })
    }

    /// Lines after `t` (ms) whose offset is still more than the rest threshold from `target`
    /// must follow `spring` from `t`; the rest are exactly on `target`, at zero velocity, from
    /// the first one on.
    private func expectSpring(
        _ lines: [TraceLine], from t: Double, _ spring: Spring, target: Double
    ) {
        let after = lines.filter { $0.number("t") > t + 1e-6 }
        let springing = after.prefix { abs($0.number("carousel_offset_x") - target) > 0.5 }
        #expect(springing.count >= 5)
        for line in springing {
            let expected = spring.value(at: (line.number("t") - t) / 1000)
            #expect(
                abs(line.number("carousel_offset_x") - expected) < 1e-6,
                "t = \(line.number("t")): \(line.number("carousel_offset_x")) vs \(expected)")
            #expect(line.bool("carousel_dragging") == false)
        }
        let resting = after.dropFirst(springing.count)
        #expect(!resting.isEmpty)
        #expect(
            resting.allSatisfy {
                $0.number("carousel_offset_x") == target && $0.number("carousel_velocity_x") == 0
            })
        // The spring settles within its closed-form duration of the 0.5-point threshold.
        let settled = resting.first?.number("t") ?? .infinity
        #expect(settled - t <= spring.duration() * 1000 + 1000 / 30 + 1e-6)
    }

    /// Pulled right past the start: −f(x, width) for x points of finger past it, every frame
    /// (the band's width is the dimension: 390 and 600); held, then released still, it springs
    /// back along the critically damped spring from there and rests on 0.
    @Test(arguments: [30, 240], [390, 600])
    func pastTheStartItRubberBandsAndSpringsBack(fps: Int, width: Int) throws {
        let lines = try run(
            lock + "move 470 200 400\nwait 200\nup\nwait 1500\n", fps: fps,
            ["--size", "\(width)x720"])
        expectListStill(lines)
        let band = Double(width)
        // Dragged from the lock (100 ms) until the release (700 ms), which its frame delivers.
        let pulling = lines.filter { $0.number("t") > 100 + 1e-6 && $0.number("t") < 700 - 1e-6 }
        #expect(pulling.count >= 600 * fps / 1000 - 1)
        for line in pulling {
            let x = pointer(at: line.number("t"), from: 370, to: 470, start: 100, duration: 400)
            let expected = -RubberBand.offset(for: x - 370, dimension: band)
            #expect(abs(line.number("carousel_offset_x") - expected) < 1e-9)
            #expect(line.bool("carousel_dragging") == true)
        }
        let held = -RubberBand.offset(for: 100, dimension: band)
        expectSpring(lines, from: 700, Spring(target: 0, start: held, velocity: 0), target: 0)
    }

    /// Pulled left past the end (660 in 390, 450 in 600): the end plus f(x, width), the
    /// trailer's percent the same over its 60 points, short of them so nothing loads; released
    /// still, it springs back to the end.
    @Test(arguments: [30, 240], [390, 600])
    func pastTheEndItRubberBandsAndSpringsBack(fps: Int, width: Int) throws {
        let band = Double(width)
        let end = 1050 - band
        let target = 370 - end - 100
        let lines = try run(
            lock + "move \(target) 200 600\nwait 200\nup\nwait 1500\n", fps: fps,
            ["--size", "\(width)x720"])
        expectListStill(lines)
        let pulling = lines.filter { $0.number("t") > 100 + 1e-6 && $0.number("t") <= 900 + 1e-6 }
        for line in pulling {
            let x = pointer(at: line.number("t"), from: 370, to: target, start: 100, duration: 600)
            let travel = 370 - x
            let expected = min(travel, end) + RubberBand.offset(for: travel - end, dimension: band)
            #expect(abs(line.number("carousel_offset_x") - expected) < 1e-9)
            #expect(abs(line.number("trailer_percent") - max(0, expected - end) / 60) < 1e-9)
        }
        let held = end + RubberBand.offset(for: 100, dimension: band)
        #expect(held - end < 60)
        #expect(lines.allSatisfy { $0.string("trailer_state") == "idle" && $0.int("cards") == 8 })
        expectSpring(lines, from: 900, Spring(target: end, start: held, velocity: 0), target: end)
    }

    /// A release at 1000 pt/s (200 points in 200 ms) coasts along UIKit's decay: the offset
    /// and the velocity are the closed form's every frame (0.998 per millisecond), and it rests
    /// within 0.5 points of the closed-form rest point.
    @Test(arguments: [30, 60, 240])
    func aFlingCoastsAlongTheDecayToItsRestPoint(fps: Int) throws {
        let lines = try run(lock + "move 170 200 200\nup\n", fps: fps, ["--cards", "20"])
        expectListStill(lines)
        let coast = Deceleration(start: 200, velocity: 1000)
        let coasting = lines.filter {
            $0.number("t") > 300 + 1e-6 && $0.number("carousel_velocity_x") != 0
        }
        #expect(coasting.count >= 3 * fps)
        for line in coasting {
            let seconds = (line.number("t") - 300) / 1000
            #expect(abs(line.number("carousel_offset_x") - coast.value(at: seconds)) < 1e-6)
            let velocity = 1000 * pow(0.998, seconds * 1000)
            #expect(abs(line.number("carousel_velocity_x") - velocity) < 1e-6)
            #expect(line.bool("carousel_dragging") == false)
        }
        let last = try #require(lines.last)
        #expect(abs(last.number("carousel_offset_x") - coast.restPoint) <= 0.5)
        #expect(abs(coast.restPoint - (200 + 1000 * 0.4995)) < 0.1)
    }

    /// The release velocity is the pointer's over the last 100 ms only: 300 ms slow (200
    /// points) then 100 ms fast (150 points) coasts at 1500 pt/s, not at the average; the same
    /// swipe held still for 150 ms before the release does not coast at all.
    @Test(arguments: [30, 240])
    func theReleaseVelocityIsThePointersOverItsLastHundredMilliseconds(fps: Int) throws {
        let swipe = lock + "move 170 200 300\nmove 20 200 100\n"
        let flung = try run(swipe + "up\n", fps: fps, ["--cards", "20"])
        expectListStill(flung)
        let release = try #require(flung.first { abs($0.number("t") - 500) < 1e-6 })
        #expect(abs(release.number("carousel_offset_x") - 350) < 1e-9)
        #expect(abs(release.number("carousel_velocity_x") - 1500) < 1e-6)
        let rest = Deceleration(start: 350, velocity: 1500).restPoint
        #expect(abs((flung.last?.number("carousel_offset_x") ?? 0) - rest) <= 0.5)

        let held = try run(swipe + "wait 150\nup\n", fps: fps, ["--cards", "20"])
        let after = held.filter { $0.number("t") > 500 + 1e-6 }
        #expect(!after.isEmpty)
        #expect(after.allSatisfy { abs($0.number("carousel_offset_x") - 350) < 1e-9 })
        #expect(after.allSatisfy { $0.number("carousel_velocity_x") == 0 })
    }

    /// A fling at 3000 pt/s past the end coasts across it and hands over, at the very instant
    /// it crosses, to the spring (its speed capped so it is never thrown more than half the band
    /// past the end), which brings it back to rest exactly on the end; coasting is not a drag,
    /// so the trailer never pulls and nothing loads.
    @Test(arguments: [30, 240])
    func aFlingIntoTheEndBouncesBackAndRestsOnItWithoutLoading(fps: Int) throws {
        let lines = try run(lock + "move 70 200 100\nup\n", fps: fps)
        expectListStill(lines)
        let coast = Deceleration(start: 300, velocity: 3000)
        let crossing = try #require(coast.time(toReach: 660))
        let bounce = BounceCap.spring(
            to: 660, leading: false, from: 660, velocity: coast.velocity(at: crossing),
            dimension: 390)
        let crossed = 200 + crossing * 1000
        for line in lines where line.number("t") > 200 + 1e-6 {
            let t = line.number("t")
            let expected =
                t < crossed
                ? coast.value(at: (t - 200) / 1000) : bounce.value(at: (t - crossed) / 1000)
            let offset = line.number("carousel_offset_x")
            if t >= crossed, abs(expected - 660) <= 0.5 {
                #expect(abs(offset - 660) <= 0.5)
            } else {
                #expect(abs(offset - expected) < 1e-6, "t = \(t): \(offset) vs \(expected)")
            }
        }
        let furthest = lines.map { $0.number("carousel_offset_x") }.max() ?? 0
        #expect(furthest > 660 + 50 && furthest < 660 + 195)
        let last = try #require(lines.last)
        #expect(last.number("carousel_offset_x") == 660)
        #expect(lines.allSatisfy { $0.string("trailer_state") == "idle" })
        #expect(last.int("cards") == 8 && last.int("trailer_loads") == 0)
    }

    /// The same gestures at 30 and at 240 fps — a pull past the start and its spring, a fling
    /// into the end and its bounce, a swipe back that coasts — give the same offsets at every
    /// `t` both rates share (multiples of 100 ms), within 0.5 points.
    @Test func thirtyAndTwoHundredFortyFPSGiveTheSameOffsets() throws {
        let script =
            lock + "move 470 200 300\nwait 150\nup\nwait 900\n"
            + "down 360 200\nmove 370 200 100\nmove 70 200 100\nup\nwait 2000\n"
            + "down 100 200\nmove 110 200 100\nmove 400 200 150\nup\nwait 3000\n"
        func byTenth(_ lines: [TraceLine]) -> [Int: Double] {
            var map: [Int: Double] = [:]
            for line in lines {
                let tenth = (line.number("t") / 100).rounded()
                if abs(line.number("t") - tenth * 100) < 1e-6 {
                    map[Int(tenth)] = line.number("carousel_offset_x")
                }
            }
            return map
        }
        let slow = byTenth(try run(script, fps: 30))
        let fast = byTenth(try run(script, fps: 240))
        let common = Set(slow.keys).intersection(fast.keys).sorted()
        #expect(common.count >= 60)
        for key in common {
            let (a, b) = (slow[key] ?? .nan, fast[key] ?? .nan)
            #expect(abs(a - b) <= 0.5, "t = \(key * 100) ms: \(a) at 30 fps, \(b) at 240 fps")
        }
        // It went everywhere: past the start, past the end, and back well inside.
        let offsets = common.compactMap { fast[$0] }
        #expect(offsets.contains { $0 < -30 } && offsets.contains { $0 > 670 })
        #expect(offsets.contains { $0 > 0 && $0 < 400 })
    }
}
