import FoundationEssentials

extension CalendarMinute {
    /// The Gregorian calendar minute of `seconds` since 1970 in `timeZone`.
    public init(secondsSince1970 seconds: Double, timeZone: TimeZone) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let parts = calendar.dateComponents(
            [.year, .month, .day, .hour, .minute], from: Date(timeIntervalSince1970: seconds))
        self.init(
            year: parts.year ?? 1970, month: parts.month ?? 1, day: parts.day ?? 1,
            hour: parts.hour ?? 0, minute: parts.minute ?? 0)
    }
}
