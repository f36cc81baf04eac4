internal import CSDL2

/// Reading the queue: a frame's events at once (`poll`), or as they come (`collect`), and when
/// the oldest of them came.
extension EventTranslator {
    /// Drains SDL's event queue into `events`, in place of the last frame's.
    public func poll() {
        clear()
        collect()
    }

    /// Forgets the events delivered (`events`, `oldestInputTime`, `exposed`).
    public func clear() {
        events.removeAll(keepingCapacity: true)
        oldestStamp = nil
        exposed = false
        windowSystemChanged = false
        heldAtFocus.pollEnded()
    }

    /// Drains SDL's event queue into `events`, after those already there: pumped and taken, as
    /// `SDL_PollEvent` stops at the sentinel a wait leaves, leaving what came after it.
    public func collect() {
        controllers.update()
        SDL_PumpEvents()
        var event = SDL_Event()
        while SDL_PeepEvents(
            &event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0
        {
            let count = events.count
            translate(event)
            if events.count > count, oldestStamp == nil { oldestStamp = event.common.timestamp }
        }
    }

    /// When the oldest of `events` was queued, SDL's timestamp in `SDLClock.milliseconds` (the
    /// window's feel is measured from it); nil when `events` is empty.
    public var oldestInputTime: Double? {
        guard let oldestStamp else { return nil }
        // SDL's stamps are 32-bit milliseconds: counted back from now, they survive a wrap.
        let now = SDL_GetTicks64()
        return Double(now &- UInt64(UInt32(truncatingIfNeeded: now) &- oldestStamp))
    }
}
