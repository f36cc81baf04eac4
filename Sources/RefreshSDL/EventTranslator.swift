internal import CSDL2
import RefreshCore

/// Turns SDL's events into RefreshCore `InputEvent`s, in points.
///
/// Call `poll()` once a frame (or `collect()` as events come and `clear()` once delivered), then
/// read `events` (reused between frames) and `quitRequested`. Escape arrives as
/// `.key(.named(.escape))`: the app decides whether it quits.
/// A key with Ctrl, Shift or Alt, or repeating while held, arrives as `.keyPress`; the right
/// button's press as `.secondaryClick`.
///
/// The wheel: SDL 2 on X11 (XInput2 smooth scrolling, Debian 12's SDL 2.26) reports a mouse
/// wheel as whole notches (`preciseY` ±1) and a touchpad's two-finger scroll as fractions of a
/// notch (`preciseY` 0.07, 0.4, …, many events a second). Whole notches stay the wheel; a
/// fractional event — or any event within 150 ms of one, since a gesture may land on a whole
/// value — is a trackpad scroll of `precise` × 40 points (one notch is 40 points). Touch: the
/// first finger drives the pointer (a second one is ignored), and the mouse events SDL makes
/// up from touches are dropped, so a touch is not handled twice.
///
/// A key already held when the window gets the focus does nothing: SDL makes up a key-down for
/// every key it finds held as the focus arrives (X11 queues them right after the focus event),
/// and Escape held while the demo starts must not quit it. Such a key counts again once it has
/// been released.
///
/// Game controllers: opened as SDL adds them (`controllers`), their buttons and left stick as
/// `.controller` events.
public final class EventTranslator {
    /// The game controllers open now, and the virtual one once attached.
    public let controllers = GameControllers()
    /// The events of the last `poll()`, in order.
    public internal(set) var events: [InputEvent] = []
    /// SDL's timestamp of the oldest event in `events` (`oldestInputTime`).
    var oldestStamp: UInt32?
    /// Whether the window was exposed since the last `clear()`: what it showed may be lost.
    public internal(set) var exposed = false
    /// Whether the window's density may have changed since the last `clear()`: it moved to
    /// another display, or X11's resource database changed (`WindowSystemProbe`).
    public internal(set) var windowSystemChanged = false
    /// Set once the window was closed (or SDL was asked to quit); stays set.
    public private(set) var quitRequested = false
    /// The view's size in points, used to tell a release outside the window; resize events
    /// update it.
    public var viewSize: Size
    /// Whether the left button (or the first finger) is down over the view.
    public private(set) var buttonHeld = false
    /// The finger driving the pointer, while one is down.
    private var finger: SDL_FingerID?
    /// When the last trackpad scroll came, SDL milliseconds.
    private var lastSmoothScroll: UInt32?
    /// Points a wheel notch scrolls (the contract's 40).
    private static let notch = PhysicsConstants.wheelNotch
    /// The keys held as the window got the focus, ignored until released.
    var heldAtFocus = KeysHeldAtFocus()
    /// Whether the window has the keyboard focus, as SDL last said (nil until it says).
    public private(set) var hasFocus: Bool?
    /// SDL's `SDL_TOUCH_MOUSEID`: mouse events it made up from a touch carry it.
    private static let touchMouse = UInt32.max

    /// A translator for a view of `viewSize` points.
    public init(viewSize: Size) {
        self.viewSize = viewSize
        events.reserveCapacity(64)
    }

    /// Blocks until an event is queued (left in the queue for the next `poll()`), or for at
    /// most `timeout` seconds when there is one: a frame loop at rest waits here. True when an
    /// event came.
    ///
    /// SDL does not watch controllers while it waits (see `GameControllers`): the wait is cut
    /// into slices of `GameControllers.restPollInterval` with one open (`hotplugInterval`
    /// without), each followed by a controller update, and ends once that queues an event.
    @discardableResult
    public func wait(timeout: Double?) -> Bool {
        let start = SDLClock.seconds
        while true {
            let slice =
                controllers.count > 0
                ? GameControllers.restPollInterval : GameControllers.hotplugInterval
            let left = timeout.map { $0 - (SDLClock.seconds - start) }
            if let left, left <= slice {
                return waitOnce(timeout: left)
            }
            if waitOnce(timeout: slice) { return true }
            controllers.update()
            if SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE {
                return true
            }
        }
    }

    /// One wait of SDL's: whether an event came before `timeout` seconds (nil: no limit).
    @discardableResult
    private func waitOnce(timeout: Double?) -> Bool {
        guard let timeout else {
            return SDL_WaitEvent(nil) != 0
        }
        let milliseconds = max(0, (timeout * 1000).rounded(.up))
        return SDL_WaitEventTimeout(nil, Int32(min(milliseconds, Double(Int32.max)))) != 0
    }

