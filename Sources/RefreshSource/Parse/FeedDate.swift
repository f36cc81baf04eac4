import FoundationEssentials

/// Dates as feeds write them: RFC 822 (RSS `pubDate`, HTTP dates, with RFC 1123's four-digit
/// years) and RFC 3339 (Atom, JSON Feed). Each parser accepts the other form too, because real
/// feeds mix them. Read by hand, with no locale or calendar, so a date reads the same anywhere.
enum FeedDate {
    /// The date `text` names, or nil when it is neither form (or names no real day).
    static func parse(_ text: String) -> Date? {
        let trimmed = text.trimmingWhitespace()
        guard let first = trimmed.unicodeScalars.first else { return nil }
        if ("0"..."9").contains(first), trimmed.count >= 10,
            Array(trimmed.utf8)[4] == UInt8(ascii: "-")
        {
            return rfc3339(trimmed)
        }
        return rfc822(trimmed)
    }

    /// `2003-12-13T18:30:02Z`, `2003-12-13T18:30:02.25+01:00`, `2003-12-13 18:30`, `2003-12-13`.
    static func rfc3339(_ text: String) -> Date? {
        var scanner = DateScanner(text)
        guard let year = scanner.number(digits: 4), scanner.skip("-"),
            let month = scanner.number(digits: 2), scanner.skip("-"),
            let day = scanner.number(digits: 2)
        else { return nil }
        var seconds = 0.0
        if scanner.skip("T") || scanner.skip("t") || scanner.skip(" ") {
            guard let hour = scanner.number(digits: 2), scanner.skip(":"),
                let minute = scanner.number(digits: 2)
            else { return nil }
            seconds = Double(hour * 3600 + minute * 60)
            if scanner.skip(":"), let second = scanner.number(digits: 2) {
                seconds += Double(second)
                if scanner.skip(".") || scanner.skip(",") { seconds += scanner.fraction() }
            }
            guard let offset = scanner.zone(), scanner.isAtEnd else { return nil }
            seconds -= Double(offset)
        }
        guard scanner.isAtEnd else { return nil }
        return date(year: year, month: month, day: day, seconds: seconds)
    }

    /// `Sat, 07 Sep 2002 00:00:01 GMT`, `7 Sep 02 00:00 +0100`, `Sunday, 06-Nov-94 08:49:37 GMT`.
    static func rfc822(_ text: String) -> Date? {
        var scanner = DateScanner(text)
        if scanner.word() != nil { _ = scanner.skip(",") }  // the weekday, never checked
        scanner.skipSpaces()
        guard let day = scanner.number(digits: 1...2) else { return nil }
        _ = scanner.skip("-")
        scanner.skipSpaces()
        guard let name = scanner.word()?.lowercased().prefix(3),
            let month = monthNames.firstIndex(of: String(name)).map({ $0 + 1 })
        else { return nil }
        _ = scanner.skip("-")
        scanner.skipSpaces()
        guard var year = scanner.number(digits: 2...4) else { return nil }
        if year < 50 { year += 2000 } else if year < 100 { year += 1900 }
        scanner.skipSpaces()
        guard let hour = scanner.number(digits: 1...2), scanner.skip(":"),
            let minute = scanner.number(digits: 2)
        else { return nil }
        var seconds = Double(hour * 3600 + minute * 60)
        if scanner.skip(":"), let second = scanner.number(digits: 2) { seconds += Double(second) }
        scanner.skipSpaces()
        let offset = scanner.isAtEnd ? 0 : (scanner.zone() ?? 0)
        return date(year: year, month: month, day: day, seconds: seconds - Double(offset))
    }

    private static let monthNames = [
        "jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec",
    ]

    /// Midnight UTC of the day plus `seconds`; nil for a day no calendar has.
    private static func date(year: Int, month: Int, day: Int, seconds: Double) -> Date? {
        guard (1...12).contains(month), (1...31).contains(day), seconds < 2 * 86_400 else {
            return nil
        }
        let days = daysFromCivil(year: year, month: month, day: day)
        return Date(timeIntervalSince1970: Double(days) * 86_400 + seconds)
    }

    /// Days from 1970-01-01 to the proleptic Gregorian date (Howard Hinnant's
    /// `days_from_civil`, chrono-Compatible Low-Level Date Algorithms).
    static func daysFromCivil(year: Int, month: Int, day: Int) -> Int {
        let shifted = month <= 2 ? year - 1 : year
        let era = (shifted >= 0 ? shifted : shifted - 399) / 400
        let yearOfEra = shifted - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }
}
