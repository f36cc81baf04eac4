internal import CSDL2
import RefreshCore

/// Pushes input events into SDL's own queue as the devices would report them, so a script can
/// drive a real window through the same translation (`EventTranslator`) as a hand on a mouse,
/// a wheel, a trackpad or a keyboard: a press, a motion and a release of the left button; whole
/// wheel notches; a `scroll` as a smooth-scroll event in fractions of a 40-point notch, as SDL 2
/// on X11 reports a touchpad (so a first DY of a whole number of notches reads as the wheel
/// there too); a key down and up; a lost focus for a cancelled press; a controller's buttons
/// and stick on the virtual controller (`controller`), which SDL reads back as a device.
public struct SDLEventInjector {
    private var buttonDown = false
    /// The virtual controller `.controller` events are played on (none: they are dropped).
    public var controller: VirtualController?
    private var pointer = Point.zero

    /// An injector with the button up.
    public init() {}

    /// Pushes what `event` is made of onto SDL's queue; a resize is the window's own business
    /// and is not pushed.
    public mutating func push(_ event: InputEvent) {
        switch event {
        case .pointerDown(let point):
            pointer = point
            buttonDown = true
            pushButton(SDL_MOUSEBUTTONDOWN, at: point)
        case .pointerMove(let point):
            pointer = point
            var motion = SDL_Event()
            motion.type = SDL_MOUSEMOTION.rawValue
            motion.motion.x = Int32(point.x.rounded())
            motion.motion.y = Int32(point.y.rounded())
            // SDL_BUTTON_LMASK, a function-like macro Swift does not import.
            motion.motion.state = buttonDown ? 1 << (UInt32(SDL_BUTTON_LEFT) - 1) : 0
            _ = SDL_PushEvent(&motion)
        case .pointerUp(let point):
            buttonDown = false
            pushButton(SDL_MOUSEBUTTONUP, at: point)
        case .pointerCancel:
            buttonDown = false
            var focus = SDL_Event()
            focus.type = SDL_WINDOWEVENT.rawValue
            focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue)
            _ = SDL_PushEvent(&focus)
            // The window keeps the focus: only the drag was cut short.
            focus.window.event = UInt8(SDL_WINDOWEVENT_FOCUS_GAINED.rawValue)
            _ = SDL_PushEvent(&focus)
        case .wheel(let notches):
            pushWheel(x: 0, y: Float(notches))
        case .scroll(let delta):
            // SDL's positive x scrolls towards the right end (the content moves left).
            pushWheel(
                x: Float(-delta.x / PhysicsConstants.wheelNotch),
                y: Float(delta.y / PhysicsConstants.wheelNotch))
        case .key(let key):
            pushKey(KeyPress(key))
        case .keyPress(let press):
            pushKey(press)
        case .secondaryClick(let point):
            pushButton(SDL_MOUSEBUTTONDOWN, at: point, button: SDL_BUTTON_RIGHT)
            pushButton(SDL_MOUSEBUTTONUP, at: point, button: SDL_BUTTON_RIGHT)
        case .resize, .network:
            // Not SDL events: the loop hands a script's `network` to the scene itself.
            break
        case .focus(let gained):
            var focus = SDL_Event()
            focus.type = SDL_WINDOWEVENT.rawValue
            let change = gained ? SDL_WINDOWEVENT_FOCUS_GAINED : SDL_WINDOWEVENT_FOCUS_LOST
            focus.window.event = UInt8(change.rawValue)
            _ = SDL_PushEvent(&focus)
        case .controller(.buttonDown(let button)):
            controller?.set(button, pressed: true)
        case .controller(.buttonUp(let button)):
            controller?.set(button, pressed: false)
        case .controller(.leftStick(let position)):
            controller?.setLeftStick(position)
        }
    }

    private func pushButton(
        _ type: SDL_EventType, at point: Point, button number: Int32 = SDL_BUTTON_LEFT
    ) {
        var button = SDL_Event()
        button.type = type.rawValue
        button.button.button = UInt8(number)
        button.button.state = UInt8(type == SDL_MOUSEBUTTONDOWN ? SDL_PRESSED : SDL_RELEASED)
        button.button.clicks = 1
        button.button.x = Int32(point.x.rounded())
        button.button.y = Int32(point.y.rounded())
        _ = SDL_PushEvent(&button)
    }

    private func pushWheel(x: Float, y: Float) {
        var wheel = Self.wheel(x: x, y: y)
        wheel.wheel.mouseX = Int32(pointer.x.rounded())
        wheel.wheel.mouseY = Int32(pointer.y.rounded())
        _ = SDL_PushEvent(&wheel)
    }

    /// A wheel event as SDL reports one: whole notches in `x`/`y`, the exact amount (a trackpad's
    /// fractions) in `preciseX`/`preciseY`.
    static func wheel(x: Float, y: Float, timestamp: UInt32 = 0) -> SDL_Event {
        var event = SDL_Event()
        event.type = SDL_MOUSEWHEEL.rawValue
        event.wheel.timestamp = timestamp
        event.wheel.preciseX = x
        event.wheel.preciseY = y
        event.wheel.x = Int32(x)
        event.wheel.y = Int32(y)
        event.wheel.direction = SDL_MOUSEWHEEL_NORMAL.rawValue
        return event
    }

    private func pushKey(_ press: KeyPress) {
        // "?" is Shift with the slash key, as a keyboard types it.
        let key = press.key
        let question = key == .character("?")
        let name = question ? "/" : key.description
        let code = SDL_GetKeyFromName(name)
        guard code != SDLK_UNKNOWN.rawValue else { return }
        for type in [SDL_KEYDOWN, SDL_KEYUP] {
            var event = SDL_Event()
            event.type = type.rawValue
            event.key.state = UInt8(type == SDL_KEYDOWN ? SDL_PRESSED : SDL_RELEASED)
            event.key.keysym.sym = code
            event.key.keysym.scancode = SDL_GetScancodeFromKey(code)
            event.key.repeat = press.isRepeat ? 1 : 0
            event.key.keysym.mod = UInt16(
                (question || press.modifiers.contains(.shift) ? KMOD_LSHIFT.rawValue : 0)
                    | (press.modifiers.contains(.ctrl) ? KMOD_LCTRL.rawValue : 0)
                    | (press.modifiers.contains(.alt) ? KMOD_LALT.rawValue : 0))
            _ = SDL_PushEvent(&event)
        }
    }
}
