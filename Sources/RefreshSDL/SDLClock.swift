internal import CSDL2

/// SDL's monotonic high-resolution clock and its sleep: what a windowed frame loop paces by and
/// what the measurements time with.
public enum SDLClock {
    /// Seconds on SDL's performance counter, from an arbitrary start.
    public static var seconds: Double {
        Double(SDL_GetPerformanceCounter()) / Double(SDL_GetPerformanceFrequency())
    }

    /// Milliseconds since SDL started, the clock SDL stamps its events with (whole milliseconds).
    public static var milliseconds: Double {
        Double(SDL_GetTicks64())
    }

    /// Sleeps for `seconds`, rounded down to whole milliseconds (not at all under one).
    public static func sleep(seconds: Double) {
        guard seconds >= 0.001 else { return }
        SDL_Delay(UInt32(min((seconds * 1000).rounded(.down), Double(UInt32.max))))
    }
}
