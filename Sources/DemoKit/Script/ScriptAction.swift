import RefreshCore

/// What one script command does, with its arguments already checked.
public enum ScriptAction: Equatable, Sendable {
    /// Let this many milliseconds of simulated time pass.
    case wait(milliseconds: Int)
    /// Press the left button at a point.
    case down(Point)
    /// Move the pointer in a straight line to a point over this many milliseconds.
    case move(to: Point, milliseconds: Int)
    /// Release the left button where the pointer is.
    case up
    /// Turn the wheel by whole notches; positive moves the content down.
    case wheel(notches: Int)
    /// One trackpad scroll event of DX, DY points; positive DY moves the content down.
    case scroll(Point)
    /// Press and release the key SDL calls this name, with any modifiers before it joined by
    /// `+` (`Ctrl+r`), spelled as in the script.
    case key(String)
    /// Press the key this name says (as `key` spells it) and hold it for this many
    /// milliseconds: the desktop repeats it while held (`KeyRepeat`), and it is released at
    /// the end.
    case hold(String, milliseconds: Int)
    /// Move the pointer to a point and click there: the left button pressed and released, or the
    /// right one when `right`.
    case click(Point, right: Bool)
    /// Write a PNG of the frame with this safe file stem.
    case shot(String)
    /// Press and release a game controller's button.
    case pad(ControllerButton)
    /// Put the controller's left stick at a position (each axis −1…1), held until the next.
    case stick(Point)
    /// The view becomes this size, points, as a window resized by its user.
    case resize(Size)
    /// `focus in` (true) or `focus out`: as the window gaining or losing the keyboard focus.
    case focus(Bool)
    /// `network online` (true) or `network offline`: as the network monitor reporting it.
    case network(Bool)

    /// The simulated milliseconds the command consumes (only `wait`, `move` and `hold` take
    /// time).
    public var duration: Int {
        switch self {
        case .wait(let milliseconds), .move(_, let milliseconds), .hold(_, let milliseconds):
            milliseconds
        default: 0
        }
    }

    /// Whether the command drives a game controller (a window then attaches a virtual one).
    public var usesController: Bool {
        switch self {
        case .pad, .stick: true
        default: false
        }
    }
}
