/// A failure while running: a frame or trace that cannot be written, a scene that never
/// settles (exit code 1), or a sprite sheet whose data fails to decode when first drawn (4).
public struct RunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and what to try.
    public var message: String
    /// The exit code the failure ends the demo with.
    public var code: ExitCode

    /// An error with its message, ending the demo with `code`.
    public init(_ message: String, code: ExitCode = .runtime) {
        self.message = message
        self.code = code
    }

    /// The message.
    public var description: String { message }
}
