/// A time to the minute in some calendar and time zone: the parts the last-updated line shows.
public struct CalendarMinute: Equatable, Hashable, Sendable {
    /// The year, e.g. 2026.
    public var year: Int
    /// The month, 1…12.
    public var month: Int
    /// The day of the month, 1…31.
    public var day: Int
    /// The hour, 0…23.
    public var hour: Int
    /// The minute, 0…59.
    public var minute: Int

    /// A calendar minute from its parts.
    public init(year: Int, month: Int, day: Int, hour: Int = 0, minute: Int = 0) {
        self.year = year
        self.month = month
        self.day = day
        self.hour = hour
        self.minute = minute
    }

    /// Whether `other` falls on the same calendar day (year, month and day all equal).
    public func isSameDay(as other: CalendarMinute) -> Bool {
        year == other.year && month == other.month && day == other.day
    }
}
