/// How the last-updated line writes a day before today: MJRefresh's `MM-dd` (and `yyyy-MM-dd`
/// in an earlier year), or the order and marks a language's readers write dates in where
/// MJRefresh's would read wrong (a German reads "03-13" as nothing they know; "13.03." they do).
public enum DateForm: Equatable, Hashable, Sendable {
    /// Month before day, the year first: `MM-dd`, `yyyy-MM-dd` with separator "-" (MJRefresh's),
    /// `MM/dd`, `yyyy/MM/dd` with "/" (Japanese).
    case monthFirst(separator: String)
    /// Day before month, the year last: `dd.MM.`, `dd.MM.yyyy` (German: separator ".", the
    /// day and month closed by "."), `dd/MM`, `dd/MM/yyyy` (French, Spanish, Arabic), `dd.MM`,
    /// `dd.MM.yyyy` (Hebrew).
    case dayFirst(separator: String, closesMonth: Bool)

    /// The form `language`'s readers expect; MJRefresh's own for its six languages, unchanged.
    public init(_ language: RefreshLanguage) {
        switch language {
        case .english, .simplifiedChinese, .traditionalChinese, .korean, .russian, .ukrainian:
            self = .monthFirst(separator: "-")
        case .japanese: self = .monthFirst(separator: "/")
        case .german: self = .dayFirst(separator: ".", closesMonth: true)
        case .french, .spanish, .arabic: self = .dayFirst(separator: "/", closesMonth: false)
        case .hebrew: self = .dayFirst(separator: ".", closesMonth: false)
        // A language an app added writes MJRefresh's form.
        default: self = .monthFirst(separator: "-")
        }
    }

    /// The date of `day`.`month` (and `year` when given), its numbers already padded.
    public func write(year: String?, month: String, day: String) -> String {
        switch self {
        case .monthFirst(let separator):
            return (year.map { $0 + separator } ?? "") + month + separator + day
        case .dayFirst(let separator, let closesMonth):
            let dayMonth = day + separator + month
            guard let year else { return dayMonth + (closesMonth ? separator : "") }
            return dayMonth + separator + year
        }
    }
}
