internal import CSDL2
import RefreshCore

/// The controller SDL makes inside this process: setting a button or the stick here is read
/// back by SDL's joystick update as a real pad's would be, so its events come through the same
/// translation (`EventTranslator`).
public final class VirtualController {
    /// The virtual device's joystick, owned by the `GameControllers` that opened it.
    private let joystick: OpaquePointer
    private unowned let controllers: GameControllers

    /// SDL's instance id of the virtual device.
    var instance: Int32 { SDL_JoystickInstanceID(joystick) }

    init(joystick: OpaquePointer, controllers: GameControllers) {
        self.joystick = joystick
        self.controllers = controllers
    }

    /// Presses or releases `button`; SDL reports it at once (its update runs here, so a press
    /// and its release in one frame are two events, not none).
    public func set(_ button: ControllerButton, pressed: Bool) {
        let index = Int32(GameControllerLayout.sdlButton(button).rawValue)
        _ = SDL_JoystickSetVirtualButton(joystick, index, pressed ? 1 : 0)
        controllers.update()
    }

    /// Puts the left stick at `position` (each axis −1…1, positive y down).
    public func setLeftStick(_ position: Point) {
        for (axis, value) in [
            (SDL_CONTROLLER_AXIS_LEFTX, position.x), (SDL_CONTROLLER_AXIS_LEFTY, position.y),
        ] {
            let raw = Int16(clamping: Int((min(max(value, -1), 1) * 32767).rounded()))
            _ = SDL_JoystickSetVirtualAxis(joystick, Int32(axis.rawValue), raw)
        }
        controllers.update()
    }
}
