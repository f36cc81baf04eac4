internal import CSDL2
import RefreshCore

/// SDL's standard controller layout and the core's names for it, both ways.
enum GameControllerLayout {
    /// The core's buttons with SDL's.
    private static let buttons: [(ControllerButton, SDL_GameControllerButton)] = [
        (.a, SDL_CONTROLLER_BUTTON_A), (.b, SDL_CONTROLLER_BUTTON_B),
        (.x, SDL_CONTROLLER_BUTTON_X), (.y, SDL_CONTROLLER_BUTTON_Y),
        (.back, SDL_CONTROLLER_BUTTON_BACK), (.start, SDL_CONTROLLER_BUTTON_START),
        (.leftShoulder, SDL_CONTROLLER_BUTTON_LEFTSHOULDER),
        (.rightShoulder, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER),
        (.up, SDL_CONTROLLER_BUTTON_DPAD_UP), (.down, SDL_CONTROLLER_BUTTON_DPAD_DOWN),
        (.left, SDL_CONTROLLER_BUTTON_DPAD_LEFT), (.right, SDL_CONTROLLER_BUTTON_DPAD_RIGHT),
    ]

    /// SDL's button for `button`.
    static func sdlButton(_ button: ControllerButton) -> SDL_GameControllerButton {
        buttons.first { $0.0 == button }?.1 ?? SDL_CONTROLLER_BUTTON_INVALID
    }

    /// The core's button for SDL's `raw` button, nil for one it has no name for (Guide, the
    /// sticks' clicks, paddles).
    static func button(raw: UInt8) -> ControllerButton? {
        buttons.first { $0.1.rawValue == Int32(raw) }?.0
    }

    /// An axis reading of SDL's (−32768…32767) as −1…1.
    static func axis(_ value: Int16) -> Double {
        max(Double(value) / 32767, -1)
    }
}
