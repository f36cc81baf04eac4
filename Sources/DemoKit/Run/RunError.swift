/// A failure while running (exit code 1): a frame or trace that cannot be written, a scene that
/// never settles.
public struct RunError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and what to try.
    public var message: String

    /// An error with its message.
    public init(_ message: String) {
        self.message = message
    }

    /// The message.
    public var description: String { message }
}
