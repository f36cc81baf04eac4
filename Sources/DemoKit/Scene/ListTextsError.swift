/// Why `strings/lists.strings` cannot be used.
public struct ListTextsError: Error, Sendable {
    /// The file's path and the reason.
    public var message: String
}
