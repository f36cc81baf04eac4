/// A missing, unreadable or corrupt asset file, as the asset catalog reports it: the demo
/// exits 4 and prints this.
public struct AssetError: Error, Equatable, CustomStringConvertible {
    /// The file that could not be used.
    public var path: String
    /// Why, e.g. "missing file" or "not a PNG / corrupt: …".
    public var reason: String

    /// "PATH: REASON".
    public var description: String { "\(path): \(reason)" }
}
