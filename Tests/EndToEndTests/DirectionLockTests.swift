import Foundation
import TestSupport
import Testing

// The contract's direction lock through the binary, to the point, at four frame rates. Every
// drag goes down at (300, y), moves (dx, dy) in a straight line over 500 ms — one motion event
// a frame — is held still for 150 ms (so the release carries no velocity) and is released.
// With `--carousel 3` the band is at y 132…312: on it (y = 200) nothing moves until a motion
// event is 10 points from the press; that event decides the owner (more horizontal than
// vertical: the carousel; otherwise, a 45° tie included, the list), which follows the pointer
// from there, so the points before it are never applied. Off the band (y = 500) the list
// follows from the press, exactly as without a carousel.

/// A drag and the scroll view that must own it.
struct LockCase: Sendable {
    var y: Double
    var dx: Double
    var dy: Double
    /// Whether the carousel owns it (otherwise the list does, or nothing moves).
    var carousel: Bool

    /// Whether the lock applies: the press is on the band (y 132…312).
    var locked: Bool { (132...312).contains(y) }
    var length: Double { (dx * dx + dy * dy).squareRoot() }
}

private let cases: [Named<LockCase>] = [
    Named("horizontal on the band", LockCase(y: 200, dx: -110, dy: 0, carousel: true)),
    Named("vertical on the band", LockCase(y: 200, dx: 0, dy: -110, carousel: false)),
    Named("45° on the band", LockCase(y: 200, dx: -80, dy: -80, carousel: false)),
    Named("just more horizontal on the band", LockCase(y: 200, dx: -81, dy: -80, carousel: true)),
    Named("just more vertical on the band", LockCase(y: 200, dx: -80, dy: -81, carousel: false)),
    Named("horizontal off the band", LockCase(y: 500, dx: -110, dy: 0, carousel: false)),
    Named("vertical off the band", LockCase(y: 500, dx: 0, dy: -110, carousel: false)),
    Named("45° off the band", LockCase(y: 500, dx: -80, dy: -80, carousel: false)),
]

/// Runs `script` headless with `--carousel 3` at `fps`; returns the trace.
private func run(_ script: String, fps: Int) throws -> [TraceLine] {
    try Demo.trace(script, ["--carousel", "3", "--fps", "\(fps)"])
}

@Suite struct DirectionLockTests {
    /// The fraction of the move done at the first motion event 10 points from the press:
    /// the events come at the end of every frame, j/N of the way for N frames in 500 ms.
    private func lockFraction(_ drag: LockCase, fps: Int) -> Double {
        let frames = 500 * fps / 1000
        let step = (1...frames).first { Double($0) / Double(frames) * drag.length >= 10 }
        return Double(step ?? frames) / Double(frames)
    }

    @Test(arguments: cases, [30, 60, 144, 240])
    func theOwnerFollowsThePointerFromTheLockOn(_ drag: Named<LockCase>, fps: Int) throws {
        let lines = try run(
            "down 300 \(drag.y)\nmove \(300 + drag.dx) \(drag.y + drag.dy) 500\nwait 150\nup\n",
            fps: fps)
        let applied = drag.locked ? 1 - lockFraction(drag.value, fps: fps) : 1
        let last = try #require(lines.last)
        let carouselOffset = drag.carousel ? -drag.dx * applied : 0
        let listOffset = drag.carousel ? 0 : -drag.dy * applied
        #expect(abs(last.number("carousel_offset_x") - carouselOffset) < 1e-9)
        #expect(abs(last.number("offset_y") - listOffset) < 1e-9)
        // The other one never moved, and never held the drag.
        if drag.carousel {
            #expect(lines.allSatisfy { $0.number("offset_y") == 0 && $0.bool("dragging") == false })
        } else {
            #expect(
                lines.allSatisfy {
                    $0.number("carousel_offset_x") == 0 && $0.bool("carousel_dragging") == false
                })
        }
        // Before the lock nothing moves and nothing is dragged.
        let lockTime = drag.locked ? 500 * lockFraction(drag.value, fps: fps) : 0
        for line in lines where line.number("t") < lockTime - 1e-6 {
            #expect(line.number("carousel_offset_x") == 0 && line.number("offset_y") == 0)
            #expect(line.bool("carousel_dragging") == false && line.bool("dragging") == false)
        }
        // From the lock on, the owner holds the drag until the release at 650 ms.
        for line in lines where line.number("t") >= lockTime - 1e-6 && line.number("t") < 650 - 1e-6
        {
            let owner = drag.carousel ? "carousel_dragging" : "dragging"
            #expect(line.bool(owner) == true, "t = \(line.number("t"))")
        }
    }

    /// The owner keeps the drag whatever the pointer does after the lock (taken at exactly 10
    /// points, then 10 more applied): locked sideways and then moved straight down, the cards
    /// stay where they are and the list does not move; locked vertically and then moved
    /// sideways, the cards do not move.
    @Test(arguments: [true, false], [30, 240])
    func theOwnerKeepsTheDragUntilTheRelease(lockedSideways: Bool, fps: Int) throws {
        let moves =
            lockedSideways
            ? "move 290 200 100\nmove 280 200 100\nmove 280 500 300"
            : "move 300 190 100\nmove 300 180 100\nmove 100 180 300"
        let (owner, other) =
            lockedSideways ? ("carousel_offset_x", "offset_y") : ("offset_y", "carousel_offset_x")
        let lines = try run("down 300 200\n\(moves)\nwait 150\nup\n", fps: fps)
        let last = try #require(lines.last)
        #expect(last.number(owner) == 10 && last.number(other) == 0)
        #expect(lines.allSatisfy { $0.number(other) == 0 })
    }

    /// A press on the band that never goes 10 points from where it went down moves nothing.
    @Test(arguments: [30, 240])
    func underTenPointsNothingMoves(fps: Int) throws {
        let lines = try run("down 300 200\nmove 293 193 300\nwait 150\nup\n", fps: fps)
        #expect(
            lines.allSatisfy {
                $0.number("carousel_offset_x") == 0 && $0.number("offset_y") == 0
                    && $0.bool("carousel_dragging") == false && $0.bool("dragging") == false
            })
    }
}
