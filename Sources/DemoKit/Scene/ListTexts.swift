import RefreshCore

/// The demo's own texts in every language: section titles, the placeholders' titles and
/// buttons, the feed's relative times and its sentences, the context menu's items, the key
/// panel's and the bar's words. They are the namespaced lines of each language's strings file
/// (`strings/<code>.strings`: `List.<Key>`, `Panel.<English words>`, `Word.<name>`), read by the
/// one loader (`StringsTable`) the library's titles are read by; English's are also built in.
/// A language without a key reads it in English.
public struct ListTexts: Sendable {
    /// The keys, as the files spell them after `List.`.
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
        /// A plain or section row's title: "Row %d".
        case row = "Row"
        /// A row's note for the rows the list started with: "loaded at start".
        case loadedAtStart = "LoadedAtStart"
        /// A row's note for a header refresh's rows: "refresh %d".
        case refreshNumber = "RefreshNumber"
        /// A row's note for a footer page's rows: "page %d".
        case pageNumber = "PageNumber"
        /// The carousel's trailer at rest: what a slide past the last card does.
        case trailerIdle = "TrailerIdle"
        /// The carousel's trailer pulled past its trigger: what releasing does (loads cards).
        case trailerPulling = "TrailerPulling"
        /// A chat day separator's date this year: `%d` the day, `%m` the month's number, `%@`
        /// the month's name (`Month1` … `Month12`), as the language writes dates.
        case chatDate = "ChatDate"
        /// The same in another year, `%y` the year.
        case chatDateWithYear = "ChatDateWithYear"
    }

    /// The texts that say a count, one line a plural category (`List.Key.category`).
    public enum CountKey: String, CaseIterable, Sendable {
        /// The chat's pill: "%d new messages".
        case newMessages = "NewMessages"
        /// A feed's refresh's title: "%d new posts".
        case newPosts = "NewPosts"
    }

    /// The feed's sentences a language has (the file's `List.Sentence1`, `List.Sentence2`, …).
    static let sentenceCount = 8

    /// Each language's texts by code, the `List.` namespace taken off their keys (so a frame's
    /// look-ups build no key).
    private var tables: [String: [String: String]]

    /// English only, from the built-in copy of `en.strings`' lines.
    public static let english = ListTexts(tables: ["en": englishTable])

    /// The built-in English lines, parsed as a file is.
    static var englishTable: [String: String] {
        // The copy is checked against the file by a test; it parses.
        let table = try? StringsTable(parsing: BuiltInEnglish.strings, file: "BuiltInEnglish.swift")
        return demoTexts(of: table?.entries ?? [:])
    }

    /// English, and every language's texts of `tables` (strings files, parsed).
    public init(reading tables: [RefreshLanguage: StringsTable]) {
        var all = ["en": Self.englishTable]
        for (language, table) in tables {
            all[language.code, default: [:]].merge(Self.demoTexts(of: table.entries)) { $1 }
        }
        self.tables = all
    }

    private init(tables: [String: [String: String]]) {
        self.tables = tables
    }

    /// A file's demo lines, `List.` taken off their keys; the library's lines left out.
    private static func demoTexts(of entries: [String: String]) -> [String: String] {
        var texts: [String: String] = [:]
        for (key, text) in entries {
            if key.hasPrefix("List.") {
                texts[String(key.dropFirst("List.".count))] = text
            } else if key.hasPrefix("Panel.") || key.hasPrefix("Word.") {
                texts[key] = text
            }
        }
        return texts
    }

    /// `key` in `language`, else in English.
    func lookUp(_ key: String, _ language: RefreshLanguage) -> String? {
        tables[language.code]?[key] ?? tables["en"]?[key]
    }

    /// The text of `key` in `language`, else in English.
    public func text(_ key: Key, _ language: RefreshLanguage) -> String {
        lookUp(key.rawValue, language) ?? ""
    }

    /// The key panel's words for `english` (its `Panel.<english>` line) in `language`, else
    /// `english`.
    func panelText(_ english: String, _ language: RefreshLanguage) -> String {
        lookUp("Panel." + english, language) ?? english
    }

    /// The demo's word `name` (its `Word.<name>` line) in `language`, else in English.
    func word(_ name: String, _ language: RefreshLanguage) -> String {
        lookUp("Word." + name, language) ?? name
    }

    /// Sentence `index` (from 0, wrapping) of the feed in `language`, else in English.
    func sentence(_ index: Int, _ language: RefreshLanguage) -> String {
        lookUp("Sentence\(index % Self.sentenceCount + 1)", language) ?? ""
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
            tables[language.code]?["\(key.rawValue).\(category.rawValue)"]
            ?? tables[language.code]?["\(key.rawValue).other"]
            ?? tables["en"]?["\(key.rawValue).\(PluralCategory(number, .english).rawValue)"] ?? ""
        return Self.substituting(number, in: form)
    }
}
