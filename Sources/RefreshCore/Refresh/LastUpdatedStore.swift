/// Where headers keep the time of their last refresh, per key (MJRefresh uses NSUserDefaults).
public protocol LastUpdatedStore: AnyObject {
    /// The saved time for `key`, seconds since 1970, or nil when there is none.
    func lastUpdated(forKey key: String) -> Double?
    /// Saves `time` (seconds since 1970) for `key`.
    func setLastUpdated(_ time: Double, forKey key: String)
}
