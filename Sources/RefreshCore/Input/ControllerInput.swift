/// What a game controller did, already translated from the platform's events.
public enum ControllerInput: Equatable, Sendable {
    /// A button went down.
    case buttonDown(ControllerButton)
    /// A button came up.
    case buttonUp(ControllerButton)
    /// The left stick is now at this position, held there until the next one: each axis from
    /// −1 to 1, positive x to the right and positive y down (pulled towards the player), as SDL
    /// reports it.
    case leftStick(Point)

    /// The left stick at `position`, each axis clamped to −1…1 (SDL's axes reach −32768, one
    /// step further than +32767).
    public static func leftStick(x: Double, y: Double) -> ControllerInput {
        .leftStick(Point(x: min(max(x, -1), 1), y: min(max(y, -1), 1)))
    }
}