    /// Translates one SDL event, appending to `events`.
    func translate(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_MOUSEBUTTONDOWN:
            guard event.button.which != Self.touchMouse else { return }
            if Int32(event.button.button) == SDL_BUTTON_RIGHT {
                return events.append(.secondaryClick(point(event.button.x, event.button.y)))
            }
            guard Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
            buttonHeld = true
            events.append(.pointerDown(point(event.button.x, event.button.y)))
        case SDL_MOUSEBUTTONUP:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT, buttonHeld,
                event.button.which != Self.touchMouse
            else { return }
            release(at: point(event.button.x, event.button.y))
        case SDL_MOUSEMOTION:
            guard event.motion.which != Self.touchMouse else { return }
            events.append(.pointerMove(point(event.motion.x, event.motion.y)))
        case SDL_MOUSEWHEEL:
            wheel(event.wheel)
        case SDL_FINGERDOWN:
            guard finger == nil, !buttonHeld else { return }
            finger = event.tfinger.fingerId
            buttonHeld = true
            events.append(.pointerDown(point(event.tfinger)))
        case SDL_FINGERMOTION:
            guard finger == event.tfinger.fingerId else { return }
            events.append(.pointerMove(point(event.tfinger)))
        case SDL_FINGERUP:
            guard finger == event.tfinger.fingerId else { return }
            finger = nil
            release(at: point(event.tfinger))
        case SDL_KEYDOWN:
            // A key already held when the window got focus does nothing until it is released.
            guard heldAtFocus.keyDown(event.key.keysym.scancode.rawValue) else { return }
            // Repeats come at the desktop's rate while a key is held; they are marked, so only
            // what should repeat (scrolling) does.
            guard let key = Key(name: keyName(event.key.keysym)) else { return }
            var modifiers = Self.modifiers(event.key.keysym.mod)
            // "?" is already the shifted slash: its Shift is spent on the character.
            if key == .character("?") { modifiers.remove(.shift) }
            events.append(.key(key, modifiers: modifiers, isRepeat: event.key.repeat != 0))
        case SDL_KEYUP:
            heldAtFocus.keyUp(event.key.keysym.scancode.rawValue)
        case SDL_WINDOWEVENT:
            windowEvent(event.window)
        case SDL_SYSWMEVENT:
            // Only X11's resource database changes get here (`WindowSystemProbe`).
            windowSystemChanged = true
        case SDL_CONTROLLERDEVICEADDED, SDL_CONTROLLERDEVICEREMOVED, SDL_CONTROLLERBUTTONDOWN,
            SDL_CONTROLLERBUTTONUP, SDL_CONTROLLERAXISMOTION:
            if let input = controllers.translate(event) { events.append(.controller(input)) }
        default:
            break
        }
    }

    /// The button or finger went up at `position`: a release inside the view, a cancel outside.
    private func release(at position: Point) {
        buttonHeld = false
        let inside =
            position.x >= 0 && position.y >= 0 && position.x < viewSize.width
            && position.y < viewSize.height
        events.append(inside ? .pointerUp(position) : .pointerCancel)
    }

    private func wheel(_ wheel: SDL_MouseWheelEvent) {
        let flip: Double = wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue ? -1 : 1
        let x = Double(wheel.preciseX) * flip
        let y = Double(wheel.preciseY) * flip
        guard x != 0 || y != 0 else { return }
        let fractional = x != x.rounded() || y != y.rounded()
        let recent = lastSmoothScroll.map { wheel.timestamp &- $0 <= 150 } ?? false
        if fractional || recent {
            lastSmoothScroll = wheel.timestamp
            // SDL's y > 0 scrolls towards the top (the content moves down), its x > 0 towards
            // the right end (the content moves left): the scroll event's positive x moves the
            // content right, as its positive y moves it down.
            events.append(.scroll(Point(x: -x * Self.notch, y: y * Self.notch)))
        } else if x != 0 || SDL_GetModState().rawValue & KMOD_SHIFT.rawValue != 0 {
            // A horizontal wheel, or Shift with the wheel, scrolls sideways: what lies under the
            // pointer (the demo's carousel) takes it as a sideways scroll of 40 pt a notch.
            let sideways = x != 0 ? -x : y
            events.append(.scroll(Point(x: sideways * Self.notch, y: 0)))
        } else {
            events.append(.wheel(notches: y))
        }
    }

    private func windowEvent(_ window: SDL_WindowEvent) {
        switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
        case SDL_WINDOWEVENT_CLOSE:
            quitRequested = true
        case SDL_WINDOWEVENT_FOCUS_GAINED:
            hasFocus = true
            heldAtFocus.focusGained(holding: keysHeld())
        case SDL_WINDOWEVENT_FOCUS_LOST:
            hasFocus = false
            if buttonHeld {
                buttonHeld = false
                finger = nil
                events.append(.pointerCancel)
            }
        case SDL_WINDOWEVENT_EXPOSED:
            exposed = true
        case SDL_WINDOWEVENT_DISPLAY_CHANGED:
            windowSystemChanged = true
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            viewSize = Size(width: Double(window.data1), height: Double(window.data2))
            events.append(.resize(viewSize))
        default:
            break
        }
    }

    /// Every key (scancode) SDL already knows to be held.
    private func keysHeld() -> [UInt32] {
        var count: Int32 = 0
        guard let state = SDL_GetKeyboardState(&count) else { return [] }
        return (0..<Int(count)).filter { state[$0] != 0 }.map { UInt32($0) }
    }

    /// Ctrl, Shift and Alt in SDL's modifier bits, left and right alike.
    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let bits = UInt32(mod)
        var modifiers: KeyModifiers = []
        if bits & KMOD_CTRL.rawValue != 0 { modifiers.insert(.ctrl) }
        if bits & KMOD_SHIFT.rawValue != 0 { modifiers.insert(.shift) }
        if bits & KMOD_ALT.rawValue != 0 { modifiers.insert(.alt) }
        return modifiers
    }

    private func keyName(_ keysym: SDL_Keysym) -> String {
        let shift = UInt32(keysym.mod) & KMOD_SHIFT.rawValue != 0
        if keysym.sym == SDLK_SLASH.rawValue, shift { return "?" }
        return String(cString: SDL_GetKeyName(keysym.sym))
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x), y: Double(y))
    }

    /// A finger's position, which SDL gives as a fraction of the window, in points.
    private func point(_ finger: SDL_TouchFingerEvent) -> Point {
        Point(x: Double(finger.x) * viewSize.width, y: Double(finger.y) * viewSize.height)
    }
}
