import FoundationEssentials
import RefreshCore

/// The chat's messages as a messaging app shows them: bubbles of two authors, the reader's own
/// at the trailing side and the other person's at the leading side, text wrapped inside them
/// with the time under it, and a separator over each day's first message.
///
/// A message is a `DemoRow` whose id is its place in the whole conversation: the history the
/// chat starts with ends at `historyEnd`, the older pages the top loader brings are the ids
/// below, and messages that arrive while it runs are the ids after. What a message says, who
/// wrote it and when follow from its id, so every run shows the same conversation. Each
/// bubble is wrapped once per environment and kept for drawing; each time and day is worked out
/// once per message.
final class DemoChat {
    /// Messages each load of older ones lands (the contract's 20).
    static let olderPage = 20
    /// Seconds between two arriving messages, from the start (the contract's 3 s).
    static let arrivalInterval = 3.0
    /// How close to the end counts as at the end when a message arrives: the view follows it.
    static let followDistance = ChatArrival.followDistance
    /// How long following a new message takes (the contract's 0.25 s).
    static let followDuration = 0.25
    /// Space between a bubble and the view's edge.
    static let sideInset = 12.0
    /// The widest a bubble gets, as a fraction of the view's width.
    static let widthFraction = 0.75
    /// Space inside a bubble, left and right of its text.
    static let paddingX = 12.0
    /// Space inside a bubble, above its text and below its time.
    static let paddingY = 7.0
    /// Space above and below each bubble.
    static let gap = 3.0
    /// A text line's height.
    static let lineHeight = 19.0
    /// The time's line under the text.
    static let timeHeight = 14.0
    /// The most lines a bubble shows.
    static let maxLines = 8
    /// A bubble's corners.
    static let cornerRadius = 14.0
    /// A day separator's height, and its capsule's.
    static let separatorHeight = 36.0
    static let separatorCapsule = 22.0
    /// The text's style.
    static let bodyStyle = TextStyle(weight: .regular, size: 14)
    /// The time's style.
    static let timeStyle = TextStyle(weight: .regular, size: 11)
    /// The day separator's style.
    static let dayStyle = TextStyle(weight: .bold, size: 12)
    /// The pill's height (the contract's 32 points), its bottom's height above the view's
    /// bottom (16), the space left and right of its title, and its title's style.
    static let pillHeight = 32.0
    static let pillBottom = 16.0
    static let pillPadding = 16.0
    static let pillStyle = TextStyle(weight: .bold, size: 13)
    /// Minutes before its day's 14:05 each of a day's six messages was sent, newest first: the
    /// history is six messages a day, going back a day every six.
    static let minutesBack = [3, 9, 26, 48, 95, 160]
    /// Who wrote the history's messages, by id modulo 8: true for the reader's own.
    static let ownPattern = [true, false, false, true, false, true, true, false]

    /// A message's bubble at one environment: its lines and its size.
    struct Bubble {
        /// The wrapped text.
        var lines: [String]
        /// The bubble's size, points.
        var size: Size
        /// The time's width, points.
        var timeWidth: Double
    }

    /// When a message was sent, as the calendar reads it.
    struct Stamp {
        /// The day, as a number that orders days (year · 10 000 + month · 100 + day).
        var day: Int
        /// "HH:mm".
        var time: String
        /// The date's parts.
        var minute: CalendarMinute
    }

    /// The last id of the history the chat starts with.
    let historyEnd: Int
    private let texts: ListTexts
    /// How the bubbles, separators and the pill are measured (the renderer's metrics).
    let metrics: TextMetrics
    private let clock: DemoClock
    private var calendar: Calendar
    private var bubbles: [Int: Bubble] = [:]
    private var cached: ListEnvironment?
    private var stamps: [Int: Stamp] = [:]
    private var todayCache: (minute: Int, value: (day: Int, yesterday: Int, year: Int))?

    /// A chat whose history ends at id `historyEnd`, its texts from `texts` measured by
    /// `metrics`, its times read on `clock`.
    init(historyEnd: Int, texts: ListTexts, metrics: TextMetrics, clock: DemoClock) {
        self.historyEnd = historyEnd
        self.texts = texts
        self.metrics = metrics
        self.clock = clock
        calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = clock.timeZone
    }

    // MARK: - Messages

    /// A new message: `id`, sent at `posted` (the history's own time when nil).
    func message(_ id: Int, posted: Double? = nil) -> DemoRow {
        DemoRow(id: id, title: "", subtitle: "", posted: posted ?? historyTime(of: id))
    }

    /// Whether the reader wrote `row` (the history alternates; arriving messages are the other
    /// person's).
    func isOwn(_ row: DemoRow) -> Bool {
        row.id <= historyEnd && Self.ownPattern[((row.id % 8) + 8) % 8]
    }

