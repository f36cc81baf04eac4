internal import CSDL2

/// Wakes a loop that is blocked in SDL's event wait, from any thread: it pushes an empty user
/// event, which `EventTranslator` ignores, so the loop goes round once and draws a frame. A
/// reader on another thread (the desktop's settings) calls it when something it follows
/// changed; before SDL starts or after it has stopped the event is dropped, harmlessly.
///
/// A quiet wake (`postQuiet()`) ends the wait without a frame: the loop takes it back out with
/// `takeQuiet()` and waits again unless something else came (the accessibility bridge's, when a
/// client's message arrives at rest).
public enum SDLWakeUp {
    /// Pushes the wake-up event onto SDL's queue.
    public static func post() {
        push(SDL_USEREVENT.rawValue)
    }

    /// Pushes a quiet wake-up onto SDL's queue.
    public static func postQuiet() {
        push(quietType)
    }

    /// Takes the quiet wake-ups out of the queue; true when other events are still in it.
    public static func takeQuiet() -> Bool {
        SDL_FlushEvent(quietType)
        return SDL_HasEvents(SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) == SDL_TRUE
    }

    /// An event type of its own (SDL hands out user types), so that taking quiet wakes out
    /// leaves the others; the plain user event if SDL has none left.
    private static let quietType: UInt32 = {
        let type = SDL_RegisterEvents(1)
        return type == UInt32.max ? SDL_USEREVENT.rawValue : type
    }()

    private static func push(_ type: UInt32) {
        var event = SDL_Event()
        event.type = type
        _ = SDL_PushEvent(&event)
    }
}
