import RefreshCore

/// The demo's own words on its bar and in its inspector: each language's `Word.<name>` lines
/// (English where a language has none). Kind and state names (`normal`, `auto`, `idle`, …) stay
/// as the options and the trace spell them: they are what a developer types and reads back.
struct DemoWords: Sendable {
    /// "header" on the bar and in the inspector.
    var header: String
    /// "footer".
    var footer: String
    /// "keys", after "?" on the bar.
    var keys: String
    /// "none": no footer.
    var none: String
    /// The inspector's labels.
    var offset: String
    /// The word `velocity`.
    var velocity: String
    /// The word `insets`.
    var insets: String
    /// The word `frame`.
    var frame: String
    /// What the floor header's second value names while its floor holds the list.
    var floor: String
    /// The graph's title (the number of frames is the inspector's own).
    var graph: String

    /// The words of `language` in `texts`.
    static func of(_ language: RefreshLanguage, texts: ListTexts) -> DemoWords {
        DemoWords(
            header: texts.word("header", language),
            footer: texts.word("footer", language),
            keys: texts.word("keys", language),
            none: texts.word("none", language),
            offset: texts.word("offset", language),
            velocity: texts.word("velocity", language),
            insets: texts.word("insets", language),
            frame: texts.word("frame", language),
            floor: texts.word("floor", language),
            graph: texts.word("graph", language))
    }
}
