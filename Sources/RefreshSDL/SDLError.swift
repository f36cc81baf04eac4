internal import CSDL2

/// A failure reported by SDL, SDL_image or SDL_ttf, with what was being attempted.
public struct SDLError: Error, Equatable, CustomStringConvertible {
    /// What failed and, when SDL said, why.
    public var message: String

    /// An error with a ready-made message.
    public init(_ message: String) {
        self.message = message
    }

    /// An error for `what`, followed by SDL's own last error (SDL_GetError), if any.
    public static func current(_ what: String) -> SDLError {
        let reason = String(cString: SDL_GetError())
        return SDLError(reason.isEmpty ? what : "\(what): \(reason)")
    }

    /// The message.
    public var description: String { message }
}
