import Foundation

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
        guard let updated else { return prefix + noRecord }
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let then = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: updated))
        let current = calendar.dateComponents(
            [.year, .month, .day], from: Date(timeIntervalSince1970: now))
        let time = two(then.hour) + ":" + two(then.minute)
        if then.year == current.year && then.month == current.month && then.day == current.day {
            return prefix + today + " " + time
        }
        if then.year == current.year {
            return prefix + two(then.month) + "-" + two(then.day) + " " + time
        }
        return prefix + String(then.year ?? 0) + "-" + two(then.month) + "-" + two(then.day) + " "
            + time
    }

    private func two(_ value: Int?) -> String {
        let number = value ?? 0
        return number < 10 ? "0" + String(number) : String(number)
    }
}
