/// A store that forgets everything when the program ends.
public final class MemoryLastUpdatedStore: LastUpdatedStore {
    private var times: [String: Double] = [:]

    /// An empty store.
    public init() {}

    /// The saved time for `key`.
    public func lastUpdated(forKey key: String) -> Double? { times[key] }

    /// Saves `time` for `key`.
    public func setLastUpdated(_ time: Double, forKey key: String) { times[key] = time }
}
