import RefreshCore

/// The lists' own texts in every language: section titles, the placeholders' titles and
/// buttons, the feed's relative times and its sentences, and the context menu's items. English
/// is built in; the other languages come from `strings/lists.strings` (one `"code.Key" =
/// "Text";` a line), so a new language is lines in that file, and the CJK font subset (`make
/// assets`) covers them.
public struct ListTexts: Sendable {
    /// The keys, as the file spells them after `code.`.
    public enum Key: String, CaseIterable, Sendable {
        /// "Section %d".
        case section = "Section"
        /// The empty list's title.
        case emptyTitle = "EmptyTitle"
        /// The empty list's button, which begins refreshing.
        case emptyButton = "EmptyButton"
        /// The error state's title.
        case errorTitle = "ErrorTitle"
        /// The error state's button, which begins refreshing.
        case errorButton = "ErrorButton"
        /// A feed row posted less than a minute ago.
        case justNow = "JustNow"
        /// "%d min ago".
        case minutesAgo = "MinutesAgo"
        /// "%d h ago".
        case hoursAgo = "HoursAgo"
        /// The context menu's "Cancel" (while a refresh or a load is in flight).
        case menuCancel = "MenuCancel"
        /// The context menu's "Refresh".
        case menuRefresh = "MenuRefresh"
        /// The context menu's "Load more".
        case menuLoadMore = "MenuLoadMore"
        /// The context menu's "Scroll to top".
        case menuScrollToTop = "MenuScrollToTop"
        /// The context menu's "Scroll to end".
        case menuScrollToEnd = "MenuScrollToEnd"
        /// The context menu's "Second floor".
        case menuSecondFloor = "MenuSecondFloor"
        /// The Home key as the language's keyboards print it, beside "Scroll to top".
        case menuKeyHome = "MenuKeyHome"
        /// The End key, beside "Scroll to end".
        case menuKeyEnd = "MenuKeyEnd"
        /// The context menu's "Load more cards".
        case menuLoadMoreCards = "MenuLoadMoreCards"
        /// The chat's day separator over today's messages.
        case chatToday = "ChatToday"
        /// The chat's day separator over yesterday's.
        case chatYesterday = "ChatYesterday"
        /// "%d d ago": a feed entry posted days ago.
        case daysAgo = "DaysAgo"
        /// A feed's refresh that brought nothing new (a `304` too).
        case upToDate = "UpToDate"
        /// A feed's failed refresh, in the header's detail line: "%@" is the reason.
        case refreshFailed = "RefreshFailed"
        /// A feed's failed load, in the footer: "%@" is the reason.
        case loadFailed = "LoadFailed"
        /// The reason `offline`.
        case failOffline = "FailOffline"
        /// The reason `tls`.
        case failTLS = "FailTLS"
        /// The reason `timeout`.
        case failTimeout = "FailTimeout"
        /// The reason `http N`: "%d" is the status.
        case failHTTP = "FailHTTP"
        /// The reason `redirect`.
        case failRedirect = "FailRedirect"
        /// The reason `too large`.
        case failTooLarge = "FailTooLarge"
        /// The reason `not a feed`.
        case failNotAFeed = "FailNotAFeed"
        /// The bar's "how to start": "Pull down to refresh".
        case barPullDown = "BarPullDown"
        /// The bar's "Press ? for keys".
        case barKeys = "BarKeys"
        /// The bar after a change of header, one a kind: what a refresh looks like now.
        case barHeaderNormal = "BarHeaderNormal"
        case barHeaderState = "BarHeaderState"
        case barHeaderGif = "BarHeaderGif"
        case barHeaderBalloon = "BarHeaderBalloon"
        case barHeaderProgress = "BarHeaderProgress"
        case barHeaderFloor = "BarHeaderFloor"
        /// The bar after a change of footer, one a kind: what happens at the end of the list.
        case barFooterAuto = "BarFooterAuto"
        case barFooterBack = "BarFooterBack"
        case barFooterNone = "BarFooterNone"
        /// The bar after a change of the footer's style, one a style: what loading looks like.
        case barStyleState = "BarStyleState"
        case barStyleNormal = "BarStyleNormal"
        case barStyleGif = "BarStyleGif"
        /// A gap row waiting to be filled: "Load missing posts".
        case gapLoad = "GapLoad"
        /// A gap row while it fills: "Loading…".
        case gapLoading = "GapLoading"
        /// A gap row with no page left to follow: "No more posts to load".
        case gapNoMore = "GapNoMore"
        /// The header's detail line while offline: "%@" is what it says otherwise.
        case offline = "Offline"
    }

