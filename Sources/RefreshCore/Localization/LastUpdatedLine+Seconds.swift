import FoundationEssentials

extension LastUpdatedLine {
    /// The line for an update at `updated` seconds since 1970 (nil: none recorded) seen at `now`,
    /// both read in `timeZone` (the user's own by default, as `LastUpdatedFormatter`).
    public func text(updated: Double?, now: Double, timeZone: TimeZone = .current) -> String {
        text(
            updated: updated.map { CalendarMinute(secondsSince1970: $0, timeZone: timeZone) },
            now: CalendarMinute(secondsSince1970: now, timeZone: timeZone))
    }
}
