import RefreshCore
import Testing

@testable import DemoKit

/// Plays `text` at `fps` for `frames` frames.
private func play(_ text: String, fps: Int, frames: Int) throws -> [FrameInputs] {
    var player = ScriptPlayer(script: try Script.parse(text, fileName: "test"), fps: fps)
    return (0..<frames).map { player.inputs(forFrame: $0) }
}

/// The frame `k` whose end (k + 1)·1000/fps is exactly `milliseconds`.
private func frame(endingAt milliseconds: Int, fps: Int) -> Int {
    milliseconds * fps / 1000 - 1
}

@Test(arguments: [30, 60, 144, 240])
func aDragEndsExactlyInTheFrameWhoseTimeIsItsEnd(fps: Int) throws {
    let frames = try play("down 100 100\nmove 100 400 500\nup", fps: fps, frames: fps)
    let last = frame(endingAt: 500, fps: fps)
    #expect(frames[last].endMilliseconds == 500)
    #expect(
        frames[0].events.first == TimedInput(time: 0, event: .pointerDown(Point(x: 100, y: 100))))
    #expect(
        frames[last].events == [
            TimedInput(time: 0.5, event: .pointerMove(Point(x: 100, y: 400))),
            TimedInput(time: 0.5, event: .pointerUp(Point(x: 100, y: 400))),
        ])
    // One motion event in every frame whose end lies in (0, 500], none after.
    let moves = frames.flatMap(\.events).filter {
        if case .pointerMove = $0.event { return true } else { return false }
    }
    #expect(moves.count == last + 1)
    #expect(frames[(last + 1)...].allSatisfy { $0.events.isEmpty })
    // Each motion event is where the line is at that frame's end.
    for k in 0..<last {
        let t = frames[k].endMilliseconds
        guard let input = frames[k].events.last, case .pointerMove(let point) = input.event else {
            Issue.record("frame \(k) has no motion event")
            continue
        }
        #expect(input.time == t / 1000)
        #expect(point.x == 100)
        #expect(abs(point.y - (100 + 300 * t / 500)) < 1e-9, "frame \(k)")
    }
}

@Test func aMoveEndingBetweenFramesLandsInTheNextFrameAtItsOwnTime() throws {
    // At 7 fps frames end at 142.86, 285.71, 428.57, 571.43 ms.
    let frames = try play("down 0 0\nmove 0 70 500\ndown 1 1", fps: 7, frames: 5)
    #expect(frames[2].events.count == 1)
    let t2 = 3000.0 / 7
    #expect(frames[2].events.first?.time == t2 / 1000)
    if case .pointerMove(let point)? = frames[2].events.first?.event {
        #expect(abs(point.y - 70 * t2 / 500) < 1e-9)
    } else {
        Issue.record("frame 2 has no motion event")
    }
    #expect(
        frames[3].events == [
            TimedInput(time: 0.5, event: .pointerMove(Point(x: 0, y: 70))),
            TimedInput(time: 0.5, event: .pointerDown(Point(x: 1, y: 1))),
            TimedInput(time: 0.5, event: .pointerCancel),
        ])
}

@Test func theFirstMotionEventOfADragInterpolates() throws {
    let frames = try play("down 100 100\nmove 100 400 500", fps: 60, frames: 1)
    #expect(frames[0].events.count == 2)
    guard case .pointerMove(let point) = frames[0].events[1].event else {
        Issue.record("expected a move")
        return
    }
    #expect(abs(point.y - 110) < 1e-9)
    #expect(point.x == 100)
    #expect(frames[0].events[1].time == 1.0 / 60)
}

@Test func aZeroLengthMoveIsOneEventAtItsTime() throws {
    let frames = try play("wait 20\nmove 5 6 0\nwait 100", fps: 60, frames: 3)
    #expect(frames[0].events.isEmpty)
    #expect(frames[1].events == [TimedInput(time: 0.02, event: .pointerMove(Point(x: 5, y: 6)))])
    #expect(frames[2].events.isEmpty)
}

@Test func waitShiftsTheTimesOfLaterCommands() throws {
    let frames = try play("wait 100\ndown 1 2\nwait 5\nwheel -2\nkey h", fps: 60, frames: 8)
    #expect(frames[0...4].allSatisfy { $0.events.isEmpty })
    #expect(frames[5].events == [TimedInput(time: 0.1, event: .pointerDown(Point(x: 1, y: 2)))])
    #expect(
        frames[6].events == [
            TimedInput(time: 0.105, event: .wheel(notches: -2)),
            TimedInput(time: 0.105, event: .key("h")),
            TimedInput(time: 0.105, event: .pointerCancel),
        ])
}

