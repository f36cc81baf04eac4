import Foundation

extension LastUpdatedLine {
    /// The line for an update at `updated` seconds since 1970 (nil: none recorded) seen at `now`,
    /// both read in `timeZone` (UTC by default, as `LastUpdatedFormatter`).
    public func text(
        updated: Double?, now: Double,
        timeZone: TimeZone = TimeZone(identifier: "UTC") ?? .current
    ) -> String {
        text(
            updated: updated.map { CalendarMinute(secondsSince1970: $0, timeZone: timeZone) },
            now: CalendarMinute(secondsSince1970: now, timeZone: timeZone))
    }
}
