/// A command line that cannot be run; the caller prints `message`, then `UsageError.hint`.
public struct UsageError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What was wrong, naming the option and the value (or the file and why).
    public var message: String

    /// The line printed after the message, pointing at the help.
    public static let hint = "Try 'refresh-demo --help'."

    /// An error that says `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message alone, as printed on standard error.
    public var description: String { message }
}
