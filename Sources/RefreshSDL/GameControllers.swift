internal import CSDL2
import RefreshCore

/// The game controllers SDL sees, opened as they are plugged in and closed as they go, and a
/// virtual one a script can drive.
///
/// SDL updates joysticks itself only by polling its event queue every millisecond while one is
/// open (`SDL_WaitEvent` in SDL 2.26), which would keep a window at rest busy. `SDLSystem`
/// turns that off (`SDL_HINT_AUTO_UPDATE_JOYSTICKS`), and `EventTranslator` calls `update()`
/// before it drains the queue and, while it waits, every `restPollInterval` seconds with a
/// controller open (every `hotplugInterval` with none, to notice one being plugged in).
public final class GameControllers {
    /// How often a loop at rest looks at an open controller: its input waits at most one 60 Hz
    /// frame, about what a loop that draws would give it.
    public static let restPollInterval = 1.0 / 60
    /// How often a loop at rest with no controller looks for one being plugged in.
    public static let hotplugInterval = 1.0

    /// The open controllers, by SDL's instance id.
    private var open: [Int32: OpaquePointer] = [:]
    /// The virtual controller, once attached.
    public private(set) var virtualController: VirtualController?
    /// The left stick's last reading, each axis −1…1 (SDL reports the axes one at a time).
    private var leftStick = Point.zero

    /// No controller open yet; SDL announces those already plugged in as they are added.
    public init() {}

    deinit {
        for controller in open.values { SDL_GameControllerClose(controller) }
    }

    /// How many controllers are open.
    public var count: Int { open.count }

    /// Runs SDL's joystick update: a controller's changes become queued events.
    public func update() {
        SDL_GameControllerUpdate()
    }

    /// What a controller's `event` says: a button pressed or let go, the left stick moved. A
    /// controller plugged in is opened, one unplugged closed; nil for what says nothing (another
    /// axis). A pad unplugged with its stick pushed lets the stick go: SDL recentres its axes
    /// before it announces the removal, so the list does not glide on.
    func translate(_ event: SDL_Event) -> ControllerInput? {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_CONTROLLERDEVICEADDED:
            added(deviceIndex: event.cdevice.which)
        case SDL_CONTROLLERDEVICEREMOVED:
            removed(instance: event.cdevice.which)
        case SDL_CONTROLLERBUTTONDOWN, SDL_CONTROLLERBUTTONUP:
            guard let button = GameControllerLayout.button(raw: event.cbutton.button) else {
                return nil
            }
            return event.type == SDL_CONTROLLERBUTTONDOWN.rawValue
                ? .buttonDown(button) : .buttonUp(button)
        case SDL_CONTROLLERAXISMOTION:
            let value = GameControllerLayout.axis(event.caxis.value)
            switch SDL_GameControllerAxis(rawValue: Int32(event.caxis.axis)) {
            case SDL_CONTROLLER_AXIS_LEFTX: leftStick.x = value
            case SDL_CONTROLLER_AXIS_LEFTY: leftStick.y = value
            default: return nil
            }
            return .leftStick(leftStick)
        default:
            break
        }
        return nil
    }

    /// Opens the controller SDL announced at `deviceIndex` (nothing if it is open already).
    private func added(deviceIndex: Int32) {
        let instance = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard open[instance] == nil, let controller = SDL_GameControllerOpen(deviceIndex)
        else { return }
        open[instance] = controller
    }

    /// Closes the controller with SDL's `instance` id, which was unplugged.
    private func removed(instance: Int32) {
        guard let controller = open.removeValue(forKey: instance) else { return }
        SDL_GameControllerClose(controller)
    }

    /// Attaches the virtual controller (once) and opens it: SDL makes the device inside this
    /// process (`SDL_JoystickAttachVirtualEx`), with every button and axis of the standard
    /// layout, so it is a game controller without a mapping of its own.
    public func attachVirtual() throws(SDLError) -> VirtualController {
        if let virtualController { return virtualController }
        // A headless run starts no controller subsystem (no device of its own to read).
        if SDL_WasInit(SDL_INIT_GAMECONTROLLER) == 0,
            SDL_InitSubSystem(SDL_INIT_GAMECONTROLLER) != 0
        {
            throw .current("SDL could not start its game controller subsystem")
        }
        var description = SDL_VirtualJoystickDesc()
        description.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
        description.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
        description.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
        // The standard buttons, A to the d-pad's right, each at its own index.
        let buttons = UInt32(SDL_CONTROLLER_BUTTON_DPAD_RIGHT.rawValue) + 1
        description.nbuttons = UInt16(buttons)
        description.button_mask = (1 << buttons) - 1
        description.axis_mask = (1 << UInt32(SDL_CONTROLLER_AXIS_MAX.rawValue)) - 1
        let index = SDL_JoystickAttachVirtualEx(&description)
        guard index >= 0 else { throw .current("SDL could not attach a virtual controller") }
        added(deviceIndex: index)
        let instance = SDL_JoystickGetDeviceInstanceID(index)
        guard let controller = open[instance],
            let joystick = SDL_GameControllerGetJoystick(controller)
        else {
            _ = SDL_JoystickDetachVirtual(index)
            throw .current("SDL could not open its virtual controller")
        }
        let attached = VirtualController(joystick: joystick, controllers: self)
        virtualController = attached
        return attached
    }

    /// Detaches the virtual controller, as a pad is unplugged: SDL announces it removed at the
    /// next poll, and it is closed then (its stick, if pushed, let go). Nothing without one.
    public func detachVirtual() {
        guard let virtualController else { return }
        self.virtualController = nil
        for index in 0..<SDL_NumJoysticks()
        where SDL_JoystickGetDeviceInstanceID(index) == virtualController.instance {
            _ = SDL_JoystickDetachVirtual(index)
        }
    }
}
