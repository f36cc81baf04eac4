import FoundationEssentials

/// Writes MJRefresh's last-updated line: "Last update: Today 14:05", "03-14 14:05",
/// "2025-03-14 14:05" or "No record".
///
/// Unlike MJRefresh, which compares only the day of the month (so 5 January and 5 February are
/// both "Today"), "Today" here means the same year, month and day.
public struct LastUpdatedFormatter: Sendable {
    /// The text before the time.
    public var prefix = "Last update: "
    /// The word for a time earlier today.
    public var today = "Today"
    /// The text when no time was ever saved.
    public var noRecord = "No record"
    /// The time zone the calendar uses.
    public var timeZone: TimeZone

    /// A formatter in `timeZone`: the user's own by default, as MJRefresh's calendar is.
    public init(timeZone: TimeZone = .current) {
        self.timeZone = timeZone
    }

    /// The line for a last update at `updated` (seconds since 1970) seen at `now`.
    public func text(updated: Double?, now: Double) -> String {
        let line = LastUpdatedLine(lastTimeText: prefix, todayText: today, noRecordText: noRecord)
        return line.text(updated: updated, now: now, timeZone: timeZone)
    }
}
