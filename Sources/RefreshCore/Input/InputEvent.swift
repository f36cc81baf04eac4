/// What the user did, already translated from the platform's events. Points are in the view.
public enum InputEvent: Equatable, Sendable {
    /// The primary button went down at a point.
    case pointerDown(Point)
    /// The pointer moved to a point (whether or not the button is down).
    case pointerMove(Point)
    /// The primary button went up at a point.
    case pointerUp(Point)
    /// The drag was interrupted (focus lost, button released outside the window): it ends with
    /// zero velocity.
    case pointerCancel
    /// The wheel turned by `notches`; positive moves the content down, towards its top.
    case wheel(notches: Double)
    /// A trackpad's smooth scroll by a delta in points (two fingers); positive y moves the
    /// content down, towards its top, like the wheel.
    case scroll(Point)
    /// A key was pressed.
    case key(Key)
    /// The view's size changed.
    case resize(Size)
    /// A game controller's button or stick.
    case controller(ControllerInput)
}
