import RefreshCore

/// The key a context menu's item shows at its end, the one that does the same from the
/// keyboard: F5 for Refresh, Home and End (as the language's keyboards print them) for the
/// scrolls to the top and to the end.
enum MenuShortcut {
    /// The shortcut of `action` in `language`, nil when it has none.
    static func text(for action: DemoAction, _ language: RefreshLanguage, texts: ListTexts)
        -> String?
    {
        switch action {
        case .refresh: "F5"
        case .scroll(.top): texts.text(.menuKeyHome, language)
        case .scroll(.end): texts.text(.menuKeyEnd, language)
        default: nil
        }
    }
}
