import RefreshCore

/// Plays a script on the simulated clock, frame by frame, as the headless contract times it.
///
/// Frame k ends at t = (k + 1)·1000/fps ms. The script's cursor T starts at 0; `wait` and `move`
/// advance it, other commands take no time. A command at T is delivered, stamped with T, in the
/// first frame whose t ≥ T. A move from T0 over MS gives one motion event per frame whose t lies
/// in (T0, T0 + MS], at that t and at the point the line reaches then; its final point is always
/// delivered at exactly T0 + MS.
public struct ScriptPlayer: Sendable {
    /// How close a frame's end must come to a due time to count as reaching it, in milliseconds.
    public static let tolerance = 1e-9

    /// The script being played.
    public let script: Script
    /// Frames per simulated second (at least 1).
    public let fps: Int
    /// The simulated time at which the script ends, in milliseconds: its waits and moves.
    public let endTime: Double

    /// Where the pointer is now (the origin until the script puts it somewhere).
    public private(set) var pointer = Point.zero
    /// Whether the script holds the button down now.
    public private(set) var isButtonDown = false
    /// True once every command has been delivered and the clock has reached `endTime`.
    public private(set) var isFinished = false

    /// The index of the next command to start.
    private var nextCommand = 0
    /// The script's cursor in milliseconds.
    private var cursor = 0.0
    /// The move in progress, if any.
    private var move: Move?
    /// The key held down, if any.
    private var hold: Hold?

    /// A move under way: from where, to where, from when, for how long (milliseconds).
    private struct Move: Sendable {
        var from: Point
        var to: Point
        var start: Double
        var duration: Double
    }

    /// A key held down: which, since and until when (milliseconds), and its next repeat.
    private struct Hold: Sendable {
        var press: KeyPress
        var start: Double
        var end: Double
        var next = 0

        /// When the next repeat comes, if it comes before the release.
        var nextRepeat: Double? {
            let time = KeyRepeat.time(of: next, after: start)
            return time < end - ScriptPlayer.tolerance ? time : nil
        }
    }

    /// A player at the start of `script`, stepping `fps` frames per simulated second.
    public init(script: Script, fps: Int) {
        self.script = script
        self.fps = max(1, fps)
        endTime = Double(script.duration)
    }

    /// The end of frame `k` in milliseconds, exact whenever it is a whole number.
    public func frameEnd(_ k: Int) -> Double {
        Double((k + 1) * 1000) / Double(fps)
    }

    /// Delivers everything due by the end of frame `k`; call with k = 0, 1, 2, … in turn.
    public mutating func inputs(forFrame k: Int) -> FrameInputs {
        var result = FrameInputs(frame: k, endMilliseconds: 0)
        inputs(forFrame: k, into: &result)
        return result
    }

    /// The same, refilling `result` so a loop can keep one `FrameInputs` and its storage.
    public mutating func inputs(forFrame k: Int, into result: inout FrameInputs) {
        let end = frameEnd(k)
        result.frame = k
        result.endMilliseconds = end
        result.events.removeAll(keepingCapacity: true)
        result.shots.removeAll(keepingCapacity: true)
        while !isFinished {
            if var held = hold {
                // The repeats due by the frame's end, each at its own time; the release ends it.
                while let time = held.nextRepeat, time <= end + Self.tolerance {
                    let repeated = KeyPress(
                        held.press.key, modifiers: held.press.modifiers, isRepeat: true)
                    emit(.keyPress(repeated), at: time, into: &result)
                    held.next += 1
                }
                guard end + Self.tolerance >= held.end else {
                    hold = held
                    break
                }
                hold = nil
                cursor = held.end
                continue
            }
            if let current = move {
                let finish = current.start + current.duration
                if end + Self.tolerance >= finish {
                    emit(.pointerMove(current.to), at: finish, into: &result)
                    pointer = current.to
                    move = nil
                    cursor = finish
                    continue
                }
                if end > current.start + Self.tolerance {
                    let fraction = (end - current.start) / current.duration
                    pointer = Point(
                        x: current.from.x + (current.to.x - current.from.x) * fraction,
                        y: current.from.y + (current.to.y - current.from.y) * fraction)
                    emit(.pointerMove(pointer), at: end, into: &result)
                }
                break
            }
            guard cursor <= end + Self.tolerance else { break }
            guard nextCommand < script.commands.count else {
                if isButtonDown {
                    emit(.pointerCancel, at: cursor, into: &result)
                    isButtonDown = false
                }
                isFinished = true
                break
            }
            let action = script.commands[nextCommand].action
            nextCommand += 1
            start(action, into: &result)
        }
    }

    /// Starts one command at the cursor.
    private mutating func start(_ action: ScriptAction, into result: inout FrameInputs) {
        switch action {
        case .wait(let milliseconds):
            cursor += Double(milliseconds)
        case .down(let point):
            pointer = point
            isButtonDown = true
            emit(.pointerDown(point), at: cursor, into: &result)
        case .move(let target, let milliseconds):
            if milliseconds == 0 {
                pointer = target
                emit(.pointerMove(target), at: cursor, into: &result)
            } else {
                move = Move(
                    from: pointer, to: target, start: cursor, duration: Double(milliseconds))
            }
        case .up:
            isButtonDown = false
            emit(.pointerUp(pointer), at: cursor, into: &result)
        case .wheel(let notches):
            emit(.wheel(notches: Double(notches)), at: cursor, into: &result)
        case .scroll(let delta):
            emit(.scroll(delta), at: cursor, into: &result)
        case .key(let name):
            // The parser accepted only names SDL knows.
            if let press = Script.keyPress(name) {
                emit(.key(press.key, modifiers: press.modifiers), at: cursor, into: &result)
            }
        case .hold(let name, let milliseconds):
            guard let press = Script.keyPress(name) else { return }
            emit(.key(press.key, modifiers: press.modifiers), at: cursor, into: &result)
            hold = Hold(press: press, start: cursor, end: cursor + Double(milliseconds))
        case .click(let point, let right):
            pointer = point
            if right {
                emit(.pointerMove(point), at: cursor, into: &result)
                emit(.secondaryClick(point), at: cursor, into: &result)
            } else {
                emit(.pointerDown(point), at: cursor, into: &result)
                emit(.pointerUp(point), at: cursor, into: &result)
                isButtonDown = false
            }
        case .shot(let name):
            result.shots.append(name)
        case .pad(let button):
            emit(.controller(.buttonDown(button)), at: cursor, into: &result)
            emit(.controller(.buttonUp(button)), at: cursor, into: &result)
        case .stick(let position):
            emit(.controller(.leftStick(position)), at: cursor, into: &result)
        case .resize(let size):
            emit(.resize(size), at: cursor, into: &result)
        case .focus(let gained):
            emit(.focus(gained), at: cursor, into: &result)
        case .network(let online):
            emit(.network(online), at: cursor, into: &result)
        }
    }

    /// Appends `event` at `milliseconds`, converted to seconds.
    private func emit(_ event: InputEvent, at milliseconds: Double, into result: inout FrameInputs)
    {
        result.events.append(TimedInput(time: milliseconds / 1000, event: event))
    }
}
