internal import CSDL2

/// Wakes a loop that is blocked in SDL's event wait, from any thread: it pushes an empty user
/// event, which `EventTranslator` ignores, so the loop goes round once and draws a frame. A
/// reader on another thread (the desktop's settings) calls it when something it follows
/// changed; before SDL starts or after it has stopped the event is dropped, harmlessly.
public enum SDLWakeUp {
    /// Pushes the wake-up event onto SDL's queue.
    public static func post() {
        var event = SDL_Event()
        event.type = SDL_USEREVENT.rawValue
        _ = SDL_PushEvent(&event)
    }
}
