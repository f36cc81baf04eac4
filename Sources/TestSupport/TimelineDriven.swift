import RefreshCore

/// A test rig whose clock only moves when the test says so: conforming gives it `advance(by:)`
/// and `run(for:fps:check:)` on its timeline.
public protocol TimelineDriven {
    /// The clock everything in the rig runs on.
    var timeline: Timeline { get }
}

extension TimelineDriven {
    /// Moves the clock `seconds` on in one step, running everything due on the way.
    public func advance(by seconds: Double) {
        timeline.advance(to: timeline.now + seconds)
    }

    /// Advances in frames of 1/`fps` s for `seconds`, calling `check` after each; the last
    /// frame lands exactly on the end.
    public func run(for seconds: Double, fps: Double = 60, check: () -> Void = {}) {
        let end = timeline.now + seconds
        while timeline.now < end - 1e-9 {
            timeline.advance(to: min(end, timeline.now + 1 / fps))
            check()
        }
        timeline.advance(to: end)
        check()
    }
}
