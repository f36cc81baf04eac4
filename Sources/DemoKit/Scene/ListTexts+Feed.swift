import RefreshCore
import RefreshSource

extension ListTexts {
    /// A feed refresh's success title: "3 new posts", or "Up to date" when none is new.
    func newPosts(_ count: Int, _ language: RefreshLanguage) -> String {
        count == 0 ? text(.upToDate, language) : text(.newPosts, language, count: count)
    }

    /// A failed feed request's line: "Couldn't refresh: no connection" (the header's detail
    /// line) or "Couldn't load more: …" (the footer's).
    func failure(_ reason: FetchFailure, footer: Bool, _ language: RefreshLanguage) -> String {
        let words: String
        switch reason {
        case .offline: words = text(.failOffline, language)
        case .tls: words = text(.failTLS, language)
        case .timeout: words = text(.failTimeout, language)
        case .http(let status): words = text(.failHTTP, language, status)
        case .redirect: words = text(.failRedirect, language)
        case .tooLarge: words = text(.failTooLarge, language)
        case .notAFeed: words = text(.failNotAFeed, language)
        }
        return Self.filling(text(footer ? .loadFailed : .refreshFailed, language), with: words)
    }

    /// The header's detail line while the network is offline: "Offline · " and `line`.
    func offline(_ line: String, _ language: RefreshLanguage) -> String {
        Self.filling(text(.offline, language), with: line)
    }

    /// `form` with its `%@` replaced by `words` (after it, with a space, when it has none).
    private static func filling(_ form: String, with words: String) -> String {
        let parts = form.split(separator: "%@", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return form + " " + words }
        return parts[0] + words + parts[1]
    }
}