    /// What `row` says in `language`: one of the feed's sentences, two for every fourth.
    func text(of row: DemoRow, _ language: RefreshLanguage) -> String {
        let first = texts.sentence(row.id * 3, language)
        guard row.id % 4 == 0 else { return first }
        return LineBreaker.joined(first, texts.sentence(row.id * 3 + 5, language))
    }

    /// When the history's message `id` was sent, seconds on the scene's clock (before 0).
    private func historyTime(of id: Int) -> Double {
        let back = max(0, historyEnd - id)
        let days = Double(back / Self.minutesBack.count)
        return -days * 86_400 - Double(Self.minutesBack[back % Self.minutesBack.count]) * 60
    }

    // MARK: - Bubbles

    /// `row`'s bubble at `environment`, wrapped the first time it is asked for there.
    func bubble(of row: DemoRow, _ environment: ListEnvironment) -> Bubble {
        if cached != environment {
            bubbles.removeAll(keepingCapacity: true)
            cached = environment
        }
        if let found = bubbles[row.id] { return found }
        let scale = environment.textScale
        let body = Self.scaled(Self.bodyStyle, scale)
        let padding = Self.paddingX * scale
        let widest = environment.width * Self.widthFraction - 2 * padding
        let lines = LineBreaker.lines(
            text(of: row, environment.language), width: widest, style: body,
            maxLines: Self.maxLines, metrics: metrics)
        let timeWidth = metrics.size(
            of: stamp(of: row).time, style: Self.scaled(Self.timeStyle, scale)
        )
        .width
        let textWidth = lines.map { metrics.size(of: $0, style: body).width }.max() ?? 0
        let size = Size(
            width: max(textWidth, timeWidth) + 2 * padding,
            height: (2 * Self.paddingY + Double(lines.count) * Self.lineHeight + Self.timeHeight)
                * scale)
        let bubble = Bubble(lines: lines, size: size, timeWidth: timeWidth)
        bubbles[row.id] = bubble
        return bubble
    }

    /// The height of `row`'s item: its bubble and the gaps around it.
    func height(of row: DemoRow, _ environment: ListEnvironment) -> Double {
        bubble(of: row, environment).size.height + 2 * Self.gap * environment.textScale
    }

    /// A day separator's height at `environment`.
    func separatorHeight(_ environment: ListEnvironment) -> Double {
        Self.separatorHeight * environment.textScale
    }

    /// `style` at text scale `scale`.
    static func scaled(_ style: TextStyle, _ scale: Double) -> TextStyle {
        TextStyle(weight: style.weight, size: style.size * scale)
    }

    // MARK: - Days

    /// When `row` was sent, on the chat's calendar (worked out once).
    func stamp(of row: DemoRow) -> Stamp {
        if let found = stamps[row.id] { return found }
        let stamp = stamp(at: row.posted)
        stamps[row.id] = stamp
        return stamp
    }

    /// The separator's title over the first message of `row`'s day, seen at `now`: today,
    /// yesterday, or the date as `language` writes dates.
    func dayTitle(of row: DemoRow, now: Double, _ language: RefreshLanguage) -> String {
        let day = stamp(of: row)
        let today = self.today(at: now)
        if day.day == today.day { return texts.text(.chatToday, language) }
        if day.day == today.yesterday { return texts.text(.chatYesterday, language) }
        let minute = day.minute
        return texts.chatDate(
            day: minute.day, month: minute.month,
            year: minute.year == today.year ? nil : minute.year, language)
    }

    /// Today's and yesterday's days and this year at `now`, worked out once a minute (a frame
    /// asks for every separator in view).
    private func today(at now: Double) -> (day: Int, yesterday: Int, year: Int) {
        let minute = Int((now / 60).rounded(.down))
        if let found = todayCache, found.minute == minute { return found.value }
        let stamp = stamp(at: now)
        let value = (stamp.day, self.stamp(at: now - 86_400).day, stamp.minute.year)
        todayCache = (minute, value)
        return value
    }

    /// The calendar's reading of scene time `time`.
    private func stamp(at time: Double) -> Stamp {
        let date = Date(timeIntervalSince1970: clock.epoch(at: time))
        let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minute = CalendarMinute(
            year: parts.year ?? 0, month: parts.month ?? 1, day: parts.day ?? 1,
            hour: parts.hour ?? 0, minute: parts.minute ?? 0)
        return Stamp(
            day: minute.year * 10_000 + minute.month * 100 + minute.day,
            time: Self.two(minute.hour) + ":" + Self.two(minute.minute), minute: minute)
    }

    private static func two(_ value: Int) -> String { value < 10 ? "0\(value)" : "\(value)" }
}
