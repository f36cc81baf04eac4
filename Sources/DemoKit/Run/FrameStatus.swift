/// What a frame loop knows after a frame: whether anything still moves, and when a timer next
/// changes the scene (a network reply, an animation's end). A window may sleep until then when
/// the scene is settled.
public struct FrameStatus: Equatable, Sendable {
    /// Nothing moves, animates or waits for a reply.
    public var isSettled: Bool
    /// The time of the scene's next timer, seconds on its clock; nil for none.
    public var nextDeadline: Double?

    /// A status.
    public init(isSettled: Bool, nextDeadline: Double?) {
        self.isSettled = isSettled
        self.nextDeadline = nextDeadline
    }
}
