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
    /// A key was pressed, with no modifiers held (the first press, not a repeat).
    case key(Key)
    /// A key was pressed with modifiers, or repeats while held (`InputEvent.key(_:modifiers:
    /// isRepeat:)` makes the right one of the two key events).
    case keyPress(KeyPress)
    /// The secondary (right) button was pressed and released at a point: a context menu's
    /// request.
    case secondaryClick(Point)
    /// The view's size changed.
    case resize(Size)
    /// A game controller's button or stick.
    case controller(ControllerInput)
    /// The window gained (true) or lost (false) the keyboard focus.
    case focus(Bool)
    /// The desktop's network monitor reports the network available (true) or not.
    case network(Bool)
}

extension InputEvent {
    /// The event of `key` pressed with `modifiers`: the plain `key` case for a first press with
    /// none, `keyPress` otherwise.
    public static func key(
        _ key: Key, modifiers: KeyModifiers, isRepeat: Bool = false
    ) -> InputEvent {
        modifiers.isEmpty && !isRepeat
            ? .key(key) : .keyPress(KeyPress(key, modifiers: modifiers, isRepeat: isRepeat))
    }

    /// A key event as a press with its modifiers, whichever case carries it; nil for others.
    public var keyPress: KeyPress? {
        switch self {
        case .key(let key): KeyPress(key)
        case .keyPress(let press): press
        default: nil
        }
    }
}