@Test func shotsAreDueInTheFrameThatReachesThem() throws {
    let frames = try play("shot a\nwait 100\nshot b\nwait 10\nshot c\nshot d", fps: 60, frames: 8)
    #expect(frames[0].shots == ["a"])
    #expect(frames[5].shots == ["b"])
    #expect(frames[6].shots == ["c", "d"])
    #expect(frames.map(\.shots.count).reduce(0, +) == 4)
}

@Test func aButtonStillDownIsCancelledWhereTheScriptEnds() throws {
    var player = ScriptPlayer(
        script: try Script.parse("down 0 0\nmove 0 100 100\nwait 50", fileName: "t"), fps: 60)
    #expect(player.endTime == 150)
    for k in 0..<8 {
        #expect(player.inputs(forFrame: k).events.last?.event != .pointerCancel)
        #expect(!player.isFinished)
    }
    #expect(player.isButtonDown)
    #expect(player.pointer == Point(x: 0, y: 100))
    let last = player.inputs(forFrame: 8)
    #expect(last.endMilliseconds == 150)
    #expect(last.events == [TimedInput(time: 0.15, event: .pointerCancel)])
    #expect(player.isFinished)
    #expect(!player.isButtonDown)
    #expect(player.inputs(forFrame: 9).events.isEmpty)
}

@Test func aReleasedButtonIsNotCancelled() throws {
    let frames = try play("down 0 0\nup", fps: 60, frames: 2)
    #expect(frames[0].events.map(\.event) == [.pointerDown(.zero), .pointerUp(.zero)])
    #expect(frames[1].events.isEmpty)
}

@Test func anEmptyScriptFinishesInTheFirstFrame() {
    var player = ScriptPlayer(script: Script(), fps: 60)
    #expect(player.endTime == 0)
    #expect(player.inputs(forFrame: 0).events.isEmpty)
    #expect(player.isFinished)
}

@Test(arguments: [30, 60, 144, 240])
func frameEndsAreExactWholeMilliseconds(fps: Int) {
    let player = ScriptPlayer(script: Script(), fps: fps)
    #expect(player.frameEnd(fps - 1) == 1000)
    #expect(player.frameEnd(10 * fps - 1) == 10000)
}

@Test func aClickPressesAndReleasesInOneFrameAndARightClickMovesThereFirst() throws {
    let frames = try play(
        "wait 20\nclick 10 20\nclick 30 40 right\nkey Ctrl+r\nkey Shift+F10", fps: 60, frames: 3)
    #expect(frames[0].events.isEmpty)
    #expect(
        frames[1].events == [
            TimedInput(time: 0.02, event: .pointerDown(Point(x: 10, y: 20))),
            TimedInput(time: 0.02, event: .pointerUp(Point(x: 10, y: 20))),
            TimedInput(time: 0.02, event: .pointerMove(Point(x: 30, y: 40))),
            TimedInput(time: 0.02, event: .secondaryClick(Point(x: 30, y: 40))),
            TimedInput(time: 0.02, event: .keyPress(KeyPress("r", modifiers: .ctrl))),
            TimedInput(time: 0.02, event: .keyPress(KeyPress("F10", modifiers: .shift))),
        ])
    // A click leaves the button up: nothing is cancelled where the script ends.
    #expect(frames[2].events.isEmpty)
}

/// `hold`: the press at its time, the desktop's repeats at theirs (500 ms on, every 30 ms,
/// each before the release, with the press's modifiers), and the next command after MS.
@Test(arguments: [30, 60, 240])
func aHeldKeyRepeatsAtTheDesktopsRateUntilItsRelease(fps: Int) throws {
    let frames = try play("wait 100\nhold Shift+Down 620\nkey r", fps: fps, frames: fps)
    let events = frames.flatMap(\.events)
    let down = KeyPress("Down", modifiers: .shift)
    let repeated = KeyPress("Down", modifiers: .shift, isRepeat: true)
    #expect(
        events == [
            TimedInput(time: 0.1, event: .keyPress(down)),
            TimedInput(time: 0.6, event: .keyPress(repeated)),
            TimedInput(time: 0.63, event: .keyPress(repeated)),
            TimedInput(time: 0.66, event: .keyPress(repeated)),
            TimedInput(time: 0.69, event: .keyPress(repeated)),
            TimedInput(time: 0.72, event: .key("r")),
        ])
}
