import CSDL2
import RefreshCore

/// Turns SDL's events into RefreshCore `InputEvent`s, in points.
///
/// Call `poll()` once a frame, then read `events` (the array is reused between frames) and
/// `quitRequested`. Escape arrives as `.key(.named(.escape))`: the app decides whether it quits.
public final class EventTranslator {
    /// The events of the last `poll()`, in order.
    public private(set) var events: [InputEvent] = []
    /// Set once the window was closed (or SDL was asked to quit); stays set.
    public private(set) var quitRequested = false
    /// The view's size in points, used to tell a release outside the window; resize events
    /// update it.
    public var viewSize: Size
    /// Whether the left button is down over the view.
    public private(set) var buttonHeld = false

    /// A translator for a view of `viewSize` points.
    public init(viewSize: Size) {
        self.viewSize = viewSize
        events.reserveCapacity(64)
    }

    /// Drains SDL's event queue into `events`.
    public func poll() {
        events.removeAll(keepingCapacity: true)
        var event = SDL_Event()
        while SDL_PollEvent(&event) != 0 {
            translate(event)
        }
    }

    /// Translates one SDL event, appending to `events`.
    public func translate(_ event: SDL_Event) {
        switch SDL_EventType(rawValue: event.type) {
        case SDL_QUIT:
            quitRequested = true
        case SDL_MOUSEBUTTONDOWN:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT else { return }
            buttonHeld = true
            events.append(.pointerDown(point(event.button.x, event.button.y)))
        case SDL_MOUSEBUTTONUP:
            guard Int32(event.button.button) == SDL_BUTTON_LEFT, buttonHeld else { return }
            buttonHeld = false
            let position = point(event.button.x, event.button.y)
            let inside =
                position.x >= 0 && position.y >= 0 && position.x < viewSize.width
                && position.y < viewSize.height
            events.append(inside ? .pointerUp(position) : .pointerCancel)
        case SDL_MOUSEMOTION:
            events.append(.pointerMove(point(event.motion.x, event.motion.y)))
        case SDL_MOUSEWHEEL:
            var notches = Double(event.wheel.preciseY)
            if event.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { notches = -notches }
            if notches != 0 { events.append(.wheel(notches: notches)) }
        case SDL_KEYDOWN:
            guard event.key.repeat == 0 else { return }
            if let key = Key(name: keyName(event.key.keysym)) { events.append(.key(key)) }
        case SDL_WINDOWEVENT:
            windowEvent(event.window)
        default:
            break
        }
    }

    private func windowEvent(_ window: SDL_WindowEvent) {
        switch SDL_WindowEventID(rawValue: UInt32(window.event)) {
        case SDL_WINDOWEVENT_CLOSE:
            quitRequested = true
        case SDL_WINDOWEVENT_FOCUS_LOST:
            if buttonHeld {
                buttonHeld = false
                events.append(.pointerCancel)
            }
        case SDL_WINDOWEVENT_SIZE_CHANGED:
            viewSize = Size(width: Double(window.data1), height: Double(window.data2))
            events.append(.resize(viewSize))
        default:
            break
        }
    }

    private func keyName(_ keysym: SDL_Keysym) -> String {
        let shift = UInt32(keysym.mod) & KMOD_SHIFT.rawValue != 0
        if keysym.sym == SDLK_SLASH.rawValue, shift { return "?" }
        return String(cString: SDL_GetKeyName(keysym.sym))
    }

    private func point(_ x: Int32, _ y: Int32) -> Point {
        Point(x: Double(x), y: Double(y))
    }
}
