/// The header's last-updated line in one language (`RefreshStrings.lastUpdatedLine`), built as
/// MJRefresh's `MJRefreshStateHeader` builds it: "Last update: Today 14:05",
/// "最后更新：03-13 09:30", "2025-03-13 09:30", or the last-time text and the no-record text when
/// nothing was ever recorded.
///
/// Unlike MJRefresh, which compares only the day of the month, "today" means the same year,
/// month and day.
public struct LastUpdatedLine: Equatable, Hashable, Sendable {
    /// The start of the line, with its own trailing space where the language has one
    /// (`HeaderLastTimeText`).
    public var lastTimeText: String
    /// The word before the time of an update made today (`HeaderDateTodayText`).
    public var todayText: String
    /// The end of the line when no update was recorded (`HeaderNoneLastDateText`).
    public var noRecordText: String
    /// How a day before today is written (MJRefresh's `MM-dd` unless the language says otherwise).
    public var dateForm: DateForm

    /// A line from its three texts, dates in `dateForm`.
    public init(
        lastTimeText: String, todayText: String, noRecordText: String,
        dateForm: DateForm = .monthFirst(separator: "-")
    ) {
        self.lastTimeText = lastTimeText
        self.todayText = todayText
        self.noRecordText = noRecordText
        self.dateForm = dateForm
    }

    /// The line for an update at `updated` (nil: none recorded) seen at `now`: the time as
    /// `" HH:mm"` after the today text today, `"MM-dd HH:mm"` earlier this year and
    /// `"yyyy-MM-dd HH:mm"` before that (in MJRefresh's `dateForm`; another form orders and marks
    /// the date its own way).
    public func text(updated: CalendarMinute?, now: CalendarMinute) -> String {
        guard let updated else { return lastTimeText + noRecordText }
        let time = Self.two(updated.hour) + ":" + Self.two(updated.minute)
        if updated.isSameDay(as: now) {
            return lastTimeText + todayText + " " + time
        }
        let year = updated.year == now.year ? nil : Self.four(updated.year)
        let date = dateForm.write(
            year: year, month: Self.two(updated.month), day: Self.two(updated.day))
        return lastTimeText + date + " " + time
    }

    private static func two(_ value: Int) -> String { padded(value, to: 2) }

    private static func four(_ value: Int) -> String { padded(value, to: 4) }

    private static func padded(_ value: Int, to width: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
}
