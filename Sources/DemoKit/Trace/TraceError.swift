/// The trace could not be opened, written or closed; `message` says which file and why.
public struct TraceError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed and why, such as "cannot write the trace to t.jsonl: No space left on device".
    public var message: String

    /// An error that says `message`.
    public init(_ message: String) {
        self.message = message
    }

    /// The message alone.
    public var description: String { message }
}
