/// When a window makes its frames: one every display frame (`period`) while the picture moves,
/// each started as late as it can be and still be on the screen by its time, so the input it
/// reads is as fresh as it can be; after a rest (nothing moved, the loop waited for input), at
/// once, but never sooner after the frame before than a display frame allows.
///
/// Its times are the frames' own: each is due one period after the last one's time (a steady
/// rate, not one that creeps by the time each frame takes), except when a frame comes on screen
/// more than half a frame late, which starts the count again from there. How long a frame takes
/// to make is learnt from the frames before (`budget`).
///
/// Pure: seconds on any one clock, no waiting of its own; the window loop waits until `start`.
public struct FramePacer: Sendable {
    /// One display frame, seconds.
    public let period: Double
    /// How long before its time on screen a frame is started: the longest of the recent
    /// frames' making, plus `margin`; at most half a frame.
    public private(set) var budget: Double
    /// When the last frame was due on screen; nil before the first.
    private(set) var due: Double?
    /// When the last frame came on screen.
    private var lastPresented: Double?
    /// How long the recent frames took to make, seconds (a ring of `Self.memory`).
    private var works: [Double]
    private var head = 0

    /// Frames whose making the budget remembers.
    static let memory = 16
    /// Added to the longest recent frame: the loop waits in whole milliseconds (SDL's waits),
    /// and a thread woken from a wait starts a little late.
    static let margin = 0.0015

    /// A pacer for a display showing a frame every `period` seconds.
    public init(period: Double) {
        self.period = period
        works = Array(repeating: 0, count: Self.memory)
        budget = Self.margin
    }

    /// When to start making the next frame, at `now`, after the loop rested (`afterRest`:
    /// nothing was moving, it waited for input or a timer) or straight after the frame before.
    public mutating func start(now: Double, afterRest: Bool) -> Double {
        guard let due, !afterRest else {
            // After a rest, at once, but a display frame after the last frame at the soonest.
            let soonest = lastPresented.map { $0 + period - budget } ?? now
            let start = max(now, soonest)
            self.due = start + budget
            return start
        }
        let next = due + period
        self.due = next
        return max(now, next - budget)
    }

    /// The frame started last came on screen at `time`, having taken `work` seconds to make.
    public mutating func presented(at time: Double, work: Double) {
        works[head] = work
        head = (head + 1) % Self.memory
        budget = min(period / 2, (works.max() ?? 0) + Self.margin)
        lastPresented = time
        // Late by more than half a frame: the next one counts from this one, not from its time.
        if let due, time > due + period / 2 { self.due = time }
    }
}
