/// Frames of a sprite sheet shown one after another on the simulated clock.
public struct SpriteAnimation: Equatable, Sendable {
    /// The first frame's index in the sheet.
    public var firstFrame: Int
    /// How many frames the animation uses.
    public var frameCount: Int
    /// Seconds for one pass through all frames.
    public var duration: Double
    /// Whether it starts over after the last frame (otherwise it holds the last frame).
    public var loops: Bool

    /// An animation over frames `firstFrame ..< firstFrame + frameCount`.
    public init(firstFrame: Int = 0, frameCount: Int, duration: Double, loops: Bool) {
        self.firstFrame = firstFrame
        self.frameCount = max(1, frameCount)
        self.duration = duration
        self.loops = loops
    }

    /// The sheet index shown `elapsed` seconds after the start.
    public func frame(at elapsed: Double) -> Int {
        guard duration > 0, elapsed > 0 else { return firstFrame }
        let step = Int((elapsed / duration * Double(frameCount)).rounded(.down))
        if loops { return firstFrame + step % frameCount }
        return firstFrame + min(step, frameCount - 1)
    }

    /// Whether a non-looping animation has reached its last frame's end by `elapsed`.
    public func isFinished(at elapsed: Double) -> Bool { !loops && elapsed >= duration }

    /// The sheet index for a progress of `percent` (0…1): floor(count × percent), clamped.
    public func frame(forPercent percent: Double) -> Int {
        let index = Int((Double(frameCount) * max(0, percent)).rounded(.down))
        return firstFrame + min(max(index, 0), frameCount - 1)
    }
}
