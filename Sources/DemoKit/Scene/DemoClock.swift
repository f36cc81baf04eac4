import FoundationEssentials

/// The calendar the demo shows: a fixed start plus simulated time when headless (so every run
/// draws the same), the real time in a window.
public struct DemoClock: Sendable {
    /// 2025-03-14 14:05:00 UTC, where headless runs start (the contract).
    public static let headlessEpoch = 1_741_961_100.0

    /// Seconds since 1970 at simulated time 0.
    public var epochAtStart: Double
    /// The zone times are shown in.
    public var timeZone: TimeZone

    /// The headless calendar: fixed start, UTC.
    public static let headless = DemoClock(
        epochAtStart: headlessEpoch, timeZone: TimeZone(identifier: "UTC") ?? .current)

    /// A calendar starting now, in the local zone.
    public static func wall(now: Double) -> DemoClock {
        DemoClock(epochAtStart: now, timeZone: .current)
    }

    /// Seconds since 1970 at simulated time `time`.
    public func epoch(at time: Double) -> Double { epochAtStart + time }

    /// "HH:mm:ss" at simulated time `time`.
    public func timeOfDay(at time: Double) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents(
            [.hour, .minute, .second], from: Date(timeIntervalSince1970: epoch(at: time)))
        func two(_ value: Int?) -> String {
            let number = value ?? 0
            return number < 10 ? "0\(number)" : "\(number)"
        }
        return two(parts.hour) + ":" + two(parts.minute) + ":" + two(parts.second)
    }
}