    /// The texts that say a count, one line a plural category (`code.Key.category`).
    public enum CountKey: String, CaseIterable, Sendable {
        /// The chat's pill: "%d new messages".
        case newMessages = "NewMessages"
        /// A feed's refresh's title: "%d new posts".
        case newPosts = "NewPosts"
    }

    /// The feed's sentences a language has (the file's `code.Sentence1`, `code.Sentence2`, …).
    static let sentenceCount = 8

    private var texts: [String: String]

    /// English only.
    public static let english = ListTexts(texts: englishTexts)

    /// English, and every language of the lines of `text` (a `lists.strings` file's text); nil
    /// and the line's number for a line that is not `"code.Key" = "Text";`, a comment or blank.
    public static func parsing(_ text: String) -> (texts: ListTexts, badLine: Int?) {
        var texts = englishTexts
        var number = 0
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            number += 1
            let trimmed = line.drop { $0 == " " || $0 == "\t" }
            if trimmed.isEmpty || trimmed.hasPrefix("//") { continue }
            guard let (key, value) = entry(trimmed) else {
                return (ListTexts(texts: texts), number)
            }
            texts[key] = value
        }
        return (ListTexts(texts: texts), nil)
    }

    /// The text of `key` in `language`, else in English.
    public func text(_ key: Key, _ language: RefreshLanguage) -> String {
        texts["\(language.code).\(key.rawValue)"] ?? texts["en.\(key.rawValue)"] ?? ""
    }

    /// The key panel's words for `english` (its `code.Panel.<english>` line) in `language`, else
    /// `english`.
    func panelText(_ english: String, _ language: RefreshLanguage) -> String {
        texts["\(language.code).Panel.\(english)"] ?? english
    }

    /// Sentence `index` (from 0, wrapping) of the feed in `language`, else in English.
    func sentence(_ index: Int, _ language: RefreshLanguage) -> String {
        let key = "Sentence\(index % Self.sentenceCount + 1)"
        return texts["\(language.code).\(key)"] ?? texts["en.\(key)"] ?? ""
    }

    /// `key`'s text with `%d` replaced by `number`.
    func text(_ key: Key, _ language: RefreshLanguage, _ number: Int) -> String {
        Self.substituting(number, in: text(key, language))
    }

    /// `form` with each `%d` replaced by `number`. By hand: the standard library's
    /// `replacing(_:with:)` cost a scrolling feed a tenth of its frame (every row in view says
    /// how long ago it was posted, every frame).
    static func substituting(_ number: Int, in form: String) -> String {
        var result = ""
        var rest = form[...]
        while let percent = rest.firstIndex(of: "%") {
            result += rest[..<percent]
            let next = rest.index(after: percent)
            if next < rest.endIndex, rest[next] == "d" {
                result += String(number)
                rest = rest[rest.index(after: next)...]
            } else {
                result += "%"
                rest = rest[next...]
            }
        }
        result += rest
        return result
    }

    /// `key`'s text for `number` in `language`, in the form of the number's plural category
    /// there (the language's `other` form if it has no line of that category, else English's),
    /// with `%d` replaced by the number.
    public func text(_ key: CountKey, _ language: RefreshLanguage, count number: Int) -> String {
        let category = PluralCategory(number, language)
        let form =
            texts["\(language.code).\(key.rawValue).\(category.rawValue)"]
            ?? texts["\(language.code).\(key.rawValue).other"]
            ?? texts["en.\(key.rawValue).\(PluralCategory(number, .english).rawValue)"] ?? ""
        return Self.substituting(number, in: form)
    }

    /// `"code.Key" = "Text";` with `\"` and `\\` escapes.
    private static func entry(_ line: Substring) -> (String, String)? {
        var rest = line[...]
        guard let key = quoted(&rest) else { return nil }
        rest = rest.drop { $0 == " " }
        guard rest.first == "=" else { return nil }
        rest = rest.dropFirst().drop { $0 == " " }
        guard let value = quoted(&rest), rest.drop(while: { $0 == " " }) == ";" else { return nil }
        return (key, value)
    }

    private static func quoted(_ rest: inout Substring) -> String? {
        guard rest.first == "\"" else { return nil }
        rest = rest.dropFirst()
        var out = ""
        while let character = rest.first {
            rest = rest.dropFirst()
            switch character {
            case "\"": return out
            case "\\":
                guard let next = rest.first else { return nil }
                out.append(next)
                rest = rest.dropFirst()
            default: out.append(character)
            }
        }
        return nil
    }
}
