/// A missing, unreadable or corrupt asset file: the demo exits 4 and prints this.
public struct AssetError: Error, Equatable, CustomStringConvertible {
    /// The file that could not be used.
    public var path: String
    /// Why, e.g. "missing file" or "not a PNG / corrupt: …".
    public var reason: String

    /// An error about the file at `path`.
    public init(path: String, reason: String) {
        self.path = path
        self.reason = reason
    }

    /// "PATH: REASON".
    public var description: String { "\(path): \(reason)" }
}
