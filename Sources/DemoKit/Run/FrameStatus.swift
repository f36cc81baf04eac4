/// What a frame loop knows after a frame: whether anything still moves, and when a timer next
/// changes the scene (a network reply, an animation's end). A window draws frames while the
/// scene animates and otherwise sleeps until the next input or deadline.
public struct FrameStatus: Equatable, Sendable {
    /// Nothing moves, animates or waits for a reply (the headless run's end).
    public var isSettled: Bool
    /// The picture changes with no input: frames are needed at the display's rate.
    public var isAnimating: Bool
    /// The time of the scene's next timer, seconds on its clock; nil for none.
    public var nextDeadline: Double?

    /// A status.
    public init(isSettled: Bool, isAnimating: Bool, nextDeadline: Double?) {
        self.isSettled = isSettled
        self.isAnimating = isAnimating
        self.nextDeadline = nextDeadline
    }
}
