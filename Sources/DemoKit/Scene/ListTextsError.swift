/// Why a strings file of the demo's texts cannot be used.
public struct ListTextsError: Error, Sendable {
    /// The file's path and the reason.
    public var message: String
}
