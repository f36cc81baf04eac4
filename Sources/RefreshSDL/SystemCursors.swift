internal import CSDL2
import RefreshCore

/// The desktop's own pointer shapes (SDL's system cursors), made once and shown as a scene asks:
/// the arrow, or the hand over what a click acts on. Each cursor is freed when this is released;
/// keep it alive no longer than the `SDLSystem` it was made under.
public final class SystemCursors {
    private let arrow: OpaquePointer?
    private let hand: OpaquePointer?
    private var shown = PointerCursor.arrow
    private let system: SDLSystem

    /// The arrow and the hand of the desktop (a shape SDL cannot make stays the arrow).
    public init(system: SDLSystem) {
        self.system = system
        arrow = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_ARROW)
        hand = SDL_CreateSystemCursor(SDL_SYSTEM_CURSOR_HAND)
        // The arrow from the start: until a shape is set, X11 shows the root window's (an X
        // where no window manager sets one).
        if let arrow { SDL_SetCursor(arrow) }
    }

    deinit {
        if let arrow { SDL_FreeCursor(arrow) }
        if let hand { SDL_FreeCursor(hand) }
    }

    /// The shape shown now.
    public var current: PointerCursor { shown }

    /// Shows `cursor`; nothing is asked of SDL when it is already the one shown.
    public func show(_ cursor: PointerCursor) {
        guard cursor != shown else { return }
        shown = cursor
        guard let handle = cursor == .hand ? hand : arrow else { return }
        SDL_SetCursor(handle)
    }
}
