import RefreshAccessibleView
import RefreshCore

/// Everything a frame learned since the one before, as values: the frame loop applies them all
/// in one step (`FrameLoop.take(_:at:)`), so the scene hears from the window, the headless
/// runner, the soak and the bench through one door, in one order.
///
/// Focus and network changes are inputs like the pointer's (`InputEvent.focus`, `.network`);
/// what is not an input of the toolkit's (an assistive technology's action, the desktop's
/// preferences, the window's feel) has a field of its own here rather than a case in
/// RefreshCore's `InputEvent`, which knows nothing of the demo.
public struct FrameStep: Sendable {
    /// The inputs due, in order, each applied at its own time.
    public var inputs: [TimedInput]
    /// The actions assistive technologies asked for (the AT-SPI bridge's queue), in the order
    /// asked: done after the inputs, at the frame's time, as an input at that time would be.
    public var accessibilityRequests: [AccessibleAction]
    /// What the desktop prefers now, when it changed since the last step; nil for no change.
    public var preferences: DesktopPreferences?
    /// How the window's frames felt up to the last one (`FeelMeter`), for the inspector; nil
    /// headless, where the clock is simulated and there is no feel to show.
    public var feel: FeelSummary?
    /// Whether the window was asked to close (its close button, the window system's quit): the
    /// step ends the run before the frame advances.
    public var closes: Bool

    /// A step of `inputs` with the rest as given (nothing more by default).
    public init(
        inputs: [TimedInput] = [], accessibilityRequests: [AccessibleAction] = [],
        preferences: DesktopPreferences? = nil, feel: FeelSummary? = nil, closes: Bool = false
    ) {
        self.inputs = inputs
        self.accessibilityRequests = accessibilityRequests
        self.preferences = preferences
        self.feel = feel
        self.closes = closes
    }

    /// Forgets what the last frame learned, keeping the arrays' storage for the next; the feel
    /// stays, as it is the last measured until the window measures another.
    public mutating func clear() {
        inputs.removeAll(keepingCapacity: true)
        accessibilityRequests.removeAll(keepingCapacity: true)
        preferences = nil
        closes = false
    }
}
